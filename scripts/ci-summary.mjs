// Sums the JSON reports of the CI suites and prints the closing line `N passed, N failed`.
// Usage: node scripts/ci-summary.mjs [--check <name> <exit code>]...
//          [--suite <name> <vitest|playwright> <report.json> <exit code>]...
// A check (lint, type-check) counts as one passed or failed item.
// A suite that exited non-zero without a failed test in its report (it crashed, its report is missing,
// a file failed to load, the web server did not start) counts as one failure, so the line never says
// "0 failed" for a run that failed. Exits 1 when anything failed.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Counts of one Vitest JSON report; a test file that failed outside any test counts as a failure. */
export function countVitest(report) {
  let failed = report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === "failed").length;
    if (file.status === "failed" && failedTests === 0) failed += 1;
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Counts of one Playwright JSON report; a flaky test passed on retry, a run-level error is a failure. */
export function countPlaywright(report) {
  const stats = report.stats ?? {};
  const errors = (report.errors ?? []).length;
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (errors > 0 && !stats.unexpected ? 1 : 0),
    skipped: stats.skipped ?? 0,
  };
}

export function summarize(suites) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  const lines = [];
  for (const suite of suites) {
    const { name, kind, file } = suite;
    let exitCode = suite.exitCode;
    let counts = { passed: 0, failed: 0, skipped: 0 };
    let note = "";
    if (kind === "check") {
      // A check (lint, type-check) is one item: passed when it exited 0.
      counts = exitCode === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
      exitCode = 0;
    } else if (existsSync(file)) {
      try {
        const report = JSON.parse(readFileSync(file, "utf8"));
        counts = kind === "playwright" ? countPlaywright(report) : countVitest(report);
      } catch (error) {
        note = ` (report unreadable: ${error.message})`;
      }
    } else {
      note = " (no report)";
    }
    if (exitCode !== 0 && counts.failed === 0) {
      counts.failed = 1;
      note += ` (exited ${exitCode})`;
    }
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
    lines.push(
      `  ${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${note}`,
    );
  }
  return { total, lines };
}

function main(args) {
  const suites = [];
  for (let i = 0; i < args.length; ) {
    const flag = args[i];
    if (flag === "--check" && args[i + 2] !== undefined) {
      suites.push({ name: args[i + 1], kind: "check", file: "", exitCode: Number(args[i + 2]) });
      i += 3;
    } else if (flag === "--suite" && args[i + 4] !== undefined) {
      const [name, kind, file, code] = args.slice(i + 1, i + 5);
      if (kind !== "vitest" && kind !== "playwright") usage(`unknown report kind '${kind}'`);
      suites.push({ name, kind, file, exitCode: Number(code) });
      i += 5;
    } else {
      usage(`unexpected argument '${flag}'`);
    }
  }
  if (suites.length === 0) usage("nothing to sum");
  const { total, lines } = summarize(suites);
  console.log("Per suite:");
  for (const line of lines) console.log(line);
  console.log(`Skipped: ${total.skipped}`);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed > 0 ? 1 : 0);
}

function usage(problem) {
  console.error(`ci-summary: ${problem}`);
  console.error(
    "usage: ci-summary.mjs [--check <name> <exit code>]... [--suite <name> <vitest|playwright> <report.json> <exit code>]...",
  );
  process.exit(64);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2));
}
