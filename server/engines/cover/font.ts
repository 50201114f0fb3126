// Just enough of the TrueType/OpenType format to lay out a title: which characters a font has (cmap),
// how wide they are (hmtx) and what the font is called (name). Also finds the fonts to render with:
// the bundled DejaVu faces, plus installed fonts when a title needs a script they lack (CJK, Devanagari…).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface CoverFonts {
  /** Face and SVG font-family list for the title; null face = no font can draw it (title left out). */
  title: FontFace | null;
  titleFamily: string;
  label: FontFace | null;
  labelFamily: string;
}

export interface FontFace {
  file: string;
  family: string;
  unitsPerEm: number;
  /** Glyph index of a code point (0 when missing). */
  glyphOf(codePoint: number): number;
  /** Advance width of a glyph in font units. */
  advanceOf(glyph: number): number;
}

function tableDirectory(view: DataView, base: number): Map<string, { offset: number; length: number }> {
  const tables = new Map<string, { offset: number; length: number }>();
  const count = view.getUint16(base + 4);
  for (let i = 0; i < count; i++) {
    const rec = base + 12 + i * 16;
    const tag = String.fromCharCode(
      view.getUint8(rec),
      view.getUint8(rec + 1),
      view.getUint8(rec + 2),
      view.getUint8(rec + 3),
    );
    tables.set(tag, { offset: view.getUint32(rec + 8), length: view.getUint32(rec + 12) });
  }
  return tables;
}

/** A cmap subtable as a lookup function (formats 4 and 12, the ones Unicode fonts use). */
function cmapLookup(view: DataView, offset: number): ((cp: number) => number) | null {
  const format = view.getUint16(offset);
  if (format === 12) {
    const groups = view.getUint32(offset + 12);
    const starts = new Uint32Array(groups);
    const ends = new Uint32Array(groups);
    const glyphs = new Uint32Array(groups);
    for (let g = 0; g < groups; g++) {
      const rec = offset + 16 + g * 12;
      starts[g] = view.getUint32(rec);
      ends[g] = view.getUint32(rec + 4);
      glyphs[g] = view.getUint32(rec + 8);
    }
    return (cp) => {
      let lo = 0;
      let hi = groups - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (cp < (starts[mid] as number)) hi = mid - 1;
        else if (cp > (ends[mid] as number)) lo = mid + 1;
        else return (glyphs[mid] as number) + cp - (starts[mid] as number);
      }
      return 0;
    };
  }
  if (format === 4) {
    const segCount = view.getUint16(offset + 6) / 2;
    const endsAt = offset + 14;
    const startsAt = endsAt + segCount * 2 + 2;
    const deltasAt = startsAt + segCount * 2;
    const rangesAt = deltasAt + segCount * 2;
    return (cp) => {
      if (cp > 0xffff) return 0;
      for (let s = 0; s < segCount; s++) {
        const end = view.getUint16(endsAt + s * 2);
        if (cp > end) continue;
        const start = view.getUint16(startsAt + s * 2);
        if (cp < start) return 0;
        const delta = view.getInt16(deltasAt + s * 2);
        const range = view.getUint16(rangesAt + s * 2);
        if (range === 0) return (cp + delta) & 0xffff;
        const glyph = view.getUint16(rangesAt + s * 2 + range + (cp - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  return null;
}

function familyName(view: DataView, table: { offset: number } | undefined): string {
  if (!table) return "";
  const count = view.getUint16(table.offset + 2);
  const strings = table.offset + view.getUint16(table.offset + 4);
  let best = "";
  let bestRank = -1;
  for (let i = 0; i < count; i++) {
    const rec = table.offset + 6 + i * 12;
    const platform = view.getUint16(rec);
    const nameId = view.getUint16(rec + 6);
    if (nameId !== 1 && nameId !== 16) continue;
    const length = view.getUint16(rec + 8);
    const start = strings + view.getUint16(rec + 10);
    let text = "";
    if (platform === 3 || platform === 0) {
      for (let j = 0; j + 1 < length; j += 2) text += String.fromCharCode(view.getUint16(start + j));
    } else if (platform === 1) {
      for (let j = 0; j < length; j++) text += String.fromCharCode(view.getUint8(start + j));
    } else continue;
    // Prefer the typographic family (16) and Windows/Unicode names.
    const rank = (nameId === 16 ? 2 : 0) + (platform === 1 ? 0 : 1);
    if (rank > bestRank && text.trim() !== "") {
      best = text;
      bestRank = rank;
    }
  }
  return best;
}

/** Reads the faces of a font file (.ttf, .otf, or every face of a .ttc collection). */
export function readFontFile(file: string): FontFace[] {
  const bytes = readFileSync(file);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = bytes.subarray(0, 4).toString("latin1");
  const bases =
    tag === "ttcf" ? Array.from({ length: view.getUint32(8) }, (_, i) => view.getUint32(12 + i * 4)) : [0];
  const faces: FontFace[] = [];
  for (const base of bases) {
    try {
      const tables = tableDirectory(view, base);
      const cmap = tables.get("cmap");
      const head = tables.get("head");
      const hhea = tables.get("hhea");
      const hmtx = tables.get("hmtx");
      if (!cmap || !head || !hhea || !hmtx) continue;
      const subtables = view.getUint16(cmap.offset + 2);
      let lookup: ((cp: number) => number) | null = null;
      let rank = -1;
      for (let i = 0; i < subtables; i++) {
        const rec = cmap.offset + 4 + i * 8;
        const platform = view.getUint16(rec);
        const encoding = view.getUint16(rec + 2);
        const sub = cmap.offset + view.getUint32(rec + 4);
        const r =
          (platform === 3 && encoding === 10) || platform === 0
            ? 2
            : platform === 3 && encoding === 1
              ? 1
              : -1;
        if (r <= rank) continue;
        const found = cmapLookup(view, sub);
        if (found) {
          lookup = found;
          rank = r;
        }
      }
      if (!lookup) continue;
      const metrics = view.getUint16(hhea.offset + 34);
      const glyphOf = lookup;
      faces.push({
        file,
        family: familyName(view, tables.get("name")),
        unitsPerEm: view.getUint16(head.offset + 18) || 1000,
        glyphOf,
        advanceOf: (glyph) => view.getUint16(hmtx.offset + Math.min(glyph, metrics - 1) * 4),
      });
    } catch {
      // A damaged face is skipped; others in the collection may be fine.
    }
  }
  return faces;
}

/** The folder of the bundled fonts, from the source tree or from the built server bundle. */
function bundledFontDir(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    for (const candidate of [
      path.join(dir, "fonts"),
      path.join(dir, "server", "engines", "cover", "fonts"),
    ]) {
      if (existsSync(path.join(candidate, "DejaVuSerif-Bold.ttf"))) return candidate;
    }
    dir = path.dirname(dir);
  }
  return null;
}

let bundled: { serif: FontFace | null; sans: FontFace | null } | null = null;

/** The bundled title (serif bold) and label (sans bold) faces; null when the files are missing. */
export function bundledFonts(): { serif: FontFace | null; sans: FontFace | null } {
  if (!bundled) {
    const dir = bundledFontDir();
    const load = (name: string) => {
      if (!dir) return null;
      try {
        return readFontFile(path.join(dir, name))[0] ?? null;
      } catch {
        return null;
      }
    };
    bundled = { serif: load("DejaVuSerif-Bold.ttf"), sans: load("DejaVuSans-Bold.ttf") };
  }
  return bundled;
}

function systemFontDirs(): string[] {
  const home = os.homedir();
  return [
    "/usr/share/fonts",
    "/usr/local/share/fonts",
    path.join(home, ".fonts"),
    path.join(home, ".local", "share", "fonts"),
    "/System/Library/Fonts",
    "/Library/Fonts",
    path.join(home, "Library", "Fonts"),
    "C:\\Windows\\Fonts",
  ];
}

function listFontFiles(dirs: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string, depth: number) => {
    if (depth > 4 || files.length > 2000) return;
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of entries.sort()) {
      const full = path.join(dir, name);
      let stat: ReturnType<typeof statSync>;
      try {
        stat = statSync(full);
      } catch {
        continue;
      }
      if (stat.isDirectory()) walk(full, depth + 1);
      else if (/\.(ttf|otf|ttc)$/iu.test(name) && stat.size < 64 * 1024 * 1024) files.push(full);
    }
  };
  for (const dir of dirs) walk(dir, 0);
  return files;
}

let installed: FontFace[] | null = null;

/** Installed fonts (the system's are read once per process); `dirs` overrides where to look. */
export function installedFonts(dirs?: string[]): FontFace[] {
  if (installed && !dirs) return installed;
  const faces: FontFace[] = [];
  for (const file of listFontFiles(dirs ?? systemFontDirs())) {
    try {
      faces.push(...readFontFile(file));
    } catch {
      // Unreadable font files are ignored.
    }
  }
  if (!dirs) installed = faces;
  return faces;
}

/** Whether a face has a glyph for every visible character of the text. */
export function covers(face: FontFace, text: string): boolean {
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (/\s/u.test(ch) || cp < 0x20 || (cp >= 0x200b && cp <= 0x200f) || cp === 0xfe0f) continue;
    if (face.glyphOf(cp) === 0) return false;
  }
  return true;
}

