import { E2E_AI_BASE_URL, WORDPRESS_CHECK_TIMEOUT } from "../support/e2e-env";
import { expect, signUpViaApi, test } from "./fixtures";

// [CHECKS][FIX] (issue #14 must-show), on the server that generates through an AI provider (the fake
// OpenAI server replays tests/fakes/fixtures/llm): a described plugin comes back with a fatal error on
// activation; WordPress finds it, the turn repairs it once for no extra credit and says so, and the
// repaired version passes. A hand edit that brings the error back is fixed with 'Fix with AI', free.

test.use({ baseURL: E2E_AI_BASE_URL });

const TURN_TIMEOUT = 120_000;

test("[CHECKS][FIX]: a fatal error on activation is found in WordPress and repaired for no credit, automatically and with Fix with AI", async ({
  page,
  allowConsoleError,
}, testInfo) => {
  test.setTimeout(2 * WORDPRESS_CHECK_TIMEOUT + 2 * TURN_TIMEOUT);
  // This server has live previews off: the Preview tab's first open of a page load answers 503 and it shows the mock.
  allowConsoleError(/status of 503/);
  await page.goto("/"); // the sign-up's Origin is the page's
  await signUpViaApi(page, { onboardingCompleted: true, verify: false });
  await page.goto("/builder");
  const balance = page.getByText(/^\d+ credits?$/);
  const stop = page.getByRole("button", { name: "Stop" });

  const message = page.getByRole("textbox", { name: "Message" });
  await message.fill("[fixture:activation-fatal] Remember when the plugin was first activated");
  await message.press("Enter");
  await expect(page).toHaveURL(/\/builder\?id=[\w-]+$/);
  // The turn waits for WordPress, then repairs what broke there before it ends.
  await expect(page.getByRole("status").filter({ hasText: /Checking it in WordPress|WordPress found an error/ })).toBeVisible({ timeout: TURN_TIMEOUT });
  await expect(stop).toHaveCount(0, { timeout: TURN_TIMEOUT });
  await expect(page.getByTestId("assistant-message").last()).toContainText(
    "WordPress found an error when it checked version 1, so I repaired it automatically, at no extra credit.",
  );
  await expect(balance).toHaveText("9 credits");

  await page.getByRole("tab", { name: "History" }).click();
  const versions = page.getByTestId("version-item");
  await expect(versions).toHaveCount(2);
  await expect(versions.first().getByTestId("check-badge")).toHaveText("Passes", { timeout: WORDPRESS_CHECK_TIMEOUT });
  await expect(versions.nth(1).getByTestId("check-badge")).toHaveText("1 finding");
  await page.screenshot({ path: testInfo.outputPath("repaired-1280.png") });

  // A hand edit takes the helper out again: version 3 fails where version 1 did.
  const id = new URL(page.url()).searchParams.get("id")!;
  const detail = await (await page.request.get(`/api/plugins/${id}`)).json();
  const main = "visit-stamp/visit-stamp.php";
  const broken = (detail.files[main] as string).replace(/\/\*\*\n \* The current time[\s\S]*?\n}\n\n/, "");
  expect(broken).not.toContain("function visit_stamp_now()");
  const edit = await page.request.post(`/api/plugins/${id}/files`, {
    headers: { Origin: E2E_AI_BASE_URL },
    data: { baseVersion: 2, changes: [{ op: "write", path: main, content: broken }] },
  });
  expect(edit.status(), await edit.text()).toBe(200);
  await page.reload();
  await page.getByRole("tab", { name: "History" }).click();
  const report = page.getByTestId("version-checks");
  await expect(report).toHaveAttribute("data-status", "failed", { timeout: WORDPRESS_CHECK_TIMEOUT });
  const finding = report.getByTestId("check-file").filter({ hasText: "visit-stamp.php" }).getByTestId("check-finding");
  await expect(finding).toContainText("Call to undefined function visit_stamp_now()");
  await page.screenshot({ path: testInfo.outputPath("fatal-report-1280.png") });

  await report.getByRole("button", { name: "Fix with AI" }).click();
  await expect(page.getByTestId("user-message").last()).toContainText(`Fix with AI: 1 error in ${main}`);
  await expect(stop).toHaveCount(0, { timeout: TURN_TIMEOUT });
  await expect(page.getByTestId("assistant-message").last()).toContainText("It is now defined in the main file");
  // Neither the repair nor the fix cost anything: the balance after the first turn, on the page and on the server.
  await expect(balance).toHaveText("9 credits");
  const me = await (await page.request.get("/api/me")).json();
  expect(me.credits.balance).toBe(9);

  await page.getByRole("tab", { name: "History" }).click();
  await expect(versions).toHaveCount(4);
  await expect(versions.first().getByTestId("check-badge")).toHaveText("Passes", { timeout: WORDPRESS_CHECK_TIMEOUT });
  await expect(page.getByTestId("version-checks")).toHaveAttribute("data-status", "passed");
  await page.screenshot({ path: testInfo.outputPath("fixed-1280.png") });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("tab", { name: "Chat" }).click();
  await expect(page.getByTestId("assistant-message").first()).toContainText("Visit Stamp stores the moment");
  await page.screenshot({ path: testInfo.outputPath("chat-375.png") });
});
