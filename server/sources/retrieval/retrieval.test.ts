// Retrieval: exact chunk sizes and overlap, BM25 picks the relevant chunk (also in Chinese and Japanese),
// embeddings rank by cosine similarity in batches, and a failing embedder falls back to BM25.
import { describe, expect, it } from "vitest";
import { CHUNK_OVERLAP, CHUNK_SIZE } from "../../../common/constants";
import { indexTerms } from "../../text/tokenize";
import type { UsageEvent } from "../../usage-event";
import type { Embedder } from "../types";
import { chunkText } from "./chunk";
import { createRetriever } from "./retriever";

const quiet = { warn: () => {} };

function expectExactOverlap(text: string, chunks: ReturnType<typeof chunkText>) {
  expect(chunks[0]?.start).toBe(0);
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i]!;
    expect(chunk.text.length).toBeLessThanOrEqual(CHUNK_SIZE);
    expect(text.slice(chunk.start, chunk.start + chunk.text.length)).toBe(chunk.text);
    const next = chunks[i + 1];
    if (next) expect(next.start).toBe(chunk.start + chunk.text.length - CHUNK_OVERLAP);
  }
  const last = chunks.at(-1)!;
  expect(last.start + last.text.length).toBe(text.length);
}

describe("chunkText", () => {
  it("cuts text without boundaries into chunks of exactly 1000 with exactly 100 overlap", () => {
    const text = "x".repeat(2800);
    const chunks = chunkText(text);
    expect(chunks.map((c) => [c.start, c.text.length])).toEqual([
      [0, 1000],
      [900, 1000],
      [1800, 1000],
    ]);
    expectExactOverlap(text, chunks);
  });

  it("prefers sentence ends near the limit and keeps the overlap exact", () => {
    const sentence = "The tide rises twice a day because of the moon. ";
    const text = sentence.repeat(120);
    const chunks = chunkText(text);
    expectExactOverlap(text, chunks);
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.text.endsWith("moon. ") || chunk.text.endsWith("moon.")).toBe(true);
      expect(chunk.text.length).toBeGreaterThan(800);
    }
  });

  it("prefers paragraph breaks, then spaces, and never splits a surrogate pair", () => {
    const para = `${"word ".repeat(170)}\n\n`;
    const text = para.repeat(5);
    const chunks = chunkText(text);
    expectExactOverlap(text, chunks);
    expect(chunks[0]?.text.endsWith("\n\n")).toBe(true);
    const emoji = "😀".repeat(700);
    const emojiChunks = chunkText(emoji);
    expectExactOverlap(emoji, emojiChunks);
    for (const chunk of emojiChunks) expect(chunk.text).not.toMatch(/^[\udc00-\udfff]|[\ud800-\udbff]$/);
  });

  it("keeps short texts whole", () => {
    expect(chunkText("short")).toEqual([{ text: "short", start: 0 }]);
    expect(chunkText("")).toEqual([]);
  });
});

const filler = (topic: string) =>
  Array.from({ length: 30 }, (_, i) => `This sentence number ${i} is about ${topic} and nothing else.`).join(
    " ",
  );

