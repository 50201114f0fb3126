// Turns a read page into the spec's page analysis record (§3): url, title, content (the first 1000
// characters), optimizedPageContent and error. The pipeline fills `information`.
import { PAGE_CONTENT_STORED_CHARS } from "../../../common/constants";
import type { PageAnalysis } from "../../../common/types";
import type { ReadPage } from "../types";

/** Upper bound of the stored optimized content when the caller gives none (keeps documents small). */
export const OPTIMIZED_CONTENT_MAX_CHARS = 20_000;

/** The first `max` characters of a text, never splitting a surrogate pair. */
export function firstChars(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** Whitespace-compacted text: single spaces inside paragraphs, one blank line between them. */
export function compactText(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n\n");
}

/**
 * The page analysis record of a read page, with empty information. `optimizedPageContent` defaults to
 * the compacted page text (capped); pass the retrieved chunks instead to store what was analysed.
 */
export function pageAnalysisOf(
  page: ReadPage,
  options: { optimizedPageContent?: string } = {},
): PageAnalysis {
  if (page.error) {
    return {
      url: page.url,
      title: page.title,
      content: "",
      information: [],
      error: { message: page.error.message },
    };
  }
  return {
    url: page.url,
    title: page.title,
    content: firstChars(page.text, PAGE_CONTENT_STORED_CHARS),
    optimizedPageContent:
      options.optimizedPageContent ?? firstChars(compactText(page.text), OPTIMIZED_CONTENT_MAX_CHARS),
    information: [],
  };
}
