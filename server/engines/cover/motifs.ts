// The generative art of a cover: five motifs drawn as SVG shapes inside a region, all positions and
// colours drawn from the design's seeded generator.
import type { Motif, Palette } from "./design";

export interface Region {
  x: number;
  y: number;
  w: number;
  h: number;
}

type Random = () => number;

const f = (n: number) => (Math.round(n * 10) / 10).toString();

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function orbits(random: Random, r: Region, p: Palette): string {
  const cx = r.x + r.w * (0.25 + random() * 0.5);
  const cy = r.y + r.h * (0.3 + random() * 0.4);
  const rings = 9 + Math.floor(random() * 6);
  const maxR = Math.max(r.w, r.h) * 0.72;
  const out: string[] = [];
  out.push(
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(maxR * 0.95)}" fill="${p.accents[0]}" fill-opacity="0.35"/>`,
  );
  for (let i = rings - 1; i >= 0; i--) {
    const radius = (maxR * (i + 1)) / rings;
    const color = pick(random, p.accents);
    const kind = random();
    if (kind < 0.4) {
      out.push(
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius)}" fill="none" stroke="${color}" stroke-width="${f(6 + random() * 30)}"/>`,
      );
    } else if (kind < 0.8) {
      const start = random() * Math.PI * 2;
      const sweep = Math.PI * (0.5 + random() * 1.2);
      const x1 = cx + radius * Math.cos(start);
      const y1 = cy + radius * Math.sin(start);
      const x2 = cx + radius * Math.cos(start + sweep);
      const y2 = cy + radius * Math.sin(start + sweep);
      out.push(
        `<path d="M${f(x1)} ${f(y1)} A${f(radius)} ${f(radius)} 0 ${sweep > Math.PI ? 1 : 0} 1 ${f(x2)} ${f(y2)}" fill="none" stroke="${color}" stroke-width="${f(20 + random() * 50)}" stroke-linecap="round"/>`,
      );
    } else {
      out.push(
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius)}" fill="none" stroke="${color}" stroke-width="8" stroke-dasharray="${f(10 + random() * 30)} ${f(14 + random() * 40)}"/>`,
      );
    }
  }
  out.push(
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(maxR * (0.1 + random() * 0.08))}" fill="${p.accents[3]}"/>`,
  );
  const dotR = maxR * 0.035;
  const orbit = maxR * (0.3 + random() * 0.4);
  const angle = random() * Math.PI * 2;
  out.push(
    `<circle cx="${f(cx + orbit * Math.cos(angle))}" cy="${f(cy + orbit * Math.sin(angle))}" r="${f(dotR)}" fill="${p.accents[4]}"/>`,
  );
  return out.join("");
}

function waves(random: Random, r: Region, p: Palette, dark: boolean): string {
  const out: string[] = [];
  const sunX = r.x + r.w * (0.2 + random() * 0.6);
  const sunY = r.y + r.h * (0.18 + random() * 0.15);
  out.push(
    `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(r.h * (0.1 + random() * 0.06))}" fill="${p.accents[3]}"/>`,
  );
  const bands = 7 + Math.floor(random() * 5);
  // Far bands are light, near ones deep (or the reverse on a dark ground).
  const colors = dark ? [...p.accents].reverse() : [...p.accents];
  for (let k = 0; k < bands; k++) {
    const base = r.y + r.h * (0.32 + (0.62 * k) / bands);
    const a1 = r.h * 0.035 * (0.5 + random());
    const a2 = r.h * 0.012 * (0.5 + random());
    const k1 = ((1 + random() * 2) * Math.PI * 2) / r.w;
    const k2 = ((3 + random() * 4) * Math.PI * 2) / r.w;
    const p1 = random() * Math.PI * 2;
    const p2 = random() * Math.PI * 2;
    const points: string[] = [];
    for (let x = r.x; x <= r.x + r.w + 20; x += 20) {
      points.push(`${f(x)} ${f(base + a1 * Math.sin(k1 * x + p1) + a2 * Math.sin(k2 * x + p2))}`);
    }
    const color = colors[Math.min(colors.length - 1, Math.floor((k / bands) * colors.length))];
    out.push(
      `<path d="M${points.join(" L")} L${f(r.x + r.w)} ${f(r.y + r.h)} L${f(r.x)} ${f(r.y + r.h)} Z" fill="${color}" fill-opacity="${f(0.78 + 0.22 * (k / bands))}"/>`,
    );
  }
  return out.join("");
}

