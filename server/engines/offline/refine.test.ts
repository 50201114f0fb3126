import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { refineQueries } from "./refine";
import { TESTDATA } from "./test-corpus";

const ALL = ["web", "news", "scholar"] as const;

describe("refineQueries", () => {
  it("builds 3–5 distinct queries from the question's key phrases, one type each, all types used", () => {
    const queries = refineQueries(
      {
        query: "What were the causes and consequences of the 2022 Luzon earthquake?",
        searchTypes: [...ALL],
        customSourceTitles: [],
      },
      "en",
    );
    expect(queries.map((q) => q.query)).toEqual([
      "What were the causes and consequences of the 2022 Luzon earthquake",
      "2022 Luzon earthquake",
      "2022 Luzon earthquake causes",
      "2022 Luzon earthquake consequences",
    ]);
    expect(queries.map((q) => q.searchType)).toEqual(["web", "news", "scholar", "web"]);
  });

  it("reads a short title in the paper's language unless it uses another language's small words", () => {
    const uefa = refineQueries(
      { query: "2022 UEFA Champions League final", searchTypes: [...ALL], customSourceTitles: [] },
      "en",
    ).map((q) => q.query);
    // Not read as Spanish ("final" is a Spanish stop word): English modifiers, "final" kept.
    for (const q of uefa) expect(q).toMatch(/\bfinal\b/u);
    expect(uefa.join(" ")).not.toMatch(/noticias|panorama/u);
    const french = refineQueries(
      { query: "Quelles sont les causes des inondations ?", searchTypes: [...ALL], customSourceTitles: [] },
      "en",
    ).map((q) => q.query);
    expect(french.join(" ")).toMatch(/actualités|présentation/u);
  });

  it("keeps the words that make the subject specific in every query, with the question itself", () => {
    const query = (q: string) =>
      refineQueries({ query: q, searchTypes: [...ALL], customSourceTitles: [] }, "en").map((x) => x.query);
    expect(query("Which index types does PostgreSQL provide and when to use each?")).toEqual([
      "Which index types does PostgreSQL provide and when to use each",
      "index types PostgreSQL",
      // "types" asks for kinds of indexes: pages on the index itself, not on data types.
      "index PostgreSQL",
      "index types PostgreSQL provide",
      "index types PostgreSQL use",
    ]);
    expect(query("How does logical replication work in PostgreSQL?")).toEqual([
      "How does logical replication work in PostgreSQL",
      "logical replication PostgreSQL",
      "logical replication",
      "PostgreSQL",
    ]);
    expect(query("What is the Technology Acceptance Model and how has it been extended?")).toEqual([
      "What is the Technology Acceptance Model and how has it been extended",
      "Technology Acceptance Model",
      "Technology Acceptance Model overview",
    ]);
  });

  it("uses the phrases of a template's long prompt, not its field labels", () => {
    const queries = refineQueries(
      {
        query:
          "Write a company profile for Apple Inc. Company name: Apple Inc. Industry: consumer electronics. Focus: supply chain risks and services revenue growth in Europe and Asia.",
        searchTypes: [...ALL],
        customSourceTitles: [],
      },
      "en",
    );
    expect(queries.length).toBe(5);
    const text = queries.map((q) => q.query).join(" | ");
    expect(text).toContain("supply chain risks");
    expect(text).not.toMatch(/\bIndustry\b|\bFocus\b/u);
    expect(new Set(queries.map((q) => q.query)).size).toBe(5);
  });

  it("turns the long Chinese research prompts of DeepResearch Bench into short queries", () => {
    const lines = readFileSync(path.join(TESTDATA, "eval/deep_research_bench/query-dev.jsonl"), "utf8")
      .trim()
      .split("\n");
    for (const line of lines) {
      const { prompt } = JSON.parse(line) as { prompt: string };
      const queries = refineQueries({ query: prompt, searchTypes: [...ALL], customSourceTitles: [] }, "zh");
      expect(queries.length).toBeGreaterThanOrEqual(3);
      expect(queries.length).toBeLessThanOrEqual(5);
      expect(new Set(queries.map((q) => q.query)).size).toBe(queries.length);
      for (const q of queries) {
        expect(q.query.length).toBeLessThan(Math.max(60, prompt.length));
        expect(q.query.trim()).not.toBe("");
      }
    }
  });

  it("still gives three distinct queries for a one-word question, varied by search type", () => {
    const queries = refineQueries(
      { query: "Photosynthesis", searchTypes: ["news"], customSourceTitles: [] },
      "en",
    );
    expect(queries.map((q) => q.query)).toEqual([
      "Photosynthesis",
      "Photosynthesis news",
      "Photosynthesis overview",
    ]);
    expect(queries.every((q) => q.searchType === "news")).toBe(true);
  });

  it("leaves the search type out when only the library and custom sources are allowed", () => {
    const queries = refineQueries(
      { query: "Luzon earthquake damage", searchTypes: ["library", "custom"], customSourceTitles: [] },
      "en",
    );
    expect(queries.length).toBeGreaterThanOrEqual(3);
    for (const q of queries) expect(q.searchType).toBeUndefined();
  });

  it("combines the question with the custom sources' titles", () => {
    const queries = refineQueries(
      {
        query: "Trace-based JIT compilation",
        searchTypes: [...ALL],
        customSourceTitles: ["TraceMonkey: type specialization"],
      },
      "en",
    );
    expect(queries.map((q) => q.query)).toContain("Trace-based JIT compilation type specialization");
  });
});
