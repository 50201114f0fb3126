import { useQuery } from "@tanstack/react-query";
import { call, isApiError } from "./client";
import { queryKeys } from "./keys";

/** GET /api/share/{documentId} — public: a shared document, read-only. */
export function useSharedDocument(id: string) {
  return useQuery({
    queryKey: queryKeys.shared(id),
    queryFn: ({ signal }) => call("GET /api/share/{id}", `/api/share/${encodeURIComponent(id)}`, { signal }),
    select: (data) => data.document,
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });
}
