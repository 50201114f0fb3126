// The white-label palette: from one brand colour (and an accent), the eleven shades the app's CSS uses
// (--color-brand-50 … 950) for light and for dark pages, each checked against WCAG 2 AA where the app
// puts text on it or it on a page, and moved in lightness until it passes. Colours are handled in OKLCH
// (perceptual lightness), so a shade that is moved keeps its hue.
import { clampChroma, converter, formatHex, parse, wcagContrast } from "culori";

export const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export type Shade = (typeof SHADES)[number];
export type Scale = Record<Shade, string>;

/** WCAG 2 AA: normal text needs 4.5:1 against what is behind it; a focus ring or other mark 3:1. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

/** The page colours the app's text sits on: white, and zinc-950 / zinc-900 when dark. */
export const PAGE = { light: "#ffffff", dark: "#09090b", darkRaised: "#18181b" } as const;
const WHITE = "#ffffff";

export interface Palette {
  light: Scale;
  dark: Scale;
  accent: { light: string; dark: string };
  /** Each change made for contrast, said for the operator (logged at start). */
  adjustments: string[];
}

/** One pair the app draws: text (or a mark) on a background, and the ratio it must reach. */
export interface ContrastCheck {
  mode: "light" | "dark";
  what: string;
  fg: string;
  bg: string;
  min: number;
}

const toOklch = converter("oklch");
interface Lch {
  l: number;
  c: number;
  h: number;
}

/** A CSS colour ("#0f766e", "rgb(…)", "teal", "oklch(…)") in OKLCH, or null when it is not one. */
export function parseColor(value: string): Lch | null {
  const parsed = parse(value.trim());
  if (!parsed) return null;
  const lch = toOklch(parsed);
  return { l: lch.l, c: lch.c ?? 0, h: lch.h ?? 0 };
}

const hex = ({ l, c, h }: Lch) =>
  formatHex(clampChroma({ mode: "oklch", l: Math.min(1, Math.max(0, l)), c, h }, "oklch"));

const contrast = (a: string, b: string) => wcagContrast(a, b);

// Where the default indigo scale (app/styles.css) puts each shade: lightness, and chroma as a share of
// the brand colour's. A derived scale keeps these proportions around the brand colour at 600.
const LIGHTNESS: Record<Shade, number> = {
  50: 0.97,
  100: 0.93,
  200: 0.87,
  300: 0.78,
  400: 0.68,
  500: 0.58,
  600: 0.51,
  700: 0.45,
  800: 0.38,
  900: 0.32,
  950: 0.26,
};
const CHROMA: Record<Shade, number> = {
  50: 0.09,
  100: 0.18,
  200: 0.32,
  300: 0.5,
  400: 0.73,
  500: 0.91,
  600: 1,
  700: 0.95,
  800: 0.77,
  900: 0.59,
  950: 0.45,
};

/** The scale whose 600 is `base`: lighter shades run up to near white, darker ones down to near black. */
function ladder(base: Lch): Record<Shade, Lch> {
  const top = 0.975;
  const bottom = Math.max(0.16, Math.min(0.26, base.l - 0.14));
  const out = {} as Record<Shade, Lch>;
  for (const shade of SHADES) {
    const l =
      shade < 600
        ? base.l + ((LIGHTNESS[shade] - 0.51) / (0.97 - 0.51)) * (top - base.l)
        : base.l - ((0.51 - LIGHTNESS[shade]) / (0.51 - 0.26)) * (base.l - bottom);
    out[shade] = { l, c: base.c * CHROMA[shade], h: base.h };
  }
  return out;
}

/**
 * Moves a colour's lightness (darker or lighter) by the least that makes `ok` true, found by bisection.
 * Returns the colour unchanged when it already passes.
 */
function shift(color: Lch, direction: "darker" | "lighter", ok: (hexColor: string) => boolean): Lch {
  if (ok(hex(color))) return color;
  let pass = direction === "darker" ? 0 : 1;
  let fail = color.l;
  for (let i = 0; i < 24; i++) {
    const mid = (pass + fail) / 2;
    if (ok(hex({ ...color, l: mid }))) pass = mid;
    else fail = mid;
  }
  return { ...color, l: pass };
}

const atLeast = (min: number, against: string[]) => (candidate: string) =>
  against.every((other) => contrast(candidate, other) >= min);

function toScale(shades: Record<Shade, Lch>): Scale {
  return Object.fromEntries(SHADES.map((s) => [s, hex(shades[s])])) as Scale;
}

/**
 * The palette of a brand colour and an accent. Light pages: white text on 600 and 700 (buttons), 600–800
 * as text on white and on the pale badges (50, 100). Dark pages: white text on 500 and 400, 200 and 300
 * as text on the dark page and on 900. The accent marks focus and the source a citation points to: 3:1
 * against the page.
 */
