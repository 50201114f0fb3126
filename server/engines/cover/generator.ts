// The offline cover generator: the design of design.ts laid out by layout.ts and rendered to PNG with
// resvg, using only the bundled fonts (plus an installed font when the title's script needs one).
import { createRequire } from "node:module";
import type { ResvgRenderOptions } from "@resvg/resvg-js";
import type { CoverImageGenerator, EngineCall } from "../types";
import { describeDesign } from "./describe";
import { designCover } from "./design";
import { chooseFonts } from "./font";
import { coverSvg } from "./layout";

type ResvgModule = typeof import("@resvg/resvg-js");
let resvgModule: ResvgModule | null = null;
/** resvg (native code) loads with the first cover, not with every process at start. */
function resvg(): ResvgModule {
  resvgModule ??= createRequire(import.meta.url)("@resvg/resvg-js") as ResvgModule;
  return resvgModule;
}

export const OFFLINE_COVER_PROVIDER = "offline";

function prepare(input: { title: string; query: string }, options: { fontDirs?: string[] }) {
  const design = designCover(input);
  const fonts = chooseFonts(design.title, design.topic, options.fontDirs);
  const svg = coverSvg(design, fonts);
  const fontFiles = [
    ...new Set([fonts.title?.file, fonts.label?.file].filter((f): f is string => Boolean(f))),
  ];
  const renderOptions: ResvgRenderOptions = {
    fitTo: { mode: "original" },
    font: {
      loadSystemFonts: false,
      fontFiles,
      defaultFontFamily: fonts.title?.family ?? fonts.label?.family ?? "",
    },
    shapeRendering: 2,
    textRendering: 1,
  };
  return { svg, renderOptions, prompt: describeDesign(design, fonts.title !== null) };
}

/** Renders the cover of a paper: 2000×2500 PNG, the same bytes for the same title and question. */
export function renderCover(
  input: { title: string; query: string },
  options: { fontDirs?: string[] } = {},
): { png: Uint8Array; prompt: string } {
  const { svg, renderOptions, prompt } = prepare(input, options);
  return { png: new Uint8Array(new (resvg().Resvg)(svg, renderOptions).render().asPng()), prompt };
}

/** The same render on libuv's thread pool, so the server keeps answering while a cover is drawn. */
export async function renderCoverAsync(
  input: { title: string; query: string },
  options: { fontDirs?: string[] } = {},
  signal?: AbortSignal,
): Promise<{ png: Uint8Array; prompt: string }> {
  const { svg, renderOptions, prompt } = prepare(input, options);
  const image = await resvg().renderAsync(svg, renderOptions, signal ?? null);
  return { png: new Uint8Array(image.asPng()), prompt };
}

/** Cover art without an image model. */
export function createOfflineCoverGenerator(options: { fontDirs?: string[] } = {}): CoverImageGenerator {
  return {
    name: OFFLINE_COVER_PROVIDER,
    async generate(call: EngineCall, input) {
      call.signal?.throwIfAborted();
      const { png, prompt } = await renderCoverAsync(input, options, call.signal);
      await call.usage.record({
        kind: "image",
        provider: OFFLINE_COVER_PROVIDER,
        units: 1,
        costMicroCents: 0,
        step: call.step ?? "cover",
      });
      return { png, prompt };
    },
  };
}
