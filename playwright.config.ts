// Browser tests: Playwright's runner driving Debian's Chromium (package `chromium`, never a downloaded
// browser) against the real app — built if needed and started on a free port with a fresh, empty data
// folder (embedded PGlite, no model or search keys). Run with `npm run test:e2e`.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_PRICE_PER_PAPER_DOLLARS } from "./e2e/billing-settings";
import { E2E_USAGE_WARNING, E2E_WHITE_LABEL_THEME } from "./e2e/operator-settings";

/** Debian's Chromium: `command -v chromium`, else the package's path. */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    const found = execFileSync("sh", ["-c", "command -v chromium"], { encoding: "utf8" }).trim();
    if (found) return found;
  } catch {
    // not on PATH: fall through to the package's location
  }
  return "/usr/bin/chromium";
}

/** A port nothing listens on now (asked of the OS in a child, since the config is loaded synchronously). */
function freePort(): string {
  return execFileSync(
    process.execPath,
    [
      "-e",
      "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ],
    { encoding: "utf8" },
  ).trim();
}

// The runner loads this file again in each worker process; workers inherit these variables, so the
// port and data folder are chosen once per run.
process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "treatise-e2e-"));
// A second app for the Retry test: every attempt of one pipeline step fails once per document.
while (!process.env.E2E_FAILURES_PORT || process.env.E2E_FAILURES_PORT === process.env.E2E_PORT)
  process.env.E2E_FAILURES_PORT = freePort();
process.env.E2E_FAILURES_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "treatise-e2e-"));
// A third app with the operator's notices set (USAGE_WARNING), which every page of it shows.
while (
  !process.env.E2E_OPERATOR_PORT ||
  [process.env.E2E_PORT, process.env.E2E_FAILURES_PORT].includes(process.env.E2E_OPERATOR_PORT)
)
  process.env.E2E_OPERATOR_PORT = freePort();
process.env.E2E_OPERATOR_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "treatise-e2e-"));
// A fourth app with billing on (FEATURE_BILLING, a per-paper price) and Stripe pointed at the local stand-in,
// which listens on a fifth port and sends its signed webhooks back to that app.
for (const name of ["E2E_BILLING_PORT", "E2E_STRIPE_PORT"]) {
  const taken = () =>
    ["E2E_PORT", "E2E_FAILURES_PORT", "E2E_OPERATOR_PORT", "E2E_BILLING_PORT", "E2E_STRIPE_PORT"]
      .filter((other) => other !== name)
      .map((other) => process.env[other]);
  while (!process.env[name] || taken().includes(process.env[name])) process.env[name] = freePort();
}
process.env.E2E_BILLING_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "treatise-e2e-"));
const billingPort = process.env.E2E_BILLING_PORT as string;
const stripePort = process.env.E2E_STRIPE_PORT as string;
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const failuresURL = `http://127.0.0.1:${process.env.E2E_FAILURES_PORT}`;
const operatorURL = `http://127.0.0.1:${process.env.E2E_OPERATOR_PORT}`;
const billingURL = `http://127.0.0.1:${billingPort}`;
const stripeURL = `http://127.0.0.1:${stripePort}`;

/**
 * Papers in the browser tests are written by the offline engine from sources that need no network: the
 * local library of 20 Wikipedia articles (testdata/eval/freshwiki/txt) and one hostile text, and uploaded PDFs.
 */
const LIBRARY_DIR = [
  path.join("testdata", "eval", "freshwiki", "txt"),
  // One text with script payloads (e2e/xss.spec.ts): whatever a page holds must never run in the app.
  path.join("testdata", "xss-library"),
].join(":");

/** Settings of the app under test: embedded database, no keys, whatever a local .env says. */
const e2eServerEnv: Record<string, string> = {
  PORT: port,
  HOST: "127.0.0.1",
  DATA_DIR: process.env.E2E_DATA_DIR,
  LOG_LEVEL: "warn",
  // Only the auth rate limit reads NODE_ENV: in production Better Auth allows 3 sign-ups or sign-ins per
  // 10 s from one address, and every browser test comes from 127.0.0.1 and signs up its own users.
  NODE_ENV: "test",
  // Empty values win over a developer's .env (bin/treatise.mjs never overrides what is set).
  DATABASE_URL: "",
  PUBLIC_URL: "",
  SESSION_SECRET: "",
  REQUIRE_EMAIL_VERIFICATION: "",
  SMTP_HOST: "",
  S3_BUCKET: "",
  OPENAI_API_KEY: "",
  ANTHROPIC_API_KEY: "",
  GOOGLE_GENERATIVE_AI_API_KEY: "",
  OPENAI_COMPATIBLE_BASE_URL: "",
  SERPER_API_KEY: "",
  SEARXNG_BASE_URL: "",
  TAVILY_API_KEY: "",
  BRAVE_API_KEY: "",
  LIBRARY_DIR,
  TEST_FAIL_STEP_ONCE: "",
};

