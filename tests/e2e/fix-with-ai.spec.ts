import { E2E_AI_BASE_URL } from "../support/e2e-env";
import { expect, signUpViaApi, test } from "./fixtures";

// [CHECKS][FIX] (issue #14 must-show): on the server that generates through an AI provider (the fake
// OpenAI server replays tests/fakes/fixtures/llm), a described plugin comes back with a fatal error on
// activation; WordPress finds it, 'Fix with AI' costs no credit, and the fixed version passes.

test.use({ baseURL: E2E_AI_BASE_URL });

const RUNTIME_TIMEOUT = 90_000;

test("[CHECKS][FIX]: a fatal error on activation is reported, and Fix with AI repairs it for 0 credits", async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await page.goto("/"); // the sign-up's Origin is the page's
  await signUpViaApi(page, { onboardingCompleted: true, verify: false });
  await page.goto("/builder");
  const balance = page.getByText(/^\d+ credits?$/);

  const message = page.getByRole("textbox", { name: "Message" });
  await message.fill("[fixture:activation-fatal] Remember when the plugin was first activated");
  await message.press("Enter");
  await expect(page).toHaveURL(/\/builder\?id=[\w-]+$/);
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0, { timeout: 30_000 });
  await expect(balance).toHaveText("9 credits");

  await page.getByRole("tab", { name: "History" }).click();
  const versions = page.getByTestId("version-item");
  await expect(versions).toHaveCount(1);
  const report = page.getByTestId("version-checks");
  await expect(report).toHaveAttribute("data-status", "failed", { timeout: RUNTIME_TIMEOUT });
  await expect(versions.first().getByTestId("check-badge")).toHaveText("1 finding");
  const finding = report.getByTestId("check-file").filter({ hasText: "visit-stamp.php" }).getByTestId("check-finding");
  await expect(finding).toContainText("Call to undefined function visit_stamp_now()");
  await page.screenshot({ path: testInfo.outputPath("fatal-report-1280.png") });

  await report.getByRole("button", { name: "Fix with AI" }).click();
  await expect(page.getByTestId("user-message").last()).toContainText("Fix with AI: 1 error in visit-stamp/visit-stamp.php");
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId("assistant-message").last()).toContainText("It is now defined in the main file");
  // The fix cost nothing: the balance after the first turn, on the page and on the server.
  await expect(balance).toHaveText("9 credits");
  const me = await (await page.request.get("/api/me")).json();
  expect(me.credits.balance).toBe(9);

  await page.getByRole("tab", { name: "History" }).click();
  await expect(versions).toHaveCount(2);
  await expect(versions.first().getByTestId("check-badge")).toHaveText("Passes", { timeout: RUNTIME_TIMEOUT });
  await expect(page.getByTestId("version-checks")).toHaveAttribute("data-status", "passed");
  await page.screenshot({ path: testInfo.outputPath("fixed-1280.png") });
});
