import { BLOG_SLUGS } from "../../src/shared/routes";
import { E2E_BASE_URL, expect, signUpViaApi, test } from "./fixtures";

test("[BLOG]: the list shows five articles; an article has its progress bar, table of contents and share links", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(5);
  // Newest first, with category, date and read time.
  await expect(cards.first()).toContainText("Tutorial");
  await expect(cards.first()).toContainText("October 22, 2025");
  await expect(cards.first()).toContainText("8 min read");

  await cards.nth(4).getByRole("link").click();
  await expect(page).toHaveURL(`/blog/${BLOG_SLUGS[4]}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Security/);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Blog");

  const bar = page.getByTestId("reading-progress");
  const width = () => bar.evaluate((el) => parseFloat((el as HTMLElement).style.width));
  expect(await width()).toBeLessThan(5);
  await page.mouse.wheel(0, 4000);
  await expect.poll(width).toBeGreaterThan(20);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(width).toBeGreaterThan(99);

  // A table-of-contents link scrolls its section into view.
  await page.evaluate(() => window.scrollTo(0, 0));
  const toc = page.getByRole("navigation", { name: "On this page" });
  const entry = toc.getByRole("link").nth(5);
  const target = (await entry.getAttribute("href"))!;
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(`[id="${target.slice(1)}"]`)).toBeInViewport();

  // Share links open a new tab with the title and the article's URL on the served origin (the server's
  // SITE_URL, whatever the build was made for: issue #34, item 7).
  const url = new URL(`/blog/${BLOG_SLUGS[4]}`, E2E_BASE_URL).toString();
  const linkedIn = page.getByRole("link", { name: "Share on LinkedIn" });
  await expect(linkedIn).toHaveAttribute("target", "_blank");
  const linkedInHref = new URL((await linkedIn.getAttribute("href"))!);
  expect(linkedInHref.searchParams.get("url")).toBe(url);
  const x = new URL((await page.getByRole("link", { name: "Share on X" }).getAttribute("href"))!);
  expect(x.searchParams.get("text")).toMatch(/Security/);
  expect(x.searchParams.get("url")).toBe(url);
  const facebook = new URL((await page.getByRole("link", { name: "Share on Facebook" }).getAttribute("href"))!);
  expect(facebook.searchParams.get("u")).toBe(url);

  // The end of the article: author, tags, call to action and related articles.
  await expect(page.getByText("Plugsmith Team")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ready to Build Your Plugin?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Started Free" })).toHaveAttribute("href", "/auth");
  const related = page.getByRole("region", { name: "Related articles" });
  await related.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page).not.toHaveURL(`/blog/${BLOG_SLUGS[4]}`);
});

test("[BLOG]: an idea's ready-to-use prompt opens the builder with it (after signing in)", async ({ page }) => {
  await page.goto(`/blog/${BLOG_SLUGS[2]}`);
  const difficulty = page.locator(".difficulty").first();
  await expect(difficulty).toHaveText(/Beginner/);
  await expect(page.locator(".difficulty")).toHaveCount(10);
  // The badge colour follows the level: green, yellow, red.
  const colour = (level: string) =>
    page.locator(`.difficulty[data-level="${level}"]`).first().evaluate((el) => getComputedStyle(el).color);
  expect(new Set([await colour("beginner"), await colour("intermediate"), await colour("advanced")]).size).toBe(3);

  const card = page.locator(".prompt-card").first();
  const prompt = (await card.locator("blockquote").textContent())!.trim();
  await card.getByRole("link", { name: "Build this plugin" }).click();
  await expect(page.getByText("Please sign in", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);

  await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto(`/blog/${BLOG_SLUGS[2]}`);
  await page.locator(".prompt-card").first().getByRole("link", { name: "Build this plugin" }).click();
  await expect(page).toHaveURL(/\/builder/);
  await expect(page.getByText(prompt.slice(0, 60))).toBeVisible({ timeout: 15_000 });
});

// With no sections the table of contents is left out entirely (spec.md, Blog: "shown only when it has
// entries"); every published article has sections, so table-of-contents.test.tsx checks that case.
test("[BLOG]: the first article answers its questions; its table of contents lists exactly its sections", async ({ page }) => {
  await page.goto(`/blog/${BLOG_SLUGS[0]}`);
  const faq = page.getByRole("region", { name: "Frequently asked questions" });
  const first = faq.locator("summary").first();
  await first.click();
  await expect(faq.locator("details").first()).toHaveAttribute("open", "");

  // One entry per section of the article, in order, each pointing at its heading: not the questions,
  // the tags or the related articles, which are headings of the page but not sections of the text.
  const toc = page.getByRole("navigation", { name: "On this page" });
  await expect(toc).toBeVisible();
  const sections = await page
    .locator(".prose-content h2")
    .evaluateAll((headings) => headings.map((heading) => ({ target: `#${heading.id}`, text: heading.textContent?.trim() })));
  expect(sections.length).toBeGreaterThan(1);
  const entries = await toc
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => ({ target: link.getAttribute("href"), text: link.textContent?.trim() })));
  expect(entries).toEqual(sections);
});

test("[BLOG]: an address that names no article shows the not-found page", async ({ page }) => {
  await page.goto("/blog/no-such-article");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});
