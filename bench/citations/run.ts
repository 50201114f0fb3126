// bench/citations (issue 31): papers written through the real app and pipeline by a scripted
// OpenAI-compatible model (a local server speaking the chat-completions wire format) that mis-cites the
// way open pipelines are measured to: in 30 % of its sentences a wrong source number, a changed number
// or date, or a claim no source makes. Prints, before the check (what the model wrote) and after it (the
// finished paper): the share of cited sentences supported by what they cite, the claims no source makes
// that still carry a citation, the share of sound sentences kept, extra model calls per section and the
// check's added time per section. Not a test: the goals are printed beside the figures.
// With --latency-ms and --tokens-per-second the model answers at a real model's pace (its first token after
// the latency, then tokens at that rate), and the check's added time is measured as a reader waits for it:
// each paper is written twice from the same seed, first with a judge that answers at once (the paper
// without the check's model call; the rules and page reads, milliseconds, stay in both), then with the
// judge at its pace; the second paper's wall time (creation → COMPLETE) over the first's is printed.
// The check is a step of its own (section-check): a section's citations are checked while the next section
// is written, and the title and cover are made while the last checks run, so most of the judge's time is
// hidden in the paper's. A section's own verdict is not hidden: its checked text comes one judge call after
// its stream (its live text is streamed as written, not held for the check). The goal line is that time —
// from the end of the section's stream to the end of its judge call — over the section's wall time before
// it: from the section's first request (choosing its pages, then reading them: every such prompt names the
// section) to the end of its stream. The same time over the stream alone is printed beside it. With all sections written at once (the app's default
// for 5 sections) the paper hid part of the check even before (the sections' checks ran side by side);
// --section-concurrency below the number of sections shows what the overlap with the next write gives.
// Run: npx tsx bench/citations/run.ts [--papers 4] [--sections 5] [--rate 0.3]
//        [--latency-ms 800 --tokens-per-second 60] [--judge-latency-ms 400 --judge-tokens-per-second 150]
//        [--section-concurrency 2] (sections written at once: SECTION_CONCURRENCY, the app's 5 unless given)
//        [--examples .probe/citations-examples.json]
import { performance } from "node:perf_hooks";
import { setLogLevel } from "../../server/logger";
import { checkSectionCitations, sentenceUnits } from "../../server/pipeline/citation-repair";
import { claimText } from "../../server/pipeline/claim-check";
import setupTemplate from "../../server/test/global-setup";
import { writeLocalPaper } from "../../server/test/local-model-paper";
import { scriptedAnswer } from "../../server/test/research-model";

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback;
const PAPERS = flag("--papers", 4);
const SECTIONS = flag("--sections", 5);
const RATE = flag("--rate", 0.3);
const LATENCY_MS = flag("--latency-ms", 0);
const TOKENS_PER_SECOND = flag("--tokens-per-second", 0);
// The judge's own pace (a small model is faster than the writer); unset: the writer's.
const JUDGE_LATENCY_MS = flag("--judge-latency-ms", LATENCY_MS);
const JUDGE_TOKENS_PER_SECOND = flag("--judge-tokens-per-second", TOKENS_PER_SECOND);
const SECTION_CONCURRENCY = flag("--section-concurrency", 0);
const EXAMPLES = args.includes("--examples") ? args[args.indexOf("--examples") + 1] : undefined;
setLogLevel("error");
// The migrated database every paper starts from (the test run makes it; a fresh machine has none).
await setupTemplate();

/** Seeded (mulberry32): the same mis-citations on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** Claims no source makes (each names something no fixture page has). */
const INVENTED = [
  "A 2019 survey by the Zurich Rendering Institute found that 87 percent of pages load twice",
  "Browser engines were first standardised by the Lisbon Accord of 1971",
  "Most rendering engines now run on quantum coprocessors in 43 countries",
  "The Helsinki Pixel Board certified every layout engine in 2003",
  "According to Dr. Maren Oakfield, painting is always done in reverse order",
  "Rendering time fell by 64 percent after the Osaka Treaty on Stylesheets",
];

const words = (s: string) =>
  claimText(s)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

