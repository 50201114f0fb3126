// The paper's references as BibTeX: @article for scholarly results (authors, year, venue, DOI as the
// search provider gave them), @online for web and news pages (url, urldate). Keys are made from the
// reference itself (author or site, year, a hash of the url), so they stay the same across downloads.
import { createHash } from "node:crypto";
import type { Paper, PaperReference } from "./paper";

/** One BibTeX entry per reference, in the paper's order. */
export function paperBibtex(paper: Paper): string {
  const used = new Set<string>();
  return `${paper.references.map((r) => entryOf(r, paper.date, used)).join("\n\n")}\n`;
}

function entryOf(reference: PaperReference, readOn: string, used: Set<string>): string {
  const key = uniqueKey(keyOf(reference), used);
  const fields: [string, string | undefined][] = [["title", reference.title || reference.url]];
  const scholarly = reference.scholarly;
  if (scholarly) {
    fields.push(
      ["author", scholarly.authors.length ? scholarly.authors.join(" and ") : undefined],
      ["year", scholarly.year],
      ["journal", scholarly.venue],
      ["doi", scholarly.doi],
      ["url", reference.url],
    );
  } else {
    fields.push(["url", reference.url], ["urldate", readOn]);
    const site = hostOf(reference.url);
    if (site) fields.push(["organization", site]);
  }
  if (reference.language) fields.push(["langid", reference.language]);
  const body = fields
    .filter((f): f is [string, string] => Boolean(f[1]))
    .map(([name, value]) => `  ${name} = {${fieldValue(name, value)}}`)
    .join(",\n");
  return `@${scholarly ? "article" : "online"}{${key},\n${body}\n}`;
}

/** url and doi verbatim; a title braced once more so that styles keep its capitals (names, places). */
function fieldValue(name: string, value: string): string {
  if (name === "url" || name === "doi") return escapeVerbatim(value);
  return name === "title" ? `{${escapeValue(value)}}` : escapeValue(value);
}

function keyOf(reference: PaperReference): string {
  const site = hostOf(reference.url)?.split(".").slice(-2, -1)[0];
  const first = reference.scholarly?.authors[0]?.split(/\s+/).pop() ?? site ?? "";
  const year = reference.scholarly?.year ?? "";
  const hash = createHash("sha256").update(reference.url).digest("hex").slice(0, 6);
  const ascii = first
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]/g, "")
    .toLowerCase();
  return `${/^[a-z]/.test(ascii) ? ascii : "web"}${year}${hash}`;
}

function uniqueKey(key: string, used: Set<string>): string {
  let candidate = key;
  for (let i = 2; used.has(candidate); i++) candidate = `${key}-${i}`;
  used.add(candidate);
  return candidate;
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.replace(/^www\./, "") || undefined;
  } catch {
    return undefined;
  }
}

/** Text fields: TeX specials escaped, braces balanced, so a title never breaks the file. */
function escapeValue(value: string): string {
  return value
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\{}&%$#_~^]/g, (c) => TEX_ESCAPES[c] ?? c);
}

const TEX_ESCAPES: Record<string, string> = {
  "\\": "\\textbackslash{}",
  "{": "\\{",
  "}": "\\}",
  "&": "\\&",
  "%": "\\%",
  $: "\\$",
  "#": "\\#",
  _: "\\_",
  "~": "\\textasciitilde{}",
  "^": "\\textasciicircum{}",
};

/** url and doi are read verbatim by biblatex: only braces (which would end the field) are encoded. */
function escapeVerbatim(value: string): string {
  return value.replace(/[{}\s]/g, (c) => encodeURIComponent(c));
}
