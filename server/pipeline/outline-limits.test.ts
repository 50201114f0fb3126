// An outline edited by hand keeps creation's limits (issue 33): no more sections than one may ask for,
// no more questions per section than a plan has, no longer texts — through saving, generating a section
// and generating a question — with messages that say which limit; a refused generation costs no call.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUMBER_OF_SECTIONS_MAX, QUESTION_MAX_LENGTH, SUBSECTIONS_MAX } from "../../common/constants";
import type { PresentedDocument } from "../../common/types";
import type { TestUser } from "../test/harness";
import { type ResearchApp, startResearchApp } from "../test/research-harness";

let t: ResearchApp;
let user: TestUser;
let id: string;
beforeAll(async () => {
  t = await startResearchApp();
  user = await t.signUp("Outliner");
  id = await t.create(user, { automaticMode: false, numberOfSections: 3 });
  const ready = (awaiting: string) => (d: PresentedDocument) =>
    (d.status === "READY" && d.content.awaiting === awaiting) || d.status === "ERROR";
  await t.waitFor(user, id, ready("SUMMARY"));
  expect((await t.request(`/api/document/${id}/plan`, { method: "POST", user })).status).toBe(200);
  const doc = await t.waitFor(user, id, ready("OUTLINE"));
  expect(doc.content.plan.sections).toHaveLength(3);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const section = (n: number, questions = 3) => ({
  title: `Section ${n}`,
  subSections: Array.from({ length: questions }, (_, q) => ({
    question: `What about point ${q + 1} of ${n}?`,
  })),
});
const outlineOf = (sections: ReturnType<typeof section>[]) => ({ title: "Mine", plan: { sections } });

async function call(method: string, path: string, json: unknown) {
  const res = await t.request(path, { method, user, json });
  return { status: res.status, body: (await res.json()) as { error?: { code: string; detail?: string } } };
}

describe("outline limits on every way in", () => {
  it("saves an outline at the limits, and refuses one past them with the limit's message", async () => {
    const atLimit = outlineOf(
      Array.from({ length: NUMBER_OF_SECTIONS_MAX }, (_, i) => section(i + 1, SUBSECTIONS_MAX)),
    );
    expect((await call("PUT", `/api/document/${id}/outline`, atLimit)).status).toBe(200);

    const tooMany = await call(
      "PUT",
      `/api/document/${id}/outline`,
      outlineOf(Array.from({ length: NUMBER_OF_SECTIONS_MAX + 1 }, (_, i) => section(i + 1))),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error?.detail).toBe(`An outline has at most ${NUMBER_OF_SECTIONS_MAX} sections`);

    const longSection = await call(
      "PUT",
      `/api/document/${id}/outline`,
      outlineOf([section(1), section(2, SUBSECTIONS_MAX + 1)]),
    );
    expect(longSection.status).toBe(400);
    expect(longSection.body.error?.detail).toBe(`A section has at most ${SUBSECTIONS_MAX} questions`);

    const longQuestion = await call(
      "PUT",
      `/api/document/${id}/outline`,
      outlineOf([
        section(1),
        {
          title: "Long",
          subSections: [{ question: "x".repeat(QUESTION_MAX_LENGTH + 1) }, { question: "Fine?" }],
        },
      ]),
    );
    expect(longQuestion.status).toBe(400);
    expect(longQuestion.body.error?.detail).toBe(
      `Keep each question under ${QUESTION_MAX_LENGTH} characters`,
    );

    // The 217 KB outline of the issue (30 sections of 12 questions) is refused before anything is saved.
    const huge = outlineOf(Array.from({ length: 30 }, (_, i) => section(i + 1, 12)));
    expect((await call("PUT", `/api/document/${id}/outline`, huge)).status).toBe(400);
    const saved = (await (await t.request(`/api/document/${id}`, { user })).json()) as {
      document: PresentedDocument;
    };
    expect(saved.document.content.plan.sections).toHaveLength(NUMBER_OF_SECTIONS_MAX);
  });

  it("generates no section past the limit, and no question past a full section, without a model call", async () => {
    const full = outlineOf(Array.from({ length: NUMBER_OF_SECTIONS_MAX }, (_, i) => section(i + 1)));
    const calls = JSON.stringify(t.calls);
    const more = await call("POST", `/api/document/${id}/outline/section`, { outline: full });
    expect(more.status).toBe(400);
    expect(more.body.error).toEqual(
      expect.objectContaining({
        code: "INVALID_OUTLINE",
        detail: `An outline has at most ${NUMBER_OF_SECTIONS_MAX} sections`,
      }),
    );
    const fullSection = section(1, SUBSECTIONS_MAX);
    const question = await call("POST", `/api/document/${id}/outline/question`, {
      outline: outlineOf([fullSection, section(2)]),
      section: fullSection,
    });
    expect(question.status).toBe(400);
    expect(question.body.error).toEqual(
      expect.objectContaining({
        code: "INVALID_OUTLINE",
        detail: `A section has at most ${SUBSECTIONS_MAX} questions`,
      }),
    );
    expect(JSON.stringify(t.calls)).toBe(calls);
    // One below the limits, both are generated.
    const room = outlineOf(Array.from({ length: NUMBER_OF_SECTIONS_MAX - 1 }, (_, i) => section(i + 1)));
    expect((await call("POST", `/api/document/${id}/outline/section`, { outline: room })).status).toBe(200);
    const roomy = section(1, SUBSECTIONS_MAX - 1);
    const added = await call("POST", `/api/document/${id}/outline/question`, {
      outline: outlineOf([roomy, section(2)]),
      section: roomy,
    });
    expect(added.status).toBe(200);
  });
});
