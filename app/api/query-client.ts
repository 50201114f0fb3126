import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./client";

/** A session that ended while the app was open: send the person to sign in again. */
function onUnauthorized(error: unknown): void {
  if (!isApiError(error, 401) || typeof window === "undefined") return;
  const { pathname, search } = window.location;
  if (pathname.startsWith("/auth/")) return;
  window.location.assign(`/auth/sign-in?next=${encodeURIComponent(pathname + search)}`);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onUnauthorized }),
    mutationCache: new MutationCache({ onError: onUnauthorized }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          !isApiError(error, 401) && !isApiError(error, 403) && !isApiError(error, 404) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}
