// The OpenAPI 3.1 document of the HTTP API, made from what is mounted: every route of the Hono app
// (app.routes), the zod schemas its validators check (recorded by validate() and params.ts), and its
// words in route-docs.ts; the 2xx answer of each JSON operation is the JSON Schema of its zod schema in the
// contract (common/responses.ts), the one the route tests check answers against. zod's own JSON Schema output is the 2020-12 dialect OpenAPI 3.1 uses, so no
// adapter sits between the schemas the routes validate with and the document.
//
// Why not @hono/zod-openapi or hono-openapi: the first means rewriting every route as createRoute(), the
// second swaps @hono/zod-validator for its own validator and loads schema converters at run time; here the
// routes stay as they are and one function reads them.
import type { RouterRoute } from "hono/types";
import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "../../common/error-codes";
import { RESPONSES } from "../../common/responses";
import { ERRORS } from "../errors";
import { ROUTE_DOCS, type RouteDoc } from "./route-docs";

type Target = "json" | "query" | "param" | "form" | "header" | "cookie";
const VALIDATED = new WeakMap<object, { target: Target; schema: z.ZodType }>();

/** Records which schema a validator middleware checks, so the document shows it. */
export function recordSchema<M extends object>(middleware: M, target: string, schema: z.ZodType): M {
  VALIDATED.set(middleware, { target: target as Target, schema });
  return middleware;
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** "/api/document/:id" → "/api/document/{id}"; a trailing * (files by key) → "{key}". */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}").replace(/\/\*$/, "/{key}");
}

/** "METHOD /path" of every route the app answers under /api (what the document and its test cover). */
export function mountedOperations(app: { routes: RouterRoute[] }): string[] {
  const keys = new Set<string>();
  for (const route of app.routes) {
    if (!(METHODS as readonly string[]).includes(route.method)) continue;
    if (!route.path.startsWith("/api/")) continue;
    keys.add(`${route.method} ${openApiPath(route.path)}`);
  }
  return [...keys];
}

type Json = Record<string, unknown>;

function jsonSchema(schema: z.ZodType): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;
  return rest;
}

/**
 * The JSON Schema of a response: what the answer's zod schema gives (io "output": the body as sent), its
 * named parts ($defs, e.g. the recursive JsonPatch) moved to the document's components.schemas.
 */
export function responseJsonSchema(schema: z.ZodType, components: Json = {}): Json {
  const {
    $schema: _,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as Json;
  Object.assign(components, asComponents(($defs ?? {}) as Json));
  return asComponents(rest);
}

/** "#/$defs/X" → "#/components/schemas/X": where named schemas live in an OpenAPI document. */
function asComponents(schema: Json): Json {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
}

/** Query or path parameters from an object schema. */
function parametersOf(schema: z.ZodType, where: "query" | "path"): Json[] {
  const object = jsonSchema(schema) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const errorRef = { $ref: "#/components/schemas/Error" };

function errorResponses(codes: ErrorCode[]): Record<string, Json> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, Json> = {};
  for (const [status, list] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    responses[String(status)] = {
      description: list.map((code) => `${code}: ${ERRORS[code].message}`).join(" / "),
      content: { "application/json": { schema: errorRef } },
    };
  }
  return responses;
}

function operation(
  method: string,
  path: string,
  doc: RouteDoc,
  validated: { target: Target; schema: z.ZodType }[],
  components: Json,
) {
  const parameters: Json[] = [];
  let requestBody: Json | undefined;
  for (const { target, schema } of validated) {
    if (target === "query") parameters.push(...parametersOf(schema, "query"));
    else if (target === "param") parameters.push(...parametersOf(schema, "path"));
    else if (target === "json") {
      const media: Json = { schema: jsonSchema(schema) };
      if (doc.example !== undefined) media.example = doc.example;
      requestBody = { required: true, content: { "application/json": media } };
    }
  }
  for (const name of path.match(/\{([^}]+)\}/g) ?? []) {
    const param = name.slice(1, -1);
    if (!parameters.some((p) => p.in === "path" && p.name === param))
      parameters.push({ name: param, in: "path", required: true, schema: { type: "string" } });
  }
  if (doc.body && !requestBody) requestBody = doc.body;

  const errors: ErrorCode[] = [...(doc.errors ?? [])];
  if (validated.some((v) => v.target !== "param")) errors.push("VALIDATION", "INVALID_TEXT");
  if (!doc.public) errors.push("UNAUTHORIZED", "INVALID_API_KEY");
  if (method !== "get") errors.push("FOREIGN_ORIGIN");
  const ok = doc.ok ?? { description: "Done." };
  const answer = RESPONSES[`${method.toUpperCase()} ${path}` as keyof typeof RESPONSES];
  const okContent = answer
    ? { content: { "application/json": { schema: responseJsonSchema(answer, components) } } }
    : ok.type === "none"
      ? {}
      : { content: { [ok.type ?? "application/json"]: { schema: ok.schema ?? { type: "object" } } } };
  return {
    operationId: `${method}${path.replace(/\{([^}]+)\}/g, "By-$1").replace(/[^A-Za-z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ? ch.toUpperCase() : ""))}`,
    summary: doc.summary,
    description: doc.description ?? doc.summary,
    tags: [doc.tag],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [String(ok.status ?? 200)]: { description: ok.description, ...okContent },
      ...errorResponses(errors),
    },
    security: doc.public ? [] : [{ apiKey: [] }, { session: [] }],
  };
}

/** The whole document. Routes without words in route-docs.ts are left out (and fail openapi.test.ts). */
export function buildOpenApiDocument(
  app: { routes: RouterRoute[] },
  info: { title: string; version: string; serverUrl?: string },
) {
  const validated = new Map<string, { target: Target; schema: z.ZodType }[]>();
  for (const route of app.routes) {
    const meta = VALIDATED.get(route.handler);
    if (!meta) continue;
    const key = `${route.method} ${openApiPath(route.path)}`;
    validated.set(key, [...(validated.get(key) ?? []), meta]);
  }
  const paths: Record<string, Record<string, unknown>> = {};
  const components: Json = {};
  for (const key of mountedOperations(app)) {
    const doc = ROUTE_DOCS[key];
    if (!doc) continue;
    const [method, path] = key.split(" ") as [string, string];
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = operation(
      method.toLowerCase(),
      path,
      doc,
      validated.get(key) ?? [],
      components,
    );
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${info.title} API`,
      version: info.version,
      description:
        "Write researched, referenced papers from scripts. Authenticate with a personal API key " +
        "(Settings → API keys) sent as `Authorization: Bearer <key>`, or with the browser's session " +
        "cookie. Every error answers `{error: {code, message, detail?}}` with the status of its code.",
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    tags: [...new Set(Object.values(ROUTE_DOCS).map((d) => d.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "A personal API key (trt_…)." },
        session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
      },
      schemas: {
        ...components,
        Error: {
          type: "object",
          required: ["error"],
          properties: {
            error: {
              type: "object",
              required: ["code", "message"],
              properties: {
                code: { type: "string", enum: [...ERROR_CODES] },
                message: { type: "string", description: "In English; apps translate by code." },
                detail: { type: "string", description: "What exactly was wrong, when known." },
              },
            },
          },
        },
      },
    },
  };
}
