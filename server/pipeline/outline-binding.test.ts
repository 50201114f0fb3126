// Outline binding in one statement: a new plan version replaces the sections, a written section that kept
// its title and questions keeps its text and page analyses at its new place; the written paper stays until
// Write Paper (dropWrittenPaper), and nothing else of the old outlines is left behind.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { documentSections, pageAnalyses } from "../db/schema";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { buildDocument, buildUser } from "../test/factories";
import { bindSections, dropWrittenPaper } from "./outline-binding";

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.database.db;
});
afterAll(async () => {
  await t?.drop();
});

describe("bindSections", () => {
  it("moves an unchanged written section with its analyses, writes new ones as planned, drops the rest", async () => {
    const user = await buildUser(db);
    const state = await buildDocument(db, {
      user,
      status: "COMPLETE",
      sections: [
        {
          title: "Origins",
          content: "How it began [1].",
          urls: ["https://a.example/"],
          analyses: [{ url: "https://a.example/" }],
        },
        {
          title: "Uses",
          content: "What it is for [1].",
          urls: ["https://b.example/"],
          analyses: [{ url: "https://b.example/" }],
        },
      ],
    });
    const id = state.doc.id;
    const old = state.sections;
    const questions = (i: number) => old[i]?.subSections ?? [];
    // Plan version 1: "Uses" first and unchanged, then a new section; "Origins" is gone.
    const outline = [
      {
        documentId: id,
        idx: 0,
        planVersion: 1,
        title: "Uses",
        subSections: questions(1),
        status: "PLANNED" as const,
      },
      {
        documentId: id,
        idx: 1,
        planVersion: 1,
        title: "Limits",
        subSections: questions(0),
        status: "PLANNED" as const,
      },
    ];
    await bindSections(db, id, 1, outline);
    const all = await db.select().from(documentSections).where(eq(documentSections.documentId, id));
    // The written paper (plan version 0) is kept, readable, until Write Paper (issue 32, item 9).
    expect(all.filter((r) => r.planVersion === 0).map((r) => [r.title, r.content])).toEqual([
      ["Origins", "How it began [1]."],
      ["Uses", "What it is for [1]."],
    ]);
    const rows = all.filter((r) => r.planVersion === 1);
    expect(rows.map((r) => [r.planVersion, r.idx, r.title, r.status])).toEqual(
      expect.arrayContaining([
        [1, 0, "Uses", "COMPLETE"],
        [1, 1, "Limits", "PLANNED"],
      ]),
    );
    expect(rows).toHaveLength(2);
    const uses = rows.find((r) => r.title === "Uses");
    expect(uses?.content).toBe("What it is for [1].");
    expect(uses?.urls).toEqual(["https://b.example/"]);
    const limits = rows.find((r) => r.title === "Limits");
    expect(limits?.content).toBe("");
    expect(limits?.urls).toBeNull();
    expect(limits?.progressTotal).toBe(15);
    const copied = await db
      .select()
      .from(pageAnalyses)
      .where(and(eq(pageAnalyses.documentId, id), eq(pageAnalyses.planVersion, 1)));
    expect(copied.map((a) => [a.sectionIdx, a.url])).toEqual([[0, "https://b.example/"]]);

    // Binding the same outline again changes nothing and copies no analysis twice.
    await bindSections(db, id, 1, outline);
    const again = await db
      .select()
      .from(pageAnalyses)
      .where(and(eq(pageAnalyses.documentId, id), eq(pageAnalyses.planVersion, 1)));
    expect(again).toHaveLength(1);
    const after = await db.select().from(documentSections).where(eq(documentSections.documentId, id));
    expect(after.find((r) => r.title === "Uses")?.content).toBe("What it is for [1].");
    expect(after).toHaveLength(4);

    // Planned once more before writing: still the written paper is kept, not the outline in between.
    await bindSections(
      db,
      id,
      2,
      outline.map((s) => ({ ...s, planVersion: 2 })),
    );
    const third = await db.select().from(documentSections).where(eq(documentSections.documentId, id));
    expect([...new Set(third.map((r) => r.planVersion))].sort()).toEqual([0, 2]);

    // Write Paper: the written paper goes, nothing of the old outlines is left behind.
    await dropWrittenPaper(db, id, 2);
    const written = await db.select().from(documentSections).where(eq(documentSections.documentId, id));
    expect(written.map((r) => [r.planVersion, r.title])).toEqual(
      expect.arrayContaining([
        [2, "Uses"],
        [2, "Limits"],
      ]),
    );
    expect(written).toHaveLength(2);
  });
});
