// After the browser tests: removes the apps' temporary data folders (chosen in playwright.config.ts).
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export default function globalTeardown(): void {
  for (const dir of [
    process.env.E2E_DATA_DIR,
    process.env.E2E_FAILURES_DATA_DIR,
    process.env.E2E_OPERATOR_DATA_DIR,
  ]) {
    // Only ever a folder this run made under the system temp folder.
    if (dir && path.dirname(dir) === os.tmpdir() && path.basename(dir).startsWith("treatise-e2e-")) {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
