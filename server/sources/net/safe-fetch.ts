// Fetches a public http(s) url for the page reader: time-out, manual redirects (each one re-checked by
// the SSRF guard), a body cap enforced while streaming, and a connection pinned to the checked address.
// node:http/https is used directly: the socket connects to the checked IP literal while the Host
// header and TLS server name (SNI + certificate check) keep the original host name.
import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { FETCH_MAX_BYTES, FETCH_MAX_REDIRECTS, SCRAPE_TIMEOUT_MS } from "../../../common/constants";
import { type CheckedTarget, checkUrl, FetchRefusedError, type Resolver } from "./guard";

export interface SafeFetchOptions {
  allowPrivateHosts?: readonly string[];
  timeoutMs?: number;
  maxRedirects?: number;
  maxBytes?: number;
  signal?: AbortSignal;
  resolve?: Resolver;
  headers?: Record<string, string>;
}

export interface SafeResponse {
  /** The url asked for. */
  url: string;
  /** The url that answered, after redirects. */
  finalUrl: string;
  status: number;
  statusText: string;
  headers: http.IncomingHttpHeaders;
  /** Lower-case media type without parameters ("text/html"), or "" when absent. */
  contentType: string;
  /** The charset parameter of the content type, when given. */
  charset?: string;
  body: Buffer;
  redirects: string[];
}

/** A fetch that failed for a reason other than the guard (time-out, size, network, redirects). */
export class FetchError extends Error {
  override readonly name = "FetchError";
}

export const DEFAULT_USER_AGENT = "Mozilla/5.0 (compatible; TreatiseBot/0.1; research-paper writer)";

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}

/** Fetches a url with GET under the SSRF guard; throws FetchRefusedError or FetchError. */
export async function safeFetch(url: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const timeoutMs = options.timeoutMs ?? SCRAPE_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? FETCH_MAX_REDIRECTS;
  const maxBytes = options.maxBytes ?? FETCH_MAX_BYTES;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const redirects: string[] = [];
  let current = url;

  const describeAbort = (target: string) =>
    timeout.aborted
      ? new FetchError(`Timed out after ${timeoutMs} ms fetching ${target}`)
      : new FetchError(`Fetching ${target} was cancelled`);

  for (;;) {
    if (signal.aborted) throw describeAbort(current);
    const target = await checkUrl(current, options);
    let response: http.IncomingMessage;
    try {
      response = await requestOnce(target, options.headers ?? {}, signal);
    } catch (error) {
      if (signal.aborted) throw describeAbort(target.url.href);
      throw new FetchError(`Could not fetch ${target.url.href}: ${networkMessage(error)}`);
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(status) && location) {
      response.resume();
      response.destroy();
      if (redirects.length >= maxRedirects) {
        throw new FetchError(`Too many redirects (more than ${maxRedirects}) fetching ${url}`);
      }
      let next: URL;
      try {
        next = new URL(location, target.url);
      } catch {
        throw new FetchError(`Could not fetch ${target.url.href}: invalid redirect location "${location}"`);
      }
      redirects.push(next.href);
      current = next.href;
      continue;
    }

    const [mediaType, ...params] = (response.headers["content-type"] ?? "").split(";");
    const charset = params
      .map((p) => p.trim())
      .find((p) => p.toLowerCase().startsWith("charset="))
      ?.slice("charset=".length)
      .replace(/^["']|["']$/g, "")
      .trim();
    let body: Buffer;
    try {
      body = await readBody(response, maxBytes, target.url.href);
    } catch (error) {
      if (error instanceof FetchError) throw error;
      if (signal.aborted) throw describeAbort(target.url.href);
      throw new FetchError(`Could not read ${target.url.href}: ${networkMessage(error)}`);
    }
    return {
      url,
      finalUrl: target.url.href,
      status,
      statusText: response.statusMessage ?? "",
      headers: response.headers,
      contentType: (mediaType ?? "").trim().toLowerCase(),
      charset: charset || undefined,
      body,
      redirects,
    };
  }
}

function requestOnce(
  target: CheckedTarget,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const secure = target.url.protocol === "https:";
    const options: https.RequestOptions = {
      // Pinning: connect to the checked IP literal, never re-resolve the name.
      host: target.pinned.address,
      family: target.pinned.family,
      port: target.port,
      path: `${target.url.pathname}${target.url.search}`,
      method: "GET",
      agent: false,
      signal,
      headers: {
        host: target.url.host,
        "user-agent": DEFAULT_USER_AGENT,
        accept: "text/html,application/xhtml+xml,application/pdf;q=0.9,text/plain;q=0.8,*/*;q=0.5",
        "accept-encoding": "gzip, deflate, br",
        "accept-language": "en;q=0.9, *;q=0.5",
        connection: "close",
        ...headers,
      },
    };
    if (secure && net.isIP(target.hostname) === 0) options.servername = target.hostname;
    try {
      const request = (secure ? https : http).request(options, resolve);
      request.on("error", reject);
      request.end();
    } catch (error) {
      reject(error);
    }
  });
}

async function readBody(response: http.IncomingMessage, maxBytes: number, url: string): Promise<Buffer> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new FetchError(`${url} is larger than ${formatBytes(maxBytes)} (${declared} bytes); not read`);
  }
  let stream: Readable = response;
  const encoding = String(response.headers["content-encoding"] ?? "")
    .trim()
    .toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") stream = response.pipe(zlib.createGunzip());
  else if (encoding === "deflate") stream = response.pipe(zlib.createInflate());
  else if (encoding === "br") stream = response.pipe(zlib.createBrotliDecompress());
  if (stream !== response) response.on("error", (error) => stream.destroy(error));

  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    total += buffer.length;
    // Counted after decompression too, so a small compressed bomb cannot pass the cap.
    if (total > maxBytes) {
      response.destroy();
      stream.destroy();
      throw new FetchError(`${url} is larger than ${formatBytes(maxBytes)}; reading stopped`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, total);
}

function networkMessage(error: unknown): string {
  if (error instanceof FetchRefusedError) return error.message;
  const err = error as NodeJS.ErrnoException & { cause?: unknown };
  const code = err?.code;
  switch (code) {
    case "ECONNREFUSED":
      return "connection refused";
    case "ECONNRESET":
      return "connection reset";
    case "ETIMEDOUT":
      return "connection timed out";
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return "host unreachable";
    case "CERT_HAS_EXPIRED":
    case "DEPTH_ZERO_SELF_SIGNED_CERT":
    case "SELF_SIGNED_CERT_IN_CHAIN":
    case "UNABLE_TO_VERIFY_LEAF_SIGNATURE":
    case "ERR_TLS_CERT_ALTNAME_INVALID":
      return `TLS certificate problem (${code})`;
    default:
      return err?.message
        ? `${err.message}${code && !err.message.includes(code) ? ` (${code})` : ""}`
        : String(error);
  }
}
