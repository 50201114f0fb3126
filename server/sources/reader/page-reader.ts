// The page reader: fetches a url under the SSRF guard (or through the optional external scraper),
// detects HTML / PDF / text, extracts the main text and applies the spec's scraping failure rules
// (§5: a non-200 status, or text containing "access denied", "access check" or "recaptcha").

import { logger as defaultLogger } from "../../logger";
import type { SourcesConfig } from "../config";
import { checkUrl, FetchRefusedError, type Resolver } from "../net/guard";
import { FetchError, type SafeResponse, safeFetch } from "../net/safe-fetch";
import type { PageReader, ReadPage } from "../types";
import { type DocumentKind, decodeText, detectKind } from "./detect";
import { type LinkStats, readHtml } from "./html";
import { PdfReadError, readPdfBuffer } from "./pdf";

/** Phrases that mark a bot wall or an error page instead of content (spec §5). */
export const BLOCKED_PAGE_PATTERN = /access denied|access check|recaptcha/i;

export interface ExtractedDocument {
  kind: Exclude<DocumentKind, "unsupported">;
  title: string;
  text: string;
  /** An HTML page's links: how many, and the share of its text inside them. */
  links?: LinkStats;
}

/** A page that was fetched but cannot be used; the message is recorded on the page analysis. */
export class PageReadError extends Error {
  override readonly name = "PageReadError";
}

