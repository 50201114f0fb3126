// The parts of a page that a section's title heads (gitignore(5)'s "PATTERN FORMAT" for a section
// "Pattern Format", a library file titled "2022 Pakistan floods — Response" for "Response", the list
// git-reset(1) introduces with "The <mode> must be one of the following:" for "Modes"): read whole,
// up to TITLED_PART_CHARS, as candidates beside the chunks each question finds. They are only
// candidates: the engine still ranks their sentences per question, so the questions decide what is written.
import { headingWords, titlesSection } from "../../engines/offline/focus";
import { introducedLists, markdownHeadings } from "../../text/headings";
import type { Language } from "../../text/language";

/** How much of a titled part is read (from its start). */
export const TITLED_PART_CHARS = 6000;

/**
 * Spans [start, end) of the page's text headed by the section's title: from the heading to the next
 * heading of its level or above (its subheadings are inside it), at most `max` characters each. A page
 * whose own title's part ("Page — Part") titles the section is such a part from its start; a page whose
 * title does has its opening read.
 */
export function titledParts(
  page: { title: string; text: string },
  sectionTitle: string,
  query: string,
  language: Language,
  max = TITLED_PART_CHARS,
): { start: number; end: number }[] {
  const words = headingWords(sectionTitle, query, language);
  if (words.length === 0 || page.text.trim() === "") return [];
  if (titlesSection(/\s[—–]\s(.+)$/u.exec(page.title)?.[1], words, language))
    return [{ start: 0, end: Math.min(page.text.length, max) }];
  const headings = markdownHeadings(page.text);
  const parts: { start: number; end: number }[] = [];
  // A page titled by the section ("Clustered Indexes and the WITHOUT ROWID Optimization" for "Clustered
  // Indexes") says what the section is about in its opening, whichever chunks its questions find.
  if (titlesSection(page.title, words, language))
    parts.push({ start: 0, end: Math.min(page.text.length, max) });
  headings.forEach((h, i) => {
    if (!titlesSection(h.text, words, language)) return;
    if (parts.some((p) => h.at < p.end)) return;
    const next = headings.slice(i + 1).find((n) => n.level <= h.level);
    const end = Math.min(next ? next.at : page.text.length, h.at + max);
    parts.push({ start: h.at, end });
  });
  // A list its page introduces with the section's words ("The <mode> must be one of the following:"
  // for "Modes") is such a part too, from the introducing sentence to the list's end.
  for (const list of introducedLists(page.text)) {
    if (!titlesSection(list.introducer, words, language)) continue;
    if (parts.some((p) => list.at < p.end && list.end > p.start)) continue;
    parts.push({ start: list.at, end: Math.min(list.end, list.at + max) });
  }
  return parts.sort((a, b) => a.start - b.start);
}
