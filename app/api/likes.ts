// Liking a paper: POST/DELETE /api/document/{id}/like → {isLiked, likeCount}. The heart changes at once
// in every read that shows the paper; a like the server refuses is rolled back there and logged.
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { DocumentListResponse, DocumentResponse, LikeResponse } from "../../common/api";
import { call } from "./client";
import { queryKeys } from "./keys";

export function setLike(id: string, liked: boolean): Promise<LikeResponse> {
  const path = `/api/document/${encodeURIComponent(id)}/like` as const;
  return liked ? call("POST /api/document/{id}/like", path) : call("DELETE /api/document/{id}/like", path);
}

/** The like as it reads after a click: the other state, the count one more or one less (never below 0). */
export function toggledLike(like: LikeResponse): LikeResponse {
  const isLiked = !like.isLiked;
  return { isLiked, likeCount: Math.max(0, like.likeCount + (isLiked ? 1 : -1)) };
}

/** The reads that show a paper's heart: the Featured list, its share page, its own page. */
type LikeRead = "featured" | "shared" | "document";
const LIKE_READS: readonly LikeRead[] = ["featured", "shared", "document"];

/** The paper's like in each read that holds it, as it was before a click. */
export type LikeSnapshot = Partial<Record<LikeRead, LikeResponse>>;

const likeOf = ({ isLiked, likeCount }: LikeResponse): LikeResponse => ({ isLiked, likeCount });

function readLike(queryClient: QueryClient, read: LikeRead, id: string): LikeResponse | undefined {
  if (read === "featured") {
    const data = queryClient.getQueryData<InfiniteData<DocumentListResponse>>(queryKeys.featured);
    const doc = data?.pages.flatMap((p) => p.items).find((d) => d.id === id);
    // A card shows a like it was not sent as not liked, by nobody (featured-page.tsx).
    return doc ? { isLiked: doc.isLiked ?? false, likeCount: doc.likeCount ?? 0 } : undefined;
  }
  const key = read === "shared" ? queryKeys.shared(id) : queryKeys.document(id);
  const doc = queryClient.getQueryData<DocumentResponse>(key)?.document;
  return doc ? likeOf(doc) : undefined;
}

function writeLike(queryClient: QueryClient, read: LikeRead, id: string, like: LikeResponse): void {
  const withLike = <T extends { id: string }>(doc: T): T => (doc.id === id ? { ...doc, ...like } : doc);
  if (read === "featured") {
    queryClient.setQueryData<InfiniteData<DocumentListResponse>>(queryKeys.featured, (data) =>
      data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map(withLike) })) } : data,
    );
    return;
  }
  const key = read === "shared" ? queryKeys.shared(id) : queryKeys.document(id);
  queryClient.setQueryData<DocumentResponse>(key, (data) =>
    data ? { ...data, document: withLike(data.document) } : data,
  );
}

/**
 * Writes a like into every read that shows the paper (its page, its share page, the Featured list), so a
 * heart liked on a card is still lit when the paper is expanded, and after going back.
 */
export function rememberLike(queryClient: QueryClient, id: string, like: LikeResponse): void {
  for (const read of LIKE_READS) writeLike(queryClient, read, id, like);
}

/** The paper's like in each read, to put back if the click fails. */
export function likeSnapshot(queryClient: QueryClient, id: string): LikeSnapshot {
  const snapshot: LikeSnapshot = {};
  for (const read of LIKE_READS) {
    const like = readLike(queryClient, read, id);
    if (like) snapshot[read] = like;
  }
  return snapshot;
}

/** Puts back the like each read showed before the click (pages loaded since are kept). */
export function restoreLikes(queryClient: QueryClient, id: string, snapshot: LikeSnapshot): void {
  for (const read of LIKE_READS) {
    const like = snapshot[read];
    if (like) writeLike(queryClient, read, id, like);
  }
}

/**
 * The like mutation of one paper: `next` is shown at once in every read, then saved (`save`, the API call;
 * given in tests), or rolled back to what each read showed when the call fails.
 */
export function likeMutationOptions(
  queryClient: QueryClient,
  id: string,
  save: (id: string, liked: boolean) => Promise<LikeResponse> = setLike,
) {
  return {
    mutationFn: (next: LikeResponse) => save(id, next.isLiked),
    onMutate: async (next: LikeResponse) => {
      // A read of the paper in flight would bring back the like as it was. (The Featured list's next
      // page is left to load: the write below and the saved like after it cover it.)
      await Promise.all([
        queryClient.cancelQueries({ queryKey: queryKeys.document(id) }),
        queryClient.cancelQueries({ queryKey: queryKeys.shared(id) }),
      ]);
      const before = likeSnapshot(queryClient, id);
      rememberLike(queryClient, id, next);
      return { before };
    },
    onError: (error: Error, _next: LikeResponse, context: { before: LikeSnapshot } | undefined) => {
      console.error("[like] the like could not be saved; rolled back", error);
      if (context) restoreLikes(queryClient, id, context.before);
    },
    onSuccess: (saved: LikeResponse) => rememberLike(queryClient, id, saved),
  };
}

/** POST/DELETE /api/document/{id}/like, shown at once, saved, or rolled back on failure. */
export function useToggleLike(id: string) {
  const queryClient = useQueryClient();
  return useMutation(likeMutationOptions(queryClient, id));
}
