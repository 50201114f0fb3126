// The product's brand: its name, logo, favicon and colours. WHITE_LABEL_THEME names a built-in theme or
// a JSON file an operator writes (see .env.example and docs/operations.md); APP_NAME wins over the file's
// product name. Read once at start: a theme that cannot be used stops the start, naming the setting.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { derivePalette, type Palette, parseColor } from "./palette";

/** Built-in themes: a brand colour and an accent each, derived like any operator's colours. */
export const BUILT_IN_THEMES = {
  indigo: { brandColor: "#4338ca", accentColor: "#6366f1" },
  teal: { brandColor: "#0f766e", accentColor: "#14b8a6" },
  crimson: { brandColor: "#be123c", accentColor: "#f43f5e" },
  forest: { brandColor: "#166534", accentColor: "#65a30d" },
  amber: { brandColor: "#f59e0b", accentColor: "#d97706" },
} as const;
export type BuiltInTheme = keyof typeof BUILT_IN_THEMES;

export const DEFAULT_APP_NAME = "Treatise";

/** An image the brand uses: at an address of its own, or a file beside the theme (served at /brand/…). */
export type BrandAsset =
  | { kind: "url"; url: string }
  | { kind: "file"; file: string; contentType: string; bytes: Buffer };

export interface Brand {
  name: string;
  /** The built-in theme's name or the theme file's path; null for the default look. */
  theme: string | null;
  /** null: the default colours of app/styles.css. */
  palette: Palette | null;
  /** null: the built-in mark. */
  logo: BrandAsset | null;
  favicon: BrandAsset | null;
  /** Changes when anything a download shows changes (name, logo), so cached downloads are made again. */
  fingerprint: string;
}

const IMAGE_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
};
const MAX_IMAGE_BYTES = 1024 * 1024;

const color = z.string().refine((v) => parseColor(v) !== null, {
  message: "must be a colour such as #0f766e or rgb(15 118 110)",
});
const image = z.string().trim().min(1);

/** The theme file: what an operator writes. */
export const themeFileSchema = z
  .object({
    productName: z.string().trim().min(1).max(60).optional(),
    brandColor: color,
    accentColor: color.optional(),
    logoURL: image.optional(),
    faviconURL: image.optional(),
  })
  .strict();

export class BrandError extends Error {}

/** The brand of the instance, from WHITE_LABEL_THEME and APP_NAME; throws BrandError saying what is wrong. */
export function loadBrand(options: { theme: string | undefined; appName: string | undefined }): Brand {
  const { theme, appName } = options;
  if (!theme) return brandOf({ name: appName ?? DEFAULT_APP_NAME, theme: null, palette: null });
  if (theme in BUILT_IN_THEMES) {
    const colors = BUILT_IN_THEMES[theme as BuiltInTheme];
    return brandOf({
      name: appName ?? DEFAULT_APP_NAME,
      theme,
      palette: derivePalette(colors.brandColor, colors.accentColor),
    });
  }
  const file = path.resolve(theme);
  if (!existsSync(file) || !statSync(file).isFile()) {
    throw new BrandError(
      `must be a built-in theme (${Object.keys(BUILT_IN_THEMES).join(", ")}) or the path of a theme JSON file; no file at ${file}`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new BrandError(`${file} is not valid JSON (${error instanceof Error ? error.message : error})`);
  }
  const parsed = themeFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".") || "the file"} ${i.message}`);
    throw new BrandError(`${file}: ${problems.join("; ")}`);
  }
  const data = parsed.data;
  const folder = path.dirname(file);
  const logo = data.logoURL ? assetOf(data.logoURL, folder, "logoURL") : null;
  return brandOf({
    name: appName ?? data.productName ?? DEFAULT_APP_NAME,
    theme: file,
    palette: derivePalette(data.brandColor, data.accentColor),
    logo,
    favicon: data.faviconURL ? assetOf(data.faviconURL, folder, "faviconURL") : logo,
  });
}

function brandOf(parts: Omit<Brand, "fingerprint" | "logo" | "favicon"> & Partial<Brand>): Brand {
  const logo = parts.logo ?? null;
  const fingerprint = createHash("sha256")
    .update(parts.name)
    .update(logo ? (logo.kind === "url" ? logo.url : logo.bytes) : "")
    .digest("hex")
    .slice(0, 12);
  return { ...parts, logo, favicon: parts.favicon ?? null, fingerprint };
}

/** An https address (the page may only load images over https), or a file named relative to the theme file (checked now, read once). */
function assetOf(value: string, folder: string, field: string): BrandAsset {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    if (!/^https:\/\//i.test(value))
      throw new BrandError(`${field} "${value}" must be an https address or an image file`);
    try {
      return { kind: "url", url: new URL(value).href };
    } catch {
      throw new BrandError(`${field} "${value}" is not a valid address`);
    }
  }
  const file = path.resolve(folder, value);
  const contentType = IMAGE_TYPES[path.extname(file).toLowerCase()];
  if (!contentType) {
    throw new BrandError(
      `${field} "${value}" must be an https address or an image file (${Object.keys(IMAGE_TYPES).join(", ")})`,
    );
  }
  if (!existsSync(file) || !statSync(file).isFile()) throw new BrandError(`${field}: no file at ${file}`);
  const bytes = readFileSync(file);
  if (bytes.length > MAX_IMAGE_BYTES) throw new BrandError(`${field}: ${file} is over 1 MB`);
  return { kind: "file", file, contentType, bytes };
}

/** Where the browser and mails find a brand image: its own address, or the app's /brand/… path. */
export function assetPath(asset: BrandAsset | null, name: "logo" | "favicon"): string | null {
  if (!asset) return null;
  return asset.kind === "url" ? asset.url : `/brand/${name}${path.extname(asset.file).toLowerCase()}`;
}
