// The formats' own rules on made-up papers: BibTeX entries of scholarly results and escaping, and the
// file name of a download for any title.
import { parse as parseBibtex } from "@retorquere/bibtex-parser";
import { describe, expect, it } from "vitest";
import { paperBibtex } from "./bibtex";
import { contentDisposition, downloadFileName } from "./downloads";
import { paperMarkdown } from "./markdown";
import { type Paper, parseBlocks } from "./paper";

const paper = (references: Paper["references"]): Paper => ({
  id: "p",
  title: "T",
  locale: "en",
  rtl: false,
  date: "2024-05-01",
  coverKey: null,
  summary: [],
  sections: [],
  references,
});

describe("BibTeX", () => {
  it("writes a scholarly result as @article with authors, year, venue and DOI, and escapes TeX", () => {
    const bib = paperBibtex(
      paper([
        {
          n: 1,
          url: "https://doi.org/10.1000/xyz_123",
          title: "Costs & benefits of 50% {braces} #1 a\\b",
          kind: "scholar",
          scholarly: {
            authors: ["Ada Lovelace", "Alan Turing"],
            year: "1950",
            venue: "Mind",
            doi: "10.1000/xyz_123",
          },
        },
        { n: 2, url: "https://www.bbc.co.uk/news/x", title: "News page", kind: "news" },
      ]),
    );
    const { entries, errors } = parseBibtex(bib, { sentenceCase: false });
    expect(errors).toEqual([]);
    expect(entries.map((e) => e.type)).toEqual(["article", "online"]);
    const [article, online] = entries;
    expect(article?.key).toMatch(/^lovelace1950[0-9a-f]{6}$/);
    expect(article?.fields.title).toBe("Costs & benefits of 50% {braces} #1 a\\b");
    expect(article?.fields.author).toEqual([
      { firstName: "Ada", lastName: "Lovelace" },
      { firstName: "Alan", lastName: "Turing" },
    ]);
    expect(article?.fields.year).toBe("1950");
    expect(article?.fields.journal).toBe("Mind");
    expect(article?.fields.doi).toBe("10.1000/xyz_123");
    expect(online?.fields.urldate).toBe("2024-05-01");
    expect(online?.key).toMatch(/^co[0-9a-f]{6}$|^bbc[0-9a-f]{6}$/);
  });
});

describe("Markdown", () => {
  it("writes titles as plain text: names from code keep their underscores and angle brackets", () => {
    const md = paperMarkdown(
      {
        ...paper([]),
        title: "Writing __init__ methods",
        sections: [
          { title: "__init__(get_response)", blocks: [] },
          { title: "CMAKE_<LANG>_FLAGS", blocks: [] },
        ],
      },
      { coverUrl: null },
    );
    // Backslash escapes of ASCII punctuation read as the character itself in every CommonMark viewer.
    expect(md).toContain("# Writing \\_\\_init\\_\\_ methods\n");
    expect(md).toContain("\n## \\_\\_init\\_\\_(get\\_response)\n");
    expect(md).toContain("\n## CMAKE\\_\\<LANG\\>\\_FLAGS\n");
  });

  it("shows a quoted sentence's escaped marks as written in every format, and keeps them escaped in Markdown", () => {
    // The offline engine writes "__init__()" and "refs/tags/*" escaped; a model's **bold** is styled away.
    const written = "Define \\_\\_init\\_\\_() once; refs/tags/\\*:refs/tags/\\* is **one** refspec. [1]";
    const [block] = parseBlocks(written);
    const text = block?.inlines.map((i) => (i.kind === "text" ? i.text : `[${i.n}]`)).join("");
    expect(text).toBe("Define __init__() once; refs/tags/*:refs/tags/* is one refspec. [1]");
    const md = paperMarkdown(
      { ...paper([]), sections: [{ title: "Refspecs", blocks: parseBlocks(written) }] },
      { coverUrl: null },
    );
    expect(md).toContain(written);
  });
});

describe("download file names", () => {
  it("keeps a non-ASCII title exactly (RFC 5987) with an ASCII fallback", () => {
    const name = downloadFileName("فيضانات باكستان: الأسباب/النتائج?", "md");
    expect(name).toBe("فيضانات باكستان: الأسباب النتائج.md".replace(":", " ").replace(/\s+/g, " "));
    const header = contentDisposition(name);
    expect(header).toMatch(/^attachment; filename="paper\.md"; filename\*=UTF-8''/);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe(name);
    expect(contentDisposition(downloadFileName('Rain "in" Spain', "md"))).toContain(
      'filename="Rain in Spain.md"',
    );
  });
});
