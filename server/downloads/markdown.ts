// The paper as Markdown: title, cover image link, summary, sections with [n] citations, references.

import { escapeMarkdownText } from "../text/plain-text";
import { labelsFor } from "./labels";
import type { Block, Colophon, Paper } from "./paper";

/** The Markdown file of a paper; `coverUrl` is the cover's absolute address (links must work outside the app). */
export function paperMarkdown(
  paper: Paper,
  options: { coverUrl: string | null; colophon?: Pick<Colophon, "name" | "url" | "logoUrl"> },
): string {
  const labels = labelsFor(paper.locale);
  const out: string[] = [`# ${plainText(paper.title)}`];
  if (options.coverUrl) out.push(`![${escapeLinkText(paper.title)}](${escapeUrl(options.coverUrl)})`);
  if (paper.summary.length)
    out.push(`## ${labels.summary}`, ...paper.summary.map((b) => blockMarkdown(b, 2)));
  for (const section of paper.sections) {
    out.push(`## ${plainText(section.title)}`, ...section.blocks.map((b) => blockMarkdown(b, 2)));
  }
  if (paper.references.length) {
    out.push(
      `## ${labels.references}`,
      paper.references
        .map((r) =>
          r.url
            ? `${r.n}. [${escapeLinkText(r.title || r.url)}](${escapeUrl(r.url)})`
            : `${r.n}. ${escapeLinkText(r.title)}`,
        )
        .join("\n"),
    );
  }
  // The product that wrote it: its logo (at a small size, as HTML: Markdown has no image size) and name.
  if (options.colophon) {
    const { name, url, logoUrl } = options.colophon;
    const signed = labels.writtenWith.replace("{{appName}}", `[${escapeLinkText(name)}](${escapeUrl(url)})`);
    out.push("---", `<img src="${escapeAttr(logoUrl)}" alt="" height="20" /> _${signed}_`);
  }
  return `${out.join("\n\n")}\n`;
}

/** Headings inside a section sit below the section's own level. */
function blockMarkdown(block: Block, sectionLevel: number): string {
  // Runs read from the paper's Markdown are written as they were; other text is escaped to read as written.
  const text = block.inlines
    .map((i) => (i.kind === "cite" ? `[${i.n}]` : (i.markdown ?? escapeMarkdownText(i.text))))
    .join("")
    .trim();
  if (block.kind === "heading")
    return `${"#".repeat(Math.min(6, sectionLevel + block.level))} ${oneLine(text)}`;
  if (block.kind === "item") return `- ${text}`;
  return text;
}

const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();
/** A title is plain text: a name from code ("__init__()", "CMAKE_<LANG>_FLAGS") reads as written, not as
 *  emphasis or an HTML tag. */
export const plainText = (s: string) => escapeMarkdownText(oneLine(s), { html: true });
const escapeLinkText = (s: string) => oneLine(s).replace(/([\\[\]])/g, "\\$1");
const escapeAttr = (s: string) => s.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeUrl = (url: string) => url.replace(/[()\s<>]/g, (c) => encodeURIComponent(c));