describe("retriever without an embedder (BM25)", () => {
  it("picks the relevant chunk among several pages", async () => {
    const retriever = createRetriever();
    const needle = "Photosynthesis converts light energy into chemical energy stored in glucose molecules.";
    const texts = [
      { url: "a", title: "Cooking", text: `${filler("cooking pasta")} ${filler("baking bread")}` },
      { url: "b", title: "Plants", text: `${filler("garden tools")} ${needle} ${filler("garden fences")}` },
      { url: "c", title: "Cars", text: filler("car engines") },
    ];
    const top = await retriever.topChunks({ query: "how does photosynthesis store energy", texts, topK: 5 });
    expect(top).toHaveLength(5);
    expect(top[0]?.url).toBe("b");
    expect(top[0]?.text).toContain("Photosynthesis converts light energy");
    expect(top[0]?.score).toBeGreaterThan(top[1]!.score);
    expect(texts[1]!.text.slice(top[0]!.start, top[0]!.start + top[0]!.text.length)).toBe(top[0]!.text);
  });

  it("ranks as the library and the evidence index do: a heading and the subject's words count, the words a question asks with count little", async () => {
    const retriever = createRetriever();
    const texts = [
      {
        url: "kinds",
        title: "Overview",
        text: "There are many kinds of settings. Some kinds differ from other kinds of settings in kind.",
      },
      {
        url: "cache",
        title: "Overview",
        text: "## Caching\n\nA cache keeps rendered pages for later requests.",
      },
      { url: "other", title: "Overview", text: "Templates render pages from context variables." },
    ];
    const top = await retriever.topChunks({ query: "What kinds of caching are there?", texts, topK: 3 });
    expect(top[0]?.url).toBe("cache");
  });

  it("works for Chinese text", async () => {
    const retriever = createRetriever();
    const texts = [
      { url: "space", title: "太空", text: "宇航员在国际空间站上工作。他们在太空中生活很多个月。" },
      { url: "food", title: "美食", text: "北京烤鸭是一道著名的菜。很多游客喜欢吃烤鸭。" },
    ];
    const top = await retriever.topChunks({ query: "烤鸭", texts, topK: 1 });
    expect(top[0]?.url).toBe("food");
  });

  it("lets the event loop run while it ranks many pages, and ranks them again the same way", async () => {
    // Slices of 0 ms: the event loop runs after every chunk, however fast the machine (with 10 ms a fast
    // machine ranks these pages in one slice and no timer could show the pauses).
    const retriever = createRetriever({ sliceMs: 0 });
    // Some 600 chunks: far more than one slice of tokenizing.
    const texts = Array.from({ length: 60 }, (_, i) => ({
      url: `p${i}`,
      title: `Page ${i}`,
      text: `${filler(`topic${i} river delta`)} ${i === 41 ? "Monsoon floods covered the river delta." : ""}`,
    }));
    let turns = 0;
    const counting = setInterval(() => turns++, 0);
    const first = await retriever.topChunks({ query: "monsoon floods", texts, topK: 3 });
    clearInterval(counting);
    // Before, the whole ranking ran in one go: no timer could fire until it was over.
    expect(turns).toBeGreaterThan(0);
    expect(first[0]?.url).toBe("p41");
    // The second query over the same pages reuses their terms and ranks alike.
    const again = await retriever.topChunks({ query: "monsoon floods", texts, topK: 3 });
    expect(again).toEqual(first);
  });
});

/** A deterministic embedder: a bag-of-words vector over a fixed vocabulary. */
function vocabularyEmbedder(vocabulary: string[]): Embedder & { calls: number[] } {
  const calls: number[] = [];
  return {
    name: "test-vocabulary",
    calls,
    async embed(texts, usage) {
      calls.push(texts.length);
      await usage?.record({
        kind: "embedding",
        provider: "test",
        units: texts.length,
        costMicroCents: texts.length,
      });
      return texts.map((text) => {
        const tokens = indexTerms(text);
        return vocabulary.map((word) => tokens.filter((t) => t === word).length);
      });
    },
  };
}

describe("retriever with an embedder", () => {
  it("ranks by cosine similarity and batches the embedding calls", async () => {
    const embedder = vocabularyEmbedder(["moon", "tide", "bread", "oven"]);
    const retriever = createRetriever({ embedder, batchSize: 2, logger: quiet });
    const texts = [
      { url: "bake", title: "Baking", text: "Bread needs a hot oven. The oven bakes bread." },
      { url: "sea", title: "Sea", text: "The moon pulls the tide. Tide follows the moon." },
      { url: "mix", title: "Mix", text: "Bread by the sea." },
    ];
    const events: UsageEvent[] = [];
    const top = await retriever.topChunks({
      query: "moon tide",
      texts,
      topK: 2,
      usage: { record: (e) => void events.push(e) },
    });
    expect(top.map((c) => c.url)).toEqual(["sea", "bake"]);
    expect(top[0]?.score).toBeCloseTo(1, 5);
    expect(embedder.calls).toEqual([1, 2, 1]);
    expect(events.reduce((n, e) => n + (e.units ?? 0), 0)).toBe(4);
  });

  it("falls back to BM25 with a warning when the embedder throws", async () => {
    const warnings: string[] = [];
    const failing: Embedder = {
      name: "broken",
      embed: async () => {
        throw new Error("401 invalid key");
      },
    };
    const retriever = createRetriever({
      embedder: failing,
      logger: { warn: (m: string) => void warnings.push(m) },
    });
    const top = await retriever.topChunks({
      query: "glucose",
      texts: [
        { url: "x", title: "X", text: "Nothing relevant here." },
        { url: "y", title: "Y", text: "Plants store glucose." },
      ],
      topK: 1,
    });
    expect(top[0]?.url).toBe("y");
    expect(warnings).toEqual([
      "[retrieval] embedder broken failed (401 invalid key); ranking chunks with BM25 instead",
    ]);
  });
});
