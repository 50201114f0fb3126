// Liking a paper: POST/DELETE /api/document/{id}/like → {isLiked, likeCount}.
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { DocumentListResponse, DocumentResponse, LikeResponse } from "../../common/api";
import { api } from "./client";
import { queryKeys } from "./keys";

export function setLike(id: string, liked: boolean): Promise<LikeResponse> {
  return api<LikeResponse>(`/api/document/${encodeURIComponent(id)}/like`, {
    method: liked ? "POST" : "DELETE",
  });
}

/**
 * Writes a saved like into every read that shows the paper (its page, its share page, the Featured
 * list), so a heart liked on a card is still lit when the paper is expanded, and after going back.
 */
export function rememberLike(queryClient: QueryClient, id: string, like: LikeResponse): void {
  const withLike = <T extends { id: string }>(doc: T): T => (doc.id === id ? { ...doc, ...like } : doc);
  queryClient.setQueryData<InfiniteData<DocumentListResponse>>(queryKeys.featured, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map(withLike) })) } : data,
  );
  for (const key of [queryKeys.shared(id), queryKeys.document(id)]) {
    queryClient.setQueryData<DocumentResponse>(key, (data) =>
      data ? { ...data, document: withLike(data.document) } : data,
    );
  }
}