/**
 * The same app on its own port and data folder, with the summary step failing once per document, and a
 * news search that cannot be reached (a Serper address where nothing listens) for the error message test.
 */
const failuresServerEnv: Record<string, string> = {
  ...e2eServerEnv,
  PORT: process.env.E2E_FAILURES_PORT,
  DATA_DIR: process.env.E2E_FAILURES_DATA_DIR,
  TEST_FAIL_STEP_ONCE: "summary",
  SERPER_API_KEY: "e2e-unreachable",
  SERPER_BASE_URL: `http://127.0.0.1:${freePort()}`,
  SEARCH_PROVIDERS_NEWS: "serper",
};

/** The operator's app: a usage warning every session sees once, and a white-label theme (a brand of its own). */
const operatorServerEnv: Record<string, string> = {
  ...e2eServerEnv,
  PORT: process.env.E2E_OPERATOR_PORT,
  DATA_DIR: process.env.E2E_OPERATOR_DATA_DIR,
  USAGE_WARNING: E2E_USAGE_WARNING,
  WHITE_LABEL_THEME: E2E_WHITE_LABEL_THEME,
  APP_NAME: "",
};

/**
 * The billing app: pay as you go with a $5.00 price per paper (the offline engine's provider cost is 0, so
 * a paper costs exactly that), Stripe's client pointed at the stand-in (server/test/stripe-stand-in.ts).
 */
const billingServerEnv: Record<string, string> = {
  ...e2eServerEnv,
  PORT: billingPort,
  DATA_DIR: process.env.E2E_BILLING_DATA_DIR,
  FEATURE_BILLING: "true",
  PRICE_MARKUP: "1",
  PRICE_PER_PAPER: E2E_PRICE_PER_PAPER_DOLLARS,
  STRIPE_SECRET_KEY: "sk_test_stand_in",
  STRIPE_WEBHOOK_SECRET: "whsec_test_stand_in_secret",
  STRIPE_API_BASE_URL: stripeURL,
};

const chromiumLaunch = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "e2e",
  outputDir: "e2e/.artifacts/test-results",
  // Every test signs up its own user, so tests run in parallel (2 workers: 51 s against 68 s for 1, measured).
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: "list",
  globalTeardown: "./e2e/global-teardown.ts",
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    locale: "en-US",
    timezoneId: "UTC",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /(retry|operator-notices|billing|white-label)\.spec\.ts$/,
      use: chromiumLaunch,
    },
    {
      // Specs that need a step to fail (TEST_FAIL_STEP_ONCE) run against the second app.
      name: "chromium-failures",
      testMatch: /retry\.spec\.ts$/,
      use: { ...chromiumLaunch, baseURL: failuresURL },
    },
    {
      // Specs of the operator's notices and the white-label theme run against the third app.
      name: "chromium-operator",
      testMatch: /(operator-notices|white-label)\.spec\.ts$/,
      use: { ...chromiumLaunch, baseURL: operatorURL },
    },
    {
      // Billing specs run against the fourth app, with Stripe's stand-in beside it.
      name: "chromium-billing",
      testMatch: /billing\.spec\.ts$/,
      use: { ...chromiumLaunch, baseURL: billingURL },
    },
  ],
  // Started one after the other, so only the first one builds the app.
  webServer: [
    {
      command: "node bin/treatise.mjs start",
      url: `${baseURL}/healthz`,
      env: e2eServerEnv,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node bin/treatise.mjs start",
      url: `${failuresURL}/healthz`,
      env: failuresServerEnv,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node bin/treatise.mjs start",
      url: `${operatorURL}/healthz`,
      env: operatorServerEnv,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // Stripe's stand-in: Checkout's page, the API the app calls, and signed webhooks to the billing app,
      // held until a test releases them (so the page is seen waiting for the webhook first).
      command: "npx tsx server/test/stripe-stand-in-main.ts",
      url: `${stripeURL}/_standin/health`,
      env: {
        STANDIN_PORT: stripePort,
        STANDIN_WEBHOOK_URL: `${billingURL}/api/billing/webhook`,
        STANDIN_HOLD_WEBHOOKS: "true",
      },
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node bin/treatise.mjs start",
      url: `${billingURL}/healthz`,
      env: billingServerEnv,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
