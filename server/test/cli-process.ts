// The real `treatise` command (bin/treatise.mjs) for tests that run it as a child process: the built
// bundle, and the settings a run gets (its own data folder, no provider keys, nothing from a .env).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { REPO_ROOT } from "./fixture-server";

/** `bin/treatise.mjs`, to run with `process.execPath` from REPO_ROOT. */
export const TREATISE_BIN = path.join(REPO_ROOT, "bin", "treatise.mjs");

/** Builds the server bundle if it is stale, once, before the first command (not in every child at once). */
export function buildServerBundle(): void {
  execFileSync(
    process.execPath,
    ["-e", "import('./scripts/build.mjs').then((m) => m.buildIfNeeded({ app: false }))"],
    { cwd: REPO_ROOT, stdio: "ignore" },
  );
}

/** A command's environment: `dataDir` for its database and files, fast job polling, no keys. */
export function commandEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    DATA_DIR: dataDir,
    RETRY_DELAY_MS: "0",
    JOB_POLL_SECONDS: "0.5",
    // Empty values win over a developer's .env (bin/treatise.mjs does not override what is set).
    DATABASE_URL: "",
    PUBLIC_URL: "",
    LIBRARY_DIR: "",
    OPENAI_API_KEY: "",
    ANTHROPIC_API_KEY: "",
    GOOGLE_GENERATIVE_AI_API_KEY: "",
    OPENAI_COMPATIBLE_BASE_URL: "",
    SERPER_API_KEY: "",
    SEARXNG_BASE_URL: "",
    TAVILY_API_KEY: "",
    BRAVE_API_KEY: "",
    S3_BUCKET: "",
    SMTP_HOST: "",
    ...extra,
  };
}
