// The User Guide's pages: docs/user-manual/<locale>/NN-<slug>.md, English complete, every other locale at
// least its first page. A page missing in a language is shown in English (the page says so).
import { LOCALES, type Locale } from "../../../common/constants";

const files = import.meta.glob<string>("../../../docs/user-manual/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const images = import.meta.glob<string>("../../../docs/user-manual/images/*", {
  query: "?url",
  import: "default",
  eager: true,
});

export interface ManualPage {
  slug: string;
  /** The first page is the guide's own address (/blog/user-manual). */
  path: string;
  title: string;
  markdown: string;
  /** The language the page is written in: the reader's, or English when it has no translation yet. */
  locale: Locale;
}

const FILE = /\/docs\/user-manual\/([a-z-]+)\/(\d\d)-([a-z0-9-]+)\.md$/;
const byLocale = new Map<string, Map<string, { order: number; markdown: string }>>();
for (const [file, markdown] of Object.entries(files)) {
  const match = FILE.exec(file);
  if (!match) continue;
  const [, locale = "", order = "", slug = ""] = match;
  if (!byLocale.has(locale)) byLocale.set(locale, new Map());
  byLocale.get(locale)?.set(slug, { order: Number(order), markdown });
}

/** The slugs in order, as the English guide has them. */
export const MANUAL_SLUGS = [...(byLocale.get("en") ?? new Map()).entries()]
  .sort((a, b) => a[1].order - b[1].order)
  .map(([slug]) => slug);

const titleOf = (markdown: string) => /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? "";

/** The guide's pages for a reader's language. */
export function manualPages(language: string): ManualPage[] {
  const locale = (LOCALES as readonly string[]).includes(language) ? (language as Locale) : "en";
  return MANUAL_SLUGS.map((slug, i) => {
    const own = byLocale.get(locale)?.get(slug);
    const page = own ?? byLocale.get("en")?.get(slug);
    const markdown = page?.markdown ?? "";
    return {
      slug,
      path: i === 0 ? "/blog/user-manual" : `/blog/user-manual/${slug}`,
      title: titleOf(markdown),
      markdown,
      locale: own ? locale : "en",
    };
  });
}

/** The bundled address of a picture of the guide (images/home.jpg), or undefined for any other. */
export function manualImage(src: string): string | undefined {
  const name = /^images\/([a-z0-9-]+\.(?:jpg|png))$/.exec(src)?.[1];
  return name ? images[`../../../docs/user-manual/images/${name}`] : undefined;
}

/** A link between pages of the guide ("sources", "writing-a-paper#templates") as an app path, else null. */
export function manualLink(href: string): string | null {
  const [slug = "", hash] = href.split("#");
  if (!MANUAL_SLUGS.includes(slug)) return null;
  const path = slug === MANUAL_SLUGS[0] ? "/blog/user-manual" : `/blog/user-manual/${slug}`;
  return hash ? `${path}#${hash}` : path;
}
