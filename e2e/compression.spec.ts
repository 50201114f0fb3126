// What Chromium downloads for the first page: every script and style sheet of the home route comes
// compressed (the build's brotli files), and so does the API's JSON. Breaking either (no precompressed
// files, the static handler ignoring Accept-Encoding, the compress middleware gone) fails here.
import { expect, expectHome, signUpThroughApi, test } from "./helpers";

test("the home route's scripts and styles, and the API's JSON, arrive compressed", async ({ page }) => {
  await signUpThroughApi(page);
  const seen: Promise<{ url: string; encoding: string | null; type: string; size: number }>[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/assets/") || !/\.(js|css)$/.test(url.pathname)) return;
    seen.push(
      response.body().then((body) => ({
        url: url.pathname,
        encoding: response.headers()["content-encoding"] ?? null,
        type: response.headers()["content-type"] ?? "",
        size: body.length,
      })),
    );
  });
  await page.goto("/");
  await expectHome(page);
  await page.waitForLoadState("networkidle");
  const assets = await Promise.all(seen);

  // The first page's code is one chunk (vite.config.ts) beside rolldown's small runtime.
  expect(assets.filter((a) => a.url.endsWith(".js")).length).toBeGreaterThan(0);
  expect(assets.some((a) => a.url.endsWith(".css"))).toBe(true);
  // Chromium asks for br; chunks under 1 KB have no compressed copy (not worth it) and come plain.
  const large = assets.filter((a) => a.size >= 1024);
  expect(large.filter((a) => a.url.endsWith(".js")).length).toBeGreaterThan(0);
  expect(large.filter((a) => a.url.endsWith(".css")).length).toBeGreaterThan(0);
  for (const asset of large) expect(`${asset.url}: ${asset.encoding}`).toBe(`${asset.url}: br`);
  for (const asset of assets) {
    expect(asset.type).toMatch(asset.url.endsWith(".js") ? /javascript/ : /text\/css/);
  }

  // The config answer is JSON over 1 KB: gzip on the fly for a client that accepts it.
  const config = await page.request.get("/api/config", { headers: { "accept-encoding": "gzip" } });
  expect(config.status()).toBe(200);
  expect(config.headers()["content-encoding"]).toBe("gzip");
  expect((await config.json()).models.length).toBeGreaterThan(0);
});
