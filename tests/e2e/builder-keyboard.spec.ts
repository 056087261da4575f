import type { Locator, Page } from "@playwright/test";
import { E2E_BASE_URL, expect, signUpViaApi, test } from "./fixtures";

// [BUILDER][KEYBOARD]: the builder with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrow keys): send a
// message, stop a running turn, switch tabs and restore a version; wherever the focus lands it can be seen.

const GENERATION_TIMEOUT = 30_000;
const headers = { Origin: E2E_BASE_URL };

/** Presses `key` until `target` has the focus (at most `max` times). */
async function pressUntilFocused(page: Page, target: Locator, key: "Tab" | "Shift+Tab", max = 40) {
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} pressed ${max} times without reaching ${target}`);
}

/**
 * `target` has the focus and shows it: the browser draws keyboard focus there (:focus-visible) with an
 * outline or a ring of its own, or the ring its box draws around it while it has the focus (focus-within).
 */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const indicator = await target.evaluate((element) => {
    const drawn = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1 && !/rgba\(.*, 0\)$/.test(style.outlineColor);
      const ring = /0px 0px 0px [1-9]/.test(style.boxShadow);
      return outline || ring;
    };
    if (!element.matches(":focus-visible")) return "no :focus-visible";
    if (drawn(element)) return "shown";
    for (let node = element.parentElement, depth = 0; node && depth < 3; node = node.parentElement, depth++) {
      if (node.className.includes("focus-within:") && node.matches(":focus-within") && drawn(node)) return "shown";
    }
    return "nothing drawn";
  });
  expect(indicator, "the focus indicator").toBe("shown");
}

test("[BUILDER][KEYBOARD]: send, stop, switch tabs and restore with the keyboard alone, the focus always visible", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpViaApi(page, { onboardingCompleted: true });
  // Version 1, written by the offline generator.
  const { id } = (await (await page.request.post("/api/plugins", { headers, data: {} })).json()) as { id: string };
  const first = await page.request.post(`/api/plugins/${id}/generate`, { headers, data: { message: "a contact form with e-mail notifications" } });
  expect(await first.text()).toContain("event: done");
  await page.goto(`/builder?id=${id}`);
  await expect(page.getByTestId("assistant-message").first()).toBeVisible({ timeout: 30_000 });

  // Send a message: Tab to the message box, type, Enter.
  const message = page.getByRole("textbox", { name: "Message" });
  await pressUntilFocused(page, message, "Tab");
  await expectVisibleFocus(message);
  await page.keyboard.type("Make the button larger");
  await page.keyboard.press("Enter");
  await expect(page.getByText(/version 2, is ready/)).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0, { timeout: GENERATION_TIMEOUT });
  // The turn is over: the focus is back in the message box.
  await expectVisibleFocus(message);

  // Stop a running turn: this one is held back on its way to the server, so it runs until stopped.
  await page.route("**/api/plugins/*/generate", () => new Promise<void>(() => {}));
  await page.keyboard.type("Add a footer note");
  await page.keyboard.press("Enter");
  const stop = page.getByRole("button", { name: "Stop" });
  await expect(stop).toBeEnabled();
  // Sending disabled the message box; Stop has the focus, one key away.
  await expectVisibleFocus(stop);
  await page.keyboard.press("Space");
  await expect(page.getByText("Generation stopped")).toBeVisible();
  await expect(stop).toHaveCount(0);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await expectVisibleFocus(message);
  await expect(message).toHaveValue("Add a footer note");

  // Switch tabs: Tab to the workspace's tabs, then the arrow keys.
  const preview = page.getByRole("tab", { name: "Preview" });
  const code = page.getByRole("tab", { name: /Code/ });
  const history = page.getByRole("tab", { name: "History" });
  await pressUntilFocused(page, preview, "Tab");
  await expectVisibleFocus(preview);
  await page.keyboard.press("ArrowRight");
  await expect(code).toHaveAttribute("aria-selected", "true");
  await expectVisibleFocus(code);
  await expect(page.getByTestId("code-viewer")).toContainText("Plugin Name:", { timeout: 15_000 });
  await page.keyboard.press("ArrowRight");
  await expect(history).toHaveAttribute("aria-selected", "true");
  await expectVisibleFocus(history);
  await page.keyboard.press("ArrowLeft");
  await expect(code).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(history).toHaveAttribute("aria-selected", "true");

  // Restore version 1: Tab to its Restore button (Shift+Tab back over it first), then Space.
  const versions = page.getByTestId("version-item");
  await expect(versions).toHaveCount(2);
  const restore = versions.nth(1).getByRole("button", { name: "Restore version 1" });
  const compare = versions.nth(1).getByRole("button", { name: "Compare version 1 with the current version" });
  await pressUntilFocused(page, compare, "Tab");
  await page.keyboard.press("Shift+Tab");
  await expectVisibleFocus(restore);
  await page.keyboard.press("Space");
  await expect(page.getByText("Version restored")).toBeVisible();
  await expect(page.getByTestId("assistant-message").last()).toContainText("Restored version 1");
  // The restore shows the preview; the focus is on its tab, not lost at the top of the page.
  await expect(preview).toHaveAttribute("aria-selected", "true");
  await expectVisibleFocus(preview);

  // Back to History with the arrow keys: version 3 is the current one.
  await page.keyboard.press("ArrowLeft");
  await expect(history).toHaveAttribute("aria-selected", "true");
  await expect(versions.first()).toContainText("Version 3");
  await expect(versions.first()).toContainText("Current version");
});
