// Settings of the sources layer: search providers, page reader, scraper and local library.
// The central server/config.ts merges `sourcesEnvSchema` into its own schema; code here never reads
// process.env, it takes a SourcesConfig built by `sourcesConfigFrom`.
import path from "node:path";
import { z } from "zod";
import { FETCH_MAX_BYTES, FETCH_MAX_REDIRECTS, SCRAPE_TIMEOUT_MS } from "../../common/constants";

/** Every search provider the service knows, by its configuration name. */
export const SEARCH_PROVIDER_NAMES = [
  "serper",
  "searxng",
  "wikipedia",
  "openalex",
  "arxiv",
  "semantic-scholar",
  "crossref",
  "gdelt",
  "tavily",
  "brave",
  "library",
] as const;
export type SearchProviderName = (typeof SEARCH_PROVIDER_NAMES)[number];

export function isSearchProviderName(value: string): value is SearchProviderName {
  return (SEARCH_PROVIDER_NAMES as readonly string[]).includes(value);
}

// Output stays a string (or undefined) so that parsing already-parsed values gives the same values:
// the central config may parse the merged schema and then hand its output to sourcesConfigFrom.
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const optionalUrl = optionalString.refine((v) => v === undefined || isHttpUrl(v), {
  message: "must be an http(s) URL such as https://example.com",
});
const urlWithDefault = (fallback: string) => optionalUrl.transform((v) => v ?? fallback);

const providerList = optionalString.refine(
  (v) => v === undefined || splitList(v).every((name) => isSearchProviderName(name)),
  { message: `must be a comma list of: ${SEARCH_PROVIDER_NAMES.join(", ")}` },
);

const hostPortList = optionalString.refine((v) => v === undefined || splitList(v).every(isHostPort), {
  message: "must be a comma list of host:port pairs such as 127.0.0.1:8080 or [::1]:8080",
});

export const sourcesEnvSchema = z.object({
  SERPER_API_KEY: optionalString,
  SERPER_BASE_URL: urlWithDefault("https://google.serper.dev"),
  SEARXNG_BASE_URL: optionalUrl,
  WIKIPEDIA_BASE_URL: optionalString
    .refine((v) => v === undefined || isHttpUrl(v.replaceAll("{lang}", "en")), {
      message:
        "must be an http(s) URL; {lang} is replaced by the wiki language, e.g. https://{lang}.wikipedia.org",
    })
    .transform((v) => v ?? "https://{lang}.wikipedia.org"),
  OPENALEX_BASE_URL: urlWithDefault("https://api.openalex.org"),
  OPENALEX_MAILTO: optionalString,
  ARXIV_BASE_URL: urlWithDefault("https://export.arxiv.org"),
  SEMANTIC_SCHOLAR_BASE_URL: urlWithDefault("https://api.semanticscholar.org"),
  SEMANTIC_SCHOLAR_API_KEY: optionalString,
  CROSSREF_BASE_URL: urlWithDefault("https://api.crossref.org"),
  GDELT_BASE_URL: urlWithDefault("https://api.gdeltproject.org"),
  TAVILY_API_KEY: optionalString,
  TAVILY_BASE_URL: urlWithDefault("https://api.tavily.com"),
  BRAVE_API_KEY: optionalString,
  BRAVE_BASE_URL: urlWithDefault("https://api.search.brave.com"),
  SEARCH_PROVIDERS_WEB: providerList,
  SEARCH_PROVIDERS_NEWS: providerList,
  SEARCH_PROVIDERS_SCHOLAR: providerList,
  SCRAPER_URL: optionalUrl,
  SCRAPER_NAME: optionalString,
  FETCH_ALLOW_PRIVATE_HOSTS: hostPortList,
  LIBRARY_DIR: optionalString,
});

export type SourcesEnv = z.output<typeof sourcesEnvSchema>;

