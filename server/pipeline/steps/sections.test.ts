import { describe, expect, it } from "vitest";
import { wholeSentenceSpans } from "./sections";

const page = [
  "## 2. Overview",
  "TraceMonkey records a trace when a loop becomes hot. It compiles the trace to native code.",
  "### 2.1 Recording",
  "The trace monitor decides whether to record a trace. Recording stops at the loop header.",
  "## 8. Related Work",
  "Dynamo used loop headers as candidate hot traces. Psyco is a type-specializing trace compiler.",
].join("\n");
const span = (sentence: string) => {
  const start = page.indexOf(sentence);
  return { start: start + 5, end: start + 12 };
};

describe("wholeSentenceSpans", () => {
  it("widens each part to whole sentences and keeps the headings it stands under, once", () => {
    const text = wholeSentenceSpans(page, [
      span("It compiles the trace"),
      span("Recording stops"),
      span("Psyco is"),
    ]);
    expect(text).toBe(
      [
        "## 2. Overview\nIt compiles the trace to native code.",
        "### 2.1 Recording\nRecording stops at the loop header.",
        "## 8. Related Work\nPsyco is a type-specializing trace compiler.",
      ].join("\n\n"),
    );
  });

  it("does not repeat a heading that a part before already gave, nor one the part starts with", () => {
    const text = wholeSentenceSpans(page, [
      { start: 0, end: 20 },
      span("The trace monitor"),
      span("Recording stops"),
    ]);
    expect(text.match(/## 2\. Overview/gu)).toHaveLength(1);
    expect(text.match(/### 2\.1 Recording/gu)).toHaveLength(1);
  });
});
