// The closing line of .ci/run: counts from Vitest and Playwright JSON reports, and a failed run never
// reads "0 failed".
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const script = fileURLToPath(new URL("./ci-summary.mjs", import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), "treatise-ci-summary-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function report(name: string, body: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(body));
  return file;
}

function run(args: string[]): { code: number; lines: string[] } {
  try {
    const out = execFileSync(process.execPath, [script, ...args], { encoding: "utf8" });
    return { code: 0, lines: out.trim().split("\n") };
  } catch (error) {
    const e = error as { status: number; stdout: string };
    return { code: e.status, lines: e.stdout.trim().split("\n") };
  }
}

const vitestReport = (passed: number, failed: number, extra: object = {}) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [],
  ...extra,
});

describe("ci-summary", () => {
  it("sums Vitest and Playwright reports and checks into one closing line", () => {
    const unit = report("unit.json", vitestReport(10, 0));
    const pg = report("pg.json", vitestReport(9, 0));
    const e2e = report("e2e.json", {
      stats: { expected: 4, unexpected: 0, flaky: 1, skipped: 2 },
      errors: [],
    });
    const { code, lines } = run([
      ...["--check", "lint", "0"],
      ...["--suite", "unit", "vitest", unit, "0"],
      ...["--suite", "pg", "vitest", pg, "0"],
      ...["--suite", "e2e", "playwright", e2e, "0"],
    ]);
    expect(code).toBe(0);
    expect(lines.at(-1)).toBe("25 passed, 0 failed");
    expect(lines).toContain("  e2e: 5 passed, 0 failed, 2 skipped");
    expect(lines).toContain("Skipped: 4");
  });

  it("counts failed tests and exits 1", () => {
    const unit = report("unit-failed.json", vitestReport(7, 2));
    const e2e = report("e2e-failed.json", { stats: { expected: 1, unexpected: 3, flaky: 0, skipped: 0 } });
    const { code, lines } = run([
      ...["--suite", "unit", "vitest", unit, "1"],
      ...["--suite", "e2e", "playwright", e2e, "1"],
    ]);
    expect(code).toBe(1);
    expect(lines.at(-1)).toBe("8 passed, 5 failed");
  });

  it("counts a suite that crashed without a report, or a file that failed to load, as a failure", () => {
    const loadError = report(
      "load-error.json",
      vitestReport(3, 0, { testResults: [{ status: "failed", assertionResults: [] }] }),
    );
    const { code, lines } = run([
      ...["--suite", "unit", "vitest", loadError, "1"],
      ...["--suite", "pg", "vitest", path.join(dir, "never-written.json"), "2"],
      ...["--check", "typecheck", "2"],
    ]);
    expect(code).toBe(1);
    expect(lines.at(-1)).toBe("3 passed, 3 failed");
    expect(lines).toContain("  pg: 0 passed, 1 failed, 0 skipped (no report) (exited 2)");
  });

  it("counts a Playwright run-level error (the web server did not start) as a failure", () => {
    const e2e = report("e2e-error.json", {
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [{ message: "Timed out waiting 180000ms from config.webServer." }],
    });
    const { code, lines } = run(["--suite", "e2e", "playwright", e2e, "1"]);
    expect(code).toBe(1);
    expect(lines.at(-1)).toBe("0 passed, 1 failed");
  });
});
