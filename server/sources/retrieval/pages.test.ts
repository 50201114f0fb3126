import { describe, expect, it } from "vitest";
import { PageIndex, PartedPageIndex, pageFieldsOf, pagePartsOf } from "./pages";

/** A paragraph of `n` words no other part shares (topic words of its own, as a manual's sections have). */
const filler = (topic: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${topic}${String.fromCharCode(97 + (i % 26))}${i}`).join(" ");

/** A manual's long chapter: many sections on other subjects, one on build configurations. */
const chapter = {
  title: "cmake-buildsystem(7)",
  text: [
    ...Array.from({ length: 14 }, (_, i) => `## Topic ${i}\n\n${filler(`zq${i}`, 180)}.`),
    "## Build Configurations\n\nMulti-configuration generators such as Ninja Multi-Config build Debug and Release in one build tree, while single-configuration generators build the one configuration chosen when the project is configured. The configuration is chosen at build time with the multi-configuration generators.",
  ].join("\n\n"),
};

/** Short reference pages that mention the subject's words in passing. */
const shortPages = Array.from({ length: 6 }, (_, i) => ({
  url: `library://variable/V${i}.html`,
  title: `V${i}`,
  text: `This variable applies to multi-configuration generators, for the Debug or Release configuration. ${filler(`v${i}`, 25)}.`,
}));

const QUERY = "multi-configuration generators Debug Release configuration";

describe("PartedPageIndex: a long page is found by its part on the subject", () => {
  it("ranks the chapter whose section is about the question first, where the page read whole does not", () => {
    const parted = new PartedPageIndex("en");
    const whole = new PageIndex("en");
    for (const p of [...shortPages, { url: "library://manual/chapter.html", ...chapter }]) {
      parted.set(p.url, p, "en");
      whole.set(p.url, pageFieldsOf(p, "en"));
    }
    expect(parted.search(QUERY, "en")[0]?.url).toBe("library://manual/chapter.html");
    // The mechanism matters: read whole, the chapter's other 14 sections weigh its one section down.
    expect(whole.search(QUERY, "en")[0]?.url).not.toBe("library://manual/chapter.html");
    // The page's matched words are the page's, as the library's filter reads them.
    expect(parted.search(QUERY, "en")[0]?.matched.length).toBeGreaterThan(2);
  });

  it("forgets a page's parts when it is deleted or set again shorter", () => {
    const index = new PartedPageIndex("en");
    index.set("library://a.html", chapter, "en");
    expect(index.search("zq13a0", "en").map((h) => h.url)).toEqual(["library://a.html"]);
    index.set("library://a.html", { title: "A", text: "## Only\n\nOne short section on generators." }, "en");
    expect(index.search("zq13a0", "en")).toEqual([]);
    index.delete("library://a.html");
    expect(index.search("generators", "en")).toEqual([]);
    expect(index.size).toBe(0);
  });
});

describe("pagePartsOf", () => {
  it("reads short sections together: one-line entries under their own headings make one part", () => {
    const options = Array.from({ length: 6 }, (_, i) => `### --opt${i}\n\nSets option ${i}.`).join("\n\n");
    expect(pagePartsOf({ title: "git-reset(1)", text: options }, "en")).toHaveLength(1);
  });

  it("keeps sections of a paragraph's length or more apart, each with the headings it stands under", () => {
    const text = `# Guide\n\n## First\n\n${filler("aa", 160)}\n\n## Second\n\n${filler("bb", 160)}`;
    const parts = pagePartsOf({ title: "Guide", text }, "en");
    expect(parts).toHaveLength(2);
    expect([...(parts[1]?.headings.keys() ?? [])]).toEqual(expect.arrayContaining(["guid", "second"]));
    expect(parts[1]?.body.has("bba0")).toBe(true);
    expect(parts[1]?.body.has("aaa0")).toBe(false);
  });
});
