// The engines that need no key: the offline research engine and the generated cover.
import { createOfflineCoverGenerator } from "./cover/generator";
import { createOfflineEngine as createOld } from "./offline/engine";
import { createOfflineEngine as createNew } from "./extractive/engine";
// TEMPORARY: side-by-side while the engine is rebuilt.
const createOfflineEngine = process.env.OFFLINE_ENGINE === "new" ? createNew : createOld;
import type { CoverImageGenerator, ResearchEngine } from "./types";

export interface OfflineEngines {
  engine: ResearchEngine;
  cover: CoverImageGenerator;
}

export function createOfflineEngines(): OfflineEngines {
  return { engine: createOfflineEngine(), cover: createOfflineCoverGenerator() };
}
