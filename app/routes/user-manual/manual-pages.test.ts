// The User Guide's pages: six in English, the first in every interface language and really translated
// (not English left in place), every link between pages and every picture resolving.
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../../common/constants";
import { MANUAL_SLUGS, manualImage, manualLink, manualPages } from "./manual-pages";

const prose = (markdown: string) =>
  markdown
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("![") && !line.startsWith("```") && !line.startsWith("|"));

const links = (markdown: string) =>
  [...markdown.matchAll(/(?<!!)\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1] ?? "");
const pictures = (markdown: string) =>
  [...markdown.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1] ?? "");

describe("the User Guide", () => {
  const english = manualPages("en");

  it("has six pages in English, the first at /blog/user-manual", () => {
    expect(MANUAL_SLUGS).toEqual([
      "getting-started",
      "writing-a-paper",
      "sources",
      "reading-and-sharing",
      "account-and-billing",
      "command-line",
    ]);
    expect(english.map((p) => p.path)).toEqual([
      "/blog/user-manual",
      "/blog/user-manual/writing-a-paper",
      "/blog/user-manual/sources",
      "/blog/user-manual/reading-and-sharing",
      "/blog/user-manual/account-and-billing",
      "/blog/user-manual/command-line",
    ]);
    for (const page of english) {
      expect(page.locale).toBe("en");
      expect(page.title).not.toBe("");
    }
  });

  for (const locale of LOCALES.filter((l) => l !== "en")) {
    it(`has its first page translated into ${locale}, the same pictures and links, the rest in English`, () => {
      const [first, ...rest] = manualPages(locale);
      const [englishFirst] = english;
      expect(first?.locale).toBe(locale);
      expect(first?.title).not.toBe(englishFirst?.title);
      // Translated, not copied: no line of prose is the English line (names and code aside).
      const englishLines = new Set(prose(englishFirst?.markdown ?? ""));
      const same = prose(first?.markdown ?? "").filter((line) => englishLines.has(line));
      expect(same).toEqual([]);
      expect(prose(first?.markdown ?? "").length).toBeGreaterThan(10);
      expect(pictures(first?.markdown ?? "")).toEqual(pictures(englishFirst?.markdown ?? ""));
      expect(links(first?.markdown ?? "")).toEqual(links(englishFirst?.markdown ?? ""));
      for (const page of rest) expect(page.locale).toBe("en");
    });
  }

  it("links only to its own pages or to whole addresses, and shows only pictures it has", () => {
    for (const locale of LOCALES) {
      for (const page of manualPages(locale)) {
        for (const href of links(page.markdown)) {
          if (/^https?:\/\//.test(href)) continue;
          expect(manualLink(href), `${locale}/${page.slug}: ${href}`).not.toBeNull();
        }
        for (const src of pictures(page.markdown)) {
          expect(manualImage(src), `${locale}/${page.slug}: ${src}`).toBeDefined();
        }
      }
    }
  });
});
