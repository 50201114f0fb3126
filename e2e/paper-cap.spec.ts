// The paper-cap dialog says what the limit is and what to do, also without a contact address (issue 32,
// item 6): this spec starts its own app (the same build, its own port and data folder) in the hosted variant
// with HOSTED_PAPER_CAP=0 and no SALES_CONTACT_URL.
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
      FEATURE_DEMO: "",
      HOSTED_PAPER_CAP: "0",
      SALES_CONTACT_URL: "",
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

test("the paper-cap dialog says the limit and whom to ask when there is no contact address", async ({
  page,
}) => {
  const account = newAccount();
  const signUp = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    data: { name: account.name, email: account.email, password: account.password },
    headers: { origin },
  });
  expect(signUp.status()).toBe(200);

  await page.goto(`${origin}/`);
  await page.getByRole("textbox", { name: "Your question or subject" }).fill("How do tides work?");
  await page.getByRole("button", { name: "Submit" }).click();
  const dialog = page.getByRole("dialog", { name: "You have reached your paper limit" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "Paper limit per account: 0. Yours is reached; your papers remain available to read, share and download. " +
      "To write more, ask whoever runs this server to raise your paper limit.",
  );
  await expect(dialog.getByRole("link", { name: "Contact us" })).toHaveCount(0);
  await saveScreenshot(page, "paper-cap-no-contact");
  expect(new URL(page.url()).pathname).toBe("/");
});
