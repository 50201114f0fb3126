// The offline engine's sentences are their sources' own words (issue 31): their evidence is recorded as
// the model path's is, without changing the text, so a reader's citation cards work the same way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaperEvidence, PresentedDocument } from "../../common/types";
import { createOfflineEngines } from "../engines/offline-engines";
import { testdataPath } from "../test/fixture-server";
import { type ResearchApp, startResearchApp } from "../test/research-harness";

let t: ResearchApp;
let doc: PresentedDocument;
let evidence: PaperEvidence;
beforeAll(async () => {
  t = await startResearchApp({
    env: { LIBRARY_DIR: testdataPath("libraries", "sqlite-docs"), SEARCH_PROVIDERS_WEB: "library" },
    offline: createOfflineEngines(),
  });
  const user = await t.signUp();
  const id = await t.create(user, {
    query: "Which kinds of indexes does SQLite provide?",
    model: "offline",
    searchTypes: ["web"],
  });
  doc = await t.waitFor(user, id);
  const res = await t.request(`/api/document/${id}/evidence`, { user });
  evidence = ((await res.json()) as { evidence: PaperEvidence }).evidence;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const plain = (s: string) => s.replace(/\s+/gu, " ").trim().toLowerCase();

describe("the offline engine's citations", () => {
  it("are each checked against the page they quote, which holds the sentence word for word", () => {
    expect(doc.status).toBe("COMPLETE");
    expect(doc.content.engine).toBe("offline");
    expect(evidence.cited).toBeGreaterThan(5);
    expect(doc.content.citations).toMatchObject({ cited: evidence.cited, supported: evidence.supported });
    const quoted = evidence.sentences.filter((s) =>
      s.citations.some(
        (c) => c.passage && plain(c.passage).includes(plain(s.sentence).replace(/[.。]$/u, "")),
      ),
    );
    // Nearly every sentence is found in its page as written (a heading-led sentence may be reworded).
    expect(quoted.length / evidence.sentences.length).toBeGreaterThanOrEqual(0.9);
    expect(evidence.supported / evidence.cited).toBeGreaterThanOrEqual(0.9);
    expect(evidence.sentences.every((s) => s.citations.every((c) => c.url.startsWith("library://")))).toBe(
      true,
    );
  });

  it("keep the text around each passage with the paper", () => {
    const withContext = evidence.sentences.filter((s) =>
      s.citations.some((c) => c.before.length + c.after.length > 0),
    );
    expect(withContext.length / evidence.sentences.length).toBeGreaterThanOrEqual(0.9);
  });
});