/** Width of a text in pixels at a font size; characters the face lacks count as one em (CJK) or half. */
export function measure(face: FontFace, text: string, size: number, letterSpacing = 0): number {
  let units = 0;
  let count = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const glyph = face.glyphOf(cp);
    units += glyph ? face.advanceOf(glyph) : face.unitsPerEm * (cp >= 0x2e80 ? 1 : 0.55);
    count++;
  }
  return (units / face.unitsPerEm) * size + letterSpacing * Math.max(0, count - 1);
}

/** The first face that can draw the text: bundled ones first, then installed fonts. */
function faceFor(text: string, preferred: (FontFace | null)[], fontDirs?: string[]): FontFace | null {
  for (const face of preferred) if (face && covers(face, text)) return face;
  return installedFonts(fontDirs).find((face) => face.family !== "" && covers(face, text)) ?? null;
}

/** Fonts for a cover: the title's and the topic line's faces, or null where no font can draw them. */
export function chooseFonts(title: string, topic: string, fontDirs?: string[]): CoverFonts {
  const { serif, sans } = bundledFonts();
  const titleFace = faceFor(title, [serif, sans], fontDirs);
  const labelFace = faceFor(topic.toLocaleUpperCase(), [sans, serif], fontDirs);
  return {
    title: titleFace,
    titleFamily: titleFace ? `'${titleFace.family}'` : "",
    label: labelFace,
    labelFamily: labelFace ? `'${labelFace.family}'` : "",
  };
}
