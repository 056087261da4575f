import { strToU8, zipSync } from "fflate";
import { screenshotsAt } from "./screenshots";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_BASE_URL, expect, signInViaApi, signUpViaApi, test } from "./fixtures";

// Issue #34 items 4 and 9 in a real browser, on the server without a model (the offline generator).

const SHOTS = "/tmp/shots/editor-admin";
const headers = { Origin: E2E_BASE_URL };

const UNGUARDED = `<?php
/**
 * Plugin Name: Echo Back
 * Version: 1.0.0
 */

$echo_back_started = microtime( true );
add_action( 'admin_menu', 'echo_back_menu' );
function echo_back_menu() {
	add_options_page( 'Echo Back', 'Echo Back', 'manage_options', 'echo-back', 'echo_back_page' );
}
function echo_back_page() {
	?><input name="q" value="<?php echo $_GET['q']; ?>"><?php
}
`;

test("[EDITOR][FIX]: without a model, Fix makes the exact fixes on the '(Edited)' copy it makes with them; the upload stays as it was", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, { onboardingCompleted: true });
  const zip = zipSync({ "echo-back/echo-back.php": strToU8(UNGUARDED) });
  const imported = await page.request.post("/api/plugins/import", {
    headers,
    multipart: { file: { name: "echo-back.zip", mimeType: "application/zip", buffer: Buffer.from(zip) } },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const importedId = (await imported.json()).plugin.id as string;

  await page.goto(`/plugin-editor?id=${importedId}`);
  await page.getByRole("tab", { name: "History" }).click();
  const report = page.getByTestId("version-checks");
  await expect(report.getByTestId("check-finding").filter({ hasText: "ABSPATH" })).toBeVisible({ timeout: 30_000 });
  await expect(report.getByRole("button", { name: "Fix with AI" })).toHaveCount(0);
  const fix = report.getByRole("button", { name: "Fix", exact: true });
  await expect(fix).toBeVisible();
  await expect(report.getByText("Without an AI model: adds the missing ABSPATH guards")).toBeVisible();
  await screenshotsAt(page, SHOTS, "editor-fix-offered");

  await fix.click();
  await expect(page.getByText("Editing mode activated")).toBeVisible({ timeout: 30_000 });
  await expect(page).not.toHaveURL(new RegExp(importedId));
  await expect(page.getByTestId("user-message").last()).toContainText("Fix without a model: 2 findings in echo-back.php");
  await expect(page.getByTestId("assistant-message").last()).toContainText("Fixed 2 findings without an AI model");
  await expect(page.getByTestId("assistant-message").last()).toContainText("esc_attr( wp_unslash( $_GET['q'] ) )");
  const copyId = new URL(page.url()).searchParams.get("id")!;
  const copy = await (await page.request.get(`/api/plugins/${copyId}`)).json();
  expect(copy).toMatchObject({ name: "Echo Back (Edited)", originalPluginId: importedId, currentVersion: 2 });
  expect(copy.files["echo-back.php"]).toContain("defined( 'ABSPATH' ) || exit;");
  expect((await (await page.request.get(`/api/plugins/${importedId}`)).json()).files["echo-back.php"]).toBe(UNGUARDED);
  await screenshotsAt(page, SHOTS, "editor-fixed");

  // The copy's report has nothing left to fix without a model: no button promises it.
  await page.getByRole("tab", { name: "History" }).click();
  await expect(page.getByTestId("version-item")).toHaveCount(2);
  await expect(page.getByTestId("version-checks").getByRole("button", { name: "Fix", exact: true })).toHaveCount(0);
});

test("[ADMIN][OUTBOX][NEWSLETTER]: a contact message is read in the outbox; the newsletter shows its schedule and is sent now after a confirmation", async ({
  page,
  adminRequest,
  allowConsoleError,
}) => {
  test.setTimeout(90_000);
  allowConsoleError(/Blocked script execution in 'about:srcdoc'/);
  expect(adminRequest).toBeTruthy();
  const contact = await page.request.post("/api/contact", {
    headers,
    data: { name: "Outbox Reader", email: "outbox.reader@example.com", message: `Please call me back about <b>bookings</b> ${Date.now()}` },
  });
  expect(contact.status(), await contact.text()).toBe(200);
  await signInViaApi(page, { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD });
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible({ timeout: 30_000 });

  const newsletter = page.getByTestId("newsletter-card");
  await expect(newsletter.getByTestId("newsletter-schedule")).toContainText("cron 0 9 * * 1 (UTC)");
  await expect(newsletter.getByTestId("newsletter-schedule")).toContainText("Next:");
  const reach = newsletter.getByRole("status");
  await expect(reach).toContainText(/A send now reaches \d+ (person|people)/);
  const count = Number(/reaches (\d+)/.exec((await reach.textContent()) ?? "")![1]);
  await newsletter.getByRole("button", { name: "Send now" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`This week's newsletter goes to ${count} ${count === 1 ? "person" : "people"} now.`);
  await screenshotsAt(page, SHOTS, "newsletter-confirm");
  await confirm.getByRole("button", { name: /^Send to \d+/ }).click();
  await expect(page.getByText("Newsletter sending")).toBeVisible();
  await expect(newsletter.getByTestId("newsletter-last-send")).toContainText(/queued · \d+ sent · \d+ failed/, { timeout: 30_000 });
  await expect(reach).toContainText("A send now reaches 0 people");
  await screenshotsAt(page, SHOTS, "newsletter-card", newsletter);

  const outbox = page.getByTestId("outbox");
  await outbox.getByRole("button", { name: /View the mail 'Contact form/ }).first().click();
  const mail = page.getByRole("dialog");
  await expect(mail.getByRole("heading", { name: /Contact form/ })).toBeVisible();
  const html = mail.getByTestId("outbox-mail-html");
  await expect(html).toHaveAttribute("sandbox", "");
  await expect(page.frameLocator('[data-testid="outbox-mail-html"]').getByText(/Please call me back about <b>bookings<\/b>/)).toBeVisible();
  await screenshotsAt(page, SHOTS, "outbox-mail");
  await mail.getByRole("tab", { name: "Text" }).click();
  await expect(mail.getByTestId("outbox-mail-text")).toContainText("Please call me back about <b>bookings</b>");
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(outbox.getByRole("table")).toBeHidden();
  await expect(outbox.getByRole("button", { name: /View the mail 'Contact form/ }).first()).toBeVisible();
  const box = await outbox.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await outbox.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/outbox-375.png` });
});