function titleFromText(text: string): string {
  const line = text.split("\n").find((l) => l.trim().length > 0) ?? "";
  return line
    .replace(/^#+\s*/, "")
    .trim()
    .slice(0, 200);
}

/** Extracts title and text from a document's bytes (HTML, PDF, Markdown or plain text). */
export async function readBytes(
  bytes: Uint8Array,
  info: { contentType?: string; charset?: string; url?: string } = {},
): Promise<ExtractedDocument> {
  const kind = detectKind(info.contentType ?? "", bytes, info.url ?? "");
  switch (kind) {
    case "pdf": {
      const pdf = await readPdfBuffer(bytes);
      return { kind, title: pdf.title, text: pdf.text };
    }
    case "html": {
      const html = readHtml(decodeText(bytes, info.charset), info.url);
      return { kind, title: html.title, text: html.text, links: html.links };
    }
    case "markdown":
    case "text": {
      const text = decodeText(bytes, info.charset).replace(/\r\n?/g, "\n").trim();
      return { kind, title: titleFromText(text), text };
    }
    default:
      throw new PageReadError(
        `This is not a readable document (content type ${info.contentType || "unknown"}); only HTML, PDF and text can be read`,
      );
  }
}

/** Applies the spec's failure rule on page text; returns the error message or undefined. */
export function blockedPageMessage(text: string): string | undefined {
  const match = BLOCKED_PAGE_PATTERN.exec(text);
  return match ? `the page is blocked or asks for a check ("${match[0]}")` : undefined;
}

export interface PageReaderOptions {
  /** Resolver for the SSRF guard (tests inject one). */
  resolve?: Resolver;
  /** Reads library:// urls from the local library instead of over HTTP. */
  library?: { read(url: string): Promise<ReadPage> };
  logger?: Pick<typeof defaultLogger, "warn">;
}

function failed(url: string, message: string, extra: Partial<ReadPage> = {}): ReadPage {
  return {
    url,
    finalUrl: extra.finalUrl ?? url,
    title: "",
    text: "",
    contentType: extra.contentType ?? "",
    error: { message },
  };
}

/** Creates the page reader. `read` never throws for a bad page: it returns the page with `error` set. */
export function createPageReader(
  config: Pick<SourcesConfig, "fetch" | "scraper">,
  options: PageReaderOptions = {},
): PageReader {
  const log = options.logger ?? defaultLogger;
  const fetchOptions = {
    allowPrivateHosts: config.fetch.allowPrivateHosts,
    timeoutMs: config.fetch.timeoutMs,
    maxRedirects: config.fetch.maxRedirects,
    maxBytes: config.fetch.maxBytes,
    resolve: options.resolve,
  };

  async function viaScraper(url: string, signal?: AbortSignal): Promise<SafeResponse | null> {
    const scraperUrl = config.scraper.url;
    if (!scraperUrl) return null;
    // The scraper must not become a way around the guard: the target is checked first.
    await checkUrl(url, fetchOptions);
    const endpoint = new URL(scraperUrl);
    endpoint.searchParams.set("url", url);
    endpoint.searchParams.set("scraper", config.scraper.name);
    try {
      // The scraper is an operator setting (often on a private network), so it is let through the guard.
      const response = await safeFetch(endpoint.href, {
        ...fetchOptions,
        allowPrivateHosts: [
          ...fetchOptions.allowPrivateHosts,
          `${endpoint.hostname}:${endpoint.port || (endpoint.protocol === "https:" ? 443 : 80)}`,
        ],
        signal,
      });
      if (response.status >= 500 || response.status === 429) {
        log.warn(`[reader] scraper answered HTTP ${response.status} for ${url}; fetching directly`);
        return null;
      }
      return { ...response, url, finalUrl: url };
    } catch (error) {
      log.warn(`[reader] scraper failed for ${url}: ${(error as Error).message}; fetching directly`);
      return null;
    }
  }

  async function fromScraperJson(response: SafeResponse): Promise<ExtractedDocument | null> {
    if (response.contentType !== "application/json") return null;
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(decodeText(response.body, response.charset)) as Record<string, unknown>;
    } catch {
      return null;
    }
    const str = (key: string) => (typeof data[key] === "string" ? (data[key] as string) : "");
    const html = str("html") || str("content_html");
    if (html)
      return {
        ...(await readBytes(Buffer.from(html), { contentType: "text/html", url: response.url })),
        kind: "html",
      };
    const text = str("text") || str("markdown") || str("content");
    if (!text) return null;
    const metadata = data.metadata as { title?: unknown } | undefined;
    const title =
      str("title") || (typeof metadata?.title === "string" ? metadata.title : "") || titleFromText(text);
    return { kind: "text", title, text: text.trim() };
  }

  return {
    async read(url, readOptions) {
      if (url.startsWith("library://")) {
        if (options.library) return options.library.read(url);
        return failed(url, "Could not read this library page: no library is configured (set LIBRARY_DIR)");
      }
      let response: SafeResponse | null = null;
      try {
        response = await viaScraper(url, readOptions?.signal);
        response ??= await safeFetch(url, { ...fetchOptions, signal: readOptions?.signal });
      } catch (error) {
        if (error instanceof FetchRefusedError || error instanceof FetchError)
          return failed(url, error.message);
        return failed(url, `Could not fetch ${url}: ${(error as Error).message}`);
      }
      const base = { finalUrl: response.finalUrl, contentType: response.contentType };
      if (response.status !== 200) {
        const reason = `${response.status}${response.statusText ? ` ${response.statusText}` : ""}`;
        return failed(url, `Could not read ${url}: the server answered HTTP ${reason}`, base);
      }
      let doc: ExtractedDocument;
      try {
        doc =
          (await fromScraperJson(response)) ??
          (await readBytes(response.body, {
            contentType: response.contentType,
            charset: response.charset,
            url: response.finalUrl,
          }));
      } catch (error) {
        if (error instanceof PdfReadError || error instanceof PageReadError)
          return failed(url, error.message, base);
        return failed(url, `Could not read ${url}: ${(error as Error).message}`, base);
      }
      // A PDF is never a bot wall; a paper about reCAPTCHA must stay readable.
      const blocked = doc.kind === "pdf" ? undefined : blockedPageMessage(`${doc.title}\n${doc.text}`);
      if (blocked) return failed(url, `Could not read ${url}: ${blocked}`, base);
      if (!doc.text.trim()) return failed(url, `Could not read ${url}: the page has no readable text`, base);
      return {
        url,
        finalUrl: response.finalUrl,
        title: doc.title || response.finalUrl,
        text: doc.text,
        contentType: response.contentType,
      };
    },
  };
}
