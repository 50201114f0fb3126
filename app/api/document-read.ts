// Reading a paper again after it changed (issue 32, item 8): the page names the version it holds, and the
// server answers 304 when it is still the paper, what changed since when it still knows that version, or
// the whole paper otherwise (a page that fell behind, another web process) — so an UPDATE always ends
// with the page holding the paper as it is.
import type { DocumentPatchResponse, DocumentResponse } from "../../common/api";
import { applyJsonPatch } from "../../common/json-patch";
import { ApiError, apiErrorOf } from "./client";

/** The version tag of an ETag (`W/"tag.own"` → `tag`): what ?base= names. */
export function versionTagOf(etag: string): string {
  return etag.replace(/^W\//, "").replace(/"/g, "").split(".")[0] ?? "";
}

export interface ReadDocumentOptions {
  id: string;
  /** What the page holds (its version: the ETag it came with), or nothing yet. */
  held?: DocumentResponse | undefined;
  signal?: AbortSignal;
  /** The fetch to use (the bench's counts what it receives); the browser's by default. */
  fetch?: typeof fetch;
  /** Headers added to each request (the bench's cookie). */
  headers?: Record<string, string>;
}

/** GET /api/document/{id}, asking only for what changed since the version held. */
export async function readDocument(options: ReadDocumentOptions): Promise<DocumentResponse> {
  const { held } = options;
  const path = `/api/document/${encodeURIComponent(options.id)}`;
  if (!held?.version) return readWhole(options, path);
  const base = versionTagOf(held.version);
  const response = await send(options, `${path}?base=${encodeURIComponent(base)}`, held.version);
  if (response.status === 304) return held;
  const body = await parse(response);
  const version = response.headers.get("etag") ?? undefined;
  if ("document" in body) return { document: body.document, version };
  if (body.base !== base) return readWhole(options, path);
  const shared = applyJsonPatch(held.document, body.changes);
  return { document: { ...shared, ...body.own }, version };
}

async function readWhole(options: ReadDocumentOptions, path: string): Promise<DocumentResponse> {
  const response = await send(options, path);
  const body = await parse(response);
  if (!("document" in body)) throw new ApiError(500, "HTTP_500", "Unexpected answer");
  return { document: body.document, version: response.headers.get("etag") ?? undefined };
}

async function send(options: ReadDocumentOptions, url: string, etag?: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (etag) headers["If-None-Match"] = etag;
  try {
    return await (options.fetch ?? fetch)(url, {
      signal: options.signal,
      credentials: "same-origin",
      headers,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK_ERROR", error instanceof Error ? error.message : String(error));
  }
}

async function parse(response: Response): Promise<DocumentResponse | DocumentPatchResponse> {
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok || parsed === null) throw apiErrorOf(response, parsed);
  return parsed as DocumentResponse | DocumentPatchResponse;
}
