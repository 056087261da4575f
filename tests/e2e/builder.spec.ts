import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { E2E_AI_BASE_URL } from "../support/e2e-env";
import { E2E_BASE_URL, expect, signUpViaApi, test } from "./fixtures";

// [BUILDER]: describe a plugin in the chat, watch its files stream in, try it in the preview, mark an
// element, refine it, go back to an earlier version and compare. The server runs the offline generator.

const GENERATION_TIMEOUT = 30_000;
const SCREENSHOTS = "tests/.artifacts/builder-screenshots";
const REFINEMENT = "Make this button larger";

/** Waits until no turn is running: the message box is enabled again. */
async function waitForTurnToFinish(page: Page) {
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0, { timeout: GENERATION_TIMEOUT });
  await expect(page.getByRole("textbox", { name: "Message" })).toBeEnabled();
}

test("[BUILDER][FLOW]: an example prompt builds a plugin; marking, refining, restoring and comparing work", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/builder");

  await expect(page.getByRole("heading", { name: "What should your plugin do?" })).toBeVisible();
  await expect(page.getByTestId("generator-badge")).toHaveAccessibleName(/Offline blueprint generator/);

  // The first message creates the plugin, puts its id in the address and writes its files.
  await page.getByRole("button", { name: /Contact form with e-mail notifications/ }).click();
  await expect(page).toHaveURL(/\/builder\?id=[\w-]+$/);
  await expect(page.getByText("Plugin Generated!")).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await waitForTurnToFinish(page);
  await expect(page.getByTestId("assistant-message").last().getByText("Files written")).toBeVisible();

  // The files are in the Code tab; the main plugin file is shown.
  await page.getByRole("tab", { name: /Code/ }).click();
  const files = page.getByRole("navigation", { name: "Plugin files" });
  await expect(files.getByRole("button", { name: /\.php$/ }).first()).toBeVisible();
  await expect(page.getByTestId("code-viewer")).toContainText("Plugin Name:");
  await files
    .getByRole("button", { name: /\.css$/ })
    .first()
    .click();
  await expect(page.getByTestId("code-viewer")).not.toContainText("Plugin Name:");
  await page.getByRole("tab", { name: "Preview" }).click();

  // The preview opens on the plugin in a real WordPress (tests/e2e/live-preview.spec.ts); the mock is a
  // click away, and the choice is remembered in this browser.
  await expect(page.getByRole("tab", { name: "Preview" })).toHaveAttribute("aria-selected", "true");
  const source = page.getByRole("group", { name: "Preview source" });
  await expect(source.getByRole("button", { name: "Live WordPress" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("live-preview").or(page.getByText("Starting WordPress with version 1"))).toBeVisible();
  await source.getByRole("button", { name: "Mock" }).click();
  await expect(source.getByRole("button", { name: "Mock" })).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("plugsmith.preview-source"))).toBe("mock");

  // The mock: the WordPress admin frame first, then the website.
  const admin = page.getByTestId("admin-frame");
  await expect(admin).toBeVisible();
  for (const item of ["Dashboard", "Posts", "Media", "Pages", "Settings"]) {
    await expect(admin.getByRole("listitem").filter({ hasText: item }).first()).toBeAttached();
  }
  await expect(admin.getByText("Preview Mode")).toBeVisible();
  await expect(admin.locator("iframe")).toHaveAttribute("sandbox", "allow-scripts");

  await page.getByRole("button", { name: "Website", exact: true }).click();
  const site = page.getByTestId("site-frame");
  mkdirSync(SCREENSHOTS, { recursive: true });
  await expect(site).toBeVisible();
  await expect(site.getByText("About us")).toBeVisible();
  await expect(site.getByText("Preview Mode")).toBeVisible();

  // The form's success notice waits for a (mock) send: not shown above a form nobody sent (issue #34 item 12).
  // At both widths (375 px: the preview is a tab; a fresh page, so nothing has been sent in it yet).
  const preview = page.frameLocator('[data-testid="site-frame"] iframe');
  for (const width of [1280, 375]) {
    if (width === 375) {
      await page.setViewportSize({ width, height: 812 });
      await page.reload();
      await page.getByRole("tab", { name: "Preview" }).first().click();
      await page.getByRole("button", { name: "Website", exact: true }).click();
    }
    const sentNotice = preview.getByText("Thank you! Your message has been sent.");
    const send = preview.getByRole("button", { name: "Send message" });
    await expect(send).toBeVisible();
    await expect(sentNotice).toBeHidden();
    await page.screenshot({ path: `${SCREENSHOTS}/website-mock-unsent-${width}.png` });
    await send.click();
    await expect(sentNotice).toBeHidden(); // the required fields are empty: the browser says so, nothing is sent
    await preview.getByLabel("Name").fill("Anna Berg");
    await preview.getByLabel("E-mail").fill("anna@example.com");
    await preview.getByLabel("Message").fill("When are you open?");
    await send.click();
    await expect(sentNotice).toBeVisible();
    await expect(preview.getByLabel("Name")).toHaveValue("");
    await page.screenshot({ path: `${SCREENSHOTS}/website-mock-sent-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(site).toBeVisible();

  // Element marking: a click in the preview adds the element to the message.
  await page.getByRole("button", { name: "Mark elements in the preview" }).click();
  await expect(page.getByText("Click an element in the preview to mark it")).toBeVisible();
  const target = preview.locator("button, input[type=submit]").first();
  await expect(target).toBeVisible();
  await target.click();
  const chip = page.getByTestId("marked-element-chip");
  await expect(chip).toHaveCount(1);
  await expect(chip).toContainText(/<(button|input)>/);
  await expect(page.getByText("1 element marked.")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(chip).toHaveCount(1);

  // A second turn with the marked element.
  const message = page.getByRole("textbox", { name: "Message" });
  await message.fill(REFINEMENT);
  await message.press("Enter");
  // (The offline generator must produce a change for this request; a turn that changes nothing is refused.)
  await expect(page.getByText(/version 2, is ready/)).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(page.getByTestId("user-message")).toHaveCount(2);
  await expect(page.getByTestId("user-message").last()).toContainText(REFINEMENT);
  await expect(page.getByTestId("user-message").last().getByTestId("marked-element-chip")).toHaveCount(1);
  await waitForTurnToFinish(page);

  // History: two versions, the newest first and current.
  await page.getByRole("tab", { name: "History" }).click();
  const versions = page.getByTestId("version-item");
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText("Version 2");
  await expect(versions.first()).toContainText("Current version");
  await expect(versions.first().getByRole("button", { name: /Restore/ })).toHaveCount(0);
  await expect(versions.nth(1)).toContainText("Version 1");
  await expect(versions.nth(1)).toContainText("Just now");

  // Restore version 1: a new current version; the chat says so and the preview is shown.
  await versions.nth(1).getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByText("Version restored")).toBeVisible();
  await expect(page.getByTestId("assistant-message").last()).toContainText("Restored version 1");
  await expect(page.getByTestId("user-message")).toHaveCount(2);
  await expect(page.getByRole("tab", { name: "Preview" })).toHaveAttribute("aria-selected", "true");

  // Compare version 2 with the current files (version 1's again): the diff is shown.
  await page.getByRole("tab", { name: "History" }).click();
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText("Version 3");
  // The restore is listed as an event, not quoted as if the person had typed it (issue #34 item 12).
  await expect(versions.first().getByTestId("version-restored")).toHaveText("Restored version 1");
  await expect(versions.first()).not.toContainText("“");
  await expect(versions.nth(1)).toContainText(`“${REFINEMENT}”`);
  await versions.nth(1).getByRole("button", { name: "Compare version 2 with the current version" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: /Version 2 compared with the current version/ })).toBeVisible();
  // Version 2 added the button tweak to the style sheet and bumped the version to 1.0.1; the current files
  // (version 1's, restored as 1.0.2: a version only goes up) have neither, so both show as removed lines.
  await expect(dialog.getByTestId("diff-summary")).toContainText("0 added, 0 removed, 3 changed");
  const css = dialog.getByTestId("diff-file").filter({ hasText: /\.css/ });
  await expect(css).toContainText("Changed");
  await expect(css).toContainText(/Removed line:\s*\/\* Plugsmith tweaks: start\./);
  await expect(dialog.getByTestId("diff-file").filter({ hasText: /\.php/ })).toContainText(/Removed line:\s*\* Version:\s+1\.0\.1/);

  // The conversation is rebuilt from the versions after a reload.
  await page.reload();
  await expect(page.getByTestId("user-message")).toHaveCount(2);
  await expect(page.getByTestId("assistant-message").last()).toContainText("Restored version 1");
});

test("[BUILDER][HISTORY]: a long history loads older versions on demand and shows the current version's checks", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signUpViaApi(page, { onboardingCompleted: true });
  const headers = { Origin: baseURL! };
  const plugin = await (await page.request.post("/api/plugins", { headers, data: {} })).json();
  const turn = await page.request.post(`/api/plugins/${plugin.id}/generate`, { headers, data: { message: "a greeting shortcode" } });
  expect(await turn.text()).toContain("event: done");
  // Restores are free and each one is a new version: 21 versions in all, one more than a page. Each restores
  // the newest: only the last STORAGE.versionsWithFiles versions keep their files (decision 0056), so
  // version 1 itself cannot be restored once it is past them.
  for (let i = 1; i <= 20; i++) {
    expect((await page.request.post(`/api/plugins/${plugin.id}/versions/${i}/restore`, { headers, data: {} })).status()).toBe(200);
  }

  await page.goto(`/builder?id=${plugin.id}`);
  await page.getByRole("tab", { name: "History" }).click();
  const versions = page.getByTestId("version-item");
  await expect(versions).toHaveCount(20);
  await expect(versions.first()).toContainText("Version 21");
  await expect(page.getByTestId("version-checks")).toContainText("Checks passed");
  await page.getByRole("button", { name: "Load older versions" }).click();
  await expect(versions).toHaveCount(21);
  await expect(versions.last()).toContainText("Version 1");
  await expect(page.getByRole("button", { name: "Load older versions" })).toHaveCount(0);
});

test("[BUILDER][OUT_OF_CREDITS]: a turn refused with 402 opens the Out of Credits dialog", async ({ page, baseURL }) => {
  await signUpViaApi(page, { onboardingCompleted: true });
  // Spend the 10 sign-up credits for real: ten turns through the API.
  const headers = { Origin: baseURL! };
  const plugin = await (await page.request.post("/api/plugins", { headers, data: {} })).json();
  const prompts = ["a contact form with e-mail notifications", "add a sidebar widget", "add a REST endpoint",
    "add an admin notice", "add a Gutenberg block", "add a daily scheduled task", "add social sharing buttons",
    "make the contact form's button larger", "make the contact form's button green", "make the contact form wider"];
  for (const message of prompts) {
    const turn = await page.request.post(`/api/plugins/${plugin.id}/generate`, { headers, data: { message } });
    expect(await turn.text(), message).toContain("event: done");
  }
  expect((await (await page.request.get("/api/me")).json()).credits.balance).toBe(0);
  await page.goto("/builder");
  const message = page.getByRole("textbox", { name: "Message" });
  await message.fill("A plugin that adds a reading-time note to posts");
  await page.getByRole("button", { name: "Send", exact: true }).click();

  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Out of Credits!" })).toBeVisible();
  await expect(dialog).toContainText("You've used all your credits.");
  await expect(dialog.getByRole("link", { name: "Upgrade Membership" })).toHaveAttribute("href", "/pricing");
  await dialog.getByRole("button", { name: "Later" }).click();
  await expect(dialog).toHaveCount(0);
  // Nothing was lost: the message is back in the box.
  await expect(message).toHaveValue("A plugin that adds a reading-time note to posts");
});

// An error inside the stream is what the server sends when the model fails after the turn began (it no
// longer sends a 402 there: credits are checked before the stream opens, as OUT_OF_CREDITS shows). Issue
// #36 item 6: the real server and its fake model (status-500), no stubbed stream.
test.describe("through an AI provider", () => {
  test.use({ baseURL: E2E_AI_BASE_URL });

  test("[BUILDER][STREAM_ERROR]: a model failure inside the stream is said in a toast and the credit comes back", async ({
    page,
    allowConsoleError,
  }) => {
    // This server has live previews off: the Preview tab's first open of a page load answers 503 and it shows the mock.
    allowConsoleError(/status of 503/);
    await page.goto("/"); // the sign-up's Origin is the page's
    await signUpViaApi(page, { onboardingCompleted: true, verify: false });
    await page.goto("/builder");
    const message = page.getByRole("textbox", { name: "Message" });
    await message.fill("[fixture:status-500] A plugin that adds a reading-time note to posts");
    await message.press("Enter");

    await expect(page.getByText("The AI provider answered with an error (HTTP 500). Please try again. Nothing was saved, and your credit was returned.")).toBeVisible({
      timeout: GENERATION_TIMEOUT,
    });
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page.getByText(/^\d+ credits?$/)).toHaveText("10 credits");
    expect((await (await page.request.get("/api/me")).json()).credits.balance).toBe(10);
  });
});

test("[BUILDER][RATE_LIMIT]: a 429 shows the rate-limit message", async ({ page }) => {
  await signUpViaApi(page, { onboardingCompleted: true });
  await page.route("**/api/plugins/*/generate", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({
        error: { code: "rate_limited", message: "Rate limit exceeded. Please wait a moment and try again." },
      }),
    }),
  );
  await page.goto("/builder");
  await page.getByRole("button", { name: /Settings page for site colours/ }).click();
  await expect(page.getByText("Rate limit exceeded. Please wait a moment and try again.")).toBeVisible();
});

test("[BUILDER][NARROW]: at 375 px chat and preview are tabs", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/builder");
  await expect(page.getByRole("tab", { name: "Chat" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: /Contact form with e-mail notifications/ }).click();
  await waitForTurnToFinish(page);
  await expect(page.getByTestId("assistant-message").last()).toBeVisible();

  await page.getByRole("tab", { name: "Preview" }).first().click();
  await page.getByRole("group", { name: "Preview source" }).getByRole("button", { name: "Mock" }).click();
  await expect(page.getByTestId("admin-frame")).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test("[BUILDER][NOT_FOUND]: an unknown plugin id says so", async ({ page }) => {
  await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/builder?id=00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Plugin not found" })).toBeVisible();
  await expect(page.getByText("Could not find the requested plugin")).toBeVisible();
});

test("[BUILDER][NOT_YOURS]: another person's plugin says not found, with no stray history toast", async ({ page }) => {
  await signUpViaApi(page, { onboardingCompleted: true });
  const created = await page.request.post("/api/plugins", { headers: { Origin: E2E_BASE_URL }, data: {} });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  await page.context().clearCookies();
  await signUpViaApi(page, { onboardingCompleted: true });

  // Issue #34 item 12: the history's 404 also put up 'Could not load the history' beside the page's own message.
  const versions = page.waitForResponse((response) => response.url().includes(`/api/plugins/${id}/versions`));
  await page.goto(`/builder?id=${id}`);
  await expect(page.getByRole("heading", { name: "Plugin not found" })).toBeVisible();
  expect((await versions).status()).toBe(404);
  // Counted once, not awaited: a toast goes by itself after 4 s, so a retrying toHaveCount(0) would pass anyway.
  // It showed within 0.5 s of the 404 before the fix.
  const stray = page.locator("[data-sonner-toast]").filter({ hasText: "Could not load the history" });
  await page.waitForTimeout(1_000);
  expect(await stray.count()).toBe(0);

  const editorVersions = page.waitForResponse((response) => response.url().includes(`/api/plugins/${id}/versions`));
  await page.goto(`/plugin-editor?id=${id}`);
  await expect(page.getByRole("heading", { name: "Plugin not found" })).toBeVisible();
  expect((await editorVersions).status()).toBe(404);
  await page.waitForTimeout(1_000);
  expect(await stray.count()).toBe(0);
});

test("[BUILDER][GUARD]: a signed-out visitor is sent to /auth with 'Please sign in'", async ({ page }) => {
  await page.goto("/builder");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("Please sign in")).toBeVisible();
});

test("[BUILDER][INITIAL_PROMPT]: the home page's prompt is sent once when the builder opens", async ({ page }) => {
  await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/");
  const prompt = "A contact form that e-mails new messages to the site admin";
  await page.getByLabel("Describe your plugin").fill(prompt);
  await page.getByLabel("Describe your plugin").press("Enter");
  await expect(page).toHaveURL(/\/builder\?id=/, { timeout: GENERATION_TIMEOUT });
  await expect(page.getByTestId("user-message").first()).toContainText(prompt);
  await waitForTurnToFinish(page);
  await page.reload();
  await expect(page.getByTestId("user-message")).toHaveCount(1);
});

test("[BUILDER][ACTIVATE_PREVIEW]: a plugin without any preview says to generate it first", async ({ page }) => {
  await signUpViaApi(page, { onboardingCompleted: true });
  const created = await page.request.post("/api/plugins", { headers: { Origin: E2E_BASE_URL }, data: {} });
  expect(created.status()).toBe(201);
  const plugin = (await created.json()) as { id: string };
  await page.goto(`/builder?id=${plugin.id}`);
  // The builder's first load (its code editor chunk and the plugin) can pass 5 s while other tests load the server.
  await expect(page.getByRole("heading", { name: "New WordPress Plugin" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Activate Preview" }).click();
  await expect(page.getByText("No preview found")).toBeVisible();
  await expect(page.getByText("Generate the plugin first to create a preview")).toBeVisible();
});