interface Written {
  /** Section number → url, from the prompt. */
  urls: Map<number, string>;
  /** What the model wrote, and the sound sentences in it (words). */
  text: string;
  sound: string[];
  invented: string[];
  facts: { n: number; url: string; items: { text: string; passage: string }[] }[];
}

/** url → the facts and quotes the section prompt gave for it (what a cited sentence may say). */
const evidenceByUrl = new Map<string, string[]>();
const written: Written[] = [];
/** Every sentence the writer spoiled, and (once its paper is finished) what the finished paper has instead. */
const spoiled: { kind: string; original: string; written: string; final?: string }[] = [];
let random = seeded(20261128);
let inventedIndex = 0;
/** False while a paper is written again only for its wall time (with a judge that answers at once). */
let recording = true;

/** The section prompt's sources: "[n] title — url", then "- fact" and "  quote: "…"" lines. */
function sourcesOf(prompt: string) {
  const blocks = prompt.split(/\n(?=\[\d+\] )/).slice(1);
  return blocks.map((b) => {
    const head = /^\[(\d+)\] .* — (\S+)/.exec(b);
    const items: { text: string; passage: string }[] = [];
    for (const m of b.matchAll(/\n- (.+)(?:\n {2}quote: "(.+)")?/g))
      items.push({ text: m[1] ?? "", passage: m[2] ?? m[1] ?? "" });
    return { n: Number(head?.[1]), url: head?.[2] ?? "", items };
  });
}

/** The mis-citing writer: the scripted section, 30 % of its sentences spoiled one of three ways. */
function misCite(prompt: string): string {
  const sources = sourcesOf(prompt);
  for (const s of sources)
    evidenceByUrl.set(s.url, [
      ...(evidenceByUrl.get(s.url) ?? []),
      ...s.items.flatMap((i) => [words(i.text), words(i.passage)]),
    ]);
  const numbers = sources.map((s) => s.n);
  const sound: string[] = [];
  const invented: string[] = [];
  const paragraphs = scriptedAnswer(null, prompt)
    .split(/\n{2,}/)
    .map((paragraph) =>
      sentenceUnits(paragraph)
        .map((u) => {
          const cited = Number(/\[(\d+)\]/.exec(u.text)?.[1]);
          // A part of a fact before its citation is not a cited sentence of its own.
          if (Number.isNaN(cited)) return u.text;
          const roll = random();
          const spoil = (kind: string, text: string) => {
            if (recording) spoiled.push({ kind, original: u.text, written: text });
            return text;
          };
          if (roll < RATE / 3 && numbers.length > 1) {
            const other = numbers.filter((n) => n !== cited)[Math.floor(random() * (numbers.length - 1))];
            return spoil("wrong source", u.text.replace(`[${cited}]`, `[${other}]`));
          }
          if (roll < (2 * RATE) / 3 && /\d/.test(claimText(u.text)))
            return spoil(
              "changed number",
              u.text.replace(/\d+/, (d) => String(Number(d) + 3)),
            );
          if (roll < RATE) {
            const claim = INVENTED[inventedIndex++ % INVENTED.length] ?? "";
            invented.push(words(claim));
            return spoil("claim no source makes", `${claim} [${cited}].`);
          }
          sound.push(words(u.text));
          return u.text;
        })
        .join(" "),
    );
  const text = paragraphs.join("\n\n");
  if (!recording) return text;
  written.push({
    urls: new Map(sources.map((s) => [s.n, s.url])),
    text,
    sound,
    invented,
    facts: sources,
  });
  return text;
}

/** Cited sentences of a text and whether what they cite says them (the scripted truth). */
function judged(text: string, urlOf: (n: number) => string | undefined) {
  const out: { sentence: string; supported: boolean }[] = [];
  for (const paragraph of text.split(/\n+/))
    for (const u of sentenceUnits(paragraph)) {
      const cited = [...u.text.matchAll(/\[(\d+)\]/g)].map((m) => urlOf(Number(m[1])));
      if (cited.length === 0) continue;
      const sentence = words(u.text);
      const supported = cited.some((url) =>
        (evidenceByUrl.get(url ?? "") ?? []).some((e) => e.includes(sentence)),
      );
      out.push({ sentence, supported });
    }
  return out;
}

