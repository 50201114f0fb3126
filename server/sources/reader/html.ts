// HTML → main content: Mozilla Readability on a linkedom DOM, turned into clean text that keeps
// paragraph breaks. When Readability finds no article, the body's text without navigation is used.
import { Readability } from "@mozilla/readability";
import { DOMParser } from "linkedom";
import { collapseWhitespace } from "../search/text";

export interface HtmlText {
  title: string;
  /** Main text, paragraphs separated by blank lines. */
  text: string;
  /** The page's links (navigation aside): how many, and the share of its text that is theirs. */
  links?: LinkStats;
  byline?: string;
  lang?: string;
  excerpt?: string;
}

// Minimal structural view of the DOM nodes we walk (linkedom's types are loose).
interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
}
interface DomElement extends DomNode {
  getAttribute(name: string): string | null;
  querySelectorAll(selector: string): ArrayLike<DomElement & { remove(): void }>;
  querySelector(selector: string): DomElement | null;
}
interface DomDocument {
  title: string;
  body: DomElement | null;
  documentElement: DomElement | null;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement & { remove(): void }>;
}

const BLOCKS = new Set([
  "ADDRESS",
  "ARTICLE",
  "ASIDE",
  "BLOCKQUOTE",
  "DD",
  "DETAILS",
  "DIV",
  "DL",
  "DT",
  "FIGCAPTION",
  "FIGURE",
  "FOOTER",
  "FORM",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "HEADER",
  "HR",
  "LI",
  "MAIN",
  "NAV",
  "OL",
  "P",
  "PRE",
  "SECTION",
  "SUMMARY",
  "TABLE",
  "TBODY",
  "THEAD",
  "TFOOT",
  "UL",
  "CAPTION",
]);
const SKIP = new Set([
  "SCRIPT",
  "STYLE",
  "NOSCRIPT",
  "TEMPLATE",
  "IFRAME",
  "OBJECT",
  "EMBED",
  "CANVAS",
  "SVG",
  "HEAD",
]);

const PARAGRAPH = "\u0000P\u0000";
const LINE = "\u0000L\u0000";
/** Ends a definition list's term: its description follows on the same line ("--soft: Does not …"). */
const TERM = "\u0000T\u0000";