export function derivePalette(brandColor: string, accentColor?: string): Palette {
  const brand = parseColor(brandColor);
  if (!brand) throw new Error(`"${brandColor}" is not a colour`);
  const accent = accentColor ? parseColor(accentColor) : null;
  if (accentColor && !accent) throw new Error(`"${accentColor}" is not a colour`);
  const adjustments: string[] = [];

  // The brand colour itself is the buttons' colour (600): white text on it must be readable.
  const given = hex(brand);
  const base = shift(brand, "darker", atLeast(AA_TEXT, [WHITE]));
  if (hex(base) !== given) {
    adjustments.push(
      `brand colour ${given} darkened to ${hex(base)}: white text on it had ${contrast(WHITE, given).toFixed(2)}:1, AA needs ${AA_TEXT}:1`,
    );
  }

  const light = ladder(base);
  const fix = (
    scale: Record<Shade, Lch>,
    mode: "light" | "dark",
    shade: Shade,
    direction: "darker" | "lighter",
    against: string[],
    min: number,
  ) => {
    const before = hex(scale[shade]);
    scale[shade] = shift(scale[shade], direction, atLeast(min, against));
    const after = hex(scale[shade]);
    if (after !== before) adjustments.push(`${mode} ${shade} ${before} → ${after} for ${min}:1`);
  };
  fix(light, "light", 700, "darker", [WHITE, hex(light[50])], AA_TEXT);
  fix(light, "light", 800, "darker", [WHITE, hex(light[50]), hex(light[100])], AA_TEXT);

  // Dark pages: the same hue, buttons a little lighter than on light pages but still under white text,
  // text shades light enough on the near-black page.
  const dark = ladder(base);
  dark[500] = { ...base };
  dark[400] = shift({ ...base, l: (base.l + light[400].l) / 2 }, "darker", atLeast(AA_TEXT, [WHITE]));
  fix(dark, "dark", 300, "lighter", [PAGE.dark, PAGE.darkRaised, hex(dark[900])], AA_TEXT);
  fix(dark, "dark", 200, "lighter", [PAGE.dark, PAGE.darkRaised, hex(dark[900])], AA_TEXT);

  const accentBase = accent ?? { ...base, l: light[500].l, c: light[500].c };
  const accentLight = shift(accentBase, "darker", atLeast(AA_NON_TEXT, [PAGE.light]));
  const accentDark = shift(accentBase, "lighter", atLeast(AA_NON_TEXT, [PAGE.dark]));
  return {
    light: toScale(light),
    dark: toScale(dark),
    accent: { light: hex(accentLight), dark: hex(accentDark) },
    adjustments,
  };
}

/** Every pair a palette is drawn in, with the ratio it must reach (what derivePalette promises). */
export function contrastChecks(palette: Palette): ContrastCheck[] {
  const { light: l, dark: d } = palette;
  return [
    { mode: "light", what: "white on 600", fg: WHITE, bg: l[600], min: AA_TEXT },
    { mode: "light", what: "white on 700", fg: WHITE, bg: l[700], min: AA_TEXT },
    { mode: "light", what: "600 on white", fg: l[600], bg: PAGE.light, min: AA_TEXT },
    { mode: "light", what: "700 on white", fg: l[700], bg: PAGE.light, min: AA_TEXT },
    { mode: "light", what: "700 on 50", fg: l[700], bg: l[50], min: AA_TEXT },
    { mode: "light", what: "800 on 100", fg: l[800], bg: l[100], min: AA_TEXT },
    { mode: "dark", what: "white on 500", fg: WHITE, bg: d[500], min: AA_TEXT },
    { mode: "dark", what: "white on 400", fg: WHITE, bg: d[400], min: AA_TEXT },
    { mode: "dark", what: "300 on page", fg: d[300], bg: PAGE.dark, min: AA_TEXT },
    { mode: "dark", what: "300 on raised page", fg: d[300], bg: PAGE.darkRaised, min: AA_TEXT },
    { mode: "dark", what: "200 on 900", fg: d[200], bg: d[900], min: AA_TEXT },
    { mode: "light", what: "accent on white", fg: palette.accent.light, bg: PAGE.light, min: AA_NON_TEXT },
    { mode: "dark", what: "accent on page", fg: palette.accent.dark, bg: PAGE.dark, min: AA_NON_TEXT },
  ];
}

/** The contrast ratio of two colours (WCAG 2), for tests and logs. */
export const contrastRatio = contrast;

/** The palette as CSS: the light scale on :root, the dark one under .dark (the app's dark class on <html>). */
export function paletteCss(palette: Palette): string {
  const vars = (scale: Scale, accent: string) =>
    [...SHADES.map((s) => `--color-brand-${s}:${scale[s]}`), `--color-accent-500:${accent}`].join(";");
  return `:root{${vars(palette.light, palette.accent.light)}}:root.dark{${vars(palette.dark, palette.accent.dark)}}`;
}
