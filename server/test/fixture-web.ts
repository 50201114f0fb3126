// A local "web" for whole-paper tests: Serper's recorded real responses (search, news, scholar), with
// their links pointed at real pages of the readability corpus served by the same server.
import { readdirSync, readFileSync } from "node:fs";
import { type FixtureServer, startFixtureServer, testdataPath } from "./fixture-server";

const SERPER = {
  search: "langchain_nb_search_Apple_Inc.json",
  news: "langchain_nb_news_Tesla_Inc.json",
  scholar: "scholar_apple_inc_unattributed.json",
} as const;

/** English pages of the corpus with enough text to research (a failing page is added separately). */
export const FIXTURE_PAGES = [
  "ars-1",
  "bbc-1",
  "cnn",
  "lwn-1",
  "mozilla-1",
  "seattletimes-1",
  "theverge",
  "v8-blog",
  "wikipedia",
  "webmd-1",
  "medicalnewstoday",
  "google-sre-book-1",
].filter((name) => readdirSync(testdataPath("web-pages", "readability")).includes(name));

export interface FixtureWeb {
  server: FixtureServer;
  /** Settings that point Serper and the page reader at this server. */
  env: Record<string, string>;
  /** Number of search requests received. */
  searches(): number;
  close(): Promise<void>;
}

/**
 * The fixture web. With `topic` (a FreshWiki article of testdata/eval/freshwiki/txt), every result
 * links to one of that article's sections served as its own HTML page, so the pages answer the
 * question; otherwise results link to real pages of the readability corpus (on varied subjects).
 */
export async function startFixtureWeb(options: { topic?: string } = {}): Promise<FixtureWeb> {
  let next = 0;
  const topicPages = options.topic ? topicSections(options.topic) : [];
  const names = topicPages.length ? topicPages.map((_, i) => `topic-${i}`) : FIXTURE_PAGES;
  const pageUrl = (base: string) => `${base}/pages/${names[next++ % names.length]}`;
  const serper = (kind: keyof typeof SERPER) => ({
    method: "POST",
    path: `/${kind}`,
    handler: (_req: unknown, res: import("node:http").ServerResponse, server: FixtureServer) => {
      const recorded = JSON.parse(
        readFileSync(testdataPath("search-api", "serper", SERPER[kind]), "utf8"),
      ) as Record<string, unknown>;
      const list = (recorded[kind === "news" ? "news" : "organic"] ?? []) as { link: string }[];
      for (const item of list) item.link = pageUrl(server.url);
      // One result always fails to load, as real pages sometimes do.
      list.push({ ...(list[0] ?? {}), link: `${server.url}/pages/missing`, title: "A page that is gone" } as {
        link: string;
      });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(recorded));
    },
  });
  const server = await startFixtureServer([
    serper("search"),
    serper("news"),
    serper("scholar"),
    { path: "/pages/missing", status: 404, body: "Not found" },
    ...FIXTURE_PAGES.map((name) => ({
      path: `/pages/${name}`,
      file: `testdata/web-pages/readability/${name}/source.html`,
    })),
    ...topicPages.map((page, i) => ({
      path: `/pages/topic-${i}`,
      contentType: "text/html; charset=utf-8",
      body: page,
    })),
  ]);
  return {
    server,
    env: {
      SERPER_API_KEY: "test-key",
      SERPER_BASE_URL: server.url,
      FETCH_ALLOW_PRIVATE_HOSTS: `${server.host}:${server.port}`,
    },
    searches: () => server.requests.filter((r) => r.method === "POST").length,
    close: () => server.close(),
  };
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A FreshWiki article split at its "# " headings, each part an HTML article page. */
export function topicSections(topic: string): string[] {
  const text = readFileSync(testdataPath("eval", "freshwiki", "txt", `${topic}.txt`), "utf8");
  const title = topic.replace(/_/g, " ");
  return text
    .split(/\n(?=# )/)
    .map((part) => part.trim())
    .filter((part) => part.length > 400)
    .map((part) => {
      const [head, ...rest] = part.split("\n");
      const heading = head?.startsWith("# ") ? head.slice(2) : title;
      const body = (head?.startsWith("# ") ? rest : [head ?? "", ...rest])
        .filter((l) => l.trim())
        .map((l) => `<p>${escapeHtml(l.replace(/\s*\[\d+\]/g, ""))}</p>`)
        .join("\n");
      return `<!doctype html><html><head><title>${escapeHtml(`${title}: ${heading}`)}</title></head><body><article><h1>${escapeHtml(heading)}</h1>${body}</article></body></html>`;
    });
}
