// The design of a generated cover, decided from the title and the question alone (a seeded random
// generator), so the same paper always gets the same cover: a motif, a palette whose hue follows the
// topic, and a layout. describeCoverDesign() puts it in words for coverImage.prompt.
import { createHash } from "node:crypto";
import { analyzeText } from "../../text/analyze";
import { rankedKeyPhrases } from "../../text/keyphrases";
import { detectLanguage } from "../../text/language";
import { colorName, type Oklch, oklchToHex, wrapHue } from "./color";

export const MOTIFS = ["orbits", "waves", "tiles", "rays", "strata"] as const;
export type Motif = (typeof MOTIFS)[number];

export interface Palette {
  /** Background of the art, top and bottom of its gradient. */
  skyTop: string;
  skyBottom: string;
  /** Colours of the motif's shapes, dark to light. */
  accents: string[];
  /** The title panel, the title and the small topic line. */
  panel: string;
  ink: string;
  muted: string;
  /** Words for the prompt. */
  names: string[];
}

export interface CoverDesign {
  seed: number;
  title: string;
  topic: string;
  motif: Motif;
  layout: "panel" | "overlay";
  dark: boolean;
  palette: Palette;
  random: () => number;
}

/** A 32-bit seed from any text (SHA-256). */
export function seedOf(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32BE(0);
}

/** Mulberry32: a small, fast, seedable generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Topic words that suggest a hue (OKLCH degrees); other topics get a hue from their hash. */
const TOPIC_HUES: [RegExp, number][] = [
  [
    /flood|water|ocean|sea\b|river|rain|marine|tsunami|climate|洪|水|海|inondation|inundaci|hochwasser/iu,
    245,
  ],
  [/war|bomb|attack|explosion|shooting|conflict|crisis|terror|fire|戦|战|爆|guerre|guerra|krieg/iu, 35],
  [/earthquake|quake|volcan|geolog|desert|mining|soil|landslide|地震|séisme|terremoto|erdbeben/iu, 75],
  [/forest|plant|agricultur|environment|ecolog|biolog|health|medic|disease|森|林|健康|santé|salud/iu, 150],
  [/election|politic|government|parliament|policy|law|senate|选举|選挙|élection|elecci|wahl/iu, 270],
  [/music|art\b|arts|culture|festival|ceremony|award|grammy|film|音乐|音楽|musique|música|musik/iu, 330],
  [
    /sport|football|soccer|olympic|games|race|tour\b|championship|league|cup\b|skating|snooker|比赛|試合/iu,
    200,
  ],
  [/financ|econom|market|business|company|bank|invest|insurance|金融|经济|経済|finance|finanz/iu, 95],
  [/technolog|computer|software|\bai\b|artificial|data|quantum|algorithm|network|智能|技术|技術|算法/iu, 230],
  [/space|astronom|planet|star|galaxy|宇宙|espace|espacio|weltraum/iu, 290],
];

function topicHue(text: string, random: () => number): number {
  const match = TOPIC_HUES.find(([re]) => re.test(text));
  return match ? wrapHue(match[1] + (random() - 0.5) * 30) : Math.floor(random() * 360);
}

function paletteFor(hue: number, dark: boolean, random: () => number): Palette {
  // Analogous, complementary or split-complementary companions of the topic's hue.
  const [offset2, offset3] = (
    [
      [35, -35],
      [180, 160],
      [150, 210],
    ] as const
  )[Math.floor(random() * 3)] ?? [35, -35];
  const second = wrapHue(hue + offset2);
  const third = wrapHue(hue + offset3);
  const colors: Oklch[] = [
    { l: 0.42, c: 0.12, h: hue },
    { l: 0.58, c: 0.15, h: hue },
    { l: 0.7, c: 0.14, h: second },
    { l: 0.8, c: 0.12, h: third },
    { l: 0.9, c: 0.06, h: second },
  ];
  const skyTop: Oklch = dark ? { l: 0.2, c: 0.05, h: hue } : { l: 0.94, c: 0.025, h: hue };
  const skyBottom: Oklch = dark ? { l: 0.3, c: 0.07, h: wrapHue(hue + 20) } : { l: 0.86, c: 0.05, h: second };
  const panel: Oklch = dark ? { l: 0.16, c: 0.03, h: hue } : { l: 0.97, c: 0.012, h: hue };
  const ink: Oklch = dark ? { l: 0.97, c: 0.01, h: hue } : { l: 0.2, c: 0.04, h: hue };
  const muted: Oklch = dark ? { l: 0.78, c: 0.1, h: second } : { l: 0.5, c: 0.12, h: hue };
  return {
    skyTop: oklchToHex(skyTop),
    skyBottom: oklchToHex(skyBottom),
    accents: colors.map(oklchToHex),
    panel: oklchToHex(panel),
    ink: oklchToHex(ink),
    muted: oklchToHex(muted),
    names: [
      colorName(skyTop),
      colorName(colors[1] as Oklch),
      colorName(colors[2] as Oklch),
      colorName(colors[3] as Oklch),
    ],
  };
}

/** The main phrase of the question, for the small line above the title (at most ~60 characters). */
function topicLine(query: string, title: string): string {
  const short = query
    .trim()
    .replace(/\s+/gu, " ")
    .replace(/[?？.。!！]+$/u, "");
  if (short !== "" && [...short].length <= 48 && !/[?？]/u.test(query)) return short;
  const analyzed = analyzeText(query, detectLanguage(query, "en"));
  const best = rankedKeyPhrases(analyzed.sentences, analyzed.language)
    .map((p, rank) => ({ p, weight: p.score * p.count, rank }))
    .sort((a, b) => b.weight - a.weight || a.rank - b.rank)[0]?.p.text;
  const base = best ?? (title.split(/[:：]/u)[0] ?? title).trim();
  return [...base].length > 60 ? `${[...base].slice(0, 57).join("")}…` : base;
}

export function designCover(input: { title: string; query: string }): CoverDesign {
  const title = input.title.trim().replace(/\s+/gu, " ") || input.query.trim();
  const seed = seedOf(`${title}\u0000${input.query.trim()}`);
  const random = seededRandom(seed);
  const motif = MOTIFS[Math.floor(random() * MOTIFS.length)] as Motif;
  const dark = random() < 0.5;
  const layout = random() < 0.65 ? "panel" : "overlay";
  const hue = topicHue(`${title} ${input.query}`, random);
  return {
    seed,
    title,
    topic: topicLine(input.query, title),
    motif,
    layout,
    dark,
    palette: paletteFor(hue, dark, random),
    random,
  };
}
