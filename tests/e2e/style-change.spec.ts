import { expect, signUpViaApi, test } from "./fixtures";

// [PREVIEW][STYLE] (issue #33, Must show): a charged colour change shows in the default theme in Chromium. A plugin
// that prints a titled box on the site, then "Make the title green and bold": one credit is spent, and the live
// preview's page (the real WordPress, its default theme) shows the title green and bold.

const WORDPRESS_TIMEOUT = 90_000;
const GREEN = "rgb(0, 163, 42)";

test("[PREVIEW][STYLE]: 'Make the title green and bold' is charged and the title is green and bold in the live preview", async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/builder");
  const message = page.getByRole("textbox", { name: "Message" });
  await message.fill("A shortcode that shows a greeting");
  await message.press("Enter");
  await expect(page.getByText("Plugin Generated!")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0, { timeout: 30_000 });
  const balance = async () => ((await (await page.request.get("/api/me")).json()) as { credits: { balance: number } }).credits.balance;
  const afterFirst = await balance();

  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByTestId("live-preview")).toContainText("Live WordPress · version 1", { timeout: WORDPRESS_TIMEOUT });
  await page.getByRole("button", { name: "Website", exact: true }).click();
  const wordpress = page.frameLocator('[data-testid="live-preview-frame"]');
  const title = wordpress.getByText("Greeting", { exact: true }).last();
  await expect(title).toBeVisible({ timeout: WORDPRESS_TIMEOUT });
  expect(await title.evaluate((element) => getComputedStyle(element).color)).not.toBe(GREEN);

  await message.fill("Make the title green and bold");
  await message.press("Enter");
  await expect(page.getByText(/version 2, is ready/)).toBeVisible({ timeout: 30_000 });
  await expect.poll(balance).toBe(afterFirst - 1);
  await expect(page.getByTestId("live-preview")).toContainText("Live WordPress · version 2", { timeout: WORDPRESS_TIMEOUT });
  await expect(title).toBeVisible({ timeout: WORDPRESS_TIMEOUT });
  await expect.poll(() => title.evaluate((element) => getComputedStyle(element).color), { timeout: 20_000 }).toBe(GREEN);
  expect(Number(await title.evaluate((element) => getComputedStyle(element).fontWeight))).toBeGreaterThanOrEqual(700);
  await page.screenshot({ path: testInfo.outputPath("style-change-1280.png") });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole("tab", { name: "Preview" }).first().click();
  await expect(title).toBeVisible({ timeout: WORDPRESS_TIMEOUT });
  await expect.poll(() => title.evaluate((element) => getComputedStyle(element).color)).toBe(GREEN);
  await page.screenshot({ path: testInfo.outputPath("style-change-375.png") });
});
