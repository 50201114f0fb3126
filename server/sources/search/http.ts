// The HTTP client of the search providers: one place that turns statuses, time-outs and malformed
// bodies into clear errors naming the provider. Provider base urls are operator settings, so these
// calls do not go through the page reader's SSRF guard (a self-hosted SearXNG often lives on localhost).
import type { z } from "zod";

/** Names shown in messages, by configuration name. */
export const PROVIDER_LABELS: Record<string, string> = {
  serper: "Serper",
  searxng: "SearXNG",
  wikipedia: "Wikipedia",
  openalex: "OpenAlex",
  arxiv: "arXiv",
  "semantic-scholar": "Semantic Scholar",
  crossref: "Crossref",
  gdelt: "GDELT",
  tavily: "Tavily",
  brave: "Brave Search",
  library: "Local library",
};

export function providerLabel(name: string): string {
  return PROVIDER_LABELS[name] ?? name;
}

/** A search provider failed; the message names it and says why. */
export class SearchProviderError extends Error {
  override readonly name = "SearchProviderError";
  readonly provider: string;
  readonly status?: number;
  constructor(provider: string, message: string, options?: { status?: number; cause?: unknown }) {
    super(message, { cause: options?.cause });
    this.provider = provider;
    this.status = options?.status;
  }
}

/** The error of a provider that needs a key it was not given (spec §8: missing search key). */
export function missingKeyError(provider: string, envName: string): SearchProviderError {
  return new SearchProviderError(
    provider,
    `${providerLabel(provider)} search failed: missing search key for ${provider} (set ${envName})`,
  );
}

export const SEARCH_TIMEOUT_MS = 15_000;
export const SEARCH_USER_AGENT = "Treatise/0.1 (research-paper writer)";

export interface ProviderRequest {
  provider: string;
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** Sent as JSON when an object. */
  json?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Setting to name when the service rejects the key (401/403). */
  keyEnv?: string;
  /** Answers with these statuses are returned instead of thrown (e.g. arXiv's 400 error feed). */
  acceptStatuses?: number[];
}

export interface ProviderResponse {
  status: number;
  contentType: string;
  text: string;
}

/** Extracts a human message from an error body ({error}, {message}, {detail} or text). */
function bodyMessage(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return "";
  try {
    const parsed = JSON.parse(trimmed) as unknown;
    if (parsed && typeof parsed === "object") {
      const record = parsed as Record<string, unknown>;
      for (const key of ["error", "message", "detail", "description"]) {
        const value = record[key];
        if (typeof value === "string" && value) return value;
        if (
          value &&
          typeof value === "object" &&
          typeof (value as { message?: unknown }).message === "string"
        ) {
          return (value as { message: string }).message;
        }
      }
    }
  } catch {
    // not JSON: use the text itself
  }
  if (/^\s*</.test(trimmed)) return "";
  return trimmed.length > 200 ? `${trimmed.slice(0, 200)}…` : trimmed;
}

/** The clear error for a non-success HTTP status. */
export function statusError(
  provider: string,
  status: number,
  body: string,
  keyEnv?: string,
): SearchProviderError {
  const label = providerLabel(provider);
  const detail = bodyMessage(body);
  const said = detail ? `: ${detail}` : "";
  let message: string;
  if (status === 401 || (status === 403 && keyEnv)) {
    message = `${label} search failed: the search key was rejected (HTTP ${status}${said})${keyEnv ? ` — check ${keyEnv}` : ""}`;
  } else if (status === 403) {
    message = `${label} search failed: access forbidden (HTTP 403${said})`;
  } else if (status === 404) {
    message = `${label} search failed: not found (HTTP 404${said})`;
  } else if (status === 429) {
    message = `${label} search failed: rate limited (HTTP 429${said}); try again later`;
  } else if (status >= 500) {
    message = `${label} search failed: the service had an error (HTTP ${status}${said})`;
  } else {
    message = `${label} search failed: HTTP ${status}${said}`;
  }
  return new SearchProviderError(provider, message, { status });
}

/** Sends one request to a provider; throws SearchProviderError on network errors and bad statuses. */
export async function providerRequest(request: ProviderRequest): Promise<ProviderResponse> {
  const label = providerLabel(request.provider);
  const timeoutMs = request.timeoutMs ?? SEARCH_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const headers: Record<string, string> = {
    "user-agent": SEARCH_USER_AGENT,
    accept: "application/json",
    ...request.headers,
  };
  let body: string | undefined;
  if (request.json !== undefined) {
    body = JSON.stringify(request.json);
    headers["content-type"] = "application/json";
  }
  let response: Response;
  try {
    response = await fetch(request.url, { method: request.method ?? "GET", headers, body, signal });
  } catch (error) {
    if (timeout.aborted) {
      throw new SearchProviderError(
        request.provider,
        `${label} search failed: no answer within ${timeoutMs} ms`,
        {
          cause: error,
        },
      );
    }
    if (request.signal?.aborted) throw error;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new SearchProviderError(
      request.provider,
      `${label} search failed: could not reach ${new URL(request.url).origin} (${why})`,
      { cause: error },
    );
  }
  const text = await response.text();
  const accepted = request.acceptStatuses?.includes(response.status) ?? false;
  if (!response.ok && !accepted) throw statusError(request.provider, response.status, text, request.keyEnv);
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", text };
}

/** Parses a JSON body and checks its shape; a bad body is a clear "malformed response" error. */
export function parseJson<T>(provider: string, text: string, schema: z.ZodType<T>): T {
  const label = providerLabel(provider);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const start = text.trim().slice(0, 80).replace(/\s+/g, " ");
    throw new SearchProviderError(
      provider,
      `${label} search failed: malformed response (not JSON: ${(error as Error).message}; body starts "${start}")`,
    );
  }
  const result = schema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? issue.path.join(".") : "body";
    throw new SearchProviderError(
      provider,
      `${label} search failed: malformed response (${where}: ${issue?.message ?? "unexpected shape"})`,
    );
  }
  return result.data;
}

/** GET or POST, then parse and check JSON. */
export async function requestJson<T>(request: ProviderRequest, schema: z.ZodType<T>): Promise<T> {
  const response = await providerRequest(request);
  return parseJson(request.provider, response.text, schema);
}

/** Joins a base url (with or without a trailing slash or a path) and a path. */
export function joinUrl(
  base: string,
  path: string,
  query?: Record<string, string | number | undefined>,
): string {
  const url = new URL(`${base.replace(/\/+$/, "")}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== "") url.searchParams.set(key, String(value));
  }
  return url.href;
}
