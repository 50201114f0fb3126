// Link previews of a shared paper (spec §2 /share/{id}): the served index.html carries the paper's
// <title>, meta description and Open Graph / Twitter tags, so crawlers that run no script see them.
import { assetPath, type Brand } from "../branding/brand";
import type { Db } from "../db/client";
import { loadDocument } from "../documents/store";
import { markdownPlainText } from "../text/plain-text";

const DESCRIPTION_CHARS = 200;
const SHARE_PATH = /^\/share\/([^/]+)\/?$/;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Plain text of the start of a Markdown summary: no markup, no citation marks, one line. */
export function previewText(markdown: string, max = DESCRIPTION_CHARS): string {
  const text = markdownPlainText(markdown);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The head tags of a shared COMPLETE paper, or null for any other path or paper. */
export async function sharePreviewTags(
  db: Db,
  pathname: string,
  origin: string,
  brand: Pick<Brand, "name" | "logo">,
): Promise<string | null> {
  const match = SHARE_PATH.exec(pathname);
  const id = match?.[1];
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const doc = await loadDocument(db, id);
  if (doc?.status !== "COMPLETE") return null;
  const title = doc.title || doc.query;
  const description = previewText(doc.summary.summary ?? doc.query);
  const url = `${origin}/share/${id}`;
  const cover = doc.coverImage?.imageURL ? new URL(doc.coverImage.imageURL, origin).href : null;
  // Without a cover, the product's logo stands for the paper (a small card, not a large image).
  const logoPath = assetPath(brand.logo, "logo");
  const image = cover ?? (logoPath ? new URL(logoPath, origin).href : null);
  const site = escapeHtml(brand.name);
  const locale = doc.settings?.locale;
  const tags = [
    `<title>${escapeHtml(title)} · ${site}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="${site}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(locale ? [`<meta property="og:locale" content="${escapeHtml(locale.replace("-", "_"))}" />`] : []),
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
    `<meta name="twitter:card" content="${cover ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    ...(image ? [`<meta name="twitter:image" content="${escapeHtml(image)}" />`] : []),
  ];
  return tags.join("\n    ");
}

/** index.html with the default <title> replaced by the paper's tags. */
export function withPreviewTags(html: string, tags: string): string {
  return html.replace(/<title>[^<]*<\/title>/, () => tags);
}
