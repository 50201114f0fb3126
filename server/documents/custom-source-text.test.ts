import { describe, expect, it } from "vitest";
import { sourceSnippet, sourceTitle, truncateWords } from "./custom-source-text";

describe("sourceSnippet", () => {
  it("takes the first two prose sentences, skipping short heading and infobox lines", () => {
    const text = [
      "Contents",
      "Born 12 May 1820",
      "Florence Nightingale",
      "Florence Nightingale was an English social reformer and the founder of modern nursing.",
      "She came to prominence while serving as a manager of nurses during the Crimean War.",
      "Her later work on hospital statistics changed public health policy for decades afterwards.",
    ].join("\n");
    expect(sourceSnippet(text)).toBe(
      "Florence Nightingale was an English social reformer and the founder of modern nursing. She came to prominence while serving as a manager of nurses during the Crimean War.",
    );
  });

  it("removes reference marks and undoes end-of-line hyphenation of wrapped PDF lines", () => {
    const text =
      "The measurements were repeated over many independent trials in the labo-\nratory, with consistent results.[12] The second sentence follows here, also long enough.";
    expect(sourceSnippet(text)).toBe(
      "The measurements were repeated over many independent trials in the laboratory, with consistent results. The second sentence follows here, also long enough.",
    );
  });

  it("keeps to 300 characters: one sentence when two are too long, cut at a word when one is", () => {
    const long = `${"This sentence keeps going with many ordinary words ".repeat(4).trim()}.`;
    expect(sourceSnippet(`${long} ${long}`)).toBe(long);
    const huge = `${"Words without an end in sight ".repeat(20).trim()}.`;
    const snippet = sourceSnippet(huge);
    expect(snippet.length).toBeLessThanOrEqual(300);
    expect(snippet.endsWith("…")).toBe(true);
  });

  it("falls back to the beginning of the text when nothing reads as prose (e.g. Japanese)", () => {
    expect(sourceSnippet("日本語の文書です。\n縦書きのテキスト。")).toBe(
      "日本語の文書です。 縦書きのテキスト。",
    );
  });
});

describe("sourceTitle", () => {
  it("prefers the source's own title, then its first line, then the fallback", () => {
    expect(sourceTitle({ title: "  Mozilla -\n Wikipedia ", text: "x", fallback: "f" })).toBe(
      "Mozilla - Wikipedia",
    );
    expect(sourceTitle({ text: "\n  A first line\nmore", fallback: "f" })).toBe("A first line");
    expect(sourceTitle({ title: "", text: "", fallback: "report" })).toBe("report");
  });

  it("joins a PDF title wrapped onto a short second line, but not an author line", () => {
    const text =
      "Quantum Criticality for Extended Nodes on a Bethe Lattice in the Large\nConnectivity Limit\nJ. Murray";
    expect(sourceTitle({ text, fallback: "f", wraps: true })).toBe(
      "Quantum Criticality for Extended Nodes on a Bethe Lattice in the Large Connectivity Limit",
    );
    expect(sourceTitle({ text, fallback: "f" })).toBe(
      "Quantum Criticality for Extended Nodes on a Bethe Lattice in the Large",
    );
    const authors = "A Study of Rivers and Their Deltas in Northern Europe\nJames Murray, Ada Smith";
    expect(sourceTitle({ text: authors, fallback: "f", wraps: true })).toBe(
      "A Study of Rivers and Their Deltas in Northern Europe",
    );
  });

  it("truncates at a word boundary", () => {
    expect(truncateWords("one two three four", 12)).toBe("one two…");
  });
});
