// bench/web: the JavaScript of the home route as Chromium loads it from the production build. Starts
// `node bin/treatise.mjs start` on a fresh data folder, signs a user up, opens / in Debian's Chromium and
// lists every script it fetched: its size, its gzip size (level 9, the budget's measure: 150 KB) and the
// bytes that actually came over the wire (Chromium asks for brotli), with style sheets for scale.
// Run: npx tsx bench/web/run.ts
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { ensureBuilt, freePort, serverEnv, signUp, sleep, startServer, stopServer, waitUp } from "../server";

const root = path.resolve(import.meta.dirname, "..", "..");
const BUDGET_KB = 150;

const port = await freePort();
ensureBuilt(root);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "treatise-bench-web-"));
const base = `http://127.0.0.1:${port}`;
const server = startServer({ root, env: serverEnv({ port, dataDir }) });

try {
  await waitUp(base);
  const cookies = (await signUp(base))
    .split("; ")
    .filter(Boolean)
    .map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name ?? "", value: value.join("="), url: base };
    });

  const executablePath = execFileSync("sh", ["-c", "command -v chromium || echo /usr/bin/chromium"], {
    encoding: "utf8",
  }).trim();
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  const context = await browser.newContext();
  await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const requests = new Map<string, { url: string; type: string; encoding: string }>();
  const wire = new Map<string, number>();
  cdp.on("Network.responseReceived", (e) => {
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    requests.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      encoding: String(headers["content-encoding"] ?? ""),
    });
  });
  cdp.on("Network.loadingFinished", (e) => wire.set(e.requestId, e.encodedDataLength));
  await page.goto(`${base}/`);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForLoadState("networkidle");
  await sleep(500);

  const rows: { name: string; kind: string; raw: number; gzip: number; wire: number; encoding: string }[] =
    [];
  for (const [id, r] of requests) {
    if (r.type !== "Script" && r.type !== "Stylesheet") continue;
    const body = Buffer.from(await (await fetch(r.url)).arrayBuffer());
    rows.push({
      name: new URL(r.url).pathname.replace("/assets/", ""),
      kind: r.type === "Script" ? "js" : "css",
      raw: body.length,
      gzip: zlib.gzipSync(body, { level: 9 }).length,
      wire: wire.get(id) ?? 0,
      encoding: r.encoding || "none",
    });
  }
  await browser.close();
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
  console.log("Home route (signed in) in Chromium, production build");
  console.log(
    `  ${"file".padEnd(44)} ${"raw KB".padStart(7)} ${"gzip KB".padStart(7)} ${"wire KB".padStart(7)}  encoding`,
  );
  for (const r of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${r.name.padEnd(44)} ${kb(r.raw)} ${kb(r.gzip)} ${kb(r.wire)}  ${r.encoding}`);
  }
  const sum = (kind: string, key: "raw" | "gzip" | "wire") =>
    rows.filter((r) => r.kind === kind).reduce((n, r) => n + r[key], 0);
  console.log(
    `  JavaScript: ${rows.filter((r) => r.kind === "js").length} files, ${kb(sum("js", "raw"))} KB raw, ${kb(sum("js", "gzip"))} KB gzip (budget ${BUDGET_KB}: ${(sum("js", "gzip") / 1024 / BUDGET_KB).toFixed(2)}×), ${kb(sum("js", "wire"))} KB sent`,
  );
  console.log(
    `  CSS: ${kb(sum("css", "raw"))} KB raw, ${kb(sum("css", "gzip"))} KB gzip, ${kb(sum("css", "wire"))} KB sent`,
  );
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
