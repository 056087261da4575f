import AxeBuilder from "@axe-core/playwright";
import { PRERENDERED_PATHS } from "../../src/shared/routes";
import { expect, test } from "./fixtures";

// axe-core on every public page (WCAG 2.1 A and AA rules): no serious or critical violation.

for (const path of PRERENDERED_PATHS) {
  test(`[A11Y] ${path} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
    expect(serious).toEqual([]);
  });
}
