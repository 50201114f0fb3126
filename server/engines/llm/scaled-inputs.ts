// The material of a prompt at a scale from 0 to 1 (see window.ts): fewer passages, sources, facts and
// search results, shorter texts. The order given is the order of preference: what comes last goes first.
import type { PageResult } from "../../../common/types";
import type { Passage, SectionSource } from "../types";
import { clip } from "./prompts/common";
import { scaledChars, scaledCount } from "./window";

/** Passages at a scale: the first ones, each clipped (full length `maxChars`). */
export function scalePassages(passages: Passage[], scale: number, maxChars: number): Passage[] {
  const chars = scaledChars(maxChars, scale);
  return passages
    .slice(0, scaledCount(passages.length, scale))
    .map((p) => ({ ...p, text: clip(p.text.trim(), chars) }));
}

/** A text (a summary) at a scale, clipped at a word. */
export function scaleText(text: string, scale: number, maxChars: number): string {
  return clip(text.trim(), scaledChars(maxChars, scale, 300));
}

/**
 * A section writer's sources at a scale: the first sources, the first facts of each, and their quotes
 * shortened, then left out below a third of the full size (the fact itself says what the quote proves).
 */
export function scaleSources(sources: SectionSource[], scale: number): SectionSource[] {
  const quoteChars = scale < 1 / 3 ? 0 : scaledChars(400, scale, 80);
  return sources.slice(0, scaledCount(sources.length, Math.sqrt(scale))).map((source) => ({
    ...source,
    information: source.information.slice(0, scaledCount(source.information.length, scale)).map((item) => ({
      ...item,
      passage: quoteChars === 0 ? "" : clip(item.passage.trim(), quoteChars),
    })),
  }));
}

/** Search results at a scale: at least `keep` of them (the most a step may choose), snippets shortened. */
export function scaleResults(results: PageResult[], scale: number, keep: number): PageResult[] {
  const count = Math.max(Math.min(keep, results.length), scaledCount(results.length, scale));
  const chars = scaledChars(400, scale, 60);
  return results
    .slice(0, count)
    .map((r) => ({ ...r, snippet: clip(r.snippet.replace(/\s+/g, " ").trim(), chars) }));
}
