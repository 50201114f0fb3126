// Every 2xx JSON answer a test receives from the app is checked against the contract (common/responses.ts)
// of the operation it reached: the whole route suite is the contract test. A handler whose answer and its
// documented shape differ fails the test that called it, with the operation and what differs.
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import type { Hono } from "hono";
import { contractViolation, FOREIGN_JSON, isJsonOperation, operationMatcher } from "../http/contract";
import { ROUTE_DOCS } from "../http/route-docs";

type Requester = Hono["request"];

function decoded(bytes: Buffer, encoding: string | null): string {
  if (encoding === "gzip") return gunzipSync(bytes).toString("utf8");
  if (encoding === "br") return brotliDecompressSync(bytes).toString("utf8");
  if (encoding === "deflate") return inflateSync(bytes).toString("utf8");
  return bytes.toString("utf8");
}

/** Throws when a 2xx JSON answer of `method pathname` is not what its operation's schema says. */
export async function checkAnswer(
  operationOf: (method: string, pathname: string) => string | undefined,
  method: string,
  pathname: string,
  response: Response,
): Promise<void> {
  if (response.status < 200 || response.status >= 300) return;
  if (!response.headers.get("content-type")?.includes("application/json")) return;
  const operation = operationOf(method, pathname);
  if (!operation || FOREIGN_JSON.includes(operation)) return;
  if (!isJsonOperation(operation))
    throw new Error(`contract: ${operation} answered JSON but has no response schema`);
  const documented = ROUTE_DOCS[operation]?.ok?.status ?? 200;
  if (response.status !== documented)
    throw new Error(`contract: ${operation} answered ${response.status}; its reference says ${documented}`);
  const bytes = Buffer.from(await response.clone().arrayBuffer());
  const body: unknown = JSON.parse(decoded(bytes, response.headers.get("content-encoding")));
  const wrong = contractViolation(operation, body);
  if (wrong)
    throw new Error(
      `contract: ${operation} answered ${response.status} with a body its schema refuses: ${wrong}`,
    );
}

/** Wraps `app.request` (what the route tests call, directly or through the harness) with checkAnswer. */
export function checkAnswers<A extends Pick<Hono, "routes" | "request">>(app: A): A {
  const operationOf = operationMatcher(app);
  const request = app.request.bind(app);
  const checked: Requester = async (input, init, ...rest) => {
    const response = await request(input, init, ...rest);
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    // A Request carries its own method; a path or URL is sent with init's (GET by default).
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    await checkAnswer(operationOf, method, url.pathname, response);
    return response;
  };
  app.request = checked as A["request"];
  return app;
}
