import type { Page } from "@playwright/test";
import { strToU8, zipSync } from "fflate";
import { E2E_BASE_URL, expect, signUpViaApi, test } from "./fixtures";
import { clickInScaledFrame } from "./scaled-frame";

// [PREVIEW][MOBILE] (issue #34 item 11): the live WordPress at a desktop width scaled into the ~730 px pane,
// with a Desktop / Fit / Mobile switch remembered for the tab; at 375 px the mock admin is not clipped and one
// row of tabs shows; the dashboard's greeting keeps its words whole; an imported plugin's Preview points to
// Live WordPress instead of saying "Generate the plugin first".

const CONTACT = /Contact form with e-mail notifications/;
const WORDPRESS_TIMEOUT = 150_000;
const SHOTS = "tests/.artifacts/screenshots/preview-mobile";

async function shot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The live frame's own window width, as WordPress sees it. */
async function frameWidth(page: Page): Promise<number> {
  const frame = await (await page.getByTestId("live-preview-frame").elementHandle())!.contentFrame();
  return frame!.evaluate(() => window.innerWidth);
}

test("[PREVIEW][DESKTOP_WIDTH]: the live admin gets a desktop viewport scaled into the pane, its plugin menu is clicked there, and the width switch is remembered", async ({ page }) => {
  test.setTimeout(360_000);
  await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/builder");
  await page.getByRole("button", { name: CONTACT }).click();
  await expect(page.getByText("Plugin Generated!")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByTestId("live-preview")).toContainText("Live WordPress · version 1", { timeout: WORDPRESS_TIMEOUT });
  const wordpress = page.frameLocator('[data-testid="live-preview-frame"]');
  await expect(wordpress.getByRole("heading", { level: 1 })).toBeVisible({ timeout: WORDPRESS_TIMEOUT });

  const widths = page.getByRole("group", { name: "Width of the live preview" });
  await expect(widths.getByRole("button", { name: "Desktop" })).toHaveAttribute("aria-pressed", "true");
  const pane = (await page.getByTestId("live-preview-pane").boundingBox())!;
  expect(pane.width).toBeLessThan(800);
  expect(await frameWidth(page)).toBeGreaterThanOrEqual(1280);
  // Drawn scaled: the frame's box on the page is the pane's width.
  expect((await page.getByTestId("live-preview-frame").boundingBox())!.width).toBeCloseTo(pane.width, 0);
  // WordPress's desktop admin: its side menu shows the plugin's items, no mobile menu toggle needed.
  const messages = wordpress.locator("#adminmenu").getByRole("link", { name: "Messages", exact: true });
  await expect(messages).toBeVisible();
  await shot(page, "live-desktop-1280");
  // The real mouse where the link is drawn: the scaled frame's clicks land on what is under them.
  await clickInScaledFrame(page, "live-preview-frame", messages);
  await expect(wordpress.locator("#adminmenu li.current").getByRole("link", { name: "Messages", exact: true })).toBeVisible({ timeout: WORDPRESS_TIMEOUT });
  await expect(wordpress.getByRole("heading", { level: 1 })).toContainText("Messages");

  // The pane's own width: WordPress's mobile admin again; a phone's width.
  await widths.getByRole("button", { name: "Fit" }).click();
  await expect.poll(() => frameWidth(page)).toBeLessThan(800);
  await widths.getByRole("button", { name: "Mobile" }).press("Enter");
  await expect(widths.getByRole("button", { name: "Mobile" })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => frameWidth(page)).toBe(375);
  await shot(page, "live-mobile-1280");

  // Remembered for the tab.
  await page.reload();
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByRole("group", { name: "Width of the live preview" }).getByRole("button", { name: "Mobile" })).toHaveAttribute("aria-pressed", "true", { timeout: WORDPRESS_TIMEOUT });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByTestId("live-preview-frame")).toBeVisible({ timeout: WORDPRESS_TIMEOUT });
  await widths.getByRole("button", { name: "Desktop" }).click();
  await expect.poll(() => frameWidth(page)).toBeGreaterThanOrEqual(1280);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  // The desktop admin is drawn in the phone's pane: its menu is there (the shot was blank while the page loaded).
  await expect(wordpress.locator("#adminmenu").getByRole("link", { name: "Messages", exact: true })).toBeVisible({ timeout: WORDPRESS_TIMEOUT });
  expect((await page.getByTestId("live-preview-frame").boundingBox())!.width).toBeLessThanOrEqual(375);
  await shot(page, "live-desktop-375");
});

