import { PRERENDERED_PATHS } from "../../src/shared/routes";
import { expect, test } from "./fixtures";

// Issue #35 item 5: a public page ships at most 120 KB of JavaScript, counted as the browser receives it
// (gzip, as the server sends it), everything a cold load of the page asks for until the network is idle.
// The same count as scripts/bench/home-budget.mjs, which also prints the files and the paint timings.
const BUDGET_KB = 120;

// Every prerendered public page, each built as islands (decision 0073).
const PAGES = PRERENDERED_PATHS;

for (const pagePath of PAGES) {
  test(`[BUDGET] ${pagePath}: at most ${BUDGET_KB} KB of JavaScript on a cold load`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    const scripts: { url: string; bytes: number }[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      pending.push(
        request.sizes().then((sizes) => {
          scripts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
        }),
      );
    });
    await page.goto(pagePath, { waitUntil: "networkidle" });
    await page.waitForTimeout(200);
    await Promise.all(pending);
    await context.close();

    const totalKb = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
    const largest = [...scripts]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 6)
      .map((s) => `${(s.bytes / 1024).toFixed(1)} KB ${s.url}`);
    // Scripts were loaded at all (the count is not vacuous), and they are compressed on the wire.
    expect(scripts.length).toBeGreaterThan(0);
    expect(totalKb, `${scripts.length} files: ${largest.join(", ")}`).toBeLessThanOrEqual(BUDGET_KB);
  });
}
