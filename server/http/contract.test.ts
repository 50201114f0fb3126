// The contract between handlers and the API reference (common/responses.ts): every mounted JSON operation
// has a response schema and every schema names a mounted operation; the check the harness runs on every
// answer of the route tests refuses a wrong shape; the OpenAPI document shows exactly the zod schemas.
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { RESPONSES } from "../../common/responses";
import { checkAnswers } from "../test/contract-check";
import { startTestApp, type TestApp } from "../test/harness";
import { contractViolation, FOREIGN_JSON, operationMatcher } from "./contract";
import { mountedOperations } from "./openapi";
import { ROUTE_DOCS } from "./route-docs";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ work: false });
});
afterAll(async () => {
  await t.close();
});

/** An operation documented as answering something else than JSON (HTML, files, streams, nothing). */
const answersJson = (key: string) => {
  const type = ROUTE_DOCS[key]?.ok?.type;
  const status = ROUTE_DOCS[key]?.ok?.status ?? 200;
  return (type === undefined || type === "application/json") && status < 300;
};

describe("the response contract", () => {
  it("has a schema for every mounted JSON operation, and names no operation that is not mounted", () => {
    const mounted = mountedOperations(t.app);
    const schemas = Object.keys(RESPONSES);
    const missing = mounted.filter(
      (key) => answersJson(key) && !FOREIGN_JSON.includes(key) && !schemas.includes(key),
    );
    expect(missing, "JSON operations without a schema in common/responses.ts").toEqual([]);
    expect(
      schemas.filter((key) => !mounted.includes(key)),
      "schemas of operations not mounted",
    ).toEqual([]);
    expect(
      schemas.filter((key) => !answersJson(key)),
      "schemas of operations documented as not JSON",
    ).toEqual([]);
    expect(schemas.length).toBe(51);
  });

  it("keeps the shapes out of route-docs.ts: a JSON answer is described in words, its shape is the schema's", () => {
    for (const key of Object.keys(RESPONSES)) {
      const ok = ROUTE_DOCS[key]?.ok;
      expect(ok?.description, key).toMatch(/^[A-Z]/);
      expect(ok?.description, key).not.toMatch(/^\{|"message":"Success"/);
      expect(ok?.schema, key).toBeUndefined();
      expect(ok?.type, key).toBeUndefined();
    }
  });

  it("matches a request to the operation Hono routes it to", () => {
    const operationOf = operationMatcher(t.app);
    expect(operationOf("GET", "/api/document/archived")).toBe("GET /api/document/archived");
    expect(operationOf("GET", "/api/document/abc")).toBe("GET /api/document/{id}");
    expect(operationOf("POST", "/api/document/custom-sources")).toBe("POST /api/document/custom-sources");
    expect(operationOf("delete", "/api/document/abc/like")).toBe("DELETE /api/document/{id}/like");
    expect(operationOf("GET", "/api/files/covers/a/b.png")).toBe("GET /api/files/{key}");
    expect(operationOf("GET", "/healthz")).toBeUndefined();
  });

  it("refuses an answer whose shape differs from its schema, an unknown field included", () => {
    expect(contractViolation("POST /api/document/{id}/retry", { ok: true })).toBeNull();
    expect(contractViolation("POST /api/document/{id}/retry", { message: "Success" })).toMatch(/ok/);
    expect(
      contractViolation("GET /api/document/{id}/like", { isLiked: true, likeCount: 2, extra: 1 }),
    ).toMatch(/extra/);
    expect(contractViolation("GET /api/billing/estimate", { estimateCents: 120 })).not.toBeNull();
    expect(contractViolation("GET /api/user/document-count", { count: "3" })).toMatch(/count/);
  });

  it("fails a request in the harness when a handler answers a shape its operation does not have", async () => {
    const drifted = checkAnswers(
      new Hono()
        .post("/api/document/:id/retry", (c) => c.json({ message: "Success" }))
        .post("/api/document/:id/archive", (c) => c.json({ ok: true }, 201))
        .post("/api/document/:id/restore", (c) => c.json({ ok: true })),
    );
    await expect(drifted.request("/api/document/d1/retry", { method: "POST" })).rejects.toThrow(
      /POST \/api\/document\/\{id\}\/retry answered 200 with a body its schema refuses: ok/,
    );
    await expect(drifted.request("/api/document/d1/archive", { method: "POST" })).rejects.toThrow(
      /answered 201; its reference says 200/,
    );
    const res = await drifted.request("http://localhost/api/document/d1/restore", { method: "POST" });
    expect(await res.json()).toEqual({ ok: true });
  });

  it("is what the OpenAPI document shows as each JSON operation's 2xx answer", async () => {
    const res = await t.app.request("http://localhost/api/openapi.json");
    type Responses = Record<string, { content?: Record<string, { schema: unknown }> }>;
    const doc = (await res.json()) as {
      paths: Record<string, Record<string, { responses: Responses }>>;
      components: { schemas: Record<string, unknown> };
    };
    for (const [key, schema] of Object.entries(RESPONSES)) {
      const [method, path] = key.split(" ") as [string, string];
      const status = String(ROUTE_DOCS[key]?.ok?.status ?? 200);
      const shown =
        doc.paths[path]?.[method.toLowerCase()]?.responses[status]?.content?.["application/json"]?.schema;
      const {
        $schema: _,
        $defs,
        ...expected
      } = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });
      // Named parts ($defs) live in components.schemas, where the document's references point.
      const asInDocument = (value: unknown) =>
        JSON.parse(JSON.stringify(value).replaceAll("#/$defs/", "#/components/schemas/"));
      expect(shown, key).toEqual(asInDocument(expected));
      for (const [name, part] of Object.entries($defs ?? {}))
        expect(doc.components.schemas[name], name).toEqual(asInDocument(part));
    }
  });
});