export interface SourcesConfig {
  serper: { apiKey?: string; baseUrl: string };
  searxng: { baseUrl?: string };
  /** May contain `{lang}`, replaced by the wiki language of the document's locale. */
  wikipedia: { baseUrl: string };
  openalex: { baseUrl: string; mailto?: string };
  arxiv: { baseUrl: string };
  semanticScholar: { baseUrl: string; apiKey?: string };
  crossref: { baseUrl: string };
  gdelt: { baseUrl: string };
  tavily: { apiKey?: string; baseUrl: string };
  brave: { apiKey?: string; baseUrl: string };
  /** Provider chains set by SEARCH_PROVIDERS_*; undefined means the default chain. */
  chains: { web?: SearchProviderName[]; news?: SearchProviderName[]; scholar?: SearchProviderName[] };
  /** Optional external scraper service (GET ?url=…&scraper=…). */
  scraper: { url?: string; name: string };
  fetch: {
    /** Exact host:port pairs the SSRF guard lets through (tests, a local fixture web). */
    allowPrivateHosts: string[];
    timeoutMs: number;
    maxRedirects: number;
    maxBytes: number;
  };
  /** Absolute folders of the local library. */
  libraryDirs: string[];
  /** Contact address sent to the scholarly APIs that ask for one (OpenAlex, Crossref polite pools). */
  contactEmail?: string;
}

/** Builds the typed configuration from environment variables (raw, or already parsed by the central config). */
export function sourcesConfigFrom(env: Record<string, string | undefined>): SourcesConfig {
  const parsed = sourcesEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${String(issue.path[0] ?? "setting")}: ${issue.message}`,
    );
    throw new Error(`Invalid source settings:\n${lines.join("\n")}`);
  }
  const v = parsed.data;
  const chain = (value: string | undefined) =>
    value === undefined ? undefined : splitList(value).filter(isSearchProviderName);
  return {
    serper: { apiKey: v.SERPER_API_KEY, baseUrl: v.SERPER_BASE_URL },
    searxng: { baseUrl: v.SEARXNG_BASE_URL },
    wikipedia: { baseUrl: v.WIKIPEDIA_BASE_URL },
    openalex: { baseUrl: v.OPENALEX_BASE_URL, mailto: v.OPENALEX_MAILTO },
    arxiv: { baseUrl: v.ARXIV_BASE_URL },
    semanticScholar: { baseUrl: v.SEMANTIC_SCHOLAR_BASE_URL, apiKey: v.SEMANTIC_SCHOLAR_API_KEY },
    crossref: { baseUrl: v.CROSSREF_BASE_URL },
    gdelt: { baseUrl: v.GDELT_BASE_URL },
    tavily: { apiKey: v.TAVILY_API_KEY, baseUrl: v.TAVILY_BASE_URL },
    brave: { apiKey: v.BRAVE_API_KEY, baseUrl: v.BRAVE_BASE_URL },
    chains: {
      web: chain(v.SEARCH_PROVIDERS_WEB),
      news: chain(v.SEARCH_PROVIDERS_NEWS),
      scholar: chain(v.SEARCH_PROVIDERS_SCHOLAR),
    },
    scraper: { url: v.SCRAPER_URL, name: v.SCRAPER_NAME ?? "default" },
    fetch: {
      allowPrivateHosts: v.FETCH_ALLOW_PRIVATE_HOSTS ? splitList(v.FETCH_ALLOW_PRIVATE_HOSTS) : [],
      timeoutMs: SCRAPE_TIMEOUT_MS,
      maxRedirects: FETCH_MAX_REDIRECTS,
      maxBytes: FETCH_MAX_BYTES,
    },
    libraryDirs: v.LIBRARY_DIR
      ? v.LIBRARY_DIR.split(path.delimiter)
          .map((dir) => dir.trim())
          .filter(Boolean)
          .map((dir) => path.resolve(dir))
      : [],
    contactEmail: v.OPENALEX_MAILTO,
  };
}

function splitList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

function isHostPort(value: string): boolean {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+):(\d{1,5})$/i.exec(value);
  return match !== null && Number(match[2]) > 0 && Number(match[2]) <= 65535;
}
