import { useQuery } from "@tanstack/react-query";
import type { ConfigResponse } from "../../common/api";
import { setProductName } from "../i18n";
import { api } from "./client";
import { queryKeys } from "./keys";

/** GET /api/config — public: feature flags, model catalog, locales. */
export function useConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: async ({ signal }) => {
      const config = await api<ConfigResponse>("/api/config", { signal });
      setProductName(config.appName);
      return config;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
