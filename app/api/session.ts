// The signed-in session as Better Auth's GET /api/auth/get-session gives it (null when signed out),
// read through React Query: the first page does not load Better Auth's client (about 10 KB gzip)
// just to ask who is signed in; signing in, up and out (which do load it) refresh this read.
import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { authClient } from "./auth-client";
import { callBetterAuth } from "./client";
import { queryKeys } from "./keys";

/** Better Auth's own session type (a type-only import: its client is not loaded for it). */
export type Session = typeof authClient.$Infer.Session;

export function useSession() {
  return useQuery({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => callBetterAuth<Session | null>("/api/auth/get-session", { signal }),
    // As Better Auth's client did: read again when the tab comes back, so a sign-out elsewhere shows.
    refetchOnWindowFocus: true,
  });
}

/** After signing in or up: reads the session again, so the session gates see the person at once. */
export function refreshSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.session });
}
