import { expect, test } from "./fixtures";

// [SHELL]: language switch, not-found page, Swedish redirects, mobile navigation.

test("[SHELL][LANGUAGE]: Swedish chosen in the header is remembered and used on the not-found page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Svenska" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page.getByRole("banner").getByRole("link", { name: "Logga in" })).toBeVisible();

  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "Sidan hittades inte" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Till startsidan" })).toBeVisible();

  await page.getByRole("banner").getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("[SHELL][NOT_FOUND]: an unknown path shows the English not-found page with a way home and back", async ({ page }) => {
  await page.goto("/");
  await page.goto("/about-us-maybe");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("button", { name: "Go back" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/still/not/here");
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("[SHELL][REDIRECT]: /priser replaces itself with /pricing in history", async ({ page }) => {
  await page.goto("/");
  await page.goto("/priser");
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test("[SHELL][HOME_PROMPT]: a signed-out prompt asks the visitor to sign in and opens sign-up", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("Describe your plugin").fill("A testimonials slider");
  await page.getByLabel("Describe your plugin").press("Enter");
  await expect(page.getByText("Please sign in", { exact: true })).toBeVisible();
  // The writer of a first prompt most likely has no account yet (issue #34 item 12).
  await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
});

test("[SHELL][MOBILE]: at 375 px the header links live behind a menu button", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Pricing" })).toBeVisible();
  await menu.getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();

  // Escape closes the menu and gives focus back to its button.
  await menuButton.click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("[SHELL][MOBILE_LOADING]: a menu opened while the next page still loads stays open when that page arrives", async ({ page }) => {
  // The pricing page's body is held back: the address bar says /pricing while the home page is still shown.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/pricing-page-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menuButton.click();
  await menu.getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(menu).toBeHidden();

  const pricingTitle = page.locator("main h1", { hasText: "Simple, credit-based pricing" });
  await expect(pricingTitle).toHaveCount(0);
  await menuButton.click();
  await expect(menu).toBeVisible();

  release();
  await expect(pricingTitle).toHaveCount(1);
  // The page's arrival ran its effects right after it was shown; give them a moment to close the menu, if they would.
  await page.waitForTimeout(500);
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Pricing" })).toBeVisible();
});
