// A paper tells the language of each source it cites, so it can say when it had to use sources in
// another language than its own. Offline engine, local library only (no network).
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOfflineEngines } from "../engines/offline-engines";
import { testdataPath } from "../test/fixture-server";
import { type ResearchApp, startResearchApp } from "../test/research-harness";

let app: ResearchApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "treatise-library-"));
  // A French article (Le Monde; its readable part, put in a whole page) and two English Wikipedia articles.
  const article = readFileSync(
    testdataPath("web-pages", "readability", "lemonde-1", "expected.html"),
    "utf8",
  );
  writeFileSync(
    path.join(dir, "lemonde-renseignement.html"),
    `<!doctype html><html lang="fr"><head><title>Le projet de loi sur le renseignement massivement approuvé à l'Assemblée</title></head><body><article>${article}</article></body></html>`,
  );
  for (const name of ["2022_Luzon_earthquake.txt", "2022_Pakistan_floods.txt"]) {
    copyFileSync(testdataPath("eval", "freshwiki", "txt", name), path.join(dir, name));
  }
  app = await startResearchApp({ env: { LIBRARY_DIR: dir }, offline: createOfflineEngines() });
  await app.services.sources.library?.ready;
}, 60_000);
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the language of a paper's sources", () => {
  it("marks English sources of an Arabic paper as another language", async () => {
    const user = await app.signUp();
    const id = await app.create(user, {
      model: "offline",
      locale: "ar",
      searchTypes: ["library"],
      query: "What caused the 2022 Pakistan floods?",
      numberOfSections: 3,
    });
    const doc = await app.waitFor(user, id);
    expect(doc.status).toBe("COMPLETE");
    const references = doc.content.references ?? [];
    expect(references.length).toBeGreaterThan(0);
    expect(new Set(references.map((r) => r.language))).toEqual(new Set(["en"]));
    expect(doc.content.settings.locale).toBe("ar");
  }, 120_000);

  it("marks the French article of a French paper as French", async () => {
    const user = await app.signUp();
    const id = await app.create(user, {
      model: "offline",
      locale: "fr",
      searchTypes: ["library"],
      query: "Que prévoit le projet de loi sur le renseignement approuvé à l'Assemblée ?",
      numberOfSections: 3,
    });
    const doc = await app.waitFor(user, id);
    expect(doc.content.error ?? null, JSON.stringify(doc.content.error)).toBeNull();
    expect(doc.status).toBe("COMPLETE");
    const references = doc.content.references ?? [];
    expect(references.length).toBeGreaterThan(0);
    const french = references.filter((r) => r.url.includes("lemonde"));
    expect(french.length).toBeGreaterThan(0);
    for (const r of french) expect(r.language).toBe("fr");
  }, 120_000);
});
