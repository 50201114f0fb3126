// Colours in OKLCH (perceptual lightness, chroma, hue) converted to sRGB hex, so palettes built by
// rotating hue keep an even lightness; plus plain names of hues for describing a cover.

export interface Oklch {
  l: number;
  c: number;
  h: number;
}

function toSrgbChannel(linear: number): number {
  const v = linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, v)) * 255);
}

/** OKLCH → "#rrggbb" (out-of-gamut colours are clipped). */
export function oklchToHex({ l, c, h }: Oklch): string {
  const rad = (h * Math.PI) / 180;
  const a = c * Math.cos(rad);
  const b = c * Math.sin(rad);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const r = 4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_;
  const g = -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_;
  const bl = -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_;
  return `#${[r, g, bl].map((x) => toSrgbChannel(x).toString(16).padStart(2, "0")).join("")}`;
}

export function wrapHue(h: number): number {
  return ((h % 360) + 360) % 360;
}

// Upper bounds of OKLCH hue angles (red ≈ 29°, yellow ≈ 110°, green ≈ 142°, blue ≈ 264°).
const HUE_NAMES: [number, string][] = [
  [18, "rose"],
  [42, "crimson"],
  [62, "vermilion"],
  [85, "amber"],
  [110, "gold"],
  [130, "olive"],
  [165, "green"],
  [190, "jade"],
  [220, "teal"],
  [250, "azure"],
  [278, "blue"],
  [300, "indigo"],
  [330, "violet"],
  [360, "magenta"],
];

/** A plain name for a colour ("deep teal", "pale amber"). */
export function colorName({ l, c, h }: Oklch): string {
  if (c < 0.03) return l > 0.85 ? "off-white" : l < 0.3 ? "near-black" : "grey";
  const hue = HUE_NAMES.find(([limit]) => wrapHue(h) < limit)?.[1] ?? "magenta";
  const shade = l < 0.4 ? "deep " : l > 0.82 ? "pale " : "";
  return `${shade}${hue}`;
}
