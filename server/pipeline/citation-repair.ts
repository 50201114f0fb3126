// The check of a written section's citations and their repair (issue 31): each cited sentence is checked
// against the evidence of the source it cites; one its source does not support is re-cited to the source
// that does, else rewritten once from the section's evidence by the model, else removed. No sentence
// keeps a citation its source does not support; what the rules cannot decide goes to the model judge in
// one batched call.
import { citationPattern, citedNumbers } from "../../common/citations";
import type { CitationCounts, SentenceEvidence } from "../../common/types";
import type { ClaimToJudge, ClaimVerdict } from "../engines/types";
import type { Language } from "../text/language";
import { type ClaimCheck, checkClaim, claimText, type EvidenceItem } from "./claim-check";

/** A source of the section as the check sees it: its citation number, page and extracted evidence. */
export interface CheckSource {
  n: number;
  url: string;
  information: EvidenceItem[];
}

export type JudgeClaim = ClaimToJudge;
export type JudgeVerdict = ClaimVerdict;

/** The model judge: one call for all of a section's undecided sentences. */
export type ClaimJudge = (claims: JudgeClaim[]) => Promise<JudgeVerdict[]>;

export interface CitationCheckResult {
  text: string;
  counts: CitationCounts;
  evidence: SentenceEvidence[];
}

interface Unit {
  text: string;
  /** Whitespace after the unit. */
  gap: string;
}

