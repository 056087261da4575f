import type { Page } from "@playwright/test";
import { BLOG_SLUGS } from "../../src/shared/routes";
import { expect, test } from "./fixtures";

// Decision 0073 (issue #35 item 5): a public page keeps its prerendered HTML and loads the components of a
// part (header, body, footer) only when the visitor uses it or reads another language than English.

function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}
const TRANSLATION_RUNTIME = /\/assets\/(i18n|i18nInstance|useTranslation|query-client)-/;

test("[ISLANDS][ENGLISH]: / loads no translation runtime nor query client until the prompt box is used, and keeps what was typed", async ({ page }) => {
  const scripts = scriptsOf(page);
  // The body's component arrives late, so the text is typed into the prerendered box.
  await page.route(/\/assets\/home-page-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(scripts.filter((url) => TRANSLATION_RUNTIME.test(url))).toEqual([]);

  const box = page.getByLabel("Describe your plugin");
  await box.click();
  await page.keyboard.type("A newsletter sign-up box");
  await expect.poll(() => scripts.filter((url) => TRANSLATION_RUNTIME.test(url)).length).toBeGreaterThan(0);
  // The component is in place (it answers Enter by asking to sign in) with the text and the focus kept.
  await expect(box).toHaveValue("A newsletter sign-up box");
  await expect(box).toBeFocused();
  await page.keyboard.type(" with double opt-in");
  await expect(box).toHaveValue("A newsletter sign-up box with double opt-in");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Please sign in", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);
});

test("[ISLANDS][ARTICLE]: an article loads no translation runtime until a 'Build this plugin' link is used; that first click starts building", async ({ page }) => {
  const scripts = scriptsOf(page);
  // The article's component arrives late, so the click lands on the prerendered link and is replayed.
  await page.route(/\/assets\/blog-post-page-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto(`/blog/${BLOG_SLUGS[2]}`, { waitUntil: "networkidle" });
  expect(scripts.filter((url) => TRANSLATION_RUNTIME.test(url))).toEqual([]);
  // The progress bar follows the scroll while the article is kept as HTML.
  const bar = page.getByTestId("reading-progress");
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => bar.evaluate((el) => parseFloat((el as HTMLElement).style.width))).toBeGreaterThan(5);
  expect(scripts.filter((url) => TRANSLATION_RUNTIME.test(url))).toEqual([]);

  await page.locator(".prompt-card").first().getByRole("link", { name: "Build this plugin" }).click();
  await expect(page.getByText("Please sign in", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);
});

test("[ISLANDS][CONTACT]: /contact loads no translation runtime until the form is used; what is typed meanwhile is kept and Enter in the message is a new line", async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.route(/\/assets\/contact-page-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto("/contact", { waitUntil: "networkidle" });
  expect(scripts.filter((url) => TRANSLATION_RUNTIME.test(url))).toEqual([]);

  const message = page.getByLabel("Message", { exact: true });
  await message.click();
  await page.keyboard.type("First line");
  await page.keyboard.press("Enter");
  await page.keyboard.type("second line");
  await expect.poll(() => scripts.filter((url) => TRANSLATION_RUNTIME.test(url)).length).toBeGreaterThan(0);
  await expect(message).toHaveValue("First line\nsecond line");
  await expect(message).toBeFocused();
  await page.getByLabel("Email", { exact: true }).fill("ann@");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  await expect(page.getByText("Please enter a valid e-mail address")).toBeVisible();
});

test.describe("a Swedish visitor", () => {
  test.use({ locale: "sv-SE" });

  test("[ISLANDS][SWEDISH]: / is shown in Swedish: header, body and footer", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect(page.getByRole("heading", { level: 1, name: "Bygg WordPress-plugins genom att beskriva dem" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Logga in" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Beskriv WordPress-pluginet du behöver.");
  });

  test("[ISLANDS][SWEDISH]: the about page, the blog, an article and a legal text are shown in Swedish", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "Egna WordPress-plugins, utan att skriva koden" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Logga in" })).toBeVisible();
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Bygg bättre WordPress-plugins" })).toBeVisible();
    await expect(page.getByRole("article").first()).toContainText("min läsning");
    await page.goto(`/blog/${BLOG_SLUGS[4]}`);
    await expect(page.getByRole("navigation", { name: "Brödsmulor" })).toContainText("Blogg");
    await expect(page.getByRole("navigation", { name: "På den här sidan" })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Läsförlopp" })).toBeAttached();
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Integritetspolicy" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Innehåll" })).toBeVisible();
  });

  test("[ISLANDS][SWEDISH]: contact is shown in Swedish", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Kontakta oss" })).toBeVisible();
  });
});

test("[ISLANDS][MENU_FIRST_CLICK]: at 375 px the first click on the prerendered menu button opens the menu", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/ai-wordpress-plugin-generator", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Pricing" })).toBeVisible();
});

test("[ISLANDS][PRICING]: a visitor's pricing page loads no translation runtime, says it is in test mode, and every click made while its code loads is made on it, in order", async ({ page }) => {
  const scripts = scriptsOf(page);
  // The body's component arrives late, so the clicks land on the prerendered page and are replayed.
  await page.route(/\/assets\/pricing-page-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  const sessionAsks: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/auth/get-session") sessionAsks.push(request.url());
  });
  await page.goto("/pricing", { waitUntil: "networkidle" });
  // The site layout and the pricing body both want to know whether someone is signed in: one request. Both ask
  // from effects of the same render, after hydration (which can outlast networkidle on a loaded machine), and the
  // signed-out actions are revealed once the answer is in: by then both have asked.
  await expect(page.locator("[data-session-pending]")).toHaveCount(0);
  expect(sessionAsks).toHaveLength(1);
  // The e2e server's checkout is the local test one: the prerendered note is shown by a plain fetch.
  await expect(page.getByRole("note").filter({ hasText: "TEST MODE" })).toBeVisible();
  expect(scripts.filter((url) => TRANSLATION_RUNTIME.test(url))).toEqual([]);

  // Ticked and unticked before the component is there: both clicks are made on it, so it ends unticked.
  const consent = page.getByRole("checkbox");
  await consent.click();
  await consent.click();
  // The component is in place when the note is its own (the prerendered one carries data-test-mode-note).
  await expect(page.locator("[data-test-mode-note]")).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole("note").filter({ hasText: "TEST MODE" })).toBeVisible();
  await page.waitForTimeout(500); // the replayed clicks are made a task apart
  await expect(consent).not.toBeChecked();

  // Once: ticked (the replay is not lost either).
  await page.reload({ waitUntil: "networkidle" });
  await consent.click();
  await expect(consent).toBeChecked({ timeout: 10_000 });
  await page.getByRole("button", { name: "Subscribe: Pro 100", exact: true }).click();
  await expect(page.getByText("Please sign in to subscribe")).toBeVisible();
});

test("[ISLANDS][EARLY_CLICK]: a click on a prerendered form before the page's script is there waits for it, and is not a bare form submission", async ({ page }) => {
  // The islands' runtime arrives late, so the page is prerendered HTML alone when the button is clicked.
  await page.route(/\/assets\/islands-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
});
