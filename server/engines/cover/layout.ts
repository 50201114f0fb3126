// The cover as one SVG: the motif in its region, and the title set in the largest size that fits,
// wrapped into balanced lines measured with the font's own advance widths.
import { COVER_HEIGHT, COVER_WIDTH } from "../../../common/constants";
import type { CoverDesign } from "./design";
import { type CoverFonts, type FontFace, measure } from "./font";
import { drawMotif, type Region } from "./motifs";

const MARGIN = 170;
const LINE_HEIGHT = 1.12;

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/gu, (c) => `&#${c.codePointAt(0)};`);
}

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Pieces a line may break between: words, or for CJK the segmenter's words. */
function breakUnits(text: string): { units: string[]; joiner: string } {
  if (CJK.test(text)) {
    const seg = new Intl.Segmenter(/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text) ? "ja" : "zh", {
      granularity: "word",
    });
    const units: string[] = [];
    for (const part of seg.segment(text)) {
      // Punctuation stays on the line of the word before it.
      if (!part.isWordLike && units.length > 0) units[units.length - 1] += part.segment;
      else units.push(part.segment);
    }
    return { units: units.map((u) => u.trim()).filter((u) => u !== ""), joiner: "" };
  }
  return { units: text.split(/\s+/u).filter((u) => u !== ""), joiner: " " };
}

/** Greedy wrapping; a unit wider than the line is broken between characters. */
export function wrapText(text: string, maxWidth: number, width: (s: string) => number): string[] {
  const { units, joiner } = breakUnits(text);
  const lines: string[] = [];
  let line = "";
  for (const unit of units) {
    const candidate = line === "" ? unit : `${line}${joiner}${unit}`;
    if (width(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== "") lines.push(line);
    line = "";
    if (width(unit) <= maxWidth) {
      line = unit;
      continue;
    }
    for (const ch of unit) {
      if (line !== "" && width(line + ch) > maxWidth) {
        lines.push(line);
        line = "";
      }
      line += ch;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}

/** The largest size (and its lines) at which the text fits the box; lines are balanced in length. */
export function fitText(
  text: string,
  face: FontFace,
  box: { width: number; height: number; maxLines: number },
  sizes: { max: number; min: number },
): { size: number; lines: string[] } {
  for (let size = sizes.max; size >= sizes.min; size -= 4) {
    const width = (s: string) => measure(face, s, size);
    const lines = wrapText(text, box.width, width);
    if (lines.length > box.maxLines || lines.length * size * LINE_HEIGHT > box.height) continue;
    let balanced = lines;
    for (let w = box.width * 0.95; w > box.width * 0.5; w *= 0.95) {
      const tighter = wrapText(text, w, width);
      if (tighter.length !== lines.length) break;
      balanced = tighter;
    }
    return { size, lines: balanced };
  }
  const size = sizes.min;
  const lines = wrapText(text, box.width, (s) => measure(face, s, size));
  const kept = lines.slice(0, box.maxLines);
  if (lines.length > box.maxLines) kept[kept.length - 1] = `${kept[kept.length - 1] ?? ""}…`;
  return { size, lines: kept };
}

function textBlock(input: {
  lines: string[];
  size: number;
  top: number;
  family: string;
  color: string;
  weight: number;
  letterSpacing?: number;
}): string {
  const rtl = RTL.test(input.lines.join(""));
  const x = rtl ? COVER_WIDTH - MARGIN : MARGIN;
  const anchor = rtl ? ` text-anchor="end" direction="rtl"` : "";
  const spacing = input.letterSpacing ? ` letter-spacing="${input.letterSpacing}"` : "";
  return input.lines
    .map((line, i) => {
      const y = input.top + input.size * 0.92 + i * input.size * LINE_HEIGHT;
      return `<text x="${x}" y="${Math.round(y)}" font-family="${escapeXml(input.family)}" font-size="${input.size}" font-weight="${input.weight}" fill="${input.color}"${anchor}${spacing}>${escapeXml(line)}</text>`;
    })
    .join("");
}

/** The whole cover as SVG. Without a font for the title, the art fills the page and no text is drawn. */
export function coverSvg(design: CoverDesign, fonts: CoverFonts): string {
  const W = COVER_WIDTH;
  const H = COVER_HEIGHT;
  const p = design.palette;
  const layout = fonts.title ? design.layout : "full";
  const panelTop = Math.round(H * 0.58);
  const art: Region = layout === "panel" ? { x: 0, y: 0, w: W, h: panelTop } : { x: 0, y: 0, w: W, h: H };
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>`,
    `<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.panel}" stop-opacity="0"/><stop offset="0.4" stop-color="${p.panel}" stop-opacity="0.86"/><stop offset="1" stop-color="${p.panel}" stop-opacity="0.96"/></linearGradient>`,
    `<clipPath id="art"><rect x="${art.x}" y="${art.y}" width="${art.w}" height="${art.h}"/></clipPath></defs>`,
    `<rect width="${W}" height="${H}" fill="${p.panel}"/>`,
    `<g clip-path="url(#art)"><rect x="${art.x}" y="${art.y}" width="${art.w}" height="${art.h}" fill="url(#sky)"/>`,
    drawMotif(design.motif, design.random, art, p, design.dark),
    "</g>",
  ];
  if (layout === "full" || !fonts.title) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join("")}</svg>`;
  }

  const bottom = 170;
  const titleBox = {
    width: W - 2 * MARGIN,
    height: layout === "panel" ? H - panelTop - 280 - bottom : 820,
    maxLines: 6,
  };
  const title = fitText(design.title, fonts.title, titleBox, { max: 200, min: 76 });
  const titleHeight = title.lines.length * title.size * LINE_HEIGHT;
  let top: number;
  if (layout === "panel") {
    parts.push(`<rect x="0" y="${panelTop}" width="${W}" height="14" fill="${p.accents[1]}"/>`);
    // Centre the text block in the panel when the title is short.
    const free = titleBox.height - titleHeight;
    top = panelTop + 120 + Math.round(free * 0.35);
  } else {
    top = H - bottom - titleHeight - 200;
    parts.push(
      `<rect x="0" y="${Math.round(top - 420)}" width="${W}" height="${Math.round(H - top + 420)}" fill="url(#scrim)"/>`,
    );
  }
  const rtl = RTL.test(design.title);
  parts.push(
    `<rect x="${rtl ? W - MARGIN - 150 : MARGIN}" y="${top}" width="150" height="12" fill="${p.accents[2]}"/>`,
  );
  if (fonts.label) {
    const label = fitText(
      design.topic.toLocaleUpperCase(),
      fonts.label,
      { width: W - 2 * MARGIN, height: 60, maxLines: 1 },
      { max: 46, min: 30 },
    );
    parts.push(
      textBlock({
        lines: label.lines,
        size: label.size,
        top: top + 50,
        family: fonts.labelFamily,
        color: p.muted,
        weight: 700,
        letterSpacing: 6,
      }),
    );
  }
  parts.push(
    textBlock({
      lines: title.lines,
      size: title.size,
      top: top + 150,
      family: fonts.titleFamily,
      color: p.ink,
      weight: 700,
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join("")}</svg>`;
}