const before: { sentence: string; supported: boolean }[] = [];
const after: { sentence: string; supported: boolean }[] = [];
let inventedBefore = 0;
let inventedAfter = 0;
let soundWritten = 0;
let soundKept = 0;
let sections = 0;
let judgeCalls = 0;
let counts = { recited: 0, rewritten: 0, removed: 0 };
/**
 * Per section: its wall time before the check (from its first model request, choosing its pages, to the
 * end of its stream), the write stream's own time, and the time the check added after it (ms).
 */
const timings: {
  sectionMs: number;
  writeMs: number;
  addedMs: number;
  judged: boolean;
  waitMs: number;
  judgeMs: number;
}[] = [];
/** What the judge was asked and answered, and what became of each sentence in the finished paper. */
const caught: { sentence: string; verdict: string; rewrite: string; outcome: string; section: string }[] = [];
const plainWords = (s: string) =>
  s
    .replace(/\[\d+\]/g, " ")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const PACED = Boolean(LATENCY_MS || TOKENS_PER_SECOND);
/** Each paper's wall time (ms): with the judge at its pace, and with a judge that answers at once. */
const walls: { checked: number; instant: number }[] = [];
/** One paper, its mis-citations from the paper's own seed; `instantJudge`: the judge answers at once. */
const writePaper = (p: number, instantJudge: boolean) => {
  random = seeded(20261128 + p);
  inventedIndex = 0;
  return writeLocalPaper({
    server: {
      override: (request) =>
        request.stream && /Your task: write section/.test(request.system) ? misCite(request.user) : undefined,
      latencyMs: LATENCY_MS,
      tokensPerSecond: TOKENS_PER_SECOND,
      pace: (request) =>
        /check sentences of a research paper/.test(request.system)
          ? instantJudge
            ? { latencyMs: 0, tokensPerSecond: 0 }
            : { latencyMs: JUDGE_LATENCY_MS, tokensPerSecond: JUDGE_TOKENS_PER_SECOND }
          : undefined,
    },
    numberOfSections: SECTIONS,
    timeoutMs: 900_000,
    ...(SECTION_CONCURRENCY ? { env: { SECTION_CONCURRENCY: String(SECTION_CONCURRENCY) } } : {}),
  });
};

