import { describe, expect, it } from "vitest";
import { detectLanguage } from "./language";
import { isWritable, whyNotWritable } from "./writable";
import { splitOf, WRITABLE_CASES, type WritableCase } from "./writable-cases";

const decide = (c: WritableCase) =>
  whyNotWritable(c.sentence, {
    ...(c.previous ? { previous: c.previous } : {}),
    ...(c.heading ? { heading: c.heading } : {}),
  });

/** Agreement with the labels, precision and recall of "writable", and the rows decided otherwise. */
function score(rows: readonly WritableCase[]) {
  let agree = 0;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const wrong: string[] = [];
  for (const c of rows) {
    const why = decide(c);
    const writable = why === null;
    if (writable === c.writable) agree++;
    else wrong.push(`${c.writable ? "writable" : c.why} → ${why ?? "writable"}: ${c.sentence.slice(0, 120)}`);
    if (writable && c.writable) tp++;
    if (writable && !c.writable) fp++;
    if (!writable && c.writable) fn++;
  }
  return { agreement: agree / rows.length, precision: tp / (tp + fp), recall: tp / (tp + fn), wrong };
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const dev = WRITABLE_CASES.filter((c) => splitOf(c.sentence) === "dev");
const test = WRITABLE_CASES.filter((c) => splitOf(c.sentence) === "test");

describe("the labelled cases", () => {
  it("hold at least 150 rows of both kinds, split in two halves", () => {
    expect(WRITABLE_CASES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(WRITABLE_CASES.map((c) => c.sentence)).size).toBe(WRITABLE_CASES.length);
    for (const half of [dev, test]) {
      const writable = half.filter((c) => c.writable).length;
      expect(writable / half.length).toBeGreaterThan(0.35);
      expect(writable / half.length).toBeLessThan(0.65);
    }
  });

  it("agree with at least 95% of the DEV half (the rules were tuned on it)", () => {
    const s = score(dev);
    console.log(
      `isWritable on DEV (${dev.length} rows): agreement ${percent(s.agreement)}, writable precision ${percent(s.precision)}, recall ${percent(s.recall)}`,
    );
    expect(s.agreement, s.wrong.join("\n")).toBeGreaterThanOrEqual(0.95);
  });

  it("agree with at least 90% of the TEST half (held out), reporting precision and recall", () => {
    const s = score(test);
    console.log(
      `isWritable on TEST (${test.length} rows): agreement ${percent(s.agreement)}, writable precision ${percent(s.precision)}, recall ${percent(s.recall)}\n${s.wrong.join("\n")}`,
    );
    expect(s.agreement, s.wrong.join("\n")).toBeGreaterThanOrEqual(0.9);
  });

  it("never reject a sentence labelled writable in a language other than English", () => {
    const foreign = WRITABLE_CASES.filter((c) => c.writable && detectLanguage(c.sentence, "en") !== "en");
    expect(foreign.length).toBeGreaterThanOrEqual(60);
    for (const c of foreign) expect(decide(c), c.sentence).toBeNull();
  });
});

describe("whyNotWritable", () => {
  it("reads a caption from the label before it, and no label from a sentence naming a figure", () => {
    const caption = "Speedup vs. a baseline JavaScript interpreter for our trace-based JIT compiler.";
    expect(whyNotWritable(caption, { previous: "Figure 10." })).toBe("caption");
    expect(
      whyNotWritable("Most LIR instructions compile to a single x86 instruction.", {
        previous: "This is the x86 code compiled from the LIR snippet in Figure 3.",
      }),
    ).toBeNull();
  });

  it("reads the entries of a references section as such, whatever they look like", () => {
    const entry = "HotpathVM: An effective JIT compiler for resource-constrained devices.";
    expect(whyNotWritable(entry)).toBeNull();
    expect(whyNotWritable(entry, { heading: "References" })).toBe("citation-list");
    expect(whyNotWritable("Retrieved 2014-07-01.", { heading: "References[edit]" })).toBe("citation-list");
  });

  it("takes a manual's entry for a sentence: its label is what 'This' points at (git-merge.html)", () => {
    expect(isWritable("ort: This is the default merge strategy when pulling or merging one branch.")).toBe(
      true,
    );
    expect(whyNotWritable("This is the default merge strategy when pulling or merging one branch.")).toBe(
      "dangling",
    );
  });

  it("uses the language it is given, and detects it otherwise", () => {
    // apache2-doc's manual/de/bind.html, and manual/ja/dso.html.
    const german =
      "Dies wird oft mit der Funktionalität virtueller Hosts kombiniert, die bestimmt, wie der httpd auf verschiedene IP-Adressen, Hostnamen und Ports reagiert.";
    expect(whyNotWritable(german)).toBe("dangling");
    expect(whyNotWritable(german, { language: "de" })).toBe("dangling");
    expect(
      isWritable("モジュールはサーバがビルドされるときに httpd バイナリに静的に組み込むことができます。", {
        language: "ja",
      }),
    ).toBe(true);
  });
});
