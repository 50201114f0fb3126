import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PresentedDocument } from "../../common/types";
import type { TestUser } from "../test/harness";
import { type ResearchApp, startResearchApp } from "../test/research-harness";

let t: ResearchApp;
beforeAll(async () => {
  t = await startResearchApp();
});
afterAll(async () => {
  await t?.close();
});

const ready = (awaiting: "SUMMARY" | "OUTLINE") => (d: PresentedDocument) =>
  (d.status === "READY" && d.content.awaiting === awaiting) || d.status === "ERROR";

async function call(user: TestUser, method: string, path: string, json?: unknown) {
  const res = await t.request(path, { method, user, json });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads whatever each route answers.
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe("manual mode", () => {
  it("stops for the summary and the outline, and writes exactly the outline the user saved", async () => {
    const user = await t.signUp();
    const id = await t.create(user, { automaticMode: false, numberOfSections: 3 });
    let doc = await t.waitFor(user, id, ready("SUMMARY"));
    expect(doc.status).toBe("READY");
    expect(doc.content.plan.sections).toHaveLength(0);
    expect(doc.can.edit).toBe(true);

    // Summary rules (spec §5).
    let r = await call(user, "PUT", `/api/document/${id}/summary`, { summary: "   " });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe("Please provide a valid summary !");
    r = await call(user, "PUT", `/api/document/${id}/summary`, { summary: "Too short." });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe("Please add more detail to your summary !");
    const mine = `${"My own summary of how browsers render pages, written by hand. ".repeat(10)}`.trim();
    r = await call(user, "PUT", `/api/document/${id}/summary`, { summary: mine });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe("Summary saved!");
    doc = await t.get(user, id);
    expect(doc.content.summary.summary).toBe(mine);

    // Create Plan, then the outline waits for the user.
    r = await call(user, "POST", `/api/document/${id}/plan`);
    expect(r.status).toBe(200);
    doc = await t.waitFor(user, id, ready("OUTLINE"));
    expect(doc.content.plan.sections).toHaveLength(3);
    expect(doc.content.events).toContain("Summary Complete");

    // The outline rules, on the server too.
    const outline = {
      title: doc.title,
      plan: {
        sections: doc.content.plan.sections.map((s) => ({
          title: s.title,
          subSections: s.subSections.map((q) => ({ question: q.question, searchQuery: q.searchQuery })),
        })),
      },
    };
    r = await call(user, "PUT", `/api/document/${id}/outline`, { title: "x", plan: { sections: [] } });
    expect(r.status).toBe(400);
    expect(r.body.error.detail).toContain("You must have at least 1 section");
    r = await call(user, "PUT", `/api/document/${id}/outline`, {
      title: "x",
      plan: { sections: [{ title: "A", subSections: [{ question: "Only one?" }] }] },
    });
    expect(r.body.error.detail).toContain("Each section must have at least 2 questions");
    r = await call(user, "PUT", `/api/document/${id}/outline`, {
      title: "x",
      plan: {
        sections: [
          {
            title: "A",
            subSections: [{ question: "Fine?" }, { question: "New question" }, { question: " " }],
          },
          { title: "B", subSections: [{ question: "new QUESTION" }, { question: "Good?" }] },
        ],
      },
    });
    expect(r.status).toBe(400);
    expect(r.body.error.detail).toContain("Section 1: question 2, 3");
    expect(r.body.error.detail).toContain("Section 2: question 1");

    // Generate a section and a question.
    r = await call(user, "POST", `/api/document/${id}/outline/section`, { outline });
    expect(r.status).toBe(200);
    const generated = r.body.section as { title: string; subSections: { question: string }[] };
    expect(generated.subSections.length).toBeGreaterThanOrEqual(3);
    r = await call(user, "POST", `/api/document/${id}/outline/question`, {
      outline,
      section: outline.plan.sections[0],
    });
    expect(r.status).toBe(200);
    expect(r.body.question.question.length).toBeGreaterThan(5);

    // Remove section 2, add the generated one and a hand-written one; edit a question.
    const first = outline.plan.sections[0]!;
    const kept = [
      { ...first, subSections: [...first.subSections.slice(0, 2), { question: "What is a layout engine?" }] },
      outline.plan.sections[2]!,
    ];
    const mineOutline = {
      title: "Rendering, step by step",
      plan: {
        sections: [
          ...kept,
          { title: generated.title, subSections: generated.subSections },
          {
            title: "My own section",
            subSections: [{ question: "How is CSS applied?" }, { question: "What is painting?" }],
          },
        ],
      },
    };
    r = await call(user, "PUT", `/api/document/${id}/outline`, mineOutline);
    expect(r.status).toBe(200);
    doc = await t.get(user, id);
    expect(doc.title).toBe("Rendering, step by step");
    expect(doc.content.plan.sections.map((s) => s.title)).toEqual(
      mineOutline.plan.sections.map((s) => s.title),
    );

    // Write Paper.
    r = await call(user, "POST", `/api/document/${id}/write`);
    expect(r.status).toBe(200);
    // Editing is refused once analysis has started.
    r = await call(user, "PUT", `/api/document/${id}/summary`, { summary: mine });
    expect(r.status).toBe(409);
    doc = await t.waitFor(user, id);
    expect(doc.status).toBe("COMPLETE");
    const written = doc.content.plan.sections;
    expect(written.map((s) => s.title)).toEqual(mineOutline.plan.sections.map((s) => s.title));
    expect(written.map((s) => s.subSections.map((q) => q.question))).toEqual(
      mineOutline.plan.sections.map((s) => s.subSections.map((q) => q.question)),
    );
    expect(written[3]?.subSections[0]?.searchQuery.refinedQuery).toBe("How is CSS applied?");
    for (const s of written) expect(s.status).toBe("COMPLETE");
  });

  it("regenerates the summary on request", async () => {
    const user = await t.signUp();
    const id = await t.create(user, { automaticMode: false });
    await t.waitFor(user, id, ready("SUMMARY"));
    const before = t.calls.summary ?? 0;
    const r = await call(user, "POST", `/api/document/${id}/summary/regenerate`);
    expect(r.status).toBe(200);
    const doc = await t.waitFor(user, id, (d) => ready("SUMMARY")(d) && (t.calls.summary ?? 0) > before);
    expect(doc.content.summary.summary?.length).toBeGreaterThanOrEqual(550);
    expect(doc.content.events.filter((e) => e === "Generated Summary")).toHaveLength(2);
  });

  it("refuses editing in automatic mode with a clear 409", async () => {
    const user = await t.signUp();
    const id = await t.create(user);
    const r = await call(user, "PUT", `/api/document/${id}/summary`, { summary: "x".repeat(600) });
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe("NOT_EDITABLE");
    await t.waitFor(user, id);
  });
});
