// The route fuzzer: every route the app mounts (read from the app itself, so a new route is covered the
// day it is added) gets malformed params, queries, bodies and headers, signed in and out. Nothing may
// answer 5xx: bad input is a 4xx with a message. Bounded (seeded, in-process, a few seconds).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDocument } from "../test/factories";
import { startTestApp, type TestApp, type TestUser } from "../test/harness";

let t: TestApp;
let user: TestUser;
let ownId: string;
beforeAll(async () => {
  t = await startTestApp({ work: false });
  user = await t.signUp();
  ownId = (await buildDocument(t.services.db, { user, status: "COMPLETE", sections: 3 })).doc.id;
});
afterAll(async () => {
  await t.close();
});

/** A small seeded generator (mulberry32): the same requests on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const b64 = (text: string) => Buffer.from(text).toString("base64url");
const deep = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;

const ID_VALUES = () => [
  ownId,
  "00000000-0000-4000-8000-000000000000",
  "%00",
  `${ownId}%00`,
  "..%2F..%2Fetc%2Fpasswd",
  "a".repeat(300),
  "%F0%28%8C%BC",
  "null",
  "-1",
  "%E2%80%AE",
];
const INDEX_VALUES = ["0", "2", "99999999999999999999", "-1", "1e3", "abc", "%00", "0x10", " 1"];
const OTHER_VALUES = ["x", "%00", "..", "a".repeat(500), "%ZZ", "0"];
const QUERIES = [
  "",
  "?cursor=%00",
  `?cursor=${b64("275760-01-01T00:00:00.000Z|00000000-0000-4000-8000-000000000000")}`,
  `?cursor=${b64("2020-01-01T00:00:00.000Z|not-a-uuid")}`,
  `?cursor=${b64("-271821-04-20T00:00:00.000Z|x|y")}`,
  `?cursor=${"A".repeat(5000)}`,
  "?cursor=%ZZ",
  "?cursor=a&cursor=b",
  "?updatedAt=1e400",
  "?updatedAt=-99999999999999999999",
  "?updatedAt=abc",
  "?format=..%2F..%2Fpasswd",
  "?target=summary&isPositive=maybe",
  "?amount=-1",
];
const BODIES: { type?: string; body?: string }[] = [
  {},
  { type: "application/json", body: "{" },
  { type: "application/json", body: "null" },
  { type: "application/json", body: "[]" },
  { type: "application/json", body: '"text"' },
  { type: "application/json", body: "123" },
  { type: "application/json", body: '{"query":5,"summary":[],"title":{},"plan":"x","name":1,"urls":"x"}' },
  { type: "application/json", body: deep(5000) },
  { type: "application/json", body: JSON.stringify({ query: "x".repeat(900_000) }) },
  {
    type: "application/json",
    body: JSON.stringify({ query: "a\u0000b", summary: "a\u0000b", name: "\u0000" }),
  },
  { type: "application/json", body: '{"query":"\\ud800","summary":"\\udc00","title":"\\ud800"}' },
  { type: "application/json", body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
  {
    type: "application/json",
    body: JSON.stringify({ outline: { title: "t", plan: { sections: [{}] } }, section: 1 }),
  },
  { type: "application/json", body: JSON.stringify({ amount: 1e308, paymentMethodId: {} }) },
  { type: "text/plain", body: "hello" },
  {
    type: "multipart/form-data; boundary=x",
    body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n',
  },
  { type: "application/x-www-form-urlencoded", body: "a=%00&b=%ZZ" },
];

interface Route {
  method: string;
  path: string;
}

function mountedRoutes(): Route[] {
  const seen = new Map<string, Route>();
  for (const r of t.app.routes) {
    if (!["GET", "POST", "PUT", "PATCH", "DELETE"].includes(r.method)) continue;
    if (!r.path.startsWith("/api/")) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()];
}

function fill(path: string, pick: <T>(list: readonly T[]) => T): string {
  return path
    .replace(/:id\b(\{[^}]*\})?/g, () => pick(ID_VALUES()))
    .replace(/:sectionIndex\b(\{[^}]*\})?/g, () => pick(INDEX_VALUES))
    .replace(/:[A-Za-z]+(\{[^}]*\})?/g, () => pick(OTHER_VALUES))
    .replace(/\*$/, () => pick(["covers/", "covers/../../etc/passwd", "covers/%00", "x", ""]));
}

const JUNK_HEADERS: Record<string, string>[] = [
  { cookie: "better-auth.session_token=%00%ZZ; better-auth.session_token=x" },
  { cookie: `better-auth.session_token=${"A".repeat(4000)}` },
  { "x-forwarded-for": "not-an-address, ::::", "accept-language": "zz-ZZ;q=abc" },
  { "sec-fetch-site": "none", "accept-encoding": "br;q=x, *;q=-1" },
];

async function send(
  route: Route,
  url: string,
  body: { type?: string; body?: string },
  signedIn: boolean,
  extra: Record<string, string> = {},
) {
  const headers = new Headers({ origin: "http://localhost", ...extra });
  if (signedIn && !extra.cookie) headers.set("cookie", user.cookie);
  if (body.type) headers.set("content-type", body.type);
  const controller = new AbortController();
  const res = await t.app.request(`http://localhost${url}`, {
    method: route.method,
    headers,
    body: route.method === "GET" ? undefined : body.body,
    signal: controller.signal,
  });
  // Streams (SSE, section text) would stay open: the status is all we need.
  await res.body?.cancel().catch(() => undefined);
  controller.abort();
  return res.status;
}

describe("route fuzzer", () => {
  it("answers every malformed request to every route with less than 500", { timeout: 120_000 }, async () => {
    const routes = mountedRoutes();
    expect(routes.length).toBeGreaterThan(25);
    const rand = random(20261123);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const cases: [string, { type?: string; body?: string }, boolean, Record<string, string>?][] = [];
      for (const query of QUERIES) cases.push([`${fill(route.path, pick)}${query}`, pick(BODIES), true]);
      if (route.method !== "GET") {
        const own = route.path.replace(/:id\b/, ownId).replace(/:sectionIndex\b/, "0");
        for (const body of BODIES) cases.push([fill(own, pick), body, true]);
      }
      for (let i = 0; i < 6; i++)
        cases.push([`${fill(route.path, pick)}${pick(QUERIES)}`, pick(BODIES), false]);
      for (const junk of JUNK_HEADERS) cases.push([fill(route.path, pick), pick(BODIES), true, junk]);
      for (const [url, body, signedIn, extra] of cases) {
        sent += 1;
        let status: number;
        try {
          status = await send(route, url, body, signedIn, extra);
        } catch (error) {
          failures.push(`${route.method} ${url} threw ${(error as Error).message}`);
          continue;
        }
        if (status >= 500) failures.push(`${route.method} ${url} [${body.type ?? "no body"}] → ${status}`);
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });
});
