import { APICallError, simulateReadableStream } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import type { PageResult } from "../../../common/types";
import type { Passage, PlannedOutline, PlannedSection, SectionSource } from "../types";
import { createModelCatalog } from "./catalog";
import { llmConfigFrom } from "./config";
import { createLlmEngine, SummaryTooShortError } from "./engine";
import { createModelEngineFactory } from "./factory";
import type { LanguageModelV3, ModelFactories } from "./providers";
import {
  mockStreamModel,
  mockTextModel,
  promptText,
  streamResult,
  testCall,
  testSettings,
} from "./test-support";

const results: PageResult[] = Array.from({ length: 8 }, (_, i) => ({
  type: "web",
  title: `Page ${i}`,
  url: `https://site${i}.example/page`,
  snippet: `Snippet about solar power number ${i}.`,
  position: i + 1,
}));
type StreamPart =
  Awaited<ReturnType<LanguageModelV3["doStream"]>>["stream"] extends ReadableStream<infer P> ? P : never;
const url = (i: number) => `https://site${i}.example/page`;

const passages: Passage[] = [1, 2, 3].map((n) => ({
  n,
  url: url(n),
  title: `Page ${n}`,
  text: `Passage ${n} about solar power.`,
}));

const question = (q: string, searchType: "web" | "news" | "scholar" = "web") => ({
  question: q,
  searchQuery: { refinedQuery: q.replace(/\?$/, "").toLowerCase(), searchType },
});
const section = (title: string): PlannedSection => ({
  title,
  description: `What ${title.toLowerCase()} covers.`,
  subSections: [
    question(`What is ${title}?`),
    question(`How has ${title} changed?`, "news"),
    question(`What do studies say about ${title}?`, "scholar"),
  ],
});
const plan: PlannedOutline = {
  title: "Solar Power Today",
  sections: [section("History"), section("Costs"), section("Outlook")],
};

const longSummary = `${"Solar power has grown faster than any other source of electricity over the last decade [1]. ".repeat(4)}Costs of modules fell by about ninety percent [2][9], and storage is now the bottleneck [3]. ${"Grid operators are adapting their planning to variable output. ".repeat(3)}`;

