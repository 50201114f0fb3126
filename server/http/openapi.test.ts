// The OpenAPI document: public, valid OpenAPI 3.1, covering every mounted route (a route mounted without
// words in route-docs.ts fails here), with the routes' own zod schemas, and examples a script can send.
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestUser } from "../test/harness";
import { mountedOperations } from "./openapi";
import { ROUTE_DOCS } from "./route-docs";

interface Operation {
  summary: string;
  description: string;
  security: unknown[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown>; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

let t: TestApp;
let user: TestUser;
let doc: Doc;
beforeAll(async () => {
  t = await startTestApp({ work: false });
  user = await t.signUp("Script Writer");
  const res = await t.app.request("http://localhost/api/openapi.json");
  expect(res.status).toBe(200);
  doc = (await res.json()) as Doc;
});
afterAll(async () => {
  await t.close();
});

const operationOf = (key: string) => {
  const [method, path] = key.split(" ") as [string, string];
  return doc.paths[path]?.[method.toLowerCase()];
};

describe("GET /api/openapi.json", () => {
  it("is public and a valid OpenAPI 3.1 document", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(structuredClone(doc) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["apiKey", "session"]);
  });

  it("describes every mounted route, and no route that is not mounted", () => {
    const mounted = mountedOperations(t.app);
    expect(mounted.length).toBeGreaterThan(30);
    const undocumented = mounted.filter((key) => !ROUTE_DOCS[key]?.summary);
    expect(undocumented, "routes mounted without an entry in server/http/route-docs.ts").toEqual([]);
    const stale = Object.keys(ROUTE_DOCS).filter((key) => !mounted.includes(key));
    expect(stale, "route-docs.ts entries that name no mounted route").toEqual([]);
    for (const key of mounted) {
      const op = operationOf(key);
      expect(op?.summary, key).toBeTruthy();
      expect(Object.keys(op?.responses ?? {}).length, key).toBeGreaterThan(0);
    }
  });

  it("takes request schemas from the routes' validators, with the error shape and security", () => {
    const create = operationOf("POST /api/document")!;
    const body = create.requestBody!.content["application/json"]!.schema as {
      properties: Record<string, { maxLength?: number }>;
      required: string[];
    };
    expect(body.required).toContain("query");
    expect(body.properties.query?.maxLength).toBe(2000);
    expect(create.responses["400"]?.content?.["application/json"]?.schema.$ref).toBe(
      "#/components/schemas/Error",
    );
    expect(create.responses["401"]).toBeDefined();
    expect(create.security).toEqual([{ apiKey: [] }, { session: [] }]);

    const one = operationOf("GET /api/document/{id}")!;
    expect(one.parameters).toEqual([
      expect.objectContaining({ name: "id", in: "path", required: true }),
      expect.objectContaining({ name: "base", in: "query", required: false }),
    ]);
    expect(operationOf("GET /api/document")!.parameters?.map((p) => p.name)).toEqual(["cursor"]);
    expect(operationOf("GET /api/config")!.security).toEqual([]);
  });

  it("has examples that succeed when a script sends them with an API key", async () => {
    const keyRes = await t.request("/api/user/api-keys", {
      method: "POST",
      user,
      json: { name: "docs", password: "correct-horse-battery" },
    });
    const { key } = (await keyRes.json()) as { key: string };
    const withExamples = Object.entries(ROUTE_DOCS).filter(([, d]) => d.example !== undefined);
    expect(withExamples.length).toBeGreaterThanOrEqual(3);
    for (const [opKey] of withExamples) {
      const [method, path] = opKey.split(" ") as [string, string];
      const example = operationOf(opKey)!.requestBody!.content["application/json"]!.example;
      const res = await t.app.request(`http://localhost${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        // The one placeholder a script fills in with its own value: the account's password.
        body: JSON.stringify(
          example && typeof example === "object" && "password" in example
            ? { ...example, password: "correct-horse-battery" }
            : example,
        ),
      });
      expect(res.status, `${opKey}: ${await res.clone().text()}`).toBeLessThan(300);
    }
  });
});

describe("GET /api/docs", () => {
  it("is a public reference page that runs no inline script and loads its script from this server", async () => {
    const res = await t.app.request("http://localhost/api/docs");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-url="/api/openapi.json"');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, , code] of scripts) expect(code?.trim()).toBe("");
    const src = html.match(/<script[^>]*src="([^"]+)"/)?.[1];
    expect(src).toBe("/api/docs/reference.js");
    const script = await t.app.request(`http://localhost${src}`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });
});
