// The build writes brotli and gzip copies beside each text asset (issue 14); they decompress to the file.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without types
import { precompress } from "./build.mjs";

const dir = mkdtempSync(path.join(os.tmpdir(), "treatise-precompress-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("precompress", () => {
  it("writes .br and .gz beside text assets over 1 KB, and leaves fonts and tiny files alone", async () => {
    mkdirSync(path.join(dir, "assets"));
    const js = `export const words = ${JSON.stringify("a treatise on compression ".repeat(200))};\n`;
    writeFileSync(path.join(dir, "assets", "index-abc.js"), js);
    writeFileSync(path.join(dir, "assets", "font-abc.woff2"), Buffer.alloc(4096, 7));
    writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\n");
    expect(await precompress(dir)).toBe(1);
    const file = path.join(dir, "assets", "index-abc.js");
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(js.length / 10);
    expect(existsSync(path.join(dir, "assets", "font-abc.woff2.gz"))).toBe(false);
    expect(existsSync(path.join(dir, "robots.txt.gz"))).toBe(false);
  });
});
