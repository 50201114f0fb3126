// The brand's logo as a small PNG for the downloads (Word and PDF embed it; SVG, WebP and ICO they may
// not read): the theme's file, its https address (fetched once), or the built-in mark in the brand colour.
import { logger } from "../logger";
import type { Brand } from "./brand";

export interface LogoImage {
  png: Uint8Array;
  width: number;
  height: number;
}

/** Pixels of the logo's height in the PNG: sharp at 20 pt in a PDF and Word. */
const HEIGHT = 96;
const FETCH_TIMEOUT_MS = 5000;
const MAX_BYTES = 1024 * 1024;

/** The Treatise mark (app/public/favicon.svg) in a colour. */
export function builtInMark(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${color}"/><path d="M9 9h14v3h-5.5v12h-3V12H9z" fill="#fff"/></svg>`;
}

const cache = new Map<string, Promise<LogoImage | null>>();

/** The brand's logo as a PNG, made once per brand; null when a remote logo cannot be had (logged). */
export function logoImage(brand: Brand): Promise<LogoImage | null> {
  const key = `${brand.fingerprint}|${brand.palette?.light[600] ?? ""}`;
  let image = cache.get(key);
  if (!image) {
    image = sourceBytes(brand)
      .then(toPng)
      .catch((error: unknown) => {
        logger.warn(
          `[brand] the logo cannot be put in downloads: ${error instanceof Error ? error.message : error}`,
        );
        cache.delete(key);
        return null;
      });
    cache.set(key, image);
  }
  return image;
}

async function sourceBytes(brand: Brand): Promise<Buffer> {
  const logo = brand.logo;
  if (!logo) return Buffer.from(builtInMark(brand.palette?.light[600] ?? "#4338ca"));
  if (logo.kind === "file") return logo.bytes;
  const res = await fetch(logo.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "follow" });
  if (!res.ok) throw new Error(`${logo.url} answered ${res.status}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > MAX_BYTES) throw new Error(`${logo.url} is over 1 MB`);
  return bytes;
}

async function toPng(bytes: Buffer): Promise<LogoImage> {
  // sharp (native code) loads with the first logo drawn, not with every process at start.
  const { default: sharp } = await import("sharp");
  const { data, info } = await sharp(bytes, { density: 300 })
    .resize({ height: HEIGHT, withoutEnlargement: false })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: new Uint8Array(data), width: info.width, height: info.height };
}
