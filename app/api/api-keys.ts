// Personal API keys (Settings → API keys): list, create (the key is in the answer, once), revoke.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateApiKeyBody } from "../../common/api";
import { call } from "./client";
import { queryKeys } from "./keys";

/** GET /api/user/api-keys — never the keys themselves. */
export function useApiKeys() {
  return useQuery({
    queryKey: queryKeys.apiKeys,
    queryFn: ({ signal }) => call("GET /api/user/api-keys", "/api/user/api-keys", { signal }),
    select: (data) => data.apiKeys,
  });
}

/** POST /api/user/api-keys {name, password} → the new key, shown once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => call("POST /api/user/api-keys", "/api/user/api-keys", { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  });
}

/** DELETE /api/user/api-keys/{id} — the key is refused from the next request on. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call("DELETE /api/user/api-keys/{id}", `/api/user/api-keys/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  });
}
