import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The rules we hold every page to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export interface SeriousViolation {
  rule: string;
  impact: string;
  count: number;
  /** The first few elements, as axe names them. */
  nodes: string[];
}

/** axe-core's serious and critical violations on the page as it is now (frames included). */
export async function seriousViolations(page: Page, exclude: readonly string[] = []): Promise<SeriousViolation[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? "",
      count: v.nodes.length,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
    }));
}

/**
 * No serious or critical violation on the page as it is now. Soft: a test that walks through several
 * states of a page reports every state's violations, not only the first.
 */
export async function expectAccessible(page: Page, where: string, exclude: readonly string[] = []): Promise<void> {
  expect.soft(await seriousViolations(page, exclude), `axe on ${where}`).toEqual([]);
}
