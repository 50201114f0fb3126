// Bodies the API cannot read are refused with a 400 that says what to send (issue 33): broken UTF-8 (was
// read as replacement characters: a 201 whose paper ended in ERROR) and types other than JSON (were
// read as an empty body). Nothing is created from them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestUser } from "../test/harness";

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp({ work: false });
  user = await t.signUp("Careful Sender");
});
afterAll(async () => {
  await t.close();
});

/** "How do bees" + the bytes C3 28 (a broken two-byte sequence) + " fly?", as a JSON body. */
const brokenUtf8 = new Uint8Array([
  ...new TextEncoder().encode('{"query":"How do bees '),
  0xc3,
  0x28,
  ...new TextEncoder().encode(' fly?","automaticMode":false}'),
]);

const send = (pathname: string, method: string, body: BodyInit, type: string, withUser = true) =>
  t.request(pathname, { method, body, headers: { "content-type": type }, ...(withUser ? { user } : {}) });

const documentCount = async () =>
  ((await (await t.request("/api/user/document-count", { user })).json()) as { count: number }).count;

describe("request bodies", () => {
  it("refuses a body that is not valid UTF-8, creating nothing", async () => {
    const res = await send("/api/document", "POST", brokenUtf8, "application/json");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: "INVALID_TEXT",
        message: "The text contains characters that cannot be saved (a NUL character or broken Unicode).",
        detail: "The body is not valid UTF-8",
      },
    });
    expect(await documentCount()).toBe(0);
    // Sign-up (Better Auth's own route) too.
    const signUp = await send(
      "/api/auth/sign-up/email",
      "POST",
      new Uint8Array([
        ...new TextEncoder().encode('{"name":"B'),
        0xff,
        ...new TextEncoder().encode('","email":"broken@example.com","password":"correct-horse-battery"}'),
      ]),
      "application/json",
      false,
    );
    expect(signUp.status).toBe(400);
  });

  it("refuses a body in another type than JSON with what to send", async () => {
    const json = JSON.stringify({ query: "How do bees fly?", automaticMode: false });
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/xml", ""]) {
      const res = await send("/api/document", "POST", json, type);
      expect(res.status, type).toBe(400);
      expect(((await res.json()) as { error: { detail: string } }).error.detail).toBe(
        "Send the body as JSON, with the header Content-Type: application/json",
      );
    }
    const renamed = await send("/api/user", "PATCH", "name=Mallory", "application/x-www-form-urlencoded");
    expect(renamed.status).toBe(400);
    expect(await documentCount()).toBe(0);
    // JSON, with or without a charset, is read.
    expect((await send("/api/document", "POST", json, "application/json; charset=utf-8")).status).toBe(201);
    expect(
      (await send("/api/user", "PATCH", JSON.stringify({ name: "Still Careful" }), "application/json"))
        .status,
    ).toBe(200);
    expect(await documentCount()).toBe(1);
  });
});
