// Billing on, no Stripe key: the server says so at start, and a person who asks to pay is told the true
// reason ("Payments are not set up on this server."), not "Something went wrong". This spec starts its own
// app (the same build, its own port and empty data folder) with FEATURE_BILLING and no STRIPE_SECRET_KEY.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, newAccount, saveScreenshot, test } from "./helpers";

let app: ChildProcess | null = null;
let origin = "";
let log = "";
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
      FEATURE_BILLING: "true",
      PRICE_PER_PAPER: "5",
      STRIPE_SECRET_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  app.stdout?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  app.stderr?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
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

test("without a Stripe key, the server warns at start and Add credits says payments are not set up", async ({
  page,
}) => {
  expect(log).toContain(
    "FEATURE_BILLING is on but STRIPE_SECRET_KEY is not set: payments are not set up on this server.",
  );
  const account = newAccount();
  const signUp = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    data: { name: account.name, email: account.email, password: account.password },
    headers: { origin },
  });
  expect(signUp.status()).toBe(200);

  await page.goto(`${origin}/`);
  await page
    .getByRole("button", { name: /^Account menu for/ })
    .last()
    .click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Settings" });
  await dialog.getByRole("tab", { name: "Billing" }).click();
  await dialog.getByRole("button", { name: "Add credits", exact: true }).click();
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/billing/checkout-session"));
  await dialog.getByRole("button", { name: "Continue to checkout" }).click();
  expect((await answer).status()).toBe(503);
  await expect(dialog.getByRole("alert")).toHaveText("Payments are not set up on this server.");
  await expect(dialog.getByText("Something went wrong")).toHaveCount(0);
  // The amount was fine: its field is not marked wrong.
  await expect(dialog.getByLabel("Amount (USD)")).not.toHaveAttribute("aria-invalid", "true");
  // Still on Treatise: no redirect to a checkout that cannot exist.
  expect(new URL(page.url()).origin).toBe(origin);
  await saveScreenshot(page, "payments-not-set-up");
});
