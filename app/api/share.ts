import { useQuery } from "@tanstack/react-query";
import type { DocumentResponse } from "../../common/api";
import { api, isApiError } from "./client";
import { queryKeys } from "./keys";

/** GET /api/share/{documentId} — public: a shared document, read-only. */
export function useSharedDocument(id: string) {
  return useQuery({
    queryKey: queryKeys.shared(id),
    queryFn: ({ signal }) => api<DocumentResponse>(`/api/share/${encodeURIComponent(id)}`, { signal }),
    select: (data) => data.document,
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });
}
