// The only place a custom-source row becomes JSON: never its content or file key.
import type { CustomSource } from "../../common/types";

export function presentCustomSource(
  row: Pick<CustomSource, "id" | "title" | "snippet" | "url" | "kind">,
): CustomSource {
  return { id: row.id, title: row.title, snippet: row.snippet, url: row.url, kind: row.kind };
}
