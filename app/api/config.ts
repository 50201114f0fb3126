import { useQuery } from "@tanstack/react-query";
import type { ConfigResponse } from "../../common/api";
import { api } from "./client";
import { queryKeys } from "./keys";

/** GET /api/config — public: feature flags, model catalog, locales. */
export function useConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => api<ConfigResponse>("/api/config", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
