// A research model for pipeline tests, built on the AI SDK's own MockLanguageModelV3: it answers each
// step from what the prompt gives it (the JSON schema it must fill, the urls, passages and facts it
// is shown), like a diligent model would, so whole papers can be written without a provider.
// Hooks let a test break a step (malformed JSON, invalid answers, citations of unknown pages).
import { simulateReadableStream } from "ai";
import { MockLanguageModelV3 } from "ai/test";

type Model = MockLanguageModelV3;
type GenerateOptions = Parameters<Model["doGenerate"]>[0];
type GenerateResult = Awaited<ReturnType<Model["doGenerate"]>>;
type StreamResult = Awaited<ReturnType<Model["doStream"]>>;
type StreamPart = StreamResult["stream"] extends ReadableStream<infer P> ? P : never;

export type StepKind =
  | "refine"
  | "urls"
  | "plan"
  | "new-section"
  | "new-question"
  | "extract"
  | "title"
  | "cover"
  | "summary"
  | "section"
  | "check";

export interface ResearchModelOptions {
  /** Replace the answer of a call: return a string to answer it, or undefined for the normal answer. */
  override?: (kind: StepKind, call: number, prompt: string) => string | undefined;
  /** Make a call fail like a provider does: return the error to throw, or undefined to answer. */
  fail?: (kind: StepKind, call: number, prompt: string) => Error | undefined;
  /** Hold a call before it is answered until the promise returned settles (a slow or stuck provider). */
  hold?: (kind: StepKind, prompt: string) => Promise<void> | undefined;
  /** Milliseconds before answering (benchmarks). */
  latencyMs?: number;
  /** Stream pacing: characters per chunk and delay between chunks. */
  streamChunkChars?: number;
  streamDelayMs?: number;
  /**
   * Simulated provider timing (benchmarks): the answer starts after firstTokenMs and then flows at
   * tokensPerSecond (4 characters a token). Replaces latencyMs and streamDelayMs.
   */
  timing?: { firstTokenMs: number; tokensPerSecond: number };
}

/** One answered call: its step kind and how long the simulated provider took (ms). */
export interface ModelCallRecord {
  kind: StepKind;
  ms: number;
  outputTokens: number;
  /** When the call was made (Date.now()). */
  at: number;
}

const usage = (input: number, output: number): GenerateResult["usage"] => ({
  inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: output, text: output, reasoning: 0 },
});

function promptOf(options: GenerateOptions): string {
  return options.prompt
    .map((m) =>
      typeof m.content === "string"
        ? m.content
        : m.content.map((part) => ("text" in part ? (part as { text: string }).text : "")).join(""),
    )
    .join("\n");
}

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: string[];
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
};

function schemaOf(options: GenerateOptions): JsonSchema | null {
  const format = options.responseFormat;
  return format?.type === "json" && format.schema ? (format.schema as JsonSchema) : null;
}

function kindOf(schema: JsonSchema | null, prompt: string): StepKind {
  if (!schema) return /Passages:/.test(prompt) ? "summary" : "section";
  const keys = Object.keys(schema.properties ?? {});
  if (keys.includes("queries")) return "refine";
  if (keys.includes("urls")) return "urls";
  if (keys.includes("sections")) return "plan";
  if (keys.includes("section")) return "new-section";
  if (keys.includes("subSection")) return "new-question";
  if (keys.includes("information")) return "extract";
  if (keys.includes("prompt")) return "cover";
  if (keys.includes("verdicts")) return "check";
  return "title";
}

function enumValues(schema: JsonSchema | null | undefined): string[] {
  if (!schema) return ["web"];
  if (schema.enum) return schema.enum;
  for (const key of Object.keys(schema.properties ?? {})) {
    const found = enumValues(schema.properties?.[key]);
    if (found.length && found[0] !== "web") return found;
    if (found.length) return found;
  }
  if (schema.items) return enumValues(schema.items);
  return [];
}

const sentences = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“])/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 40 && s.length <= 400 && /[.!?]$/.test(s));

function topicOf(prompt: string): string {
  const match =
    /(?:User question|Paper question):\s*\n([^\n]+)/.exec(prompt) ?? /question[^\n]*\n([^\n]+)/i.exec(prompt);
  return (match?.[1] ?? "the question").trim().replace(/[?.!]+$/, "");
}