describe("llm engine", () => {
  it("refines the query into 3–5 typed queries on the small model, recording its cost", async () => {
    const small = mockTextModel(
      [
        {
          queries: [
            { query: "solar power growth 2026", searchType: "web" },
            { query: "solar module prices news", searchType: "news" },
            { query: "photovoltaic learning curve", searchType: "scholar" },
          ],
        },
      ],
      { modelId: "gpt-4o-mini" },
    );
    const main = mockTextModel([], { modelId: "gpt-4o" });
    const engine = createLlmEngine({ models: { languageModel: main, smallModel: small } });
    const call = testCall({ step: "refine-query" });
    const queries = await engine.refineQueries(call, {
      query: "How fast is solar power growing?",
      searchTypes: ["web", "news", "scholar"],
      customSourceTitles: ["My notes on PV"],
    });
    expect(queries).toEqual([
      { query: "solar power growth 2026", searchType: "web" },
      { query: "solar module prices news", searchType: "news" },
      { query: "photovoltaic learning curve", searchType: "scholar" },
    ]);
    expect(main.doGenerateCalls).toHaveLength(0);
    const prompt = promptText(small);
    expect(prompt).toContain("Today's date is 2026-11-22.");
    expect(prompt).toContain("in English");
    expect(prompt).toContain("My notes on PV");
    // gpt-4o-mini: 1000 × 15 + 500 × 60 micro-cents.
    expect(call.events).toEqual([
      {
        kind: "model",
        provider: "openai",
        model: "gpt-4o-mini",
        inputTokens: 1000,
        outputTokens: 500,
        costMicroCents: 45_000,
        step: "refine-query",
      },
    ]);
  });

  it("retries queries of a search type the user did not choose, then succeeds on attempt 2", async () => {
    const model = mockTextModel([
      {
        queries: [
          { query: "a b", searchType: "scholar" },
          { query: "c d", searchType: "web" },
          { query: "e f", searchType: "web" },
        ],
      },
      {
        queries: [
          { query: "a b", searchType: "web" },
          { query: "c d", searchType: "web" },
          { query: "e f", searchType: "web" },
        ],
      },
    ]);
    const engine = createLlmEngine({ models: { languageModel: model } });
    const call = testCall({ settings: testSettings({ locale: "de" }) });
    const queries = await engine.refineQueries(call, {
      query: "q",
      searchTypes: ["web"],
      customSourceTitles: [],
    });
    expect(queries.map((q) => q.searchType)).toEqual(["web", "web", "web"]);
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(call.events).toHaveLength(2);
    expect(promptText(model)).toContain("in German");
  });

  it("fails with 'validation failed' after 3 attempts when the model never gives 3 queries", async () => {
    const model = mockTextModel([{ queries: [{ query: "only one", searchType: "web" }] }]);
    const engine = createLlmEngine({ models: { languageModel: model } });
    await expect(
      engine.refineQueries(testCall({ step: "refine-query" }), {
        query: "q",
        searchTypes: ["web"],
        customSourceTitles: [],
      }),
    ).rejects.toThrow(/^validation failed \(refine-query, 3 attempts\)/);
    expect(model.doGenerateCalls).toHaveLength(3);
  });

  it("curates only offered urls, mapped back to their exact form, and tops up from the results", async () => {
    const model = mockTextModel([
      {
        urls: [
          url(1),
          url(3),
          "https://made-up.example/x",
          url(5),
          url(7),
          "HTTPS://WWW.site2.example/page/",
        ],
      },
      { urls: [url(6), "https://a.example", "https://b.example", "https://c.example", "https://d.example"] },
    ]);
    const engine = createLlmEngine({ models: { languageModel: model } });
    const input = { query: "q", results, min: 5, max: 10 };
    expect(await engine.curateSources(testCall(), input)).toEqual([url(1), url(3), url(5), url(7), url(2)]);
    expect(await engine.curateSources(testCall(), input)).toEqual([url(6), url(0), url(1), url(2), url(3)]);
    // Never more than given: the schema sent allows at most the 8 results.
    const format = model.doGenerateCalls[0]?.responseFormat;
    expect(format?.type === "json" ? format.schema : undefined).toMatchObject({
      properties: { urls: { minItems: 5, maxItems: 8 } },
    });
  });

  it("returns every result without a model call when there are no more than the minimum", async () => {
    const model = mockTextModel([]);
    const engine = createLlmEngine({ models: { languageModel: model } });
    const few = [...results.slice(0, 3), results[0] as PageResult];
    expect(await engine.curateSources(testCall(), { query: "q", results: few, min: 5, max: 10 })).toEqual([
      url(0),
      url(1),
      url(2),
    ]);
    expect(model.doGenerateCalls).toHaveLength(0);
  });

  it("writes a summary of at least 550 characters citing only given passages", async () => {
    const model = mockTextModel([longSummary]);
    const engine = createLlmEngine({ models: { languageModel: model } });
    const { summary, sources } = await engine.writeSummary(testCall(), { query: "q", passages });
    expect(summary.length).toBeGreaterThanOrEqual(550);
    expect(summary).not.toContain("[9]");
    expect(summary).toContain("ninety percent [2], and storage");
    expect(sources).toEqual([
      { n: 1, url: url(1), title: "Page 1" },
      { n: 2, url: url(2), title: "Page 2" },
      { n: 3, url: url(3), title: "Page 3" },
    ]);
    expect(promptText(model)).toContain("[2] Page 2 — https://site2.example/page");
  });

  it("asks again once for detail when the summary is too short, then keeps the longest answer with a warning", async () => {
    const retried = mockTextModel(["Solar grows [1].", longSummary]);
    const engine = createLlmEngine({ models: { languageModel: retried } });
    const call = testCall();
    expect((await engine.writeSummary(call, { query: "q", passages })).summary.length).toBeGreaterThanOrEqual(
      550,
    );
    expect(retried.doGenerateCalls).toHaveLength(2);
    expect(promptText(retried, 1)).toContain("had only 16 characters");
    expect(call.events).toHaveLength(2);

    // A model that always writes 230 characters: asked twice, its answer kept — the paper goes on.
    const shortText =
      `Solar power grows fast [1] and storage follows [2]. ${"Panels are cheaper every year. ".repeat(5)}`.slice(
        0,
        230,
      );
    const short = mockTextModel([shortText]);
    const tolerant = createLlmEngine({ models: { languageModel: short } });
    const kept = await tolerant.writeSummary(testCall(), { query: "q", passages });
    expect(kept.summary.length).toBeGreaterThan(200);
    expect(kept.summary.length).toBeLessThan(550);
    expect(kept.warning).toMatch(/shorter than asked \(\d+ characters, 550 asked\)/);
    expect(kept.sources.map((s) => s.n)).toEqual([1, 2]);
    expect(short.doGenerateCalls).toHaveLength(2);

    // Only an empty answer is refused, until the step's budget is spent.
    const empty = mockTextModel(["   "]);
    const failing = createLlmEngine({ models: { languageModel: empty } });
    await expect(failing.writeSummary(testCall(), { query: "q", passages })).rejects.toThrow(
      SummaryTooShortError,
    );
    expect(empty.doGenerateCalls).toHaveLength(3);
  });

  it("keeps a plan with more sections than asked (trimmed) or fewer (from 3), with a warning, in one call", async () => {
    const five = { ...plan, sections: [...plan.sections, section("Policy"), section("Outlook abroad")] };
    const more = mockTextModel([five]);
    const trimmed = await createLlmEngine({ models: { languageModel: more } }).planSections(testCall(), {
      query: "q",
      summary: longSummary,
      passages,
      numberOfSections: 3,
      searchTypes: ["web", "news", "scholar"],
    });
    expect(trimmed.sections.map((s) => s.title)).toEqual(plan.sections.map((s) => s.title));
    expect(trimmed.warning).toBe("The model planned 5 sections for 3 asked: the first 3 were kept.");
    expect(more.doGenerateCalls).toHaveLength(1);

    const fewer = mockTextModel([plan]);
    const kept = await createLlmEngine({ models: { languageModel: fewer } }).planSections(testCall(), {
      query: "q",
      summary: longSummary,
      passages,
      numberOfSections: 5,
      searchTypes: ["web", "news", "scholar"],
    });
    expect(kept.sections).toHaveLength(3);
    expect(kept.warning).toBe("The model planned 3 sections for 5 asked: its outline was kept.");
    expect(fewer.doGenerateCalls).toHaveLength(1);
  });

  it("plans the requested number of sections, retrying a plan that breaks the outline rules", async () => {
    const broken = {
      ...plan,
      sections: [
        section("History"),
        section("Costs"),
        {
          ...section("Outlook"),
          subSections: [question("New question"), question("Why?"), question("When?")],
        },
      ],
    };
    const model = mockTextModel([broken, { ...plan, title: '"Solar Power Today."' }]);
    const engine = createLlmEngine({ models: { languageModel: model } });
    const outline = await engine.planSections(testCall(), {
      query: "q",
      summary: longSummary,
      passages,
      numberOfSections: 3,
      searchTypes: ["web", "news", "scholar"],
    });
    expect(outline).toEqual(plan);
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(promptText(model, 1)).toContain("Some questions are empty or still 'New question'");
  });

  it("refuses a plan with fewer sections than asked", async () => {
    const model = mockTextModel([{ ...plan, sections: plan.sections.slice(0, 2) }]);
    const engine = createLlmEngine({ models: { languageModel: model } });
    await expect(
      engine.planSections(testCall(), {
        query: "q",
        summary: "s",
        passages,
        numberOfSections: 3,
        searchTypes: ["web"],
      }),
    ).rejects.toThrow(/^validation failed/);
    expect(model.doGenerateCalls).toHaveLength(3);
  });

  it("generates a new section and a new question that the outline does not have yet", async () => {
    const model = mockTextModel([
      { section: section("Costs") },
      { section: section("Policy") },
      { subSection: question("What is History?") },
      { subSection: question("Who recorded History first?") },
    ]);
    const engine = createLlmEngine({ models: { languageModel: model } });
    const input = {
      query: "q",
      summary: "s",
      outline: plan,
      searchTypes: ["web", "news", "scholar"] as const,
    };
    expect(
      await engine.generateSection(testCall(), { ...input, searchTypes: [...input.searchTypes] }),
    ).toEqual(section("Policy"));
    expect(
      await engine.generateQuestion(testCall(), {
        ...input,
        searchTypes: [...input.searchTypes],
        section: plan.sections[0] as PlannedSection,
      }),
    ).toEqual(question("Who recorded History first?"));
    expect(model.doGenerateCalls).toHaveLength(4);
    expect(promptText(model, 1)).toContain("already in the outline");
  });

  it("chooses section pages among unique candidates", async () => {
    const model = mockTextModel([{ urls: [url(4), url(0), url(4), url(2), url(6), url(1)] }]);
    const engine = createLlmEngine({ models: { languageModel: model } });
    const pages = await engine.choosePages(testCall(), {
      query: "q",
      section: section("Costs"),
      candidates: [...results, ...results],
      min: 5,
      max: 15,
    });
    expect(pages).toEqual([url(4), url(0), url(2), url(6), url(1)]);
    expect(promptText(model)).toContain("What do studies say about Costs?");
  });

  it("keeps extracted facts only when their passage is on the page, as the page writes it", async () => {
    const page = {
      url: url(1),
      title: "Page 1",
      text: "Solar in 2025.\n\nGlobal  solar capacity reached\n2.2 terawatts in 2024, says the “IEA”.\nOther text.",
    };
    const model = mockTextModel([
      {
        information: [
          {
            text: "Capacity reached 2.2 TW in 2024.",
            passage: 'Global solar capacity reached 2.2 terawatts in 2024, says the "IEA".',
          },
          { text: "Invented fact.", passage: "Solar capacity tripled in 2024 according to nobody." },
          { text: "Too short.", passage: "2024" },
        ],
      },
    ]);
    const engine = createLlmEngine({ models: { languageModel: model } });
    const items = await engine.extractInformation(testCall(), {
      query: "q",
      section: section("Costs"),
      page,
      max: 20,
    });
    expect(items).toEqual([
      {
        text: "Capacity reached 2.2 TW in 2024.",
        passage: "Global  solar capacity reached\n2.2 terawatts in 2024, says the “IEA”.",
      },
    ]);
    expect(
      await engine.extractInformation(testCall(), {
        query: "q",
        section: section("Costs"),
        page: { ...page, text: " " },
        max: 20,
      }),
    ).toEqual([]);
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it("streams a section: an unknown citation split across chunks never reaches onDelta nor the result", async () => {
    const model = mockStreamModel([
      "Solar capacity grew quickly ",
      "[",
      "7] while costs fell [",
      "2]. ",
      "Storage matters [1][3].",
      "\n\n## References\n[1] Page 1",
    ]);
    const engine = createLlmEngine({ models: { languageModel: model } });
    const deltas: string[] = [];
    const call = testCall({ step: "write-section" });
    const sources: SectionSource[] = [1, 2, 3].map((n) => ({
      n,
      url: url(n),
      title: `Page ${n}`,
      information: [{ text: `Fact ${n}.`, passage: `Passage ${n} on the page.` }],
    }));
    const text = await engine.writeSection(call, {
      query: "q",
      documentTitle: "Solar Power Today",
      section: section("Costs"),
      sectionIndex: 1,
      outline: plan,
      sources,
      onDelta: (d) => void deltas.push(d),
    });
    expect(text).toBe("Solar capacity grew quickly while costs fell [2]. Storage matters [1][3].");
    expect(deltas.join("")).toBe(text);
    expect(deltas.length).toBeGreaterThan(2);
    for (const d of deltas) expect(d).not.toMatch(/\[7|\[$|^7\]|References/);
    expect(promptText(model)).toContain("using only these numbers: 1, 2, 3");
    // gpt-4o: 2000 × 250 + 800 × 1000 micro-cents.
    expect(call.events).toEqual([
      {
        kind: "model",
        provider: "openai",
        model: "gpt-4o",
        inputTokens: 2000,
        outputTokens: 800,
        costMicroCents: 1_300_000,
        step: "write-section",
      },
    ]);
  });

  it("fails a section whose stream breaks, after showing only repaired text", async () => {
    const model = new MockLanguageModelV3({
      modelId: "gpt-4o",
      doStream: async () => ({
        stream: simulateReadableStream<StreamPart>({
          chunks: [
            { type: "stream-start", warnings: [] },
            { type: "text-start", id: "t" },
            { type: "text-delta", id: "t", delta: "Costs fell [2] and [" },
            { type: "error", error: new Error("provider overloaded") },
          ],
          initialDelayInMs: null,
          chunkDelayInMs: null,
        }),
      }),
    });
    const engine = createLlmEngine({ models: { languageModel: model } });
    const deltas: string[] = [];
    const call = testCall();
    await expect(
      engine.writeSection(call, {
        query: "q",
        documentTitle: "t",
        section: section("Costs"),
        sectionIndex: 0,
        outline: plan,
        sources: [{ n: 2, url: url(2), title: "Page 2", information: [] }],
        onDelta: (d) => void deltas.push(d),
      }),
    ).rejects.toThrow("provider overloaded");
    expect(deltas.join("")).toBe("Costs fell [2] and");
    expect(call.events).toHaveLength(1);
  });

  it("tries a broken stream again after telling the receiver to drop what it showed", async () => {
    let streams = 0;
    const model = new MockLanguageModelV3({
      modelId: "gpt-4o",
      doStream: async () => {
        streams += 1;
        if (streams > 1) return streamResult(["Costs fell [2]."]);
        const chunks: StreamPart[] = [
          { type: "stream-start", warnings: [] },
          { type: "text-start", id: "t" },
          { type: "text-delta", id: "t", delta: "Costs fell [2] and" },
          {
            type: "error",
            error: new APICallError({
              message: "overloaded",
              url: "https://api.example/v1",
              requestBodyValues: {},
              statusCode: 529,
              isRetryable: true,
            }),
          },
        ];
        return {
          stream: simulateReadableStream<StreamPart>({
            chunks,
            initialDelayInMs: null,
            chunkDelayInMs: null,
          }),
        };
      },
    });
    const engine = createLlmEngine({ models: { languageModel: model } });
    let shown = "";
    let restarts = 0;
    const text = await engine.writeSection(testCall(), {
      query: "q",
      documentTitle: "t",
      section: section("Costs"),
      sectionIndex: 0,
      outline: plan,
      sources: [{ n: 2, url: url(2), title: "Page 2", information: [] }],
      onDelta: (d) => {
        shown += d;
      },
      onRestart: () => {
        restarts += 1;
        shown = "";
      },
    });
    expect(streams).toBe(2);
    expect(restarts).toBe(1);
    expect(text).toBe("Costs fell [2].");
    expect(shown).toBe(text);
  });

  it("writes the title and the cover prompt", async () => {
    const model = mockTextModel([
      { title: ' "Solar Power in 2026: Growth and Limits." ' },
      { prompt: "A vast field of panels at dawn,\n soft light." },
    ]);
    const engine = createLlmEngine({ models: { languageModel: model } });
    expect(
      await engine.writeTitle(testCall(), { query: "q", summary: "s", sectionTitles: ["History", "Costs"] }),
    ).toBe("Solar Power in 2026: Growth and Limits");
    expect(await engine.describeCover(testCall(), { title: "t", query: "q", summary: "s" })).toBe(
      "A vast field of panels at dawn, soft light.",
    );
  });
});

describe("model engine factory", () => {
  function factoryWith(answers: object[]) {
    const made: string[] = [];
    const factories: ModelFactories = {
      languageModel: (provider, modelName) => {
        made.push(`${provider}:${modelName}`);
        return mockTextModel(answers, { modelId: modelName });
      },
      embeddingModel: () => {
        throw new Error("unused");
      },
      imageModel: () => {
        throw new Error("unused");
      },
    };
    const catalog = createModelCatalog(llmConfigFrom({ OPENAI_API_KEY: "sk-test" }), { factories });
    return { factory: createModelEngineFactory({ catalog }), made };
  }

  it("gives the llm engine on the document's models, and refuses offline and disabled ones", async () => {
    const { factory, made } = factoryWith([{ title: "A Title" }]);
    const settings = testSettings();
    const engine = factory.engineFor({
      ...settings,
      llm: { ...settings.llm, modelName: "gpt-4o-2024-08-06" },
    });
    expect(engine.kind).toBe("llm");
    expect(made).toEqual(["OPENAI:gpt-4o", "OPENAI:gpt-4o-mini", "OPENAI:gpt-4o-2024-08-06"]);
    const call = testCall();
    expect(await engine.writeTitle(call, { query: "q", summary: "s", sectionTitles: [] })).toBe("A Title");
    expect(call.events[0]).toMatchObject({ model: "gpt-4o-2024-08-06", costMicroCents: 750_000 });

    expect(() =>
      factory.engineFor({
        ...settings,
        llm: { ...settings.llm, llmProvider: "OFFLINE", modelId: "offline" },
      }),
    ).toThrow(/^invalid model name: offline/);
    expect(() =>
      factory.engineFor({
        ...settings,
        llm: { ...settings.llm, llmProvider: "GOOGLE", modelId: "gemini-1.5-pro" },
      }),
    ).toThrow(/^invalid model name: gemini-1.5-pro/);
  });

  it("lets a catalog-backed engine pick the models per call", async () => {
    const { factory } = factoryWith([{ prompt: "Panels." }]);
    const engine = createLlmEngine({ catalog: factory.catalog });
    expect(await engine.describeCover(testCall(), { title: "t", query: "q", summary: "s" })).toBe("Panels.");
  });
});
