// GET /api/document/{id} sends a page only what changed (issue 32, item 8): 304 when the page holds the
// paper as it is, what changed since a version the server still keeps (?base=), the whole paper for a
// version it does not know. Read through the page's own reader (app/api/document-read.ts), whose result
// must always be the paper as a fresh read presents it.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDocument } from "../../app/api/document-read";
import type { DocumentResponse } from "../../common/api";
import { pageAnalyses } from "../db/schema";
import { touchDocument, updateSection } from "../documents/store";
import { recentVersionsOf } from "../presenters/document-versions";
import { buildDocument } from "../test/factories";
import { startTestApp, type TestApp, type TestUser } from "../test/harness";

describe("GET /api/document/{id}: 304 and what changed", () => {
  let t: TestApp;
  let owner: TestUser;
  let id: string;
  let planVersion: number;
  const received: { url: string; status: number; bytes: number }[] = [];

  beforeAll(async () => {
    t = await startTestApp({ work: false });
    owner = await t.signUp("Owner");
    const state = await buildDocument(t.services.db, {
      user: owner,
      status: "ANALYZING",
      sections: [
        {
          title: "Io",
          status: "ANALYZING",
          urls: ["https://a.example/1", "https://a.example/2"],
          analyses: [
            {
              url: "https://a.example/1",
              information: [{ text: "Io has 400 volcanoes.", passage: "Io has 400 volcanoes." }],
            },
          ],
        },
        { title: "Europa", status: "PLANNED" },
      ],
    } as Parameters<typeof buildDocument>[1]);
    id = state.doc.id;
    planVersion = state.doc.planVersion;
  });
  afterAll(async () => {
    await t.close();
  });

  /** The page's reader over the test app, counting what each answer's body weighs. */
  const fetchAs: typeof fetch = async (input, init) => {
    const url = String(input);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const res = await t.request(url, { user: owner, headers });
    const body = await res.arrayBuffer();
    received.push({ url, status: res.status, bytes: body.byteLength });
    return new Response(res.status === 304 ? null : body, { status: res.status, headers: res.headers });
  };
  const read = (held?: DocumentResponse) => readDocument({ id, held, fetch: fetchAs });
  const fresh = async () => (await read()).document;

  it("answers 304 to the version the page holds, and only the new page analysis after one is saved", async () => {
    const first = await read();
    expect(first.version).toMatch(/^"[\w-]+\.[\w-]+"$/);
    const whole = received.at(-1)?.bytes ?? 0;

    const again = await read(first);
    expect(received.at(-1)).toMatchObject({ status: 304, bytes: 0 });
    expect(again).toBe(first);

    await t.services.db.insert(pageAnalyses).values({
      id: randomUUID(),
      documentId: id,
      sectionIdx: 0,
      planVersion,
      url: "https://a.example/2",
      title: "Second page",
      content: "Europa's ocean lies under its ice.",
      information: [{ text: "Europa hides an ocean.", passage: "Europa hides an ocean." }],
    });
    await touchDocument(t.services, id);
    const next = await read(first);
    const answer = received.at(-1);
    expect(answer?.url).toContain("?base=");
    expect(answer?.status).toBe(200);
    expect(answer?.bytes).toBeLessThan(whole);
    expect(next.document).toEqual(await fresh());
    expect(next.document.content.plan.sections[0]?.analysis.pages["https://a.example/2"]?.title).toBe(
      "Second page",
    );
    // What did not change is the object the page held (its part of the page is not drawn again).
    expect(next.document.content.plan.sections[1]).toBe(first.document.content.plan.sections[1]);
    expect(next.version).not.toBe(first.version);

    // A section's new text and status: only that section's fields travel.
    await updateSection(t.services, id, 1, planVersion, { status: "COMPLETE", content: "Europa text." });
    const third = await read(next);
    expect(third.document).toEqual(await fresh());
    expect(third.document.content.plan.sections[1]?.content).toBe("Europa text.");
  });

  it("sends the whole paper to a page whose version the server no longer keeps (a page that fell behind)", async () => {
    const held = await read();
    recentVersionsOf(t.services.db).forget(id);
    await updateSection(t.services, id, 0, planVersion, { status: "ANALYSIS_COMPLETE" });
    const next = await read(held);
    const answer = received.at(-1);
    expect(answer?.url).toContain("?base=");
    expect(next.document).toEqual(await fresh());
    expect(next.document.content.plan.sections[0]?.status).toBe("ANALYSIS_COMPLETE");
    // The whole paper came: as large as a first read.
    expect(answer?.bytes).toBe(received.findLast((r) => !r.url.includes("?base="))?.bytes);
  });

  it("carries the reader's own fields when only they changed (a like)", async () => {
    const held = await read();
    expect(held.document.isLiked).toBe(false);
    expect((await t.request(`/api/document/${id}/like`, { method: "POST", user: owner })).status).toBe(200);
    const next = await read(held);
    expect(received.at(-1)?.status).toBe(200);
    expect(next.document.isLiked).toBe(true);
    expect(next.document).toEqual(await fresh());
  });
});
