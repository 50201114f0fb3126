import { describe, expect, it } from "vitest";
import { readabilityDocument } from "../engines/offline/test-corpus";
import { normalizeWhitespace, paragraphRanges, splitSentences } from "./sentences";

const texts = (text: string, language: Parameters<typeof splitSentences>[1]) =>
  splitSentences(text, language).map((s) => s.text);

describe("splitSentences", () => {
  it("keeps German abbreviations and ordinals inside their sentence", () => {
    expect(
      texts(
        "Das ist z. B. ein Test. Herr M. Müller kam am 5. Mai. Dr. Schmidt sagt nein. Er sagt 2022. Danach nichts.",
        "de",
      ),
    ).toEqual([
      "Das ist z. B. ein Test.",
      "Herr M. Müller kam am 5. Mai.",
      "Dr. Schmidt sagt nein.",
      "Er sagt 2022.",
      "Danach nichts.",
    ]);
  });

  it("ends a sentence at a stop with no space after it, but not inside a dotted name", () => {
    // FreshWiki's 2022_Pakistan_floods.txt (testdata/eval/freshwiki): a reference marker taken out.
    const text =
      "On 25 August, Pakistan declared a state of emergency because of the flooding.The flooding was the world's deadliest flood since the 2020 South Asian floods.";
    expect(texts(text, "en")).toEqual([
      "On 25 August, Pakistan declared a state of emergency because of the flooding.",
      "The flooding was the world's deadliest flood since the 2020 South Asian floods.",
    ]);
    expect(texts("Subclass models.Model here. Set Meta.ordering too.", "en")).toEqual([
      "Subclass models.Model here.",
      "Set Meta.ordering too.",
    ]);
    expect(splitSentences(text, "en")[1]?.start).toBe(text.indexOf("The flooding"));
  });

  it("keeps French and English titles and initials with the name", () => {
    expect(texts("M. Dupont est arrivé. Il a dit bonjour.", "fr")).toEqual([
      "M. Dupont est arrivé.",
      "Il a dit bonjour.",
    ]);
    expect(texts("Mr. Smith met J. R. R. Tolkien at 8 a.m. on Monday. He left.", "en")).toEqual([
      "Mr. Smith met J. R. R. Tolkien at 8 a.m. on Monday.",
      "He left.",
    ]);
    expect(texts("El Sr. García llegó. Luego habló.", "es")).toEqual([
      "El Sr. García llegó.",
      "Luego habló.",
    ]);
  });

  it("splits Chinese and Japanese on 。！？", () => {
    expect(texts("这是第一句。这是第二句！第三句？好", "zh")).toEqual([
      "这是第一句。",
      "这是第二句！",
      "第三句？",
      "好",
    ]);
    expect(
      texts(
        "肉をくわえたイヌが、橋を渡っていました。ふと下を見ると、川の中にも肉をくわえたイヌがいます。",
        "ja",
      ),
    ).toEqual([
      "肉をくわえたイヌが、橋を渡っていました。",
      "ふと下を見ると、川の中にも肉をくわえたイヌがいます。",
    ]);
  });

  it("splits the Chinese and Japanese test pages at their full stops only", () => {
    for (const [name, language] of [
      ["gmw", "zh"],
      ["qq", "zh"],
      ["hukumusume", "ja"],
    ] as const) {
      const sentences = texts(readabilityDocument(name).text, language);
      expect(sentences.length).toBeGreaterThan(4);
      for (const s of sentences) {
        // A full stop can only end a sentence (or sit before a closing quote or bracket).
        expect(s).not.toMatch(/[。！？](?![\p{Pe}\p{Pf}"。！？]|$)/u);
      }
    }
  });

  it("does not end a sentence at a quoted or inner ! or ?", () => {
    expect(
      texts(
        'An optional prefix "!" which negates the pattern. A line starting with "!" negates it. Use foo!bar here, or "\\!important!.txt". What "?" matches is one character.',
        "en",
      ),
    ).toEqual([
      'An optional prefix "!" which negates the pattern.',
      'A line starting with "!" negates it.',
      'Use foo!bar here, or "\\!important!.txt".',
      'What "?" matches is one character.',
    ]);
    expect(texts("Is it? Yes it is! Really.", "en")).toEqual(["Is it?", "Yes it is!", "Really."]);
    expect(texts("Il vient ! Et toi ? Oui.", "fr")).toEqual(["Il vient !", "Et toi ?", "Oui."]);
    expect(texts("本当ですか？はい！そうです。", "ja")).toEqual(["本当ですか？", "はい！", "そうです。"]);
  });

  it("keeps a quotation of several sentences inside the sentence that quotes it", () => {
    expect(
      texts(
        'Posts urged people to join with this message: "Wagner is in the past. If you want real work, Redut is your choice!". On 25 August, he spoke. He called it «un succès. Vraiment» hier. A stray " mark here. Next one.',
        "en",
      ),
    ).toEqual([
      'Posts urged people to join with this message: "Wagner is in the past. If you want real work, Redut is your choice!".',
      "On 25 August, he spoke.",
      "He called it «un succès. Vraiment» hier.",
      'A stray " mark here.',
      "Next one.",
    ]);
  });

  it("stops a sentence joined across marks at 600 characters", () => {
    const text = Array.from({ length: 200 }, (_, i) => `w${i}!x`).join("");
    const sentences = texts(text, "en");
    // 1,200 characters: two or three sentences, none longer than 600.
    expect(sentences.length).toBeGreaterThan(1);
    expect(sentences.length).toBeLessThan(4);
    for (const s of sentences) expect(s.length).toBeLessThanOrEqual(600);
    expect(sentences.join("")).toBe(text);
  });

  it("joins hard-wrapped lines of a paragraph but not headings or list items", () => {
    const text =
      "Results\n\nThe survey was carried out in the northern part of the\nisland and it continues here. Next one.\n- a list item\n- another one";
    expect(texts(text, "en")).toEqual([
      "Results",
      "The survey was carried out in the northern part of the island and it continues here.",
      "Next one.",
      "- a list item",
      "- another one",
    ]);
  });

  it("gives offsets that point at the sentence in the original text", () => {
    const { text } = readabilityDocument("lemonde-1");
    const sentences = splitSentences(text, "fr");
    expect(sentences.length).toBeGreaterThan(40);
    for (const s of sentences) expect(normalizeWhitespace(text.slice(s.start, s.end))).toBe(s.text);
  });

  it("splits a very long paragraph the same way as its sentences one by one", () => {
    const sentence = "The committee met again on Tuesday to discuss the budget for the coming year.";
    const long = Array.from({ length: 120 }, (_, i) => sentence.replace("Tuesday", `day ${i}`)).join(" ");
    const sentences = texts(long, "en");
    expect(sentences).toHaveLength(120);
    expect(sentences[77]).toBe(sentence.replace("Tuesday", "day 77"));
  });
});

describe("paragraphRanges", () => {
  it("separates paragraphs at blank lines", () => {
    const text = "First paragraph line.\n\nSecond paragraph.";
    expect(paragraphRanges(text).map((r) => text.slice(r.start, r.end))).toEqual([
      "First paragraph line.",
      "Second paragraph.",
    ]);
  });
});

describe("normalizeWhitespace", () => {
  it("collapses spaces and removes them between CJK characters", () => {
    expect(normalizeWhitespace("  a \n b  ")).toBe("a b");
    expect(normalizeWhitespace("中文\n文本。 下一句")).toBe("中文文本。下一句");
  });
});
