// The offline research engine (no model key needed) and what its callers and tests use with it.
export { createOfflineEngine, OFFLINE_PROVIDER } from "./engine";
export { sentenceOwnership } from "./write-section";
