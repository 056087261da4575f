import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";

/** The page (or one element of it) at 1280 and 375 px wide, as `{dir}/{name}-{width}.png`. */
export async function screenshotsAt(page: Page, dir: string, name: string, target?: Locator): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.waitForTimeout(300);
    if (target) await target.screenshot({ path: `${dir}/${name}-${width}.png` });
    else await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
