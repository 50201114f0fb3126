// Every provider parses the recorded real responses of testdata/search-api/, served by a local fixture
// server through the real HTTP client code, plus the recorded errors and the clear-error rules.
import { readFileSync } from "node:fs";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { NewsPageResult, PageResult, ScholarPageResult, WebPageResult } from "../../../common/types";
import {
  type FixtureRoute,
  type FixtureServer,
  startFixtureServer,
  testdataPath,
} from "../../test/fixture-server";
import type { SearchParams } from "../types";
import { createArxivProvider } from "./arxiv";
import { createBraveProvider } from "./brave";
import { createCrossrefProvider } from "./crossref";
import { createGdeltProvider } from "./gdelt";
import { createOpenAlexProvider, rebuildAbstract } from "./openalex";
import { createSearxngProvider } from "./searxng";
import {
  createSemanticScholarProvider,
  mapSemanticScholarPaper,
  type SemanticScholarPaper,
} from "./semantic-scholar";
import { createSerperProvider } from "./serper";
import { createTavilyProvider } from "./tavily";
import { createWikipediaProvider, parseExtracts } from "./wikipedia";

const parsedFixtures = new Set<string>();
let server: FixtureServer | undefined;

/** Serves the routes and marks their recorded files as parsed once the test using them passes. */
async function serve(routes: FixtureRoute[]): Promise<FixtureServer> {
  server = await startFixtureServer(routes);
  return server;
}
function fixture(relative: string): string {
  parsedFixtures.add(relative);
  return `testdata/search-api/${relative}`;
}
function readFixture(relative: string): string {
  parsedFixtures.add(relative);
  return readFileSync(testdataPath("search-api", relative), "utf8");
}

afterEach(async () => {
  await server?.close();
  server = undefined;
});

afterAll(() => {
  console.log(`search providers: ${parsedFixtures.size} recorded response files parsed`);
});

const params = (overrides: Partial<SearchParams> = {}): SearchParams => ({
  query: "q",
  type: "web",
  num: 10,
  ...overrides,
});

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the search to fail");
}

