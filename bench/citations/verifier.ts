// bench/citations/verifier (issue 31): the deterministic check alone, on claim–passage pairs built from
// real articles (the 20 FreshWiki articles in testdata/eval): precision and recall of "supported".
//  - supported: a sentence with the paragraph it stands in; the same sentence shortened (its last clause
//    or a parenthesis left out) with that paragraph;
//  - not supported: the sentence with a paragraph of another article (a wrong source), with another
//    paragraph of the same article (a near miss: same names, other facts), and the sentence with one of
//    its numbers changed, with its own paragraph.
// "undecided" counts as not supported (it goes to the model judge on the model path).
// Run: npx tsx bench/citations/verifier.ts [--per-article 30]
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { checkClaim } from "../../server/pipeline/claim-check";
import { splitSentences } from "../../server/text/sentences";

const args = process.argv.slice(2);
const PER_ARTICLE = args.includes("--per-article")
  ? Number(args[args.indexOf("--per-article") + 1]) || 30
  : 30;
const dir = path.join("testdata", "eval", "freshwiki", "txt");

/** Seeded (mulberry32): the same pairs on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(31);
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;

const articles = readdirSync(dir)
  .filter((f) => f.endsWith(".txt"))
  .map((f) =>
    readFileSync(path.join(dir, f), "utf8")
      .split(/\n{2,}/)
      .map((p) => p.trim())
      .filter((p) => !p.startsWith("#") && p.length > 200),
  );

type Kind =
  | "own paragraph"
  | "shortened"
  | "other article"
  | "same article, other paragraph"
  | "number changed";
const pairs: { kind: Kind; label: boolean; claim: string; passage: string }[] = [];
for (const [a, paragraphs] of articles.entries()) {
  const others = articles.filter((_, i) => i !== a).flat();
  for (let i = 0; i < PER_ARTICLE; i++) {
    const paragraph = pick(paragraphs);
    const sentences = splitSentences(paragraph, "en")
      .map((s) => s.text)
      .filter((s) => s.length > 50);
    if (sentences.length === 0) continue;
    const sentence = pick(sentences);
    pairs.push({ kind: "own paragraph", label: true, claim: sentence, passage: paragraph });
    const shortened = sentence.replace(/\s*\([^)]*\)/gu, "").replace(/,[^,]*\.$/u, ".");
    if (shortened !== sentence)
      pairs.push({ kind: "shortened", label: true, claim: shortened, passage: paragraph });
    pairs.push({ kind: "other article", label: false, claim: sentence, passage: pick(others) });
    const elsewhere = paragraphs.filter((p) => p !== paragraph && !p.includes(sentence));
    if (elsewhere.length)
      pairs.push({
        kind: "same article, other paragraph",
        label: false,
        claim: sentence,
        passage: pick(elsewhere),
      });
    // A number of the text (not a bracketed reference mark like Wikipedia's "[16]").
    const figure = /(?<![[\d])\d+(?![\]\d])/u;
    if (figure.test(sentence)) {
      const changed = sentence.replace(figure, (d) => String(Number(d) + 7));
      if (!paragraph.includes(changed))
        pairs.push({ kind: "number changed", label: false, claim: changed, passage: paragraph });
    }
  }
}

let tp = 0;
let fp = 0;
let fn = 0;
const byKind = new Map<Kind, { n: number; supported: number }>();
for (const p of pairs) {
  const supported =
    checkClaim(p.claim, [{ text: p.passage, passage: p.passage }], "en").verdict === "supported";
  const k = byKind.get(p.kind) ?? { n: 0, supported: 0 };
  k.n += 1;
  if (supported) k.supported += 1;
  byKind.set(p.kind, k);
  if (supported && p.label) tp++;
  else if (supported && !p.label) fp++;
  else if (!supported && p.label) fn++;
}
console.log(
  `bench/citations/verifier: ${pairs.length} claim–passage pairs from ${articles.length} FreshWiki articles`,
);
for (const [kind, k] of byKind)
  console.log(
    `  ${kind.padEnd(30)} ${String(k.n).padStart(4)} pairs, judged supported ${((100 * k.supported) / k.n).toFixed(1)} %`,
  );
console.log(
  `"supported": precision ${(tp / (tp + fp)).toFixed(3)} (goal ≥ 0.95), recall ${(tp / (tp + fn)).toFixed(3)}`,
);