test("[BUILDER][NARROW]: at 375 px one row of tabs shows and the mock admin is not clipped", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/builder");
  const message = page.getByRole("textbox", { name: "Message" });
  // The lead magnet's admin has a settings table with wide fields and a seven-column list table.
  await message.fill("A lead magnet that gives away a free PDF guide for an e-mail address");
  await message.press("Enter");
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0, { timeout: 60_000 });

  await expect(page.getByRole("tablist")).toHaveCount(1);
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByRole("tab", { name: "Preview" })).toHaveCount(1);
  await expect(page.getByRole("tablist")).toHaveCount(1);
  await page.getByRole("group", { name: "Preview source" }).getByRole("button", { name: "Mock" }).click();
  await expect(page.getByTestId("admin-frame")).toBeVisible();
  const mock = page.frameLocator('[data-testid="preview-iframe"]');
  await expect(mock.locator("textarea")).toBeVisible();
  const frame = await (await page.getByTestId("preview-iframe").elementHandle())!.contentFrame();
  const overflow = await frame!.evaluate(() => {
    const root = document.documentElement;
    const past = [...document.querySelectorAll("body *")].filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5 && !el.closest(".widefat"));
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, past: past.map((el) => el.tagName).slice(0, 5) };
  });
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
  expect(overflow.past).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await mock.locator("textarea").scrollIntoViewIfNeeded();
  await shot(page, "mock-admin-375");
  await page.getByRole("tab", { name: "Chat" }).click();
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("tab", { name: "Preview" }).click();
  await shot(page, "mock-admin-1280");
});

test("[DASHBOARD][GREETING]: at 375 px the greeting's words and the e-mail address are not split", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // A long address with no hyphen or dot before its '@' (26 characters there): it may wrap only at its '@' or dots.
  await signUpViaApi(page, { onboardingCompleted: true, email: `annakarinlindqvist${Date.now().toString(36)}@plugsmith.test` });
  await page.goto("/dashboard");
  const greeting = page.getByRole("heading", { level: 1, name: /Welcome back/ });
  await expect(greeting).toContainText("Welcome back,");
  const split = await greeting.evaluate((heading) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      // Words, and the parts of the address between its '@' and dots (where it may wrap).
      for (const match of text.matchAll(/[^\s@.]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if (range.getClientRects().length !== 1) broken.push(match[0]);
      }
    }
    return broken;
  });
  expect(split).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await shot(page, "dashboard-375");
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, "dashboard-1280");
});

test("[EDITOR][IMPORTED_PREVIEW]: an imported plugin's mock Preview points to Live WordPress, which opens it", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, { onboardingCompleted: true });
  const zip = zipSync({ "hello-badge/hello-badge.php": strToU8("<?php\n/**\n * Plugin Name: Hello Badge\n * Version: 1.0.0\n */\n") });
  const imported = await page.request.post("/api/plugins/import", {
    headers: { Origin: E2E_BASE_URL },
    multipart: { file: { name: "hello-badge.zip", mimeType: "application/zip", buffer: Buffer.from(zip) } },
  });
  expect(imported.status()).toBe(201);
  const { plugin } = (await imported.json()) as { plugin: { id: string } };
  await page.goto(`/plugin-editor?id=${plugin.id}`);
  await page.getByRole("tab", { name: "Preview" }).click();
  const source = page.getByRole("group", { name: "Preview source" });
  await source.getByRole("button", { name: "Mock" }).click();
  await expect(page.getByText("No mock preview for this plugin")).toBeVisible();
  await expect(page.getByRole("button", { name: "Activate Preview" })).toHaveCount(0);
  await shot(page, "imported-mock-1280");
  await page.getByRole("button", { name: "Open it in Live WordPress" }).click();
  await expect(source.getByRole("button", { name: "Live WordPress" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Generate the plugin first to create a preview")).toHaveCount(0);
  await expect(page.getByTestId("live-preview").or(page.getByText(/Starting WordPress with version 1/))).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole("tab", { name: "Preview" }).click();
  await source.getByRole("button", { name: "Mock" }).click();
  await expect(page.getByRole("button", { name: "Open it in Live WordPress" })).toBeVisible();
  await shot(page, "imported-mock-375");
});
