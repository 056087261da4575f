import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "./fixtures";
import { screenshotsAt } from "./screenshots";

// [CATALOGUE] issue #33 in the builder, against the built server (so the catalogue's templates are found in
// dist/server/catalogue/): two everyday tasks in one request are built in one plugin named for what it does, the
// part it cannot build is said first, a follow-up changes a task's setting, and one it cannot make is free.

const SHOTS = process.env.SHOTS_DIR ?? "tests/.artifacts/catalogue-screenshots";
const GENERATION_TIMEOUT = 30_000;
const balance = async (page: Page) => ((await (await page.request.get("/api/me")).json()) as { credits: { balance: number } }).credits.balance;

async function send(page: Page, text: string) {
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill(text);
  await box.press("Enter");
}

test("[CATALOGUE][FLOW]: everyday tasks are built and named, what is not built is said, a follow-up changes a setting", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/builder");
  const before = await balance(page);

  await send(page, "Disable XML-RPC and hide the admin bar for subscribers, and add a forum");
  const answers = page.getByTestId("assistant-message");
  await expect(answers.last()).toContainText('I built "Disable XML-RPC & Hide Admin Bar for Subscribers" 1.0.0', { timeout: GENERATION_TIMEOUT });
  await expect(answers.last()).toContainText('I could not build "add a forum"');
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0, { timeout: GENERATION_TIMEOUT });
  await expect(page.locator("header").first().getByRole("heading", { name: "Disable XML-RPC & Hide Admin Bar for Subscribers" })).toBeVisible();
  expect(await balance(page)).toBe(before - 1);
  await screenshotsAt(page, SHOTS, "catalogue-built");

  await page.getByRole("tab", { name: /Code/ }).click();
  const files = page.getByRole("navigation", { name: "Plugin files" });
  await files.getByRole("button", { name: /hide-admin-bar\.php$/ }).click();
  await expect(page.getByTestId("code-viewer")).toContainText("return array( 'subscriber' );");

  await send(page, "also hide it for editors");
  await expect(answers.last()).toContainText("Changed Hide the admin bar: roles subscribers → editors and subscribers", { timeout: GENERATION_TIMEOUT });
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0, { timeout: GENERATION_TIMEOUT });
  expect(await balance(page)).toBe(before - 2);
  await files.getByRole("button", { name: /hide-admin-bar\.php$/ }).click();
  await expect(page.getByTestId("code-viewer")).toContainText("return array( 'editor', 'subscriber' );");

  await send(page, "make the login page purple");
  await expect(answers.last()).toContainText("Nothing was changed in", { timeout: GENERATION_TIMEOUT });
  await expect(answers.last()).toContainText("no credit was used");
  expect(await balance(page)).toBe(before - 2);
  await screenshotsAt(page, SHOTS, "catalogue-declined");
});
