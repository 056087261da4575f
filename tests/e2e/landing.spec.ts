import { expect, signUpViaApi, test } from "./fixtures";

// [LANDING]: the four landing pages (hero h1 + the home hero's prompt box), the home FAQ and the
// pricing FAQ (spec.md §2 Home, Landing pages, Pricing; §5 Landing and home prompt).

const GENERATION_TIMEOUT = 30_000;

const LANDINGS = [
  {
    path: "/wordpress-plugin-builder-no-code",
    h1: "Build the WordPress plugin your business needs, without writing code",
    cta: "Start building for free",
  },
  {
    path: "/ai-wordpress-plugin-generator",
    h1: "An AI that writes complete WordPress plugins, not snippets",
    cta: "Try the generator free",
  },
  { path: "/how-to-build-wordpress-plugin", h1: "How to build a WordPress plugin, step by step", cta: "Build my plugin" },
  {
    path: "/wordpress-plugin-builder-for-agencies",
    h1: "Deliver custom WordPress plugins to clients in a fraction of the time",
    cta: "Start free",
  },
];

for (const landing of LANDINGS) {
  test(`[LANDING][PROMPT]: ${landing.path} shows its h1 and sends a signed-out prompt to /auth to sign up`, async ({ page }) => {
    await page.goto(landing.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(landing.h1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("link", { name: landing.cta, exact: true })).toHaveAttribute("href", "/auth");

    const prompt = page.getByLabel("Describe your plugin");
    await prompt.fill("A testimonials slider");
    await prompt.press("Enter");
    await expect(page.getByText("Please sign in", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);
  });
}

test("[LANDING][SIGNED_IN]: a landing page prompt opens the builder and sends it as the first message", async ({ page }) => {
  test.setTimeout(60_000);
  await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/ai-wordpress-plugin-generator");
  const text = "A notice bar with the opening hours, editable in Settings";
  const prompt = page.getByLabel("Describe your plugin");
  await prompt.fill(text);
  await prompt.press("Enter");
  await expect(page).toHaveURL(/\/builder\?id=/, { timeout: GENERATION_TIMEOUT });
  await expect(page.getByTestId("user-message").first()).toContainText(text);
});

test("[LANDING][SHIFT_ENTER]: Shift+Enter adds a line instead of submitting", async ({ page }) => {
  await page.goto("/how-to-build-wordpress-plugin");
  const prompt = page.getByLabel("Describe your plugin");
  await prompt.fill("First line");
  await prompt.press("Shift+Enter");
  await prompt.pressSequentially("second line");
  await expect(prompt).toHaveValue("First line\nsecond line");
  await expect(page).toHaveURL(/\/how-to-build-wordpress-plugin$/);
});

test("[LANDING][HOME_FAQ]: the home FAQ has 10 questions that open to show their answers", async ({ page }) => {
  await page.goto("/");
  const faq = page.locator("section#faq");
  await expect(faq.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeVisible();
  const items = faq.getByTestId("faq-item");
  await expect(items).toHaveCount(10);

  const answer = items.nth(3).locator("p");
  await expect(answer).toBeHidden();
  await items.nth(3).getByText("Who owns the code?").click();
  await expect(answer).toBeVisible();
  await expect(answer).toContainText("You do.");

  // The questions are also in the page's FAQPage structured data.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqData = jsonLd.map((text) => JSON.parse(text) as { "@type": string; mainEntity?: unknown[] }).find((data) => data["@type"] === "FAQPage");
  expect(faqData?.mainEntity).toHaveLength(10);
});

test("[LANDING][HOME_ORDER]: the home page shows the blog teasers before the FAQ (spec.md §2 Home)", async ({ page }) => {
  await page.goto("/");
  const ids = await page.locator("section#blog-teasers, section#faq").evaluateAll((sections) => sections.map((section) => section.id));
  expect(ids).toEqual(["blog-teasers", "faq"]);
});

test("[LANDING][FAQ_LINK]: /#faq scrolls to the FAQ, also from the footer of another page", async ({ page }) => {
  await page.goto("/#faq");
  await expect(page.locator("section#faq")).toBeInViewport();

  await page.goto("/pricing");
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/#faq$/);
  await expect(page.locator("section#faq")).toBeInViewport();
});

test("[LANDING][PRICING_FAQ]: pricing shows 'Frequently asked questions' with structured data", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Frequently asked questions" }).getByTestId("faq-item")).not.toHaveCount(0);
  await page.getByText("Do unused monthly credits roll over?").click();
  await expect(page.getByText(/Subscription credits reset to your plan's monthly amount/)).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"FAQPage"'))).toBe(true);
});
