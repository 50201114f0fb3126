// bench/downloads: size and time of each download format for a 5-section paper written by the offline
// engine (the whole pipeline, on the fixture web of the 2022 Pakistan floods article), through the API.
// For each format: the first download (the file is made and stored), the same file made again for a new
// version of the paper with the process warm (Typst's fonts already loaded), and the second download of a
// version (only looked up). Ratios are against the second download of the same format, in this run.
// Run: npx tsx bench/downloads/run.ts
import { DOWNLOAD_FORMATS } from "../../common/constants";
import { loadState } from "../../server/documents/store";
import { downloadDocument } from "../../server/downloads/downloads";
import { createOfflineEngines } from "../../server/engines/offline-engines";
import { setLogLevel } from "../../server/logger";
import globalSetup from "../../server/test/global-setup";
import { startResearchApp } from "../../server/test/research-harness";

setLogLevel("error");
await globalSetup();
const t = await startResearchApp({ offline: createOfflineEngines(), topic: "2022_Pakistan_floods" });
try {
  const owner = await t.signUp();
  const id = await t.create(owner, {
    model: "offline",
    query: "What caused the 2022 Pakistan floods and what were their effects?",
    numberOfSections: 5,
  });
  const doc = await t.waitFor(owner, id);
  if (doc.status !== "COMPLETE") throw new Error(`paper not complete: ${doc.status}`);
  const words = doc.content.plan.sections.reduce((n, s) => n + s.content.split(/\s+/).length, 0);
  console.log(
    `paper: ${doc.content.plan.sections.length} sections, ${words} words, ${doc.content.references?.length ?? 0} references\n`,
  );

  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const start = performance.now();
    const value = await work();
    return [value, performance.now() - start];
  };
  const fetchFile = async (format: string) => {
    const res = await t.request(`/api/document/${id}/download?format=${format}`, { user: owner });
    const { url } = (await res.json()) as { url: string };
    return Buffer.from(await (await t.request(url)).arrayBuffer());
  };

  console.log(
    "format  size        first (made)  again, warm (made)  second (stored)  first/second  warm/second",
  );
  for (const format of DOWNLOAD_FORMATS) {
    const [bytes, first] = await timed(() => fetchFile(format));
    const [, second] = await timed(() => fetchFile(format));
    // The paper as a new version (its title edited, so Typst's memo cache cannot answer for the whole
    // layout): the file is made again in a warm process, by the domain function (no HTTP).
    const state = (await loadState(t.services.db, id, { pageText: false }))!;
    const newer = {
      ...state,
      doc: { ...state.doc, title: `${state.doc.title} (v2)`, updatedAt: new Date(Date.now() + 1000) },
    };
    const [, warm] = await timed(() =>
      downloadDocument({
        storage: t.services.storage,
        document: newer,
        format,
        origin: "http://localhost",
        brand: t.services.config.brand,
      }),
    );
    console.log(
      [
        format.padEnd(6),
        `${(bytes.length / 1024).toFixed(1)} KiB`.padEnd(11),
        `${first.toFixed(1)} ms`.padEnd(13),
        `${warm.toFixed(1)} ms`.padEnd(19),
        `${second.toFixed(1)} ms`.padEnd(16),
        `${(first / second).toFixed(1)}×`.padEnd(13),
        `${(warm / second).toFixed(1)}×`,
      ].join(" "),
    );
  }
} finally {
  await t.close();
}
