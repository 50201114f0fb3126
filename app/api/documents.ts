import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { CreateDocumentBody, DocumentListResponse, DocumentResponse } from "../../common/api";
import type { DocumentListEntry } from "../../common/types";
import { call, isApiError } from "./client";
import { readDocument } from "./document-read";
import { queryKeys } from "./keys";

function listPath<Base extends string>(base: Base, cursor: string | null): Base | `${Base}?cursor=${string}` {
  return cursor ? `${base}?cursor=${encodeURIComponent(cursor)}` : base;
}

function flatten(data: InfiniteData<DocumentListResponse> | undefined): DocumentListEntry[] {
  return data?.pages.flatMap((p) => p.items) ?? [];
}

/** GET /api/document?cursor= — the user's documents, newest first, 25 a page. */
export function useDocuments(enabled = true) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.documents,
    queryFn: ({ pageParam, signal }) =>
      call("GET /api/document", listPath("/api/document", pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
  return { ...query, items: flatten(query.data) };
}

/** GET /api/document/archived?cursor= — archived documents, 25 a page. */
export function useArchivedDocuments(enabled = true) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.archivedDocuments,
    queryFn: ({ pageParam, signal }) =>
      call("GET /api/document/archived", listPath("/api/document/archived", pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
  return { ...query, items: flatten(query.data) };
}

/** GET /api/document/{id} — one document; a 404 is final (not retried). */
export function useDocument(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.document(id),
    // After the first read, only what changed since the version held (document-read.ts).
    queryFn: ({ signal }) =>
      readDocument({ id, signal, held: queryClient.getQueryData<DocumentResponse>(queryKeys.document(id)) }),
    select: (data) => data.document,
    retry: (count, error) => !isApiError(error, 404) && !isApiError(error, 400) && count < 2,
    // The page re-reads it when the watch stream says it changed (document-watch.ts).
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/document — creates a document; answers 201 {document:{id}}, or 402 / 403. */
export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDocumentBody) => call("POST /api/document", "/api/document", { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.documents });
      void queryClient.invalidateQueries({ queryKey: queryKeys.documentCount });
    },
  });
}

function useListChange(action: "archive" | "restore") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      action === "archive"
        ? call("POST /api/document/{id}/archive", `/api/document/${encodeURIComponent(id)}/archive`)
        : call("POST /api/document/{id}/restore", `/api/document/${encodeURIComponent(id)}/restore`),
    onSuccess: (_data, id) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.documents });
      void queryClient.invalidateQueries({ queryKey: queryKeys.archivedDocuments });
      void queryClient.invalidateQueries({ queryKey: queryKeys.document(id) });
    },
  });
}

/** POST /api/document/{id}/archive */
export function useArchiveDocument() {
  return useListChange("archive");
}

/** POST /api/document/{id}/restore */
export function useRestoreDocument() {
  return useListChange("restore");
}

/** DELETE /api/document/{id}: the paper is gone for good; lists and counts are read again. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call("DELETE /api/document/{id}", `/api/document/${encodeURIComponent(id)}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.document(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.documents });
      void queryClient.invalidateQueries({ queryKey: queryKeys.archivedDocuments });
      void queryClient.invalidateQueries({ queryKey: queryKeys.featured });
      void queryClient.invalidateQueries({ queryKey: queryKeys.documentCount });
    },
  });
}