describe("Serper", () => {
  it("posts {q, hl, gl, num, autocorrect, page, tbs} with X-API-KEY and maps organic web results", async () => {
    const s = await serve([
      { method: "POST", path: "/search", file: fixture("serper/langchain_nb_search_Apple_Inc.json") },
    ]);
    const serper = createSerperProvider({ apiKey: "test-key", baseUrl: s.url });
    const results = (await serper.search(
      params({
        query: "Apple Inc.",
        locale: "en",
        country: "US",
        autocorrect: true,
        page: 2,
        dateRange: "year",
      }),
    )) as WebPageResult[];
    expect(results).toHaveLength(6);
    expect(results[0]).toEqual({
      type: "web",
      title: "Apple",
      url: "https://www.apple.com/",
      snippet:
        "Discover the innovative world of Apple and shop everything iPhone, iPad, Apple Watch, Mac, and Apple TV, plus explore accessories, entertainment, ...",
      position: 1,
      provider: "serper",
    });
    const request = s.requests[0]!;
    expect(request.headers["x-api-key"]).toBe("test-key");
    expect(JSON.parse(request.body)).toEqual({
      q: "Apple Inc.",
      hl: "en",
      gl: "us",
      num: 10,
      autocorrect: true,
      page: 2,
      tbs: "qdr:y",
    });
  });

  it("maps another recorded /search answer (organic with dates)", async () => {
    const s = await serve([
      { method: "POST", path: "/search", file: fixture("serper/haystack_search_olivia_wilde.json") },
    ]);
    const results = await createSerperProvider({ apiKey: "k", baseUrl: s.url }).search(params({ num: 5 }));
    expect(results).toHaveLength(5);
    expect(results[0]?.url).toBe(
      "https://pagesix.com/2023/01/29/olivia-wilde-hugs-it-out-with-jason-sudeikis-after-harry-styles-split/",
    );
  });

  it("maps /news results with date and source, and sends tbs for the date range", async () => {
    const s = await serve([
      { method: "POST", path: "/news", file: fixture("serper/langchain_nb_news_Tesla_Inc_qdrh.json") },
    ]);
    const results = (await createSerperProvider({ apiKey: "k", baseUrl: s.url }).search(
      params({ type: "news", dateRange: "past hour" }),
    )) as NewsPageResult[];
    expect(results).toHaveLength(3);
    expect(results[0]).toMatchObject({
      type: "news",
      date: "53 mins ago",
      source: "Reuters",
      provider: "serper",
    });
    expect(JSON.parse(s.requests[0]!.body).tbs).toBe("qdr:h");
  });

  it("maps the other recorded /news answer", async () => {
    const s = await serve([
      { method: "POST", path: "/news", file: fixture("serper/langchain_nb_news_Tesla_Inc.json") },
    ]);
    const results = (await createSerperProvider({ apiKey: "k", baseUrl: s.url }).search(
      params({ type: "news" }),
    )) as NewsPageResult[];
    expect(results[0]).toMatchObject({
      title: "ISS recommends Tesla investors vote against re-election of Robyn Denholm",
      date: "5 mins ago",
      source: "Reuters",
    });
  });

  it("reads /scholar results from organic[] with publicationInfo", async () => {
    const s = await serve([
      { method: "POST", path: "/scholar", file: fixture("serper/scholar_apple_inc_unattributed.json") },
    ]);
    const results = (await createSerperProvider({ apiKey: "k", baseUrl: s.url }).search(
      params({ type: "scholar" }),
    )) as ScholarPageResult[];
    expect(results).toHaveLength(10);
    expect(results[0]).toMatchObject({
      type: "scholar",
      title: "Apple Inc. in 2012",
      url: "https://www.academia.edu/download/49560432/caso_Apple.pdf",
      publicationInfo: "DB Yoffie, P Rossano - 2012 - academia.edu",
    });
  });

  // Synthetic error bodies: no recorded Serper error answers exist in the fixtures.
  it("turns 401, 429, 500 and malformed bodies into clear errors naming Serper", async () => {
    const s = await serve([
      {
        method: "POST",
        path: "/search",
        status: 401,
        body: { message: "Unauthorized.", statusCode: 401 },
        times: 1,
      },
      { method: "POST", path: "/search", status: 429, body: { message: "Too many requests" }, times: 1 },
      { method: "POST", path: "/search", status: 500, body: "Internal Server Error", times: 1 },
      { method: "POST", path: "/search", body: '{"organic": [', contentType: "application/json", times: 1 },
      { method: "POST", path: "/search", body: { organic: "none" }, times: 1 },
    ]);
    const serper = createSerperProvider({ apiKey: "bad", baseUrl: s.url });
    expect((await failure(serper.search(params()))).message).toBe(
      "Serper search failed: the search key was rejected (HTTP 401: Unauthorized.) — check SERPER_API_KEY",
    );
    expect((await failure(serper.search(params()))).message).toBe(
      "Serper search failed: rate limited (HTTP 429: Too many requests); try again later",
    );
    expect((await failure(serper.search(params()))).message).toBe(
      "Serper search failed: the service had an error (HTTP 500: Internal Server Error)",
    );
    expect((await failure(serper.search(params()))).message).toMatch(
      /^Serper search failed: malformed response \(not JSON: .*; body starts "\{"organic": \["\)$/,
    );
    expect((await failure(serper.search(params()))).message).toMatch(
      /^Serper search failed: malformed response \(organic: /,
    );
  });

  it("says the search key is missing", async () => {
    const error = await failure(createSerperProvider({ baseUrl: "http://127.0.0.1:9" }).search(params()));
    expect(error.message).toBe("Serper search failed: missing search key for serper (set SERPER_API_KEY)");
  });
});

describe("SearXNG", () => {
  it("asks /search?format=json with the category of the type and maps the results", async () => {
    const s = await serve([
      {
        path: "/search",
        query: { format: "json" },
        file: fixture("searxng/atman_espresso_grind_size_TRUNCATED.json"),
      },
    ]);
    const searx = createSearxngProvider({ baseUrl: s.url });
    const web = (await searx.search(
      params({ query: "espresso grind size extraction", locale: "zh-cn", dateRange: "week" }),
    )) as WebPageResult[];
    expect(web).toHaveLength(8);
    expect(web[0]).toMatchObject({
      type: "web",
      title:
        "ground coffee - How does grind size affect the extraction time and taste of espresso? - Coffee Stack Exchange",
      url: "https://coffee.stackexchange.com/questions/6402/how-does-grind-size-affect-the-extraction-time-and-taste-of-espresso",
      position: 1,
      provider: "searxng",
    });
    expect(s.requests[0]?.query).toMatchObject({
      q: "espresso grind size extraction",
      format: "json",
      categories: "general",
      language: "zh-CN",
      time_range: "week",
    });
    const news = (await searx.search(params({ type: "news" }))) as NewsPageResult[];
    expect(s.requests[1]?.query.categories).toBe("news");
    expect(news.map((r) => r.date).filter(Boolean)).toEqual(["2026-02-03T00:00:00", "2026-02-17T00:00:00"]);
    expect(news[0]?.source).toBe("coffee.stackexchange.com");
    const scholar = (await searx.search(params({ type: "scholar" }))) as ScholarPageResult[];
    expect(s.requests[2]?.query.categories).toBe("science");
    expect(scholar[0]?.publicationInfo).toBe("coffee.stackexchange.com");
  });

  it("explains a 403 (JSON format not enabled on the instance)", async () => {
    const s = await serve([{ path: "/search", status: 403, body: "Forbidden" }]);
    expect((await failure(createSearxngProvider({ baseUrl: s.url }).search(params()))).message).toBe(
      "SearXNG search failed: access forbidden (HTTP 403: Forbidden)",
    );
  });
});

describe("Wikipedia", () => {
  it("searches the wiki of the document's locale and uses the extracts as snippets", async () => {
    const s = await serve([
      {
        path: "/zh/w/api.php",
        query: { list: "search" },
        file: fixture("wikipedia/mw_query_list_search_chess_set_srlimit3.json"),
      },
      {
        path: "/zh/w/api.php",
        query: { prop: "extracts" },
        file: fixture("wikipedia/mw_query_prop_extracts_chess_exsentences5.json"),
      },
    ]);
    const wiki = createWikipediaProvider({ baseUrl: `${s.url}/{lang}` });
    const results = (await wiki.search(
      params({ query: "chess set", num: 3, locale: "zh-cn" }),
    )) as WebPageResult[];
    expect(results.map((r) => r.title)).toEqual(["Chess set", "Staunton chess set", "Dubrovnik chess set"]);
    expect(results[0]).toEqual({
      type: "web",
      title: "Chess set",
      url: `${s.url}/zh/wiki/Chess_set`,
      snippet: "Chess set",
      position: 1,
      provider: "wikipedia",
    });
    expect(s.requests[0]?.query).toMatchObject({
      action: "query",
      list: "search",
      srsearch: "chess set",
      srlimit: "3",
    });
    expect(s.requests[1]?.query).toMatchObject({
      prop: "extracts",
      explaintext: "1",
      titles: "Chess set|Staunton chess set|Dubrovnik chess set",
    });
  });

  it("maps extracts of both format versions by title", () => {
    const chess = parseExtracts(readFixture("wikipedia/mw_query_prop_extracts_chess_exsentences5.json"));
    expect(chess.get("Chess")).toMatch(/^Chess is a two-player strategy board game played on a chessboard/);
    const adams = parseExtracts(
      readFixture("wikipedia/wptools_action_query_extracts_pageprops_Douglas_Adams_2017.json"),
    );
    expect(adams.get("Douglas Adams")).toMatch(
      /^Douglas Noel Adams \(11 March 1952 – 11 May 2001\) was an English author, scriptwriter/,
    );
  });

  it("returns no results for a query without hits and ignores the suggestion", async () => {
    const s = await serve([
      {
        path: "/w/api.php",
        query: { srsearch: "gobbilygook" },
        file: fixture("wikipedia/mw_query_list_search_no_results.json"),
      },
      {
        path: "/w/api.php",
        query: { srsearch: "chest set" },
        file: fixture("wikipedia/mw_query_list_search_chest_set_with_suggestion.json"),
      },
      { path: "/w/api.php", query: { prop: "extracts" }, body: { batchcomplete: "", query: { pages: {} } } },
    ]);
    const wiki = createWikipediaProvider({ baseUrl: s.url });
    expect(await wiki.search(params({ query: "gobbilygook" }))).toEqual([]);
    const news = (await wiki.search(params({ query: "chest set", type: "news" }))) as NewsPageResult[];
    expect(news).toHaveLength(10);
    expect(news[0]).toMatchObject({ type: "news", title: "The Seekers", source: "Wikipedia" });
  });
});

describe("OpenAlex", () => {
  // The recorded response is a single work; it is served inside the documented list envelope.
  const work = () =>
    JSON.parse(readFixture("openalex/b-vitamins_W2741809807.json")) as Record<string, unknown>;

  it("searches works and rebuilds the abstract from the inverted index", async () => {
    const s = await serve([
      {
        path: "/works",
        body: {
          meta: { count: 1, db_response_time_ms: 12, page: 1, per_page: 5 },
          results: [work()],
          group_by: [],
        },
      },
    ]);
    const results = (await createOpenAlexProvider({ baseUrl: s.url, mailto: "ops@example.org" }).search(
      params({ type: "scholar", query: "open access prevalence", num: 5, dateRange: "year" }),
    )) as ScholarPageResult[];
    expect(results).toEqual([
      expect.objectContaining({
        type: "scholar",
        title: "The state of OA: a large-scale analysis of the prevalence and impact of Open Access articles",
        url: "https://doi.org/10.7717/peerj.4375",
        publicationInfo: "Heather Piwowar, Jason Priem, Vincent Larivière … - 2018 - PeerJ",
        provider: "openalex",
      }),
    ]);
    expect(results[0]?.snippet).toMatch(
      /^Despite growing interest in Open Access \(OA\) to scholarly literature, there is an unmet need/,
    );
    expect(s.requests[0]?.query).toMatchObject({
      search: "open access prevalence",
      "per-page": "5",
      mailto: "ops@example.org",
    });
    expect(s.requests[0]?.query.filter).toMatch(/^from_publication_date:\d{4}-\d{2}-\d{2}$/);
  });

  it("rebuilds words in position order", () => {
    expect(rebuildAbstract({ world: [1], hello: [0, 2] })).toBe("hello world hello");
    expect(rebuildAbstract(null)).toBe("");
  });
});

describe("arXiv", () => {
  const wrapped = (relative: string) => {
    const recording = JSON.parse(readFixture(relative)) as { status_code: number; body: string };
    return { status: recording.status_code, body: recording.body, contentType: "application/atom+xml" };
  };

  it("parses a search feed (2016 format) with authors, journal refs and https links", async () => {
    const s = await serve([
      { path: "/api/query", file: fixture("arxiv/legacy2016_search_query_au_del_maestro.atom.xml") },
    ]);
    const results = (await createArxivProvider({ baseUrl: s.url }).search(
      params({ type: "scholar", query: "helium nanopores" }),
    )) as ScholarPageResult[];
    expect(results).toHaveLength(10);
    expect(results[0]).toMatchObject({
      title: "A Luttinger Liquid Core Inside Helium-4 Filled Nanopores",
      url: "https://arxiv.org/abs/1201.4869v1",
      publicationInfo: "Adrian Del Maestro - 2012 - Int. J. Mod. Phys. B, 26, 1244002 (2012)",
      provider: "arxiv",
    });
    expect(results[0]?.snippet).toMatch(
      /^As helium-4 is cooled below 2\.17 K it undergoes a phase transition/,
    );
    expect(s.requests[0]?.query.search_query).toBe("all:helium AND all:nanopores");
  });

  it("parses the 2026 format and the legacy id_list feed", async () => {
    const s = await serve([
      {
        path: "/api/query",
        query: { search_query: "all:workshop" },
        file: fixture("arxiv/id_0808.05394_1707.08567_s0_m100_42e5aa0ec3af.atom.xml"),
      },
      {
        path: "/api/query",
        query: { search_query: "all:heat" },
        ...wrapped("arxiv/id_1605.08386_s0_m100_199195aa31ad.json"),
      },
      {
        path: "/api/query",
        query: { search_query: "all:kinetic" },
        file: fixture("arxiv/legacy2016_id_list_1111.2011v2.atom.xml"),
      },
    ]);
    const arxiv = createArxivProvider({ baseUrl: s.url });
    const [proceedings] = (await arxiv.search(
      params({ type: "scholar", query: "workshop" }),
    )) as ScholarPageResult[];
    expect(proceedings).toMatchObject({
      title: "Proceedings of Workshop AEW10: Concepts in Information Theory and Communications",
      url: "https://arxiv.org/abs/1707.08567v1",
      publicationInfo:
        "Kees A. Schouhamer Immink, Stan Baggen, Ferdaous Chaabane … - 2017 - arXiv:1707.08567v1 [cs.IT]",
    });
    const [heat] = (await arxiv.search(params({ type: "scholar", query: "heat" }))) as ScholarPageResult[];
    expect(heat?.title).toBe("Heat-bath random walks with Markov bases");
    const legacy = await arxiv.search(params({ type: "scholar", query: "kinetic" }));
    expect(legacy).toHaveLength(1);
  });

  it("turns the error feed (HTTP 400) into a clear error and an empty feed into no results", async () => {
    const s = await serve([
      {
        path: "/api/query",
        query: { search_query: "all:abc" },
        ...wrapped("arxiv/id_abc_s0_m100_b79c8dcf6bc3.json"),
      },
      {
        path: "/api/query",
        query: { search_query: "all:none" },
        ...wrapped("arxiv/id_0000.0000_s0_m100_8b51d9633a68.json"),
      },
    ]);
    const arxiv = createArxivProvider({ baseUrl: s.url });
    expect((await failure(arxiv.search(params({ type: "scholar", query: "abc" })))).message).toBe(
      "arXiv search failed: incorrect id format for abc",
    );
    expect(await arxiv.search(params({ type: "scholar", query: "none" }))).toEqual([]);
  });
});

describe("Semantic Scholar", () => {
  it("maps /graph/v1/paper/search results and sends the key when set", async () => {
    const s = await serve([
      {
        path: "/graph/v1/paper/search",
        query: { query: "turing" },
        file: fixture("semantic-scholar/test_search_paper.json"),
      },
      {
        path: "/graph/v1/paper/search",
        query: { query: "journals" },
        file: fixture("semantic-scholar/test_search_paper_publication_types.0.json"),
      },
    ]);
    const s2 = createSemanticScholarProvider({ baseUrl: s.url, apiKey: "s2-key" });
    const results = (await s2.search(
      params({ type: "scholar", query: "turing", num: 100 }),
    )) as ScholarPageResult[];
    expect(results.length).toBeGreaterThan(50);
    expect(results[0]).toEqual({
      type: "scholar",
      title:
        "Using DeepSpeed and Megatron to Train Megatron-Turing NLG 530B, A Large-Scale Generative Language Model",
      url: "https://www.semanticscholar.org/paper/7cbc2a7843411a1768ab762930707af0a3c33a19",
      snippet: "",
      publicationInfo: "",
      provider: "semantic-scholar",
    });
    expect(s.requests[0]?.headers["x-api-key"]).toBe("s2-key");
    expect(s.requests[0]?.query).toMatchObject({ query: "turing", offset: "0", limit: "100" });
    // A recording without titles (fields=publicationTypes) gives nothing usable: no result.
    expect(await s2.search(params({ type: "scholar", query: "journals" }))).toEqual([]);
  });

  it("maps full paper records (abstract, authors, venue, year)", () => {
    const papers = JSON.parse(
      readFixture("semantic-scholar/test_get_papers_not_found_warning.json"),
    ) as (SemanticScholarPaper | null)[];
    const mapped = papers.filter((p): p is SemanticScholarPaper => p !== null).map(mapSemanticScholarPaper);
    expect(mapped).toHaveLength(3);
    expect(mapped[0]).toMatchObject({
      title: "How Much Should We Trust Differences-in-Differences Estimates?",
      url: "https://www.semanticscholar.org/paper/c31c87c591a25c64fbaa82e8ac6a81831b6ac7ce",
    });
    expect(mapped[0]?.snippet).toMatch(
      /^Most Difference-in-Difference \(DD\) papers rely on many years of data/,
    );
    expect(mapped[0]?.publicationInfo).toMatch(
      /^Marianne Bertrand, E\. Duflo, S\. Mullainathan - 2001 - Experimental & Empirical Studies eJournal$/,
    );
  });

  it("reports the recorded 404 {error} and 403 {message} answers clearly", async () => {
    const s = await serve([
      {
        path: "/graph/v1/paper/search",
        query: { query: "missing" },
        status: 404,
        file: fixture("semantic-scholar/test_not_found.0.json"),
      },
      {
        path: "/graph/v1/paper/search",
        query: { query: "forbidden" },
        status: 403,
        file: fixture("semantic-scholar/test_debug.json"),
      },
    ]);
    const keyless = createSemanticScholarProvider({ baseUrl: s.url });
    expect((await failure(keyless.search(params({ type: "scholar", query: "missing" })))).message).toBe(
      "Semantic Scholar search failed: not found (HTTP 404: Paper with id 0 not found)",
    );
    expect((await failure(keyless.search(params({ type: "scholar", query: "forbidden" })))).message).toBe(
      "Semantic Scholar search failed: access forbidden (HTTP 403: Forbidden)",
    );
    const keyed = createSemanticScholarProvider({ baseUrl: s.url, apiKey: "wrong" });
    expect((await failure(keyed.search(params({ type: "scholar", query: "forbidden" })))).message).toBe(
      "Semantic Scholar search failed: the search key was rejected (HTTP 403: Forbidden) — check SEMANTIC_SCHOLAR_API_KEY",
    );
  });
});

describe("Crossref", () => {
  it("maps /works items: title array, JATS abstract stripped, authors, year, container", async () => {
    const s = await serve([
      {
        path: "/works",
        query: { query: "ecology" },
        file: fixture("crossref/habanero_test_works_query.json"),
      },
    ]);
    const results = (await createCrossrefProvider({ baseUrl: s.url, mailto: "ops@example.org" }).search(
      params({ type: "scholar", query: "ecology", num: 2 }),
    )) as ScholarPageResult[];
    expect(results.map((r) => r.title)).toEqual(["Communicating Ecology", "Chemical Ecology"]);
    expect(results[0]).toMatchObject({
      url: "https://doi.org/10.1093/obo/9780199830060-0238",
      publicationInfo: "2022 - Ecology",
    });
    expect(results[0]?.snippet).toMatch(
      /^Communication is perhaps the most important, but least formally discussed/,
    );
    expect(results[0]?.snippet).not.toMatch(/<|jats/);
    expect(results[1]?.publicationInfo).toMatch(/^A Kessler - /);
    expect(s.requests[0]?.query).toMatchObject({
      query: "ecology",
      rows: "2",
      offset: "0",
      mailto: "ops@example.org",
    });
    expect(s.requests[0]?.headers["user-agent"]).toContain("mailto:ops@example.org");
  });

  it("maps items of other recorded lists (select=DOI,title and rows=2)", async () => {
    const s = await serve([
      {
        path: "/works",
        query: { query: "select" },
        file: fixture("crossref/habanero_test_works_with_select_param.json"),
      },
      {
        path: "/works",
        query: { query: "rows" },
        file: fixture("crossref/habanero_test_works_no_id_withlimit.json"),
      },
    ]);
    const crossref = createCrossrefProvider({ baseUrl: s.url });
    const selected = (await crossref.search(
      params({ type: "scholar", query: "select", num: 20 }),
    )) as ScholarPageResult[];
    expect(selected.length).toBeGreaterThan(5);
    expect(selected.every((r) => r.url.startsWith("https://doi.org/10."))).toBe(true);
    expect((await crossref.search(params({ type: "scholar", query: "rows" }))).length).toBeGreaterThan(0);
  });

  it("reports the recorded 404 text answer", async () => {
    const s = await serve([
      { path: "/works", status: 404, file: fixture("crossref/habanero_test_works_bad_id_warn.txt") },
    ]);
    expect(
      (await failure(createCrossrefProvider({ baseUrl: s.url }).search(params({ type: "scholar" })))).message,
    ).toBe("Crossref search failed: not found (HTTP 404: Resource not found.)");
  });
});

describe("GDELT", () => {
  // Synthetic artlist (no real recording exists); GDELT's plain-text error answers are synthetic too.
  it("maps the artlist to news results", async () => {
    const s = await serve([
      {
        path: "/api/v2/doc/doc",
        query: { mode: "artlist", format: "json" },
        file: "testdata/search-api/gdelt/artlist_synthetic.json",
      },
    ]);
    const results = (await createGdeltProvider({ baseUrl: s.url }).search(
      params({ type: "news", query: "sea level", dateRange: "week" }),
    )) as NewsPageResult[];
    expect(results).toHaveLength(2);
    expect(results[0]).toEqual({
      type: "news",
      title: "New report tracks faster sea level rise along coasts",
      url: "https://www.example-news.com/2024/05/04/climate/sea-level-report.html",
      snippet:
        "New report tracks faster sea level rise along coasts — example-news.com, United States, English",
      date: "2024-05-04T12:15:00Z",
      source: "example-news.com",
      provider: "gdelt",
    });
    expect(s.requests[0]?.query).toMatchObject({ query: "sea level", timespan: "1w", maxrecords: "10" });
  });

  it("turns a plain-text answer into an error and {} into no results", async () => {
    const s = await serve([
      {
        path: "/api/v2/doc/doc",
        query: { query: "a" },
        body: "Please limit requests to one every 5 seconds or contact us.",
      },
      { path: "/api/v2/doc/doc", query: { query: "nothing" }, body: {} },
    ]);
    const gdelt = createGdeltProvider({ baseUrl: s.url });
    expect((await failure(gdelt.search(params({ type: "news", query: "a" })))).message).toBe(
      "GDELT search failed: Please limit requests to one every 5 seconds or contact us.",
    );
    expect(await gdelt.search(params({ type: "news", query: "nothing" }))).toEqual([]);
  });
});

describe("Tavily", () => {
  it("posts the query with a bearer key and maps results", async () => {
    const s = await serve([
      {
        method: "POST",
        path: "/search",
        file: fixture("tavily/cookbook_search_software_engineer_job_postings_Bay_Area.json"),
        times: 1,
      },
      {
        method: "POST",
        path: "/search",
        file: fixture("tavily/cookbook_search_current_iPhone_models_and_prices_on_appl.json"),
      },
    ]);
    const tavily = createTavilyProvider({ apiKey: "tvly-key", baseUrl: s.url });
    const jobs = (await tavily.search(
      params({ query: "software engineer job postings Bay Area" }),
    )) as WebPageResult[];
    expect(jobs).toHaveLength(10);
    expect(jobs[0]).toMatchObject({
      type: "web",
      title: "Stealth Startup hiring Software Engineer [32949] in San Francisco, CA",
      url: "https://www.linkedin.com/jobs/view/software-engineer-32949-at-stealth-startup-4378192559",
      position: 1,
    });
    expect(jobs.every((r) => !r.snippet.includes("\n") && r.snippet.length <= 500)).toBe(true);
    expect(s.requests[0]?.headers.authorization).toBe("Bearer tvly-key");
    expect(JSON.parse(s.requests[0]!.body)).toMatchObject({
      query: "software engineer job postings Bay Area",
      topic: "general",
      max_results: 10,
    });
    const news = (await tavily.search(params({ type: "news", dateRange: "week" }))) as NewsPageResult[];
    expect(news[0]).toMatchObject({ type: "news", source: "apple.com" });
    expect(JSON.parse(s.requests[1]!.body)).toMatchObject({ topic: "news", days: 7 });
  });

  it("needs its key", async () => {
    expect(
      (await failure(createTavilyProvider({ baseUrl: "http://127.0.0.1:9" }).search(params()))).message,
    ).toBe("Tavily search failed: missing search key for tavily (set TAVILY_API_KEY)");
  });
});

describe("Brave", () => {
  it("maps web results and strips <strong> and entities from descriptions", async () => {
    const s = await serve([{ path: "/res/v1/web/search", file: fixture("brave/bsp_client_web.json") }]);
    const brave = createBraveProvider({ apiKey: "brave-key", baseUrl: s.url });
    const results = (await brave.search(
      params({ query: "hello world", num: 20, country: "us", locale: "en" }),
    )) as PageResult[];
    expect(results).toHaveLength(20);
    expect(results[0]).toEqual({
      type: "web",
      title: '"Hello, World!" program - Wikipedia',
      url: "https://en.wikipedia.org/wiki/%22Hello,_World!%22_program",
      snippet:
        'A "Hello, World!" program is usually a simple computer program that emits (or displays) to the screen (often the console) a message similar to "Hello, World!". A small piece of code in most general-purpose programming languages, this program is used to illustrate a language\'s basic syntax.',
      position: 1,
      provider: "brave",
    });
    expect(results.every((r) => !/<\/?strong>/.test(r.snippet))).toBe(true);
    expect(s.requests[0]?.headers["x-subscription-token"]).toBe("brave-key");
    expect(s.requests[0]?.query).toMatchObject({
      q: "hello world",
      count: "20",
      country: "US",
      search_lang: "en",
    });
  });
});
