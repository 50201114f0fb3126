import { type InfiniteData, MutationObserver, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DocumentListResponse, DocumentResponse, LikeResponse } from "../../common/api";
import { ApiError } from "./client";
import { queryKeys } from "./keys";
import { likeMutationOptions, likeSnapshot, rememberLike, restoreLikes, toggledLike } from "./likes";

const ID = "doc-1";

/** A client holding the paper in its page, its share page and on the second page of Featured. */
function clientWithPaper(like: LikeResponse): QueryClient {
  const queryClient = new QueryClient();
  const doc = { id: ID, title: "Floods", ...like } as unknown as DocumentResponse["document"];
  queryClient.setQueryData<DocumentResponse>(queryKeys.document(ID), { document: doc } as DocumentResponse);
  queryClient.setQueryData<DocumentResponse>(queryKeys.shared(ID), { document: doc } as DocumentResponse);
  const card = (id: string, l: Partial<LikeResponse>) => ({ id, title: id, ...l });
  queryClient.setQueryData(queryKeys.featured, {
    pages: [
      { items: [card("other", { isLiked: true, likeCount: 7 })], nextCursor: "2" },
      { items: [card(ID, like)], nextCursor: null },
    ],
    pageParams: [null, "2"],
  });
  return queryClient;
}

/** The like each read shows now. */
function shown(queryClient: QueryClient) {
  const featured = queryClient.getQueryData<InfiniteData<DocumentListResponse>>(queryKeys.featured);
  const pick = (d: { isLiked?: boolean; likeCount?: number } | undefined) => [d?.isLiked, d?.likeCount];
  return {
    document: pick(queryClient.getQueryData<DocumentResponse>(queryKeys.document(ID))?.document),
    shared: pick(queryClient.getQueryData<DocumentResponse>(queryKeys.shared(ID))?.document),
    card: pick(featured?.pages[1]?.items[0]),
    other: pick(featured?.pages[0]?.items[0]),
  };
}

/** A save that stays under way until the test answers it. */
function heldSave() {
  const calls: { liked: boolean; resolve: (l: LikeResponse) => void; reject: (e: Error) => void }[] = [];
  const save = (_id: string, liked: boolean) =>
    new Promise<LikeResponse>((resolve, reject) => {
      calls.push({ liked, resolve, reject });
    });
  return { save, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe("toggledLike", () => {
  it("lights the heart with one more like, and puts it out with one less, never below 0", () => {
    expect(toggledLike({ isLiked: false, likeCount: 1 })).toEqual({ isLiked: true, likeCount: 2 });
    expect(toggledLike({ isLiked: true, likeCount: 2 })).toEqual({ isLiked: false, likeCount: 1 });
    expect(toggledLike({ isLiked: true, likeCount: 0 })).toEqual({ isLiked: false, likeCount: 0 });
  });
});

describe("like cache", () => {
  it("writes a like into every read of the paper and puts back what each showed", () => {
    const queryClient = clientWithPaper({ isLiked: false, likeCount: 1 });
    const before = likeSnapshot(queryClient, ID);
    rememberLike(queryClient, ID, { isLiked: true, likeCount: 2 });
    expect(shown(queryClient)).toEqual({
      document: [true, 2],
      shared: [true, 2],
      card: [true, 2],
      other: [true, 7],
    });
    restoreLikes(queryClient, ID, before);
    expect(shown(queryClient)).toEqual({
      document: [false, 1],
      shared: [false, 1],
      card: [false, 1],
      other: [true, 7],
    });
  });

  it("leaves alone the reads that do not hold the paper", () => {
    const queryClient = new QueryClient();
    expect(likeSnapshot(queryClient, ID)).toEqual({});
    rememberLike(queryClient, ID, { isLiked: true, likeCount: 1 });
    expect(queryClient.getQueryData(queryKeys.document(ID))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.featured)).toBeUndefined();
  });
});

describe("the like mutation", () => {
  it("shows the like before the server answers, then what the server saved", async () => {
    const queryClient = clientWithPaper({ isLiked: false, likeCount: 1 });
    const { save, calls } = heldSave();
    const like = new MutationObserver(queryClient, likeMutationOptions(queryClient, ID, save));
    const done = like.mutate({ isLiked: true, likeCount: 2 });
    await settle();
    expect(calls.map((c) => c.liked)).toEqual([true]);
    expect(shown(queryClient)).toMatchObject({ document: [true, 2], shared: [true, 2], card: [true, 2] });
    // Someone else liked it meanwhile: the saved count is the server's.
    calls[0]?.resolve({ isLiked: true, likeCount: 3 });
    await done;
    expect(shown(queryClient)).toMatchObject({ document: [true, 3], shared: [true, 3], card: [true, 3] });
  });

  it("rolls every read back and logs the error when the server refuses", async () => {
    const queryClient = clientWithPaper({ isLiked: true, likeCount: 2 });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { save, calls } = heldSave();
    const like = new MutationObserver(queryClient, likeMutationOptions(queryClient, ID, save));
    const done = like.mutate({ isLiked: false, likeCount: 1 });
    await settle();
    expect(shown(queryClient)).toMatchObject({ document: [false, 1], card: [false, 1] });
    calls[0]?.reject(new ApiError(500, "INTERNAL", "Something went wrong."));
    await expect(done).rejects.toThrow("Something went wrong.");
    expect(shown(queryClient)).toEqual({
      document: [true, 2],
      shared: [true, 2],
      card: [true, 2],
      other: [true, 7],
    });
    expect(String(logged.mock.calls[0]?.[0])).toContain("[like]");
  });
});
