// White label as data (WHITE_LABEL_THEME): the palette derived from a brand colour passes WCAG AA where
// the app draws text, a theme that cannot be used stops the start naming the setting, and the name and
// logo reach the page, the public config, share-link previews, mails and downloads.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicConfig } from "../../common/types";
import { ConfigError, loadConfig } from "../config";
import type { AppEnv } from "../http/context";
import { staticRoutes } from "../http/static";
import { buildDocument } from "../test/factories";
import { startTestApp, type TestApp, type TestUser } from "../test/harness";
import { pdfText } from "../test/pdf-tools";
import { BUILT_IN_THEMES } from "./brand";
import { contrastChecks, contrastRatio, derivePalette } from "./palette";

const THEMES = path.resolve("testdata", "white-label");
const THEME = path.join(THEMES, "theme.json");

describe("the palette of a brand colour", () => {
  it("passes every WCAG AA check, light and dark, for brand colours all round the wheel", () => {
    const failures: string[] = [];
    for (let h = 0; h < 360; h += 20)
      for (const l of [0.2, 0.45, 0.6, 0.75, 0.92])
        for (const c of [0, 0.05, 0.15, 0.3]) {
          const color = `oklch(${l} ${c} ${h})`;
          const palette = derivePalette(color, `oklch(${1 - l} ${c} ${(h + 180) % 360})`);
          for (const check of contrastChecks(palette)) {
            const ratio = contrastRatio(check.fg, check.bg);
            if (ratio < check.min) failures.push(`${color} ${check.mode} ${check.what}: ${ratio.toFixed(2)}`);
          }
        }
    expect(failures).toEqual([]);
  });

  it("keeps a brand colour that passes as the buttons' colour, and darkens one that fails", () => {
    expect(derivePalette("#0b6e4f").light[600]).toBe("#0b6e4f");
    expect(derivePalette("#0b6e4f").adjustments).toEqual([]);
    const pale = derivePalette("#f5c518");
    expect(contrastRatio("#ffffff", "#f5c518")).toBeLessThan(2);
    expect(contrastRatio("#ffffff", pale.light[600])).toBeGreaterThanOrEqual(4.5);
    expect(pale.adjustments[0]).toMatch(
      /^brand colour #f5c518 darkened to #[0-9a-f]{6}: white text on it had 1\.\d\d:1/,
    );
    // Same hue family: the darkened yellow is still warm (red and green above blue).
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(pale.light[600].slice(i, i + 2), 16));
    expect(r! > b! && g! > b!).toBe(true);
  });

  it("derives every built-in theme without error", () => {
    for (const [name, colors] of Object.entries(BUILT_IN_THEMES)) {
      const config = loadConfig(envWith({ WHITE_LABEL_THEME: name }));
      expect(config.brand.theme).toBe(name);
      expect(config.brand.palette?.light[600], name).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio("#ffffff", config.brand.palette!.light[600])).toBeGreaterThanOrEqual(4.5);
      expect(colors.brandColor).toMatch(/^#/);
    }
  });
});

const dataDir = mkdtempSync(path.join(os.tmpdir(), "treatise-brand-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const envWith = (env: Record<string, string>) => ({
  DATA_DIR: dataDir,
  SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
  ...env,
});

