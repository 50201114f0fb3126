// The offline research engine (no model key needed).
export { createOfflineEngine, OFFLINE_PROVIDER } from "./engine";