function answer(kind: StepKind, schema: JsonSchema | null, prompt: string, call: number): string {
  const topic = topicOf(prompt);
  switch (kind) {
    case "refine": {
      const types = enumValues(schema?.properties?.queries?.items?.properties?.searchType);
      const angles = ["overview", "recent research", "history and background", "controversies", "statistics"];
      const queries = angles
        .slice(0, 4)
        .map((angle, i) => ({ query: `${topic} ${angle}`, searchType: types[i % types.length] ?? "web" }));
      return JSON.stringify({ queries });
    }
    case "urls": {
      const urls = [...new Set(prompt.match(/(?:https?|library|custom):\/\/[^\s)"'\]]+/g) ?? [])];
      const items = schema?.properties?.urls;
      const max = items?.maxItems ?? urls.length;
      const min = items?.minItems ?? 0;
      return JSON.stringify({ urls: urls.slice(0, Math.max(min, Math.min(max, urls.length))) });
    }
    case "plan": {
      const count = schema?.properties?.sections?.minItems ?? 3;
      const types = enumValues(schema?.properties?.sections);
      const aspects = [
        "Background",
        "Mechanisms",
        "Evidence",
        "Debates",
        "Applications",
        "Outlook",
        "Methods",
        "History",
        "Impacts",
        "Future work",
      ];
      return JSON.stringify({
        title: `A Study of ${topic}`,
        sections: Array.from({ length: count }, (_, i) => ({
          title: `${aspects[i % aspects.length]} of ${topic}`,
          description: `What is known about the ${aspects[i % aspects.length]?.toLowerCase()} of ${topic}.`,
          subSections: [1, 2, 3].map((q) => ({
            question: `What does the evidence say about ${aspects[i % aspects.length]?.toLowerCase()} (${q}) of ${topic}?`,
            searchQuery: {
              refinedQuery: `${topic} ${aspects[i % aspects.length]?.toLowerCase()}`,
              searchType: types[(i + q) % types.length] ?? "web",
            },
          })),
        })),
      });
    }
    case "new-section": {
      const types = enumValues(schema);
      return JSON.stringify({
        section: {
          title: `Further questions on ${topic} ${call}`,
          description: "What remains open.",
          subSections: [1, 2, 3].map((q) => ({
            question: `Which open question ${q} remains about ${topic}?`,
            searchQuery: { refinedQuery: `${topic} open questions`, searchType: types[0] ?? "web" },
          })),
        },
      });
    }
    case "new-question": {
      const types = enumValues(schema);
      return JSON.stringify({
        subSection: {
          question: `How has ${topic} changed over time (${call})?`,
          searchQuery: { refinedQuery: `${topic} history`, searchType: types[0] ?? "web" },
        },
      });
    }
    case "extract": {
      const page = /"""\n([\s\S]*?)\n"""/.exec(prompt)?.[1] ?? "";
      const max = schema?.properties?.information?.maxItems ?? 20;
      const picked = sentences(page).slice(0, Math.min(4, max));
      return JSON.stringify({ information: picked.map((s) => ({ text: s, passage: s })) });
    }
    case "title":
      return JSON.stringify({ title: `${topic}: what the sources say` });
    case "cover":
      return JSON.stringify({ prompt: `An abstract cover about ${topic}` });
    case "summary": {
      const passages = [...prompt.matchAll(/\[(\d+)\][^\n]*\n([^\n]+)/g)].map((m) => ({
        n: m[1],
        text: m[2] ?? "",
      }));
      const parts = passages.map((p) => `${(sentences(p.text)[0] ?? p.text.slice(0, 200)).trim()} [${p.n}]`);
      let text = `This summary answers the question "${topic}" from the sources that were read. ${parts.join(" ")}`;
      while (text.length < 600)
        text += ` The sources agree that ${topic} deserves careful study, and they describe it from several angles.`;
      return text;
    }
    case "check": {
      // A careful judge: a claim is supported by the source whose quoted evidence says it word for word;
      // otherwise it is rewritten as the quote that shares most of its words (at least half of them, as the
      // prompt asks: "" when no evidence fits the sentence's topic).
      const words = (t: string) =>
        t
          .toLowerCase()
          .replace(/[^\p{L}\p{N}]+/gu, " ")
          .trim();
      type Verdict = { id: number; verdict: string; source: number | null; rewrite: string };
      const verdicts = prompt.split(/\n\n(?=Claim \d+:)/).flatMap((block): Verdict[] => {
        const head = /Claim (\d+): (.+)\nCited: \[(\d+)\]/.exec(block);
        if (!head) return [];
        const [, id, sentence = ""] = head;
        const quotes = [...block.matchAll(/^\[(\d+)\] "(.+)"$/gm)].map((m) => ({
          n: Number(m[1]),
          text: m[2] ?? "",
        }));
        const says = quotes.find((q) => words(q.text).includes(words(sentence)));
        if (says) return [{ id: Number(id), verdict: "supported", source: says.n, rewrite: "" }];
        const claimWords = new Set(
          words(sentence)
            .split(" ")
            .filter((w) => w.length > 3),
        );
        const shared = (q: { text: string }) =>
          words(q.text)
            .split(" ")
            .filter((w) => claimWords.has(w)).length;
        const closest = [...quotes].sort((a, b) => shared(b) - shared(a))[0];
        const fits = closest && shared(closest) * 2 >= claimWords.size && claimWords.size > 0;
        return [
          {
            id: Number(id),
            verdict: "unsupported",
            source: null,
            rewrite: fits ? `${closest.text.replace(/\s*\(.*\)$/u, "")} [${closest.n}]` : "",
          },
        ];
      });
      return JSON.stringify({ verdicts });
    }
    case "section": {
      const blocks = prompt.split(/\n(?=\[\d+\] )/).slice(1);
      const lines = blocks.map((b) => {
        const n = /^\[(\d+)\]/.exec(b)?.[1];
        const facts = [...b.matchAll(/\n- (.+)/g)]
          .map((m) => m[1])
          .filter(Boolean)
          .slice(0, 2);
        return facts.map((f) => `${f} [${n}]`).join(" ");
      });
      return lines.filter(Boolean).join("\n\n") || "No facts were given.";
    }
  }
}

/**
 * The answer the scripted model gives to a prompt, given the JSON schema it must fill (null for text
 * steps): for servers of other wire formats in tests (server/test/local-model-server.ts).
 */
export function scriptedAnswer(schema: Record<string, unknown> | null, prompt: string, call = 1): string {
  const typed = schema as JsonSchema | null;
  return answer(kindOf(typed, prompt), typed, prompt, call);
}

/** The scripted research model; `calls` counts answers per step kind. */
export function createResearchModel(options: ResearchModelOptions = {}) {
  const calls: Record<string, number> = {};
  const records: ModelCallRecord[] = [];
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const wait = async (o: GenerateOptions) => {
    if (options.hold) {
      const prompt = promptOf(o);
      await options.hold(kindOf(schemaOf(o), prompt), prompt);
    }
    if (options.latencyMs) await sleep(options.latencyMs);
  };
  const timing = options.timing;
  /** Simulated duration of an answer of `tokens` output tokens. */
  const duration = (tokens: number) =>
    timing ? timing.firstTokenMs + (tokens / timing.tokensPerSecond) * 1000 : 0;
  const respond = (o: GenerateOptions) => {
    const prompt = promptOf(o);
    const schema = schemaOf(o);
    const kind = kindOf(schema, prompt);
    const n = (calls[kind] ?? 0) + 1;
    calls[kind] = n;
    const failure = options.fail?.(kind, n, prompt);
    if (failure) throw failure;
    const text = options.override?.(kind, n, prompt) ?? answer(kind, schema, prompt, n);
    return { kind, text, prompt };
  };
  const model = new MockLanguageModelV3({
    provider: "openai.chat",
    modelId: "gpt-4o",
    doGenerate: async (o) => {
      const at = Date.now();
      await wait(o);
      const { text, prompt, kind } = respond(o);
      const tokens = Math.ceil(text.length / 4);
      if (timing) await sleep(duration(tokens));
      records.push({ kind, ms: duration(tokens), outputTokens: tokens, at });
      return {
        content: [{ type: "text", text }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: usage(Math.ceil(prompt.length / 4), Math.ceil(text.length / 4)),
        warnings: [],
      };
    },
    doStream: async (o) => {
      const at = Date.now();
      await wait(o);
      const { text, prompt, kind } = respond(o);
      const size = options.streamChunkChars ?? 24;
      records.push({
        kind,
        ms: duration(Math.ceil(text.length / 4)),
        outputTokens: Math.ceil(text.length / 4),
        at,
      });
      const chunks: StreamPart[] = [
        { type: "stream-start", warnings: [] },
        { type: "text-start", id: "t" },
      ];
      for (let i = 0; i < text.length; i += size)
        chunks.push({ type: "text-delta", id: "t", delta: text.slice(i, i + size) });
      chunks.push({ type: "text-end", id: "t" });
      chunks.push({
        type: "finish",
        finishReason: { unified: "stop", raw: "stop" },
        usage: usage(Math.ceil(prompt.length / 4), Math.ceil(text.length / 4)),
      });
      return {
        stream: simulateReadableStream({
          chunks,
          initialDelayInMs: timing ? timing.firstTokenMs : null,
          chunkDelayInMs: timing
            ? (size / 4 / timing.tokensPerSecond) * 1000
            : (options.streamDelayMs ?? null),
        }),
      };
    },
  });
  return { model, calls, records };
}
