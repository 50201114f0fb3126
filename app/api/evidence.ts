import { useQuery } from "@tanstack/react-query";
import { call } from "./client";

/**
 * GET /api/document/{id}/evidence (the owner's) or /api/share/{id}/evidence (public): each cited sentence
 * with its verdict and passages. Read once a reader opens a citation's card.
 */
export function usePaperEvidence(id: string, options: { shared: boolean; enabled: boolean }) {
  const path = options.shared ? "share" : "document";
  return useQuery({
    queryKey: ["evidence", path, id] as const,
    queryFn: ({ signal }) =>
      options.shared
        ? call("GET /api/share/{id}/evidence", `/api/share/${encodeURIComponent(id)}/evidence`, { signal })
        : call("GET /api/document/{id}/evidence", `/api/document/${encodeURIComponent(id)}/evidence`, {
            signal,
          }),
    select: (data) => data.evidence,
    enabled: options.enabled,
    staleTime: 60_000,
  });
}
