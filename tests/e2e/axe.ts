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
  /** What axe found wrong with the first of them (for color-contrast: both colours and the ratio). */
  why: string;
}

/** axe-core's serious and critical violations on the page as it is now (frames included). */
export async function seriousViolations(page: Page, exclude: readonly string[] = []): Promise<SeriousViolation[]> {
  await animationsSettled(page);
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
      why: v.nodes[0]?.failureSummary ?? "",
    }));
}

/**
 * Waits for the page's finite animations (fade-ins, slides) to end: axe measures colours as they are
 * drawn, and text halfway through a fade-in is paler than the page shows it. Endless ones (spinners) are
 * left running.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * No serious or critical violation on the page as it is now. Soft: a test that walks through several
 * states of a page reports every state's violations, not only the first.
 */
export async function expectAccessible(page: Page, where: string, exclude: readonly string[] = []): Promise<void> {
  expect.soft(await seriousViolations(page, exclude), `axe on ${where}`).toEqual([]);
}
