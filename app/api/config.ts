import { useQuery } from "@tanstack/react-query";
import { setProductName } from "../i18n";
import { call } from "./client";
import { queryKeys } from "./keys";

/** GET /api/config — public: feature flags, model catalog, locales. */
export function useConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: async ({ signal }) => {
      const config = await call("GET /api/config", "/api/config", { signal });
      setProductName(config.appName);
      return config;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