describe("a theme that cannot be used stops the start, naming the setting", () => {
  const bad = (name: string, text: string) => {
    const file = path.join(dataDir, name);
    writeFileSync(file, text);
    return file;
  };
  const startError = (theme: string) => {
    try {
      loadConfig(envWith({ WHITE_LABEL_THEME: theme }));
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error("the start did not stop");
  };

  it("for a name that is neither a built-in theme nor a file", () => {
    expect(startError("sunset")).toMatch(
      /WHITE_LABEL_THEME \(got "sunset"\): must be a built-in theme \(indigo, teal, crimson, forest, amber\) or the path of a theme JSON file; no file at /,
    );
  });

  it("for a file that is not JSON, a colour that is not one, a field it does not know", () => {
    expect(startError(bad("broken.json", "{ brandColor: "))).toMatch(
      /WHITE_LABEL_THEME .*broken\.json is not valid JSON/,
    );
    expect(startError(bad("colour.json", '{"brandColor":"greenish"}'))).toMatch(
      /colour\.json: brandColor must be a colour such as #0f766e/,
    );
    expect(startError(bad("extra.json", '{"brandColor":"#123456","logo":"x.png"}'))).toMatch(
      /extra\.json: .*logo/,
    );
    expect(startError(bad("none.json", "{}"))).toMatch(/none\.json: brandColor /);
  });

  it("for a logo that is missing, not an image, or not over https", () => {
    expect(startError(bad("nologo.json", '{"brandColor":"#123456","logoURL":"missing.svg"}'))).toMatch(
      /logoURL: no file at .*missing\.svg/,
    );
    expect(startError(bad("txtlogo.json", '{"brandColor":"#123456","logoURL":"notes.txt"}'))).toMatch(
      /logoURL "notes\.txt" must be an https address or an image file/,
    );
    expect(
      startError(bad("httplogo.json", '{"brandColor":"#123456","faviconURL":"http://x.test/f.png"}')),
    ).toMatch(/faviconURL "http:\/\/x\.test\/f\.png" must be an https address/);
  });

  it("takes the product's name from the file unless APP_NAME is set", () => {
    expect(loadConfig(envWith({ WHITE_LABEL_THEME: THEME })).APP_NAME).toBe("Acme Research");
    expect(loadConfig(envWith({ WHITE_LABEL_THEME: THEME, APP_NAME: "Lab Notes" })).APP_NAME).toBe(
      "Lab Notes",
    );
    expect(loadConfig(envWith({})).APP_NAME).toBe("Treatise");
    expect(loadConfig(envWith({ WHITE_LABEL_THEME: THEME })).MAIL_FROM).toBe(
      "Acme Research <no-reply@treatise.local>",
    );
  });
});

describe("an instance with a theme file", () => {
  let t: TestApp;
  let owner: TestUser;
  let paperId: string;
  const dist = mkdtempSync(path.join(os.tmpdir(), "treatise-brand-dist-"));
  writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><html><head><link rel="icon" type="image/svg+xml" href="/favicon.svg" /><title>Treatise</title></head><body><div id="root"></div></body></html>',
  );
  const site = () =>
    new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("services", t.services);
        c.set("user", null);
        await next();
      })
      .route("/", staticRoutes(dist));

  beforeAll(async () => {
    t = await startTestApp({
      work: false,
      env: { WHITE_LABEL_THEME: THEME, PUBLIC_URL: "http://localhost" },
    });
    owner = await t.signUp("Ada Owner");
    paperId = (
      await buildDocument(t.services.db, {
        user: owner,
        status: "COMPLETE",
        title: "Tides of Jupiter",
        summary: { summary: "Tides on the moons of Jupiter [1] are driven by resonance. ".repeat(4) },
        sections: 2,
      })
    ).doc.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("tells the app its name and logo, never the theme file's path", async () => {
    const res = await t.request("/api/config");
    const text = await res.text();
    const config = JSON.parse(text) as PublicConfig;
    expect(config.appName).toBe("Acme Research");
    expect(config.features.whiteLabel).toEqual({
      enabled: true,
      theme: "custom",
      logoURL: "/brand/logo.svg",
    });
    expect(text).not.toContain("testdata");
  });

  it("serves the logo (also the favicon, the file having none) and nothing else under /brand", async () => {
    const logo = await site().request("http://localhost/brand/logo.svg");
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/svg+xml");
    expect(await logo.text()).toBe(readFileSync(path.join(THEMES, "logo.svg"), "utf8"));
    expect((await site().request("http://localhost/brand/favicon.svg")).status).toBe(200);
    expect((await site().request("http://localhost/brand/logo.png")).status).toBe(404);
    expect((await site().request("http://localhost/brand/theme.json")).status).toBe(404);
  });

  it("sends the page with the name, the favicon and the palette for light and dark", async () => {
    const html = await (await site().request("http://localhost/")).text();
    expect(html).toContain("<title>Acme Research</title>");
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/brand/favicon.svg" />');
    const css = /<style id="brand-theme">(.*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(css).toMatch(/^:root\{--color-brand-50:#[0-9a-f]{6};.*--color-brand-600:#0b6e4f;/);
    expect(css).toMatch(/:root\.dark\{--color-brand-50:/);
    expect(css).toMatch(/--color-accent-500:#[0-9a-f]{6}/);
  });

  it("names the product and shows its logo in a shared paper's link preview", async () => {
    const html = await (await site().request(`http://localhost/share/${paperId}`)).text();
    expect(html).toContain("<title>Tides of Jupiter · Acme Research</title>");
    expect(html).toContain('<meta property="og:site_name" content="Acme Research" />');
    expect(html).toContain('<meta property="og:image" content="http://localhost/brand/logo.svg" />');
  });

  it("signs mails with the name, and dresses them with the logo and brand colour", async () => {
    const user = await t.signUp();
    const res = await t.request("/api/user", { method: "PATCH", user, json: { email: "mia@example.com" } });
    expect(res.status).toBe(200);
    const outbox = path.join(t.dataDir, "outbox");
    const mail = readdirSync(outbox)
      .map((f) => readFileSync(path.join(outbox, f), "utf8"))
      .find((m) => m.includes("To: mia@example.com"));
    expect(mail).toBeDefined();
    expect(mail).toContain("From: Acme Research <no-reply@treatise.local>");
    expect(mail).toContain("Verify your email for Acme Research");
    // The text part is quoted-printable: "—" is =E2=80=94.
    expect(mail).toMatch(/(—|=E2=80=94) Acme Research/);
    expect(mail).toContain("Content-Type: text/html");
    expect(mail).toContain("http://localhost/brand/logo.svg");
    expect(mail).toContain("#0b6e4f");
  });

  const download = async (format: string) => {
    const res = await t.request(`/api/document/${paperId}/download?format=${format}`, { user: owner });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    return Buffer.from(await (await t.request(url)).arrayBuffer());
  };

  it("signs the downloads with the name and the logo", async () => {
    const md = (await download("md")).toString("utf8");
    expect(md.trimEnd().split("\n").at(-1)).toBe(
      '<img src="http://localhost/brand/logo.svg" alt="" height="20" /> _Written with [Acme Research](http://localhost)_',
    );
    const docx = unzipSync(new Uint8Array(await download("docx")));
    expect(strFromU8(docx["word/footer1.xml"]!)).toContain("Written with Acme Research");
    expect(strFromU8(docx["docProps/core.xml"]!)).toContain("<dc:creator>Acme Research</dc:creator>");
    const logo = Object.keys(docx).find((k) => k.startsWith("word/media/"));
    expect(logo).toBeDefined();
    // The SVG logo became a PNG of the same mark (its green is in it).
    expect(strFromU8(docx[logo!]!.subarray(1, 4))).toBe("PNG");
    expect(pdfText(await download("pdf"))).toContain("Written with Acme Research");
  });
});
