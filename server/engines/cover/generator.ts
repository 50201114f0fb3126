// The offline cover generator: the design of design.ts laid out by layout.ts and rendered to PNG with
// resvg, using only the bundled fonts (plus an installed font when the title's script needs one).
import { Resvg } from "@resvg/resvg-js";
import type { CoverImageGenerator, EngineCall } from "../types";
import { describeDesign } from "./describe";
import { designCover } from "./design";
import { chooseFonts } from "./font";
import { coverSvg } from "./layout";

export const OFFLINE_COVER_PROVIDER = "offline";

/** Renders the cover of a paper: 2000×2500 PNG, the same bytes for the same title and question. */
export function renderCover(
  input: { title: string; query: string },
  options: { fontDirs?: string[] } = {},
): { png: Uint8Array; prompt: string } {
  const design = designCover(input);
  const fonts = chooseFonts(design.title, design.topic, options.fontDirs);
  const svg = coverSvg(design, fonts);
  const fontFiles = [
    ...new Set([fonts.title?.file, fonts.label?.file].filter((f): f is string => Boolean(f))),
  ];
  const resvg = new Resvg(svg, {
    fitTo: { mode: "original" },
    font: {
      loadSystemFonts: false,
      fontFiles,
      defaultFontFamily: fonts.title?.family ?? fonts.label?.family ?? "",
    },
    shapeRendering: 2,
    textRendering: 1,
  });
  return {
    png: new Uint8Array(resvg.render().asPng()),
    prompt: describeDesign(design, fonts.title !== null),
  };
}

/** Cover art without an image model. */
export function createOfflineCoverGenerator(options: { fontDirs?: string[] } = {}): CoverImageGenerator {
  return {
    name: OFFLINE_COVER_PROVIDER,
    async generate(call: EngineCall, input) {
      call.signal?.throwIfAborted();
      const { png, prompt } = renderCover(input, options);
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