for (let p = 0; p < PAPERS; p++) {
  let instant = 0;
  if (PACED) {
    // The same paper first with a judge that costs no time: what the reader would wait without the check.
    recording = false;
    const fast = await writePaper(p, true);
    recording = true;
    if (fast.doc.status !== "COMPLETE")
      throw new Error(`paper ${p + 1}: ${fast.doc.status} ${JSON.stringify(fast.doc.content.error)}`);
    instant = fast.wallMs;
  }
  const start = written.length;
  const { doc, requests, wallMs } = await writePaper(p, false);
  walls.push({ checked: wallMs, instant });
  if (doc.status !== "COMPLETE")
    throw new Error(`paper ${p + 1}: ${doc.status} ${JSON.stringify(doc.content.error)}`);
  const checks = requests.filter((r) => /check sentences of a research paper/.test(r.system));
  judgeCalls += checks.length;
  // Each judge call belongs to the section whose written text holds all its claims (an invented claim
  // alone may be in several sections).
  const writes = requests.filter((r) => r.stream && /Your task: write section/.test(r.system));
  const judgeOf = new Map<(typeof writes)[number], (typeof checks)[number]>();
  for (const check of checks) {
    const claims = [...check.user.matchAll(/^Claim \d+: (.+)$/gm)].map((m) => plainWords(m[1] ?? ""));
    const write = writes.find(
      (w) => !judgeOf.has(w) && claims.every((c) => plainWords(w.answer ?? "").includes(c)),
    );
    if (write) judgeOf.set(write, check);
  }
  // The finished paper's sentence that says what a spoiled one said (the same words), if any.
  const finalUnits = doc.content.plan.sections.flatMap((s) =>
    s.content.split(/\n+/).flatMap((line) => sentenceUnits(line).map((u) => u.text.trim())),
  );
  for (const sp of spoiled.filter((x) => x.final === undefined)) {
    const same = finalUnits.find((u) => plainWords(u) === plainWords(sp.written));
    sp.final = same ?? "";
  }
  const finalPlain = plainWords(doc.content.plan.sections.map((s) => s.content).join("\n\n"));
  for (const write of writes) {
    const judge = judgeOf.get(write);
    const writeMs = (write.endedAt ?? 0) - write.startedAt;
    const addedMs = judge ? (judge.endedAt ?? 0) - (write.endedAt ?? 0) : 0;
    // The section's own work begins with the first request that names it: choosing its pages, then
    // reading them (every such prompt has a line "Section: <title>").
    const title = /^Section: (.+)$/m.exec(write.user)?.[1] ?? "";
    const own = requests.filter(
      (r) => r.user.includes(`\nSection: ${title}\n`) || r.user.includes(`\nSection: ${title} — `),
    );
    const sectionStart = Math.min(write.startedAt, ...own.map((r) => r.startedAt));
    timings.push({
      sectionMs: (write.endedAt ?? 0) - sectionStart,
      writeMs,
      addedMs,
      judged: Boolean(judge),
      // Before the judge's request (the rules, the pages read for the evidence) and the call itself.
      waitMs: judge ? judge.startedAt - (write.endedAt ?? 0) : 0,
      judgeMs: judge ? (judge.endedAt ?? 0) - judge.startedAt : 0,
    });
    if (!judge) continue;
    const claims = [...judge.user.matchAll(/^Claim (\d+): (.+)$/gm)].map((m) => m[2] ?? "");
    const verdicts =
      (JSON.parse(judge.answer ?? "{}") as { verdicts?: { id: number; verdict: string; rewrite: string }[] })
        .verdicts ?? [];
    for (const v of verdicts) {
      const sentence = claims[v.id] ?? "";
      const kept = finalPlain.includes(plainWords(sentence));
      const rewritten = v.rewrite && finalPlain.includes(plainWords(v.rewrite));
      caught.push({
        sentence,
        verdict: v.verdict,
        rewrite: v.rewrite,
        outcome: kept ? "kept" : rewritten ? "rewritten" : "removed",
        section: /Your task: write section[^\n]*/.exec(write.system)?.[0] ?? "",
      });
    }
  }
  sections += doc.content.plan.sections.length;
  const c = doc.content.citations;
  counts = {
    recited: counts.recited + (c?.recited ?? 0),
    rewritten: counts.rewritten + (c?.rewritten ?? 0),
    removed: counts.removed + (c?.removed ?? 0),
  };
  const refs = new Map((doc.content.references ?? []).map((r) => [r.n, r.url]));
  const final = doc.content.plan.sections.map((s) => s.content).join("\n\n");
  const finalWords = words(final.replace(/\[\d+\]/g, " "));
  for (const w of written.slice(start)) {
    before.push(...judged(w.text, (n) => w.urls.get(n)));
    inventedBefore += w.invented.length;
    soundWritten += w.sound.length;
    soundKept += w.sound.filter((s) => finalWords.includes(s)).length;
  }
  after.push(...judged(final, (n) => refs.get(n)));
  inventedAfter += judged(final, (n) => refs.get(n)).filter((s) =>
    INVENTED.some((claim) => s.sentence.includes(words(claim).split(" ").slice(0, 6).join(" "))),
  ).length;
}

// The rules' own time per section, on what the model wrote (no judge: its time is a model call's).
let ruleMs = 0;
for (const w of written) {
  const t0 = performance.now();
  await checkSectionCitations({
    text: w.text,
    sources: w.facts.map((s) => ({ n: s.n, url: s.url, information: s.items })),
    language: "en",
  });
  ruleMs += performance.now() - t0;
}

