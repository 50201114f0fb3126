// The engines that need no key: the offline research engine and the generated cover.
import { createOfflineCoverGenerator } from "./cover/generator";
import { createOfflineEngine } from "./offline/engine";
import type { CoverImageGenerator, ResearchEngine } from "./types";

export interface OfflineEngines {
  engine: ResearchEngine;
  cover: CoverImageGenerator;
}

export function createOfflineEngines(): OfflineEngines {
  return { engine: createOfflineEngine(), cover: createOfflineCoverGenerator() };
}
