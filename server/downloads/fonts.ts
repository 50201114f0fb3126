// The fonts of the PDF: Noto (SIL Open Font License) from npm packages, so `npm ci` brings them and
// no machine's own fonts are ever used. Latin, Greek and Cyrillic from Noto Sans; Arabic and Urdu from
// Noto Sans Arabic; Hindi and Marathi from Noto Sans Devanagari; Bengali from Noto Sans Bengali;
// Japanese and Chinese from Noto Sans JP and SC. Bengali ships only as WOFF (fontsource), which Typst
// does not read: it is unpacked here into the plain OpenType font it wraps (WOFF 1 is zlib per table).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { inflateSync } from "node:zlib";
import type { Locale } from "../../common/constants";

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

const FONT_FILES: [pkg: string, file: string][] = [
  ["@expo-google-fonts/noto-sans", "400Regular/NotoSans_400Regular.ttf"],
  ["@expo-google-fonts/noto-sans", "700Bold/NotoSans_700Bold.ttf"],
  ["@expo-google-fonts/noto-sans-arabic", "400Regular/NotoSansArabic_400Regular.ttf"],
  ["@expo-google-fonts/noto-sans-arabic", "700Bold/NotoSansArabic_700Bold.ttf"],
  ["@expo-google-fonts/noto-sans-devanagari", "400Regular/NotoSansDevanagari_400Regular.ttf"],
  ["@expo-google-fonts/noto-sans-devanagari", "700Bold/NotoSansDevanagari_700Bold.ttf"],
  ["@fontsource/noto-sans-bengali", "files/noto-sans-bengali-bengali-400-normal.woff"],
  ["@fontsource/noto-sans-bengali", "files/noto-sans-bengali-bengali-700-normal.woff"],
  ["@expo-google-fonts/noto-sans-jp", "400Regular/NotoSansJP_400Regular.ttf"],
  ["@expo-google-fonts/noto-sans-jp", "700Bold/NotoSansJP_700Bold.ttf"],
  ["@expo-google-fonts/noto-sans-sc", "400Regular/NotoSansSC_400Regular.ttf"],
  ["@expo-google-fonts/noto-sans-sc", "700Bold/NotoSansSC_700Bold.ttf"],
];

/** The bytes of every font of the PDF, as OpenType (read once, on the first PDF). */
export function fontBlobs(): Buffer[] {
  return FONT_FILES.map(([pkg, file]) => {
    const bytes = readFileSync(path.join(packageDir(pkg), file));
    return file.endsWith(".woff") ? woffToSfnt(bytes) : bytes;
  });
}

const SCRIPT_FONTS = ["Noto Sans Arabic", "Noto Sans Devanagari", "Noto Sans Bengali"];

/**
 * The font list of a paper, tried in order for each character: Noto Sans first (Latin digits and
 * punctuation), then the paper's own script, then the others (a source quoted in another script).
 * Chinese papers take the Chinese forms of shared Han characters, others the Japanese ones.
 */
export function fontFamilies(locale: Locale): string[] {
  const cjk = locale === "zh-cn" ? ["Noto Sans SC", "Noto Sans JP"] : ["Noto Sans JP", "Noto Sans SC"];
  return ["Noto Sans", ...SCRIPT_FONTS, ...cjk];
}

/** A WOFF 1 file unpacked into the OpenType (sfnt) font it holds. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1 font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  const headerLength = 12 + numTables * 16;
  const padded = (n: number) => (n + 3) & ~3;
  const total = tables.reduce((sum, t) => sum + padded(t.data.length), headerLength);
  const out = Buffer.alloc(total);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  for (const [i, table] of tables.entries()) {
    const at = 12 + i * 16;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  }
  return out;
}
