// The HTTP API as the command line uses it: the same calls against a running instance (`--server`,
// an API key) or against the app in this process (local-instance.ts). Errors keep the API's code.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type {
  DocumentListEntry,
  Page,
  PaperEvidence,
  PresentedDocument,
  RecheckCounts,
} from "../../common/types";

/** A fetch-like function: the real fetch, or the in-process app's `request`. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** An answer of the API that is not a success: its error code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface CreatePaper {
  query: string;
  model?: string;
  locale?: string;
  searchTypes?: string[];
  numberOfSections?: number;
  automaticMode: boolean;
  customSources?: { id: string }[];
}

export class ApiClient {
  constructor(private readonly options: { baseUrl: string; apiKey: string; transport: Transport }) {}

  private async send(method: string, pathname: string, body?: unknown): Promise<Response> {
    const headers = new Headers({ authorization: `Bearer ${this.options.apiKey}` });
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set("content-type", "application/json");
      payload = JSON.stringify(body);
    }
    const url = new URL(pathname, this.options.baseUrl).href;
    let res: Response;
    try {
      res = await this.options.transport(url, { method, headers, body: payload });
    } catch (error) {
      const reason =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
      throw new ApiError(0, "UNREACHABLE", `Could not reach ${this.options.baseUrl}: ${reason}`);
    }
    if (!res.ok) {
      const text = await res.text();
      let code = `HTTP_${res.status}`;
      let message = text.slice(0, 300) || res.statusText;
      try {
        const parsed = JSON.parse(text) as { error?: { code?: string; message?: string; detail?: string } };
        if (parsed.error?.code) code = parsed.error.code;
        if (parsed.error?.message) {
          message = parsed.error.message + (parsed.error.detail ? ` (${parsed.error.detail})` : "");
        }
      } catch {
        // Not the API's JSON error shape (a proxy's page): keep the text.
      }
      throw new ApiError(res.status, code, message);
    }
    return res;
  }

  private async json<T>(method: string, pathname: string, body?: unknown): Promise<T> {
    return (await (await this.send(method, pathname, body)).json()) as T;
  }

  async create(body: CreatePaper): Promise<string> {
    const answer = await this.json<{ document: { id: string } }>("POST", "/api/document", body);
    return answer.document.id;
  }

  async get(id: string): Promise<PresentedDocument> {
    return (await this.json<{ document: PresentedDocument }>("GET", `/api/document/${id}`)).document;
  }

  async list(cursor?: string): Promise<Page<DocumentListEntry>> {
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
    return this.json("GET", `/api/document${query}`);
  }

  /** Manual mode's Create Plan, Write Paper, and Retry after ERROR. */
  async act(id: string, action: "plan" | "write" | "retry"): Promise<void> {
    await this.send("POST", `/api/document/${id}/${action}`);
  }

  /** Reads a finished paper's sources again (issue 31). */
  async recheck(id: string): Promise<RecheckCounts> {
    return (await this.json<{ recheck: RecheckCounts }>("POST", `/api/document/${id}/evidence/recheck`))
      .recheck;
  }

  /** Each cited sentence of a paper with its passages. */
  async evidence(id: string): Promise<PaperEvidence> {
    return (await this.json<{ evidence: PaperEvidence }>("GET", `/api/document/${id}/evidence`)).evidence;
  }

  /** The file of a COMPLETE paper in a download format. */
  async download(id: string, format: string): Promise<Uint8Array> {
    const { url } = await this.json<{ url: string }>("GET", `/api/document/${id}/download?format=${format}`);
    const res = await this.send("GET", url);
    return new Uint8Array(await res.arrayBuffer());
  }

  /** Adds links as custom sources; their ids for a new paper. */
  async addLinks(urls: string[]): Promise<string[]> {
    const answer = await this.json<{ results: { id: string }[] }>("POST", "/api/document/custom-sources", {
      urls,
      isFile: false,
    });
    return answer.results.map((r) => r.id);
  }

  /** Uploads a PDF the way the app does (presigned POST) and adds it as a custom source. */
  async addPdf(file: string): Promise<string[]> {
    const filename = path.basename(file);
    const presigned = await this.json<{ url: string; fields: Record<string, string> }>(
      "POST",
      "/api/document/custom-sources/get-presigned-url",
      { filename, contentType: "application/pdf" },
    );
    const form = new FormData();
    for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
    const bytes = await readFile(file);
    form.append("file", new Blob([bytes], { type: "application/pdf" }), filename);
    const target = new URL(presigned.url, this.options.baseUrl);
    if (target.origin === new URL(this.options.baseUrl).origin) {
      await this.send("POST", target.href, form);
    } else {
      // An S3 bucket's presigned POST: no API key goes to the bucket.
      const res = await fetch(target, { method: "POST", body: form });
      if (!res.ok)
        throw new ApiError(res.status, "UPLOAD_FAILED", `The upload of ${filename} failed (${res.status})`);
    }
    const key = presigned.fields.key;
    const answer = await this.json<{ results: { id: string }[] }>("POST", "/api/document/custom-sources", {
      urls: [],
      fileKey: key,
      isFile: true,
    });
    return answer.results.map((r) => r.id);
  }
}
