// The only place a custom-source row becomes JSON: never its content or file key.
import type { ResponseOf } from "../../common/responses";
import type { CustomSource } from "../../common/types";

type SourceRow = Pick<CustomSource, "id" | "title" | "snippet" | "url" | "kind">;

export function presentCustomSource(row: SourceRow): CustomSource {
  return { id: row.id, title: row.title, snippet: row.snippet, url: row.url, kind: row.kind };
}

/** GET /api/user/custom-sources: the person's library of added sources. */
export function presentCustomSourceList(rows: SourceRow[]): ResponseOf<"GET /api/user/custom-sources"> {
  return { customSources: rows.map(presentCustomSource) };
}

/** POST /api/document/custom-sources: the sources just added. */
export function presentAddedSources(rows: SourceRow[]): ResponseOf<"POST /api/document/custom-sources"> {
  return { results: rows.map(presentCustomSource) };
}

/** POST /api/document/custom-sources/get-presigned-url: where to POST the file, with which fields. */
export function presentPresignedUpload(presigned: {
  url: string;
  fields: Record<string, string>;
}): ResponseOf<"POST /api/document/custom-sources/get-presigned-url"> {
  return { url: presigned.url, fields: presigned.fields };
}