function walk(node: DomNode, out: string[], inPre: boolean): void {
  if (node.nodeType === 3) {
    const text = node.textContent ?? "";
    // A comment line of preformatted code ("# return control") is no heading of the page: escaped.
    out.push(inPre ? text.replace(/^([ \t]*)#/gmu, "$1\\#").replace(/\n/g, LINE) : text.replace(/\s+/g, " "));
    return;
  }
  if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
  const name = node.nodeName.toUpperCase();
  if (SKIP.has(name)) return;
  if (name === "BR") {
    out.push(LINE);
    return;
  }
  const block = BLOCKS.has(name);
  if (block) out.push(PARAGRAPH);
  // Headings stay marked ("## Partial Indexes"): the offline engine follows a page's structure, and a
  // heading is never taken for a sentence of the text.
  const heading = /^H([1-6])$/.exec(name);
  if (heading) out.push(`${"#".repeat(Number(heading[1]))} `);
  if (name === "LI") out.push("- ");
  if (name === "TR") out.push(LINE);
  const pre = inPre || name === "PRE";
  const children = node.childNodes;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (child) walk(child, out, pre);
  }
  if (name === "TD" || name === "TH") out.push(" \t ");
  // A term of a definition list ("--soft", "ort") heads its description, so the sentence names it.
  if (name === "DT") out.push(TERM);
  else if (block) out.push(PARAGRAPH);
}

/** Whether another term follows at once (no paragraph or line between): terms sharing a description. */
function followedByTerm(rest: string): boolean {
  const at = rest.indexOf(TERM);
  return at >= 0 && !rest.slice(0, at).includes("\u0000");
}

/** Plain text of a DOM node with paragraph breaks (blank lines) and line breaks kept. */
export function domToText(node: DomNode): string {
  const out: string[] = [];
  walk(node, out, false);
  return out
    .join("")
    .replace(
      new RegExp(`\\s*${TERM}(?:\\s|${PARAGRAPH}|${LINE})*`, "gu"),
      (m, offset: number, all: string) =>
        // Several terms in a row share one description: "ignore-space-change, ignore-all-space: …".
        followedByTerm(all.slice(offset + m.length, offset + m.length + 90)) ? ", " : ": ",
    )
    .split(PARAGRAPH)
    .map((paragraph) =>
      paragraph
        .split(LINE)
        .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
        .filter(Boolean)
        .join("\n"),
    )
    .filter((paragraph) => paragraph !== "" && !/^#{1,6}$/.test(paragraph))
    .join("\n\n");
}

function parse(html: string): DomDocument {
  return new DOMParser().parseFromString(html, "text/html") as unknown as DomDocument;
}

/** Titles keep their own spacing (an ideographic space is part of a Japanese title); only ASCII runs collapse. */
function cleanTitle(title: string | null | undefined): string {
  return (title ?? "").replace(/[ \t\n\r\f]+/g, " ").trim();
}

function metaContent(doc: DomDocument, selector: string): string {
  return cleanTitle(doc.querySelector(selector)?.getAttribute("content"));
}

/** The page title when Readability gives none: og:title, <title>, then the first heading. */
function fallbackTitle(doc: DomDocument): string {
  return (
    metaContent(doc, 'meta[property="og:title"]') ||
    cleanTitle(doc.title) ||
    cleanTitle(doc.querySelector("h1")?.textContent)
  );
}

/** The separator before a site's name that Readability reads as a hierarchy ("Page - Site"). */
const TITLE_SEPARATOR = /\s+[-|—–»/>]\s+$/u;

/**
 * The page's whole <title> when Readability kept only the site's name of it: Readability reads
 * "VirtualHost Examples - Apache HTTP Server Version 2.4" as site then article because the first part
 * is short. When the part it dropped is (in) the page's first <h1> ("VirtualHost Examples", "core" of
 * "Apache Module core"), or the heading goes on past the cut, that part names the page and the whole
 * <title> is kept. The heading is read before Readability changes the page.
 */
function titleFromHeading(readabilityTitle: string, pageTitle: string, h1: string): string {
  const fold = (text: string) => text.replace(/\s+/gu, " ").trim().toLowerCase();
  const heading = ` ${fold(h1)} `;
  const page = fold(pageTitle);
  const kept = fold(readabilityTitle);
  if (!kept || kept === page || !page.endsWith(kept) || heading.trim() === "") return readabilityTitle;
  const dropped = page.slice(0, page.length - kept.length);
  // The heading goes on past the cut ("The Django template language: for Python programmers").
  if (heading.includes(` ${dropped}${kept.split(" ")[0]}`)) return pageTitle;
  const separator = TITLE_SEPARATOR.exec(dropped);
  if (!separator) return readabilityTitle;
  const part = dropped.slice(0, separator.index).trim();
  return part && heading.includes(` ${part} `) ? pageTitle : readabilityTitle;
}

/** A section counts as prose when at most this share of its text is inside links. */
const PROSE_LINK_SHARE = 0.15;
const PROSE_SECTION_CHARS = 200;
/** The prose sections must hold this share of the body's text for the page to be read whole. */
const SECTIONED_SHARE = 0.7;

/**
 * The body's text when the page is a document of several prose sections under headings (a manual
 * page, a report) that Readability's article does not hold all of; null otherwise.
 */
function sectionedText(html: string, article: string): string | null {
  const doc = parse(html);
  const root = doc.body ?? doc.documentElement;
  if (!root) return null;
  const body = bodyText(doc);
  if (body.length < article.length + PROSE_SECTION_CHARS) return null;
  const length = (node: DomNode | null) => collapseWhitespace(node?.textContent ?? "").length;
  let prose = 0;
  let sections = 0;
  let missing = 0;
  for (const h of Array.from(root.querySelectorAll("h2"))) {
    const section = (h as unknown as { parentElement: DomElement | null }).parentElement;
    if (!section) continue;
    if (section.querySelectorAll("h2").length !== 1) continue;
    const chars = length(section);
    let linked = 0;
    for (const a of Array.from(section.querySelectorAll("a"))) linked += length(a);
    if (chars < PROSE_SECTION_CHARS || linked > chars * PROSE_LINK_SHARE) continue;
    sections++;
    prose += chars;
    if (!article.includes(collapseWhitespace(h.textContent ?? ""))) missing++;
  }
  const total = collapseWhitespace(body).length;
  return sections >= 2 && missing > 0 && prose >= total * SECTIONED_SHARE ? body : null;
}

/** The body's text without scripts, navigation, headers, footers and forms. */
function bodyText(doc: DomDocument): string {
  const root = doc.body ?? doc.documentElement;
  if (!root) return "";
  removeChrome(root);
  for (const el of Array.from(
    root.querySelectorAll("nav, header, footer, aside, form, [role=navigation], [aria-hidden=true]"),
  )) {
    el.remove();
  }
  return domToText(root);
}

/**
 * Class names and ids that documentation generators and site themes give to what surrounds a page's
 * content on every page: navigation bars and sidebars, tables of contents, breadcrumbs, previous/next
 * links, search boxes, language switchers and footers (Sphinx, Django's and Read the Docs' themes,
 * MkDocs Material, pydata, AsciiDoc, DocBook, Javadoc, Doxygen, Apache httpd's manual).
 */
const CHROME_NAMES = new Set([
  // navigation
  "nav",
  "navbar",
  "navigation",
  "navheader",
  "navfooter",
  "navpath",
  "nav-path",
  "navrow",
  "topnav",
  "top-nav",
  "subnav",
  "sub-nav",
  "bottomnav",
  "bottom-nav",
  "sidenav",
  "side-nav",
  "global-nav",
  "breadcrumb",
  "breadcrumbs",
  "wy-breadcrumbs",
  "related",
  "relations",
  "prev-next-area",
  "skip-link",
  "skiplink",
  "skip-links",
  // sidebars
  "sphinxsidebar",
  "sphinxsidebarwrapper",
  "wy-nav-side",
  "wy-nav-top",
  "rst-versions",
  "md-sidebar",
  "md-header",
  "md-footer",
  "md-tabs",
  "bd-sidebar",
  "bd-header",
  "bd-footer",
  "bd-toc",
  "sidebar-drawer",
  "toc-drawer",
  "quickbar",
  "quickview",
  // tables of contents
  "toc",
  "toctitle",
  "localtoc",
  "globaltoc",
  // search boxes
  "searchbox",
  "search-box",
  "searchform",
  // language switchers (Apache httpd's manual)
  "toplang",
  "bottomlang",
  // footers
  "footer",
  "footer-text",
  "site-footer",
  "page-footer",
]);
/** Ids only: as a class these name parts of the content too (docutils' "sidebar" directive). */
const CHROME_IDS = new Set(["sidebar", "page-header", "path", "hd", "ft"]);
/** Landmarks of a page that are not its content. */
const CHROME_ROLES = "nav, [role=navigation], [role=search], [role=contentinfo]";
/** A heading's permalink ("Middleware¶"): an in-page link whose text is only a mark. */
const PERMALINK = /^[\s¶#§🔗]*$/u;

function isChrome(el: DomElement): boolean {
  const id = el.getAttribute("id");
  if (id && (CHROME_IDS.has(id.toLowerCase()) || CHROME_NAMES.has(id.toLowerCase()))) return true;
  const className = el.getAttribute("class");
  if (!className) return false;
  const names = className.toLowerCase().split(/\s+/u);
  if (names.some((name) => CHROME_NAMES.has(name))) return true;
  // docutils' local table of contents: <div class="contents topic"> or <div class="contents local">.
  return names.includes("contents") && (names.includes("topic") || names.includes("local"));
}

/**
 * Removes the parts of a page that surround its content on every page of a site: navigation, tables
 * of contents, search boxes, language switchers, page footers (a <footer> of an article stays) and
 * the permalink marks of headings. Readability strips most of them itself, but not on a short page,
 * which it reads whole; nor does the reading of a manual page whole.
 */
export function removeChrome(root: DomElement): void {
  for (const el of Array.from(root.querySelectorAll(CHROME_ROLES))) el.remove();
  for (const el of Array.from(root.querySelectorAll("[id], [class]"))) {
    if (isChrome(el)) el.remove();
  }
  for (const el of Array.from(root.querySelectorAll("footer"))) {
    if (!(el as unknown as { closest(s: string): unknown }).closest("article, main, [role=main]"))
      el.remove();
  }
  for (const a of Array.from(root.querySelectorAll('a[href^="#"]'))) {
    if (PERMALINK.test(a.textContent ?? "")) a.remove();
  }
}

export interface LinkStats {
  count: number;
  /** Characters of link text over characters of text (0–1), whitespace collapsed. */
  share: number;
}

/** The links of a page's body and the share of its text they hold (scripts and styles aside). */
function linkStats(root: DomElement): LinkStats {
  const chars = (node: DomNode) => collapseWhitespace(node.textContent ?? "").length;
  let total = chars(root);
  for (const el of Array.from(root.querySelectorAll("script, style, noscript, template"))) total -= chars(el);
  let linked = 0;
  const links = Array.from(root.querySelectorAll("a[href]"));
  for (const a of links) linked += chars(a);
  return { count: links.length, share: total > 0 ? Math.min(1, linked / total) : 0 };
}

/** A site's closing line that no class names: "© Copyright …", "Last updated …", "Created using Sphinx …". */
const FOOTER_LINE =
  /^(?:(?:©|copyright\s*(?:©|\(c\)|\d{4}))[^\n]{0,300}|(?:this page (?:was )?)?last (?:updated|modified|update|changed)\b:?[^\n]{0,80}|(?:created|generated|built) (?:using|with|by) [^\n]{0,120})$/iu;

/** The text without the closing lines of its site (footer paragraphs at its end). */
function withoutFooterLines(text: string): string {
  const paragraphs = text.split("\n\n");
  while (paragraphs.length > 1 && FOOTER_LINE.test(paragraphs[paragraphs.length - 1]?.trim() ?? ""))
    paragraphs.pop();
  return paragraphs.join("\n\n");
}

/**
 * Extracts the main content and title of an HTML page. `_url` (the page's address) is accepted for
 * callers that have it; the text does not depend on it, since links are not kept.
 */
export function readHtml(page: string, _url?: string): HtmlText {
  // A fragment (a saved article body, no <html> or <body>) is read as the body of a page.
  const html = /<(?:html|body)[\s>]/iu.test(page) ? page : `<!doctype html><html><body>${page}</body></html>`;
  const doc = parse(html);
  const lang = doc.documentElement?.getAttribute("lang") ?? undefined;
  const title = fallbackTitle(doc);
  if (doc.body) removeChrome(doc.body);
  const links = doc.body ? linkStats(doc.body) : undefined;
  const pageTitle = cleanTitle(doc.title);
  const h1 = collapseWhitespace(doc.querySelector("h1")?.textContent ?? "");
  let article: ReturnType<Readability["parse"]> = null;
  try {
    article = new Readability(doc as unknown as Document, { keepClasses: false }).parse();
  } catch {
    article = null;
  }
  if (article?.content) {
    const content = parse(`<!doctype html><html><body>${article.content}</body></html>`);
    let text = content.body ? domToText(content.body) : collapseWhitespace(article.textContent ?? "");
    // A manual page is sections side by side (DESCRIPTION, OPTIONS, HOOKS …); Readability keeps the
    // largest one only. Such a page is read whole.
    const whole = sectionedText(html, text);
    if (whole) text = whole;
    text = withoutFooterLines(text);
    if (text.length > 0) {
      return {
        title: titleFromHeading(cleanTitle(article.title), pageTitle, h1) || title,
        text,
        byline: article.byline ?? undefined,
        lang: article.lang ?? lang,
        excerpt: article.excerpt ?? undefined,
        links,
      };
    }
  }
  // Readability mutates the document; parse again for the fallback.
  const fresh = parse(html);
  return { title, text: withoutFooterLines(bodyText(fresh)), lang, links };
}
