import type { Locator, Page } from "@playwright/test";

/**
 * Clicks `target`, inside the live preview's frame drawn scaled (issue #34 item 11), with the real mouse at
 * the point where it is drawn on the page: the element's place in the frame's own coordinates, times the
 * frame's scale, from the frame's corner on the page. (Playwright's own click checks its target through a
 * point it does not scale, and then finds the frame's neighbouring element "intercepting" the click.)
 */
export async function clickInScaledFrame(page: Page, frameTestId: string, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const inFrame = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2, innerWidth: window.innerWidth };
  });
  const frame = (await page.getByTestId(frameTestId).boundingBox())!;
  const scale = frame.width / inFrame.innerWidth;
  await page.mouse.click(frame.x + inFrame.x * scale, frame.y + inFrame.y * scale);
}