const pct = (a: number, b: number) => (b === 0 ? "n/a" : `${((100 * a) / b).toFixed(1)} %`);
const supported = (list: { supported: boolean }[]) => list.filter((s) => s.supported).length;
console.log(
  `bench/citations: ${PAPERS} papers × ${SECTIONS} sections (${SECTION_CONCURRENCY || "the app's"} written at once), ${RATE * 100} % of sentences mis-cited`,
);
console.log(
  `cited sentences supported by what they cite: before ${pct(supported(before), before.length)} (${supported(before)}/${before.length}), after ${pct(supported(after), after.length)} (${supported(after)}/${after.length})   goal ≥ 97 %`,
);
console.log(
  `claims no source makes that carry a citation: before ${inventedBefore}, after ${inventedAfter}   goal 0`,
);
console.log(
  `sound sentences kept: ${pct(soundKept, soundWritten)} (${soundKept}/${soundWritten})   goal ≥ 80 %`,
);
console.log(`repairs: ${counts.recited} re-cited, ${counts.rewritten} rewritten, ${counts.removed} removed`);
console.log(
  `extra model calls per section: ${(judgeCalls / sections).toFixed(2)} (${judgeCalls} judge calls, ${sections} sections)   goal ≤ 1`,
);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
if (PACED) {
  const writeMs = sum(timings.map((t) => t.writeMs));
  const addedMs = sum(timings.map((t) => t.addedMs));
  const judged = timings.filter((t) => t.judged);
  console.log(
    `model pace: first token after ${LATENCY_MS} ms, ${TOKENS_PER_SECOND || "∞"} tokens/s (the judge: ${JUDGE_LATENCY_MS} ms, ${JUDGE_TOKENS_PER_SECOND || "∞"} tokens/s); section stream ${(writeMs / timings.length / 1000).toFixed(1)} s on average (${timings.length} sections, ${judged.length} with a judge call)`,
  );
  const checked = sum(walls.map((w) => w.checked));
  const instant = sum(walls.map((w) => w.instant));
  console.log(
    `paper wall time (creation → COMPLETE): ${(checked / walls.length / 1000).toFixed(1)} s with the judge at its pace, ${(instant / walls.length / 1000).toFixed(1)} s with a judge that answers at once (${walls.map((w) => `${(w.checked / 1000).toFixed(1)}/${(w.instant / 1000).toFixed(1)}`).join(", ")} s)`,
  );
  console.log(
    `added time a reader waits for (the paper's wall time with the judge's time over without it): +${((checked - instant) / walls.length / 1000).toFixed(2)} s = ${pct(checked - instant, instant)}`,
  );
  const sectionMs = sum(timings.map((t) => t.sectionMs));
  console.log(
    `a section's checked text after its stream (end of its stream → end of its check; its live text is not held): ${(addedMs / timings.length / 1000).toFixed(2)} s on average (a judged section: ${(sum(judged.map((t) => t.addedMs)) / Math.max(1, judged.length) / 1000).toFixed(2)} s); the rules alone ${(ruleMs / written.length).toFixed(1)} ms`,
  );
  console.log(
    `added to a section's wall time (its first request, choosing its pages, → its stream's end: ${(sectionMs / timings.length / 1000).toFixed(1)} s on average): ${pct(addedMs, sectionMs)}   goal ≤ 10 %; over the stream alone (${(writeMs / timings.length / 1000).toFixed(1)} s): ${pct(addedMs, writeMs)}`,
  );
  console.log(
    `of a judged section's added time: ${(sum(judged.map((t) => t.waitMs)) / Math.max(1, judged.length) / 1000).toFixed(2)} s before the judge's request, ${(sum(judged.map((t) => t.judgeMs)) / Math.max(1, judged.length) / 1000).toFixed(2)} s in the judge's call`,
  );
} else {
  console.log(
    `added time per section: the rules ${(ruleMs / written.length).toFixed(1)} ms, plus one small-model judge call where a section has undecided sentences (give --latency-ms and --tokens-per-second to time it at a model's pace)   goal ≤ 10 %`,
  );
}
if (EXAMPLES) {
  const { writeFileSync } = await import("node:fs");
  writeFileSync(EXAMPLES, `${JSON.stringify({ judged: caught, spoiled }, null, 2)}\n`);
  console.log(`${caught.length} judged sentences and what became of them: ${EXAMPLES}`);
}