/** Cuts a line into sentences, each keeping the citations that close it ("Fact. [1]" or "Fact [1]."). */
export function sentenceUnits(line: string): Unit[] {
  const units: Unit[] = [];
  const end =
    /(?:[.!?]["'”’)]*(?:\s*\[\^?\s*\d[\d\s,;–—^-]*\])*(?=\s|$)|[。！？](?:\s*\[\^?\s*\d[\d\s,;–—^-]*\])*)/gu;
  let from = 0;
  for (const m of line.matchAll(end)) {
    const to = (m.index ?? 0) + m[0].length;
    const gap = /^\s*/u.exec(line.slice(to))?.[0] ?? "";
    units.push({ text: line.slice(from, to), gap });
    from = to + gap.length;
  }
  if (from < line.length) units.push({ text: line.slice(from), gap: "" });
  return units;
}

/** The sentence with its citations replaced by one citation of `numbers`, where the first one stood. */
function recite(sentence: string, numbers: number[]): string {
  let first = true;
  return sentence.replace(citationPattern(), (_whole, space: string) => {
    if (!first) return "";
    first = false;
    return `${space}${numbers.map((n) => `[${n}]`).join("")}`;
  });
}

/** A rewrite as the section writes it: its own words, the citation before the closing stop. */
function citedRewrite(rewrite: string, n: number): string {
  const bare = claimText(rewrite);
  const stop = /[.!?。！？]$/u.exec(bare)?.[0] ?? ".";
  return `${bare.replace(/[.!?。！？]$/u, "")} [${n}]${stop}`;
}

/** The evidence texts of a source, closest to the sentence first (at most `max`). */
function closestPassages(source: CheckSource, sentence: string, language: Language, max: number): string[] {
  return source.information
    .map((e) => ({ e, score: checkClaim(sentence, [e], language).score }))
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .map(({ e }) => (e.passage === e.text ? e.passage : `${e.passage} (${e.text})`));
}

/** Checks every cited sentence of a section and repairs what fails; see the file's opening comment. */
export async function checkSectionCitations(input: {
  text: string;
  sources: readonly CheckSource[];
  language: Language;
  judge?: ClaimJudge;
  /** false: only record each sentence's evidence and verdict, never change the text (the offline engine). */
  repair?: boolean;
}): Promise<CitationCheckResult> {
  const repair = input.repair ?? true;
  const { sources, language } = input;
  const byN = new Map(sources.map((s) => [s.n, s]));
  const counts: CitationCounts = {
    cited: 0,
    supported: 0,
    recited: 0,
    rewritten: 0,
    removed: 0,
    judged: 0,
    judgeCalls: 0,
  };
  const evidenceOf = (ns: number[]) => ns.flatMap((n) => byN.get(n)?.information ?? []);

  // Every line of the text, cut into sentences; headings stay as they are.
  const blocks = input.text.split(/(\n+)/u).map((part) =>
    // A heading stays as it is, unless it carries citations (then its sentences are checked too).
    /^\n+$/u.test(part) || (/^\s*#/u.test(part) && citedNumbers(part).length === 0)
      ? { raw: part, units: null }
      : { raw: part, units: sentenceUnits(part) },
  );
  interface Decided {
    unit: Unit;
    verdict: SentenceEvidence["verdict"];
    by: SentenceEvidence["by"];
    cited: number[];
  }
  const decided = new Map<Unit, Decided>();
  const pending: { unit: Unit; cited: number[]; rule: ClaimCheck }[] = [];
  const accept = (
    unit: Unit,
    cited: number[],
    by: "rules" | "model",
    verdict: Decided["verdict"] = "supported",
  ) => decided.set(unit, { unit, verdict, by, cited });

  for (const block of blocks) {
    for (const unit of block.units ?? []) {
      const cited = citedNumbers(unit.text).filter((n) => byN.has(n));
      if (cited.length === 0) continue;
      const each = cited.map((n) => ({ n, check: checkClaim(unit.text, evidenceOf([n]), language) }));
      const supporters = each.filter((c) => c.check.verdict === "supported").map((c) => c.n);
      if (!repair) {
        const whole =
          supporters.length > 0 || checkClaim(unit.text, evidenceOf(cited), language).verdict === "supported";
        accept(unit, cited, "rules", whole ? "supported" : "unchecked");
        continue;
      }
      if (supporters.length > 0) {
        if (supporters.length < cited.length) {
          unit.text = recite(unit.text, supporters);
          counts.recited += 1;
        }
        accept(unit, supporters, "rules");
        continue;
      }
      const rule = checkClaim(unit.text, evidenceOf(cited), language);
      if (rule.verdict === "supported") {
        accept(unit, cited, "rules");
        continue;
      }
      // Wrong source: the source of the section that supports the sentence as written.
      const other = sources
        .filter((s) => !cited.includes(s.n))
        .map((s) => ({ n: s.n, check: checkClaim(unit.text, s.information, language) }))
        .filter((c) => c.check.verdict === "supported")
        .sort((a, b) => b.check.score - a.check.score)[0];
      if (other) {
        unit.text = recite(unit.text, [other.n]);
        counts.recited += 1;
        accept(unit, [other.n], "rules");
        continue;
      }
      pending.push({ unit, cited, rule });
    }
  }

  let verdicts: Map<number, JudgeVerdict> | null = null;
  if (pending.length > 0 && input.judge) {
    const claims: JudgeClaim[] = pending.map((p, id) => {
      const sentence = claimText(p.unit.text);
      const nearest = sources
        .filter((s) => !p.cited.includes(s.n))
        .map((s) => ({ s, score: checkClaim(sentence, s.information, language).score }))
        .sort((a, b) => b.score - a.score)
        .slice(0, 2)
        .map(({ s }) => s);
      const shown = [...p.cited.map((n) => byN.get(n)).filter((s): s is CheckSource => !!s), ...nearest];
      return {
        id,
        sentence,
        cited: p.cited,
        evidence: shown.map((s) => ({ n: s.n, passages: closestPassages(s, sentence, language, 4) })),
      };
    });
    counts.judged = claims.length;
    counts.judgeCalls = 1;
    try {
      verdicts = new Map((await input.judge(claims)).map((v) => [v.id, v]));
    } catch {
      verdicts = null;
    }
  }

  // What each sentence says (its words), so that a rewrite never repeats a sentence the section has.
  const said = (text: string) =>
    claimText(text)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  const sayings = new Set(blocks.flatMap((b) => (b.units ?? []).map((u) => said(u.text))));
  const removed = new Set<Unit>();
  for (const [id, p] of pending.entries()) {
    const v = verdicts?.get(id);
    if (!v) {
      // No judge (or it failed): a sentence the rules found unsupported loses its place; one they
      // could not decide stays, shown as not checked.
      if (p.rule.verdict === "undecided") accept(p.unit, p.cited, "rules", "unchecked");
      else removed.add(p.unit);
      continue;
    }
    const source = v.source !== null && byN.has(v.source) ? v.source : null;
    if (v.verdict === "supported" && source !== null) {
      // The model may not overrule a number or date the cited evidence does not have.
      const check = checkClaim(p.unit.text, evidenceOf([source]), language);
      if (check.verdict !== "unsupported") {
        if (!p.cited.includes(source) || p.cited.length > 1) {
          p.unit.text = recite(p.unit.text, [source]);
          counts.recited += 1;
        }
        accept(p.unit, [source], "model");
        continue;
      }
    }
    const rewrite = v.rewrite.trim();
    const target = citedNumbers(rewrite).find((n) => byN.has(n)) ?? source ?? p.cited[0];
    if (rewrite && target !== undefined) {
      const text = citedRewrite(rewrite, target);
      // A rewrite is kept only when the rules find it supported (it is not judged a second time) and it
      // says what no other sentence of the section says.
      if (
        !sayings.has(said(text)) &&
        checkClaim(text, evidenceOf([target]), language).verdict === "supported"
      ) {
        sayings.add(said(text));
        p.unit.text = text;
        counts.rewritten += 1;
        accept(p.unit, [target], "rules");
        continue;
      }
    }
    removed.add(p.unit);
  }
  counts.removed = removed.size;

  const evidence: SentenceEvidence[] = [];
  const lines = blocks.map((block) => {
    if (!block.units) return block.raw;
    const kept = block.units.filter((u) => !removed.has(u));
    for (const u of kept) {
      const d = decided.get(u);
      if (!d) continue;
      counts.cited += 1;
      if (d.verdict === "supported") counts.supported += 1;
      evidence.push({
        sentence: claimText(u.text),
        verdict: d.verdict,
        by: d.by,
        citations: d.cited.map((n) => ({
          n,
          url: byN.get(n)?.url ?? "",
          passage: checkClaim(u.text, evidenceOf([n]), language).passage,
        })),
      });
    }
    return kept
      .map((u, i) => (i === kept.length - 1 ? u.text.trimEnd() : `${u.text}${u.gap || " "}`))
      .join("");
  });
  // A paragraph left empty by removals goes with its blank lines.
  const text = lines
    .join("")
    .split(/\n{2,}/u)
    .filter((p) => p.trim() !== "")
    .join("\n\n");
  return { text, counts, evidence };
}
