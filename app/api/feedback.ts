// Feedback and Featured Articles on one's own finished paper: one hook per call; each puts what the
// server answers into the document at once, then refreshes it (and the Featured list).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DocumentResponse, FeedbackTarget } from "../../common/api";
import type { PresentedDocument } from "../../common/types";
import { call } from "./client";
import { queryKeys } from "./keys";

/** The document's path segment (its id encoded). */
const doc = (id: string) => encodeURIComponent(id);

/** Puts the server's answer into the cached document (the cache holds GET /api/document/{id}'s body). */
function usePatchDocument(id: string) {
  const queryClient = useQueryClient();
  return (patch: Partial<PresentedDocument>) =>
    queryClient.setQueryData<DocumentResponse>(queryKeys.document(id), (data) =>
      data ? { document: { ...data.document, ...patch } } : data,
    );
}

/** POST /api/document/{id}/feedback/rating?target=&isPositive= → {feedback}; once per target (409). */
export function useRateDocument(id: string) {
  const patch = usePatchDocument(id);
  return useMutation({
    mutationFn: (rating: { target: FeedbackTarget; isPositive: boolean }) =>
      call(
        "POST /api/document/{id}/feedback/rating",
        `/api/document/${doc(id)}/feedback/rating?target=${rating.target}&isPositive=${String(rating.isPositive)}`,
      ),
    onSuccess: ({ feedback }) => patch({ feedback }),
  });
}

/** POST /api/document/{id}/feedback/comment {comment, suggestions} → {feedback}; one of the two is needed. */
export function useCommentOnDocument(id: string) {
  const patch = usePatchDocument(id);
  return useMutation({
    mutationFn: (body: { comment: string; suggestions: string[] }) =>
      call("POST /api/document/{id}/feedback/comment", `/api/document/${doc(id)}/feedback/comment`, { body }),
    onSuccess: ({ feedback }) => patch({ feedback }),
  });
}

/** POST (publish) or DELETE (withdraw) /api/document/{id}/feature → {featured}. */
export function useSetFeatured(id: string) {
  const queryClient = useQueryClient();
  const patch = usePatchDocument(id);
  return useMutation({
    mutationFn: (featured: boolean) =>
      featured
        ? call("POST /api/document/{id}/feature", `/api/document/${doc(id)}/feature`)
        : call("DELETE /api/document/{id}/feature", `/api/document/${doc(id)}/feature`),
    onSuccess: ({ featured }) => {
      patch({ featured });
      void queryClient.invalidateQueries({ queryKey: queryKeys.featured });
    },
  });
}
