// How scripts/test.mjs counts a stage from its exit code and its JSON report. Kept apart from the runner
// so that the rules (a flaky browser test is a failure, a stage that ran no test is a failure) have tests.
import path from "node:path";

/**
 * A vitest stage. `report` is vitest's JSON report, or undefined when it wrote none (vitest stops before
 * writing one when it finds no test file).
 * @returns {{ passed: number, failed: number, skipped: number, problem: string | null }}
 */
export function countVitest(code, report) {
  const passed = report?.numPassedTests ?? 0;
  let failed = report?.numFailedTests ?? 0;
  const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
  const total = report?.numTotalTests ?? 0;
  const fileErrors = (report?.testResults ?? [])
    .filter((file) => file.status === "failed" && file.message)
    .map((file) => file.message.split("\n")[0]);
  let problem = null;
  if (total === 0) problem = "ran no test (no test file matched, or a test file defines no test)";
  else if (code !== 0 && failed === 0) problem = "failed outside any test (a file that did not load or defines no test, a hook, an unhandled error)";
  else if (code !== 0) problem = `${failed} failed`;
  if (problem !== null && fileErrors.length > 0) problem += `: ${fileErrors.join("; ")}`;
  // The failed tests by name, with their error's first line: CI keeps only the end of a run's output.
  const failures = failedVitestTests(report);
  if (problem !== null && failures.length > 0) problem += `\n${failures.map((line) => `  - ${line}`).join("\n")}`;
  // Whatever the report says, a stage that did not pass must not leave the totals at "0 failed".
  if ((code !== 0 || total === 0) && failed === 0) failed = 1;
  return { passed, failed, skipped, problem };
}

/** Most failed tests named in a stage's problem (the rest are counted). */
const MAX_NAMED_FAILURES = 12;

/** "file › test: the error's first line" for each failed test of a vitest JSON report. */
function failedVitestTests(report) {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name ?? "");
    for (const test of file.assertionResults ?? []) {
      if (test.status !== "failed") continue;
      const firstLine = String(test.failureMessages?.[0] ?? "").split("\n")[0];
      lines.push(`${where} › ${test.fullName ?? test.title}: ${firstLine}`.slice(0, 400));
    }
  }
  if (lines.length > MAX_NAMED_FAILURES) return [...lines.slice(0, MAX_NAMED_FAILURES), `and ${lines.length - MAX_NAMED_FAILURES} more`];
  return lines;
}

/**
 * A Playwright stage from its JSON reporter's `stats`. A test that passed only on a retry ("flaky") is
 * a failure: retrying until green would hide a real race.
 * @returns {{ passed: number, failed: number, skipped: number, problem: string | null, flakyTitles: string[] }}
 */
export function countPlaywright(code, report) {
  const stats = report?.stats;
  const passed = stats?.expected ?? 0;
  const flaky = stats?.flaky ?? 0;
  let failed = (stats?.unexpected ?? 0) + flaky;
  const skipped = stats?.skipped ?? 0;
  const flakyTitles = report ? flakyTestTitles(report) : [];
  let problem = null;
  if (!stats) problem = "wrote no report (the server did not start, or Playwright crashed)";
  else if (passed + failed === 0) problem = "ran no test";
  else if (flaky > 0) problem = `${flaky} passed only on a retry (flaky counts as failed): ${flakyTitles.join("; ")}`;
  else if (code !== 0 && failed === 0) problem = `failed outside any test (exit code ${code})`;
  else if (failed > 0) problem = `${failed} failed`;
  if ((problem !== null || code !== 0) && failed === 0) failed = 1;
  return { passed, failed, skipped, problem, flakyTitles };
}

/** The titles of the tests Playwright marked flaky, from the nested suites of its JSON report. */
function flakyTestTitles(report) {
  const titles = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "flaky") titles.push([...path, spec.title].filter(Boolean).join(" › "));
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  return titles;
}
