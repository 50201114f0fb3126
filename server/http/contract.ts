// The contract between the handlers and their documented answers (common/responses.ts): which operation a
// request reached, and whether a 2xx JSON answer is what that operation's schema says — strictly, so a
// field the contract does not name fails too. The test harness checks every answer of the route tests
// with it (server/test/contract-check.ts); contract.test.ts checks the map against what is mounted.
import type { RouterRoute } from "hono/types";
import type { z } from "zod";
import { type JsonOperation, RESPONSES } from "../../common/responses";
import { openApiPath } from "./openapi";

/**
 * Operations that answer JSON shaped by a library rather than by our presenters: Better Auth's endpoints
 * (its own documented shapes) and the MCP endpoint's JSON-RPC messages (the MCP specification's).
 */
export const FOREIGN_JSON: readonly string[] = [
  "GET /api/auth/{key}",
  "POST /api/auth/{key}",
  "POST /api/mcp",
];

const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);

/** A Hono route path as a regular expression: ":id" and ":id{pattern}" one segment or the pattern, "*" the rest. */
function pathPattern(path: string): RegExp {
  let source = "";
  for (const part of path.split(/(:[A-Za-z0-9_]+(?:\{[^}]*\})?|\*)/)) {
    if (part === "*") source += ".*";
    else if (part.startsWith(":")) {
      const custom = part.match(/\{([^}]*)\}$/)?.[1];
      source += custom ? `(?:${custom})` : "[^/]+";
    } else source += part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}/?$`);
}

/**
 * The operation key ("METHOD /openapi/path") a request reaches, as Hono routes it: the first route
 * registered for its method whose path matches (so /api/document/archived before /api/document/:id).
 */
export function operationMatcher(app: {
  routes: RouterRoute[];
}): (method: string, pathname: string) => string | undefined {
  const routes = app.routes
    .filter((r) => METHODS.has(r.method) && r.path.startsWith("/api/"))
    .map((r) => ({
      method: r.method,
      pattern: pathPattern(r.path),
      key: `${r.method} ${openApiPath(r.path)}`,
    }));
  return (method, pathname) =>
    routes.find((r) => r.method === method.toUpperCase() && r.pattern.test(pathname))?.key;
}

/** Whether an operation's answer is under the contract (has a response schema). */
export function isJsonOperation(key: string): key is JsonOperation {
  return Object.hasOwn(RESPONSES, key);
}

/** What is wrong with a 2xx body of `operation` (null when the contract's schema takes it as it is). */
export function contractViolation(operation: JsonOperation, body: unknown): string | null {
  const result = RESPONSES[operation].safeParse(body);
  if (result.success) return null;
  return issuesAsText(result.error.issues, []).slice(0, 5).join("; ");
}

/** Each issue as "path: message"; a union's by the branch that came closest (fewest issues). */
function issuesAsText(issues: readonly z.core.$ZodIssue[], at: PropertyKey[]): string[] {
  return issues.flatMap((issue) => {
    const path = [...at, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
      return issuesAsText(closest, path);
    }
    const keys = issue.code === "unrecognized_keys" ? ` (${issue.keys.join(", ")})` : "";
    return [`${path.map(String).join(".") || "(body)"}: ${issue.message}${keys}`];
  });
}
