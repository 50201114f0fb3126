// The one fetch wrapper of the app: JSON in and out, and every failure as an ApiError. Calls are keyed by
// the contract's operation (common/responses.ts), so each answer's type is its schema's, not written here.
import type { JsonOperation, ResponseOf } from "../../common/responses";
import type { ApiErrorBody } from "../../common/types";

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === "object" && error !== null && "code" in error && "message" in error;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

/** An operation's path with its {params} filled in, as `call` takes it (a query string may follow). */
type Filled<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Filled<Tail>}`
  : P;
export type PathOf<K extends JsonOperation> = K extends `${string} ${infer P}`
  ? Filled<P> | `${Filled<P>}?${string}`
  : never;

/**
 * Calls one operation of the Treatise API with its method: resolves with its answer as the contract types
 * it, rejects with ApiError. `call("POST /api/document/{id}/retry", `/api/document/${id}/retry`)`.
 */
export function call<K extends JsonOperation>(
  operation: K,
  path: PathOf<K>,
  options: Omit<RequestOptions, "method"> = {},
): Promise<ResponseOf<K>> {
  const method = operation.slice(0, operation.indexOf(" ")) as NonNullable<RequestOptions["method"]>;
  return send(path, { ...options, method }) as Promise<ResponseOf<K>>;
}

/**
 * Calls one of Better Auth's endpoints (/api/auth/*): their answers are Better Auth's own, outside the
 * contract, so the caller names the type it reads.
 */
export function callBetterAuth<Answer>(
  path: `/api/auth/${string}`,
  options: RequestOptions = {},
): Promise<Answer> {
  return send(path, options) as Promise<Answer>;
}

/** Sends a request; resolves with the parsed JSON body, rejects with ApiError. */
async function send(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { method = "GET", body, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: "same-origin",
      headers:
        body === undefined
          ? { Accept: "application/json" }
          : { "Content-Type": "application/json", Accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK_ERROR", error instanceof Error ? error.message : String(error));
  }
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) throw apiErrorOf(response, parsed);
  return parsed;
}

/** The ApiError of a failed response, from its parsed body (the registry's code) or its status. */
export function apiErrorOf(response: Response, parsed: unknown): ApiError {
  if (isErrorBody(parsed)) return new ApiError(response.status, parsed.error.code, parsed.error.message);
  return new ApiError(response.status, `HTTP_${response.status}`, response.statusText || "Request failed");
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** Sends a file as a multipart form (all presigned fields, then the file) to an upload address. */
export async function postMultipart(url: string, fields: Record<string, string>, file: File): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", file);
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body: form, credentials: "same-origin" });
  } catch (error) {
    throw new ApiError(0, "NETWORK_ERROR", error instanceof Error ? error.message : String(error));
  }
  if (!response.ok)
    throw new ApiError(response.status, "UPLOAD_FAILED", response.statusText || "Upload failed");
}
