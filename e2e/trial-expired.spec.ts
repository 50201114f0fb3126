// An expired trial is said when the app opens (issue 32, item 6), not first when a question is submitted.
// This spec starts its own app (the same build, its own port and data folder) with FEATURE_DEMO and a
// DEMO_EXPIRES_AT in the past.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, newAccount, saveScreenshot, test } from "./helpers";

let app: ChildProcess | null = null;
let origin = "";
let dataDir = "";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), "treatise-e2e-"));
  app = spawn(process.execPath, ["bin/treatise.mjs", "start"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      PUBLIC_URL: "",
      OPENAI_API_KEY: "",
      ANTHROPIC_API_KEY: "",
      GOOGLE_GENERATIVE_AI_API_KEY: "",
      OPENAI_COMPATIBLE_BASE_URL: "",
      SMTP_HOST: "",
      S3_BUCKET: "",
      FEATURE_BILLING: "",
      FEATURE_DEMO: "true",
      DEMO_EXPIRES_AT: "2026-01-01T00:00:00Z",
    },
    stdio: "ignore",
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 170_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (app?.pid) app.kill("SIGTERM");
  if (app && app.exitCode === null) await new Promise((resolve) => app?.once("exit", resolve));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("an expired trial is announced when the app opens, once a session, and again on Submit", async ({
  page,
}) => {
  const account = newAccount();
  const signUp = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    data: { name: account.name, email: account.email, password: account.password },
    headers: { origin },
  });
  expect(signUp.status()).toBe(200);

  await page.goto(`${origin}/`);
  const dialog = page.getByRole("dialog", { name: "Your free trial has expired" });
  await expect(dialog).toBeVisible();
  await saveScreenshot(page, "trial-expired-on-open");
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();

  // Said once a session: a reload does not repeat it; a question submitted is refused with it.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Start searching" })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("textbox", { name: "Your question or subject" }).fill("How do tides work?");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/");
});
