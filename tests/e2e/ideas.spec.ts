import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "./fixtures";

// [IDEAS] issue #16 in the builder: the empty chat offers the blog's ten ideas; a request the offline
// generator cannot build gets a plain answer, keeps the person's words and costs nothing; a card builds
// its template as a normal turn.

const SCREENSHOTS = "tests/.artifacts/ideas-screenshots";
const GENERATION_TIMEOUT = 30_000;
/** Opening a version in WordPress may start PHP in a new worker first. */
const WORDPRESS_TIMEOUT = 90_000;

async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const balance = async (page: Page) => ((await (await page.request.get("/api/me")).json()) as { credits: { balance: number } }).credits.balance;

test("[IDEAS][FLOW]: a request it cannot build is answered plainly and free; an idea card builds its plugin for one credit", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/builder");
  const before = await balance(page);

  const cards = page.getByTestId("idea-cards");
  // The empty chat opens at its top: what to write first, then the ideas below.
  await expect(page.getByRole("heading", { name: "What should your plugin do?" })).toBeInViewport();
  await expect(page.getByRole("heading", { name: "Start from an idea" })).toBeVisible();
  await expect(cards.getByRole("button")).toHaveCount(10);
  await expect(cards.getByRole("button", { name: "Build Lead magnet delivery" })).toContainText("Beginner");
  await expect(cards.getByRole("button", { name: "Build Custom analytics dashboard" })).toContainText("Advanced");
  await screenshot(page, "ideas");

  // A quiz: none of the templates or blocks makes one.
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill("A quiz with ten questions and a score at the end");
  await box.press("Enter");
  const answer = page.getByTestId("assistant-message");
  await expect(answer).toContainText("I can't build a quiz", { timeout: GENERATION_TIMEOUT });
  await expect(answer).toContainText("nothing was made and no credit was used");
  await expect(answer).toBeInViewport();
  await expect(box).toHaveValue("A quiz with ten questions and a score at the end");
  await expect(cards.getByRole("button")).toHaveCount(10);
  expect(await balance(page)).toBe(before);
  await screenshot(page, "cannot-build");

  // The maintenance-mode idea: a whole plugin, named from the card's words, for the normal turn price.
  await cards.getByRole("button", { name: "Build Maintenance mode with scheduled launch" }).click();
  await expect(page.getByText("Plugin Generated!")).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0, { timeout: GENERATION_TIMEOUT });
  await expect(page.locator("header").first().getByRole("heading", { name: "Maintenance Mode" })).toBeVisible();
  await expect(page.getByTestId("user-message").last()).toContainText("Create a maintenance mode plugin.");
  await expect(cards).toHaveCount(0);
  expect(await balance(page)).toBe(before - 1);

  // It runs in the real WordPress: its settings page is the preview's admin side.
  await expect(page.getByTestId("live-preview")).toContainText("Live WordPress · version 1", { timeout: WORDPRESS_TIMEOUT });
  const wordpress = page.frameLocator('[data-testid="live-preview-frame"]');
  await expect(wordpress.getByRole("heading", { name: "Maintenance Mode", level: 1 })).toBeVisible({ timeout: WORDPRESS_TIMEOUT });
  await expect(wordpress.getByText("Launch date and time")).toBeVisible();
  await screenshot(page, "maintenance-live");
});
