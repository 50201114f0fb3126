// With no search key, a paper researches web, news and scholar through the keyless providers
// (Wikipedia, GDELT, OpenAlex) — here a fixture server answering with their recorded responses.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureServer, startFixtureServer, testdataPath } from "../test/fixture-server";
import { type ResearchApp, startResearchApp } from "../test/research-harness";

let keyless: FixtureServer;
let t: ResearchApp;
beforeAll(async () => {
  const work = JSON.parse(
    readFileSync(testdataPath("search-api", "openalex", "b-vitamins_W2741809807.json"), "utf8"),
  );
  keyless = await startFixtureServer([
    {
      path: "/w/api.php",
      query: { list: "search" },
      file: "testdata/search-api/wikipedia/mw_query_list_search_chess_set_srlimit3.json",
    },
    {
      path: "/w/api.php",
      query: { prop: "extracts" },
      file: "testdata/search-api/wikipedia/mw_query_prop_extracts_chess_exsentences5.json",
    },
    // Every article of the wiki is a real Wikipedia page of the readability corpus.
    { path: "/wiki/*", file: "testdata/web-pages/readability/wikipedia/source.html" },
    { path: "/api/v2/doc/doc", file: "testdata/search-api/gdelt/artlist_synthetic.json" },
    { path: "/works", body: { meta: { count: 1, page: 1, per_page: 25 }, results: [work] } },
  ]);
  t = await startResearchApp({
    env: {
      SERPER_API_KEY: "",
      WIKIPEDIA_BASE_URL: keyless.url,
      GDELT_BASE_URL: keyless.url,
      OPENALEX_BASE_URL: keyless.url,
      FETCH_ALLOW_PRIVATE_HOSTS: `${keyless.host}:${keyless.port}`,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await keyless?.close();
});

describe("keyless research", () => {
  it("searches Wikipedia, GDELT and OpenAlex, reads the pages it can, and completes the paper", async () => {
    const user = await t.signUp();
    const id = await t.create(user, {
      query: "How are chess sets designed?",
      searchTypes: ["web", "news", "scholar"],
    });
    const doc = await t.waitFor(user, id);
    expect(doc.content.error).toBeUndefined();
    expect(doc.status).toBe("COMPLETE");
    const providers = new Set(doc.content.summary.webSearchResults.map((r) => r.provider));
    expect([...providers].sort()).toEqual(["gdelt", "openalex", "wikipedia"]);
    expect(t.web.searches()).toBe(0); // no Serper call without its key
    // The Wikipedia articles were read (the other results point at hosts the test network refuses).
    const refs = doc.content.references ?? [];
    expect(refs.some((r) => r.url.startsWith(`${keyless.url}/wiki/`))).toBe(true);
  });
});