function tiles(random: Random, r: Region, p: Palette): string {
  const cols = 4 + Math.floor(random() * 3);
  const size = r.w / cols;
  const rows = Math.ceil(r.h / size);
  const colors = [...p.accents, p.skyTop];
  const out: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = r.x + col * size;
      const y = r.y + row * size;
      const bg = pick(random, colors);
      let fg = pick(random, colors);
      if (fg === bg) fg = colors[(colors.indexOf(bg) + 2) % colors.length] as string;
      out.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(size + 1)}" height="${f(size + 1)}" fill="${bg}"/>`);
      const s = size;
      switch (Math.floor(random() * 6)) {
        case 0: {
          // A quarter disc in one corner of the tile.
          const corners = [
            `M${f(x)} ${f(y)} L${f(x + s)} ${f(y)} A${f(s)} ${f(s)} 0 0 1 ${f(x)} ${f(y + s)} Z`,
            `M${f(x + s)} ${f(y)} L${f(x + s)} ${f(y + s)} A${f(s)} ${f(s)} 0 0 1 ${f(x)} ${f(y)} Z`,
            `M${f(x)} ${f(y + s)} L${f(x)} ${f(y)} A${f(s)} ${f(s)} 0 0 1 ${f(x + s)} ${f(y + s)} Z`,
            `M${f(x + s)} ${f(y + s)} L${f(x)} ${f(y + s)} A${f(s)} ${f(s)} 0 0 1 ${f(x + s)} ${f(y)} Z`,
          ];
          out.push(`<path d="${pick(random, corners)}" fill="${fg}"/>`);
          break;
        }
        case 1:
          out.push(
            `<path d="M${f(x)} ${f(y + s)} A${f(s / 2)} ${f(s / 2)} 0 0 1 ${f(x + s)} ${f(y + s)} Z" fill="${fg}"/>`,
          );
          break;
        case 2:
          out.push(`<circle cx="${f(x + s / 2)}" cy="${f(y + s / 2)}" r="${f(s * 0.36)}" fill="${fg}"/>`);
          break;
        case 3:
          out.push(`<path d="M${f(x)} ${f(y)} L${f(x + s)} ${f(y)} L${f(x)} ${f(y + s)} Z" fill="${fg}"/>`);
          break;
        case 4:
          out.push(
            `<circle cx="${f(x + s / 2)}" cy="${f(y + s / 2)}" r="${f(s * 0.3)}" fill="none" stroke="${fg}" stroke-width="${f(s * 0.12)}"/>`,
          );
          break;
        default:
          out.push(
            `<rect x="${f(x)}" y="${f(y + s / 2)}" width="${f(s + 1)}" height="${f(s / 2 + 1)}" fill="${fg}"/>`,
          );
      }
    }
  }
  return out.join("");
}

function rays(random: Random, r: Region, p: Palette): string {
  const ox = r.x + r.w * (0.3 + random() * 0.4);
  const oy = r.y + r.h * (0.62 + random() * 0.18);
  const count = 28 + Math.floor(random() * 16);
  // Long enough to reach the farthest corner; far longer wedges make the rasterizer slow.
  const far =
    Math.max(
      ...[r.x, r.x + r.w].flatMap((cx) => [r.y, r.y + r.h].map((cy) => Math.hypot(cx - ox, cy - oy))),
    ) + 10;
  const [c1, c2] = [p.accents[1], p.accents[2]];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const a0 = (i / count) * Math.PI * 2;
    const a1 = ((i + 0.5) / count) * Math.PI * 2;
    out.push(
      `<path d="M${f(ox)} ${f(oy)} L${f(ox + far * Math.cos(a0))} ${f(oy + far * Math.sin(a0))} L${f(ox + far * Math.cos(a1))} ${f(oy + far * Math.sin(a1))} Z" fill="${i % 2 === 0 ? c1 : c2}" fill-opacity="0.55"/>`,
    );
  }
  const sun = r.h * (0.16 + random() * 0.06);
  for (let ring = 3; ring >= 1; ring--) {
    out.push(
      `<circle cx="${f(ox)}" cy="${f(oy)}" r="${f(sun * (1 + ring * 0.35))}" fill="${p.accents[4]}" fill-opacity="${f(0.18 * ring)}"/>`,
    );
  }
  out.push(`<circle cx="${f(ox)}" cy="${f(oy)}" r="${f(sun)}" fill="${p.accents[3]}"/>`);
  out.push(
    `<rect x="${f(r.x)}" y="${f(oy)}" width="${f(r.w)}" height="${f(r.y + r.h - oy)}" fill="${p.accents[0]}"/>`,
  );
  const lines = 4 + Math.floor(random() * 4);
  for (let i = 0; i < lines; i++) {
    const y = oy + ((r.y + r.h - oy) * (i + 1)) / (lines + 1);
    out.push(
      `<rect x="${f(r.x)}" y="${f(y)}" width="${f(r.w)}" height="${f(4 + i * 3)}" fill="${p.accents[1]}" fill-opacity="0.7"/>`,
    );
  }
  return out.join("");
}

function strata(random: Random, r: Region, p: Palette, dark: boolean): string {
  const out: string[] = [];
  const sunX = r.x + r.w * (0.2 + random() * 0.6);
  const sunY = r.y + r.h * (0.22 + random() * 0.18);
  out.push(
    `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(r.h * (0.09 + random() * 0.06))}" fill="${p.accents[3]}"/>`,
  );
  const layers = 5 + Math.floor(random() * 3);
  const colors = dark ? [...p.accents].reverse() : [...p.accents].reverse();
  for (let k = 0; k < layers; k++) {
    const base = r.y + r.h * (0.4 + (0.5 * k) / layers);
    const amplitude = r.h * (0.16 - 0.015 * k);
    let y = base - random() * amplitude;
    const points: string[] = [];
    for (let x = r.x - 40; x <= r.x + r.w + 80; x += 40 + random() * 60) {
      y = Math.min(
        base + amplitude * 0.4,
        Math.max(base - amplitude, y + (random() - 0.5) * amplitude * 0.7),
      );
      points.push(`${f(x)} ${f(y)}`);
    }
    const color = colors[Math.min(colors.length - 1, Math.floor((k / layers) * colors.length))];
    out.push(
      `<path d="M${points.join(" L")} L${f(r.x + r.w + 80)} ${f(r.y + r.h)} L${f(r.x - 40)} ${f(r.y + r.h)} Z" fill="${color}"/>`,
    );
  }
  return out.join("");
}

/** The motif's shapes for a region, clipped to it by the caller. */
export function drawMotif(
  motif: Motif,
  random: Random,
  region: Region,
  palette: Palette,
  dark: boolean,
): string {
  switch (motif) {
    case "orbits":
      return orbits(random, region, palette);
    case "waves":
      return waves(random, region, palette, dark);
    case "tiles":
      return tiles(random, region, palette);
    case "rays":
      return rays(random, region, palette);
    case "strata":
      return strata(random, region, palette, dark);
  }
}
