import { describe, expect, it } from "vitest";
import { countPlaywright, countVitest } from "../../scripts/test-totals.mjs";

// How `npm test` (scripts/test.mjs) counts a stage. The reports are trimmed from real runs: Playwright's
// JSON reporter after a spec that passed only on its retry (`--retries=1`), vitest's after a test file
// with no test in it.

const flakyRun = {
  suites: [
    {
      title: "flaky.spec.ts",
      specs: [
        { title: "passes only on its retry", tests: [{ status: "flaky" }] },
        { title: "always passes", tests: [{ status: "expected" }] },
      ],
    },
  ],
  stats: { expected: 1, skipped: 0, unexpected: 0, flaky: 1 },
};

const emptyFileRun = {
  numTotalTests: 0,
  numPassedTests: 0,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [{ status: "failed", message: "No test found in suite src/shared/empty.test.ts", assertionResults: [] }],
};

describe("[TOOLING][TEST TOTALS] browser tests", () => {
  it("counts a test that passed only on a retry as failed, and names it", () => {
    // Playwright itself exits 0 here unless --fail-on-flaky-tests is given.
    const counts = countPlaywright(0, flakyRun);
    expect(counts).toMatchObject({ passed: 1, failed: 1, skipped: 0 });
    expect(counts.problem).toBe("1 passed only on a retry (flaky counts as failed): flaky.spec.ts › passes only on its retry");
  });

  it("passes a run where every test passed on its first try", () => {
    const counts = countPlaywright(0, { suites: [], stats: { expected: 3, skipped: 1, unexpected: 0, flaky: 0 } });
    expect(counts).toEqual({ passed: 3, failed: 0, skipped: 1, problem: null, flakyTitles: [] });
  });

  it("fails a run that wrote no report or ran no test, even with exit code 0", () => {
    expect(countPlaywright(1, undefined)).toMatchObject({ failed: 1, problem: "wrote no report (the server did not start, or Playwright crashed)" });
    expect(countPlaywright(0, { suites: [], stats: { expected: 0, skipped: 0, unexpected: 0, flaky: 0 } })).toMatchObject({
      failed: 1,
      problem: "ran no test",
    });
  });
});

describe("[TOOLING][TEST TOTALS] vitest stages", () => {
  it("fails a stage that ran no test, naming the empty file", () => {
    expect(countVitest(1, emptyFileRun)).toEqual({
      passed: 0,
      failed: 1,
      skipped: 0,
      problem: "ran no test (no test file matched, or a test file defines no test): No test found in suite src/shared/empty.test.ts",
    });
    // No test file matched: vitest exits 1 before writing a report.
    expect(countVitest(1, undefined)).toMatchObject({ failed: 1, problem: expect.stringMatching(/^ran no test/) });
  });

  it("fails a stage whose exit code says it failed though every test in it passed", () => {
    const report = { ...emptyFileRun, numTotalTests: 4, numPassedTests: 4 };
    expect(countVitest(1, report)).toMatchObject({ passed: 4, failed: 1, problem: expect.stringContaining("No test found in suite") });
  });

  it("counts passed, failed and skipped tests as vitest reports them", () => {
    const report = { numTotalTests: 6, numPassedTests: 3, numFailedTests: 2, numPendingTests: 1, numTodoTests: 0, testResults: [] };
    expect(countVitest(1, report)).toEqual({ passed: 3, failed: 2, skipped: 1, problem: "2 failed" });
    expect(countVitest(0, { ...report, numFailedTests: 0, numPassedTests: 5 })).toEqual({ passed: 5, failed: 0, skipped: 1, problem: null });
  });

  it("names each failed test with its error's first line (CI keeps only the end of the output)", () => {
    const report = {
      numTotalTests: 3,
      numPassedTests: 1,
      numFailedTests: 2,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [
        {
          name: `${process.cwd()}/tests/api/example.test.ts`,
          status: "failed",
          message: "",
          assertionResults: [
            { status: "passed", fullName: "example fine", failureMessages: [] },
            { status: "failed", fullName: "example logs", failureMessages: ["Error: console.error was called 1 time(s) unexpectedly\n  at x"] },
            { status: "failed", fullName: "example times out", failureMessages: ["Error: Test timed out in 30000ms.\nmore"] },
          ],
        },
      ],
    };
    expect(countVitest(1, report).problem).toBe(
      "2 failed\n" +
        "  - tests/api/example.test.ts › example logs: Error: console.error was called 1 time(s) unexpectedly\n" +
        "  - tests/api/example.test.ts › example times out: Error: Test timed out in 30000ms.",
    );
  });
});
