// Generated cover art without an image model.
export { describeCoverDesign } from "./describe";
export { createOfflineCoverGenerator, OFFLINE_COVER_PROVIDER, renderCover } from "./generator";
