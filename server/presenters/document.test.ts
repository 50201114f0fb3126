// The document presenter on documents built by the factories: the API shape, and nothing private.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_SUMMARY_PREVIEW_CHARS } from "../../common/constants";
import type { Db } from "../db/client";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { buildDocument, buildUser } from "../test/factories";
import { presentDocument, presentListEntry, presentPage } from "./document";

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.database.db;
});
afterAll(async () => {
  await t.drop();
});

describe("presentDocument", () => {
  it("shows each section's pages, facts and progress, and the owner's permissions", async () => {
    const owner = await buildUser(db);
    const state = await buildDocument(db, {
      user: owner,
      status: "ANALYZING",
      sections: [
        {
          status: "ANALYZING",
          urls: ["https://a.example/1", "https://b.example/2", "https://c.example/3"],
          analyses: [
            {
              url: "https://a.example/1",
              title: "Page A",
              information: [
                { text: "Fact one.", passage: "Passage one." },
                { text: "Fact two.", passage: "Passage two." },
              ],
            },
            { url: "https://b.example/2", error: "The page has no readable text" },
          ],
        },
        {},
      ],
    });
    const doc = presentDocument(state, { viewer: { id: owner.id } });
    const [first, second] = doc.content.plan.sections;
    expect(first?.progress).toEqual({ analyzed: 2, total: 3 });
    expect(first?.analysis.count).toBe(2);
    expect(first?.analysis.pages["https://a.example/1"]?.title).toBe("Page A");
    expect(first?.analysis.pages["https://b.example/2"]?.error).toEqual({
      message: "The page has no readable text",
    });
    expect(second).toMatchObject({ status: "PLANNED", urls: [], progress: { analyzed: 0, total: 15 } });
    expect(doc.can).toEqual({ edit: false, archive: true, retry: false, replan: false });
    expect(presentDocument(state, { viewer: { id: null } }).can).toEqual({
      edit: false,
      archive: false,
      retry: false,
      replan: false,
    });
  });

  it("never shows the summary's private passages nor the attached sources' text", async () => {
    const owner = await buildUser(db);
    const state = await buildDocument(db, {
      user: owner,
      status: "COMPLETE",
      sections: 3,
      summary: { contextPassages: [{ n: 1, url: "https://a.example", title: "A", text: "private text" }] },
      customSources: [
        {
          id: "s1",
          title: "Mine",
          snippet: "s",
          url: "https://mine.example",
          kind: "link",
          content: "secret",
        },
      ],
    });
    const json = JSON.stringify(presentDocument(state, { viewer: { id: owner.id } }));
    expect(json).not.toContain("private text");
    expect(json).not.toContain("contextPassages");
    expect(json).not.toContain("secret");
    expect(json).toContain("https://mine.example");
  });
});

describe("presentListEntry and presentPage", () => {
  it("lists a document by its title (else its question) with a short summary preview", async () => {
    const owner = await buildUser(db);
    const done = await buildDocument(db, { user: owner, status: "COMPLETE", title: "Sea Levels" });
    const working = await buildDocument(db, { user: owner, query: "Why do tides rise?" });
    const page = presentPage({ rows: [done.doc, working.doc], nextCursor: "next" }, (d) =>
      presentListEntry(d),
    );
    expect(page.nextCursor).toBe("next");
    expect(page.items.map((d) => d.title)).toEqual(["Sea Levels", "Why do tides rise?"]);
    expect(page.items[0]?.summaryPreview?.length).toBe(CARD_SUMMARY_PREVIEW_CHARS);
    expect(page.items[1]?.summaryPreview).toBeUndefined();
    expect(presentListEntry(done.doc, { name: "Ann", image: null }).user).toEqual({
      name: "Ann",
      image: null,
    });
  });
});
