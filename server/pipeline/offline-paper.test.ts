import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COVER_HEIGHT, COVER_WIDTH } from "../../common/constants";
import { findOutlineProblems } from "../../common/outline-rules";
import { createOfflineEngines } from "../engines/offline-engines";
import { type ResearchApp, startResearchApp } from "../test/research-harness";
import { citedNumbers } from "./citations";

let t: ResearchApp;
beforeAll(async () => {
  t = await startResearchApp({ offline: createOfflineEngines(), topic: "2022_Pakistan_floods" });
});
afterAll(async () => {
  await t?.close();
});

const norm = (s: string) => s.replace(/\s+/g, " ").trim();

describe("a paper written by the offline engine through the whole pipeline", () => {
  it("completes with grounded, cited sentences and a generated cover", async () => {
    const user = await t.signUp();
    const id = await t.create(user, {
      model: "offline",
      query: "What caused the 2022 Pakistan floods and what were their effects?",
    });
    const doc = await t.waitFor(user, id);
    expect(doc.content.error).toBeUndefined();
    expect(doc.status).toBe("COMPLETE");
    expect(doc.content.engine).toBe("offline");
    expect(doc.content.settings.llm.llmProvider).toBe("OFFLINE");
    expect((doc.content.summary.summary ?? "").length).toBeGreaterThanOrEqual(550);
    expect(findOutlineProblems(doc.content.plan)).toBeNull();
    const refs = doc.content.references ?? [];
    expect(refs.length).toBeGreaterThan(1);
    // Every cited passage of every section comes verbatim from the page it cites.
    for (const section of doc.content.plan.sections) {
      expect(section.status).toBe("COMPLETE");
      const passages = Object.values(section.analysis.pages).flatMap((p) =>
        p.information.map((i) => norm(i.passage)),
      );
      for (const paragraph of section.content.split(/\n\n+/)) {
        if (!citedNumbers(paragraph).length) continue;
        for (const sentence of paragraph.split(/(?<=\])\s+/)) {
          const bare = norm(sentence.replace(/\[\d+\]/g, ""));
          if (!bare || bare.startsWith("#")) continue;
          expect(
            passages.some((p) => p.includes(bare) || bare.includes(p)),
            bare,
          ).toBe(true);
        }
      }
    }
    const res = await t.request(doc.content.coverImage!.imageURL);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([COVER_WIDTH, COVER_HEIGHT]);
  });
});
