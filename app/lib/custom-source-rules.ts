// The custom-sources dialog rules of spec §5 and §9: link rows, the counter and its colour.
import { CUSTOM_SOURCES_MAX, UPLOAD_CONTENT_TYPE, UPLOAD_MAX_BYTES } from "../../common/constants";
import type { CustomSource, DocumentListEntry } from "../../common/types";

export type LinkRowState = "empty" | "valid" | "invalid" | "duplicate";

/** A link the server can fetch: an absolute http(s) address with a host name. */
export function isValidLink(value: string): boolean {
  const text = value.trim();
  if (text === "" || /\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  const host = url.hostname;
  return host === "localhost" || host.includes(".") || host.startsWith("[");
}

/** The form used to compare links for duplicates: trimmed, no trailing slash, host lowercased. */
export function normalizeLink(value: string): string {
  const text = value.trim();
  try {
    const url = new URL(text);
    url.hash = "";
    return url.toString().replace(/\/$/, "");
  } catch {
    return text;
  }
}

/** State of every row; a row repeating an earlier row or an already-added source is a duplicate. */
export function linkRowStates(rows: string[], existingUrls: string[] = []): LinkRowState[] {
  const seen = new Set(existingUrls.map(normalizeLink));
  return rows.map((row) => {
    if (row.trim() === "") return "empty";
    if (!isValidLink(row)) return "invalid";
    const key = normalizeLink(row);
    if (seen.has(key)) return "duplicate";
    seen.add(key);
    return "valid";
  });
}

/** The links to send: valid rows only; confirm is disabled while any row is invalid or a duplicate. */
export function linksToSubmit(rows: string[], existingUrls: string[] = []): string[] | null {
  const states = linkRowStates(rows, existingUrls);
  if (states.some((s) => s === "invalid" || s === "duplicate")) return null;
  return rows.filter((_, i) => states[i] === "valid").map((r) => r.trim());
}

/**
 * The link rows the counter counts with the added sources: valid, new links not yet refused — an
 * invalid or duplicate row, or a link the server could not read (`failed`), adds no source.
 */
export function pendingLinkCount(
  rows: string[],
  existingUrls: string[] = [],
  failed: ReadonlySet<string> = new Set(),
): number {
  const states = linkRowStates(rows, existingUrls);
  return rows.filter((row, i) => states[i] === "valid" && !failed.has(normalizeLink(row))).length;
}

/** A link as pendingLinkCount compares it (for the set of links the server could not read). */
export const linkKey = (link: string) => normalizeLink(link);

export type CounterTone = "danger" | "dim" | "normal";

/** Red above max − 2, dimmed at max − 10 or fewer (spec §9). */
export function counterTone(count: number, max: number = CUSTOM_SOURCES_MAX): CounterTone {
  if (count > max - 2) return "danger";
  if (count <= max - 10) return "dim";
  return "normal";
}

/** 'Add another link' is disabled when the added sources plus the link rows reach the maximum. */
export function canAddLinkRow(
  sourceCount: number,
  rowCount: number,
  max: number = CUSTOM_SOURCES_MAX,
): boolean {
  return sourceCount + rowCount < max;
}

/** Whether a chosen file may be uploaded: a PDF (by type, or by name when the type is unknown) of at most 2 MB. */
export function checkUpload(file: { name: string; type: string; size: number }): "ok" | "type" | "size" {
  const isPdf =
    file.type === UPLOAD_CONTENT_TYPE || (file.type === "" && file.name.toLowerCase().endsWith(".pdf"));
  if (!isPdf) return "type";
  if (file.size > UPLOAD_MAX_BYTES) return "size";
  return "ok";
}

/** One of the user's own papers as a source: its share link is its url. */
export function paperAsSource(
  doc: Pick<DocumentListEntry, "id" | "title" | "summaryPreview">,
  origin: string,
): CustomSource {
  return {
    id: doc.id,
    title: doc.title,
    snippet: doc.summaryPreview ?? "",
    url: `${origin}/share/${doc.id}`,
    kind: "document",
  };
}
