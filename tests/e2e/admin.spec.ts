import AxeBuilder from "@axe-core/playwright";
import { CREDITS } from "../../src/shared/constants";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_BASE_URL, expect, linkFromMail, signInViaApi, signUpViaApi, test } from "./fixtures";

// Issue #13's main path in a real browser: the admin page, a live balance in another person's browser,
// the newsletter switch, the welcome template edited and previewed, a test mail sent and seen in the outbox.

test("[ADMIN][PAGE]: an admin adds credits a person sees live, switches the newsletter, edits, previews and test-sends a template", async ({
  page,
  browser,
  adminRequest,
  waitForMail,
  allowConsoleError,
}) => {
  // Reading the preview (a sandboxed srcdoc frame without scripts) makes Playwright try its own scripts there.
  allowConsoleError(/Blocked script execution in 'about:srcdoc'/);
  // The person's dashboard, open in a browser of their own.
  const personContext = await browser.newContext();
  const person = await personContext.newPage();
  const account = await signUpViaApi(person, { onboardingCompleted: true, fullName: "Live Balance" });
  await person.goto("/dashboard");
  await expect(person.locator("main").getByText("10 credits", { exact: true }).first()).toBeVisible();

  // The admin (ADMIN_EMAILS names the e2e admin; the adminRequest fixture made the account).
  expect(adminRequest).toBeTruthy();
  await signInViaApi(page, { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD });
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
  for (const card of ["Total Users", "Subscribers", "Total Plugins", "Total Credits", "Newsletter"]) {
    await expect(page.getByRole("heading", { name: card, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Activity, last 30 days" })).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).exclude("iframe").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  await page.getByRole("searchbox", { name: "Search by e-mail or name" }).fill(account.email);
  const row = page.getByRole("row", { name: `Open ${account.email}` });
  await expect(row).toBeVisible();
  await expect(row.getByRole("cell").nth(1)).toHaveText("Live Balance");
  await row.click();

  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("10 credits · 0 plugins")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Add", exact: true })).toBeDisabled();
  await dialog.getByRole("button", { name: "+100", exact: true }).click();
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText(`Added 100 credits to ${account.email}`)).toBeVisible();
  await expect(dialog.getByText("110 credits · 0 plugins")).toBeVisible();
  // The person's open dashboard shows it without a reload.
  await expect(person.locator("main").getByText("110 credits", { exact: true }).first()).toBeVisible();

  const newsletter = dialog.getByRole("switch", { name: "Newsletter" });
  await expect(newsletter).toBeChecked();
  await newsletter.click();
  await expect(newsletter).not.toBeChecked();
  await page.keyboard.press("Escape");
  await expect(row.getByRole("switch")).not.toBeChecked();

  // The welcome template: edit, preview beside the editor, save, test mail to the admin.
  const subject = `Welcome aboard, {{name}} ${Date.now()}`;
  await page.getByLabel("Subject").first().fill(subject);
  await page.getByLabel("Content (HTML)").first().fill("<h1>Hej {{name}}</h1><p>You have {{credits}} credits.</p><script>alert(1)</script>");
  const preview = page.frameLocator('iframe[title="Preview"]').first();
  await expect(preview.getByRole("heading", { name: "Hej E2E Admin" })).toBeVisible();
  // The welcome mail's sample is the real sign-up figure (issue #34, item 6), not 20.
  await expect(preview.getByText(`You have ${CREDITS.signUpBonus} credits.`)).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Content (HTML)").first()).not.toHaveValue(/script/);
  await page.getByRole("button", { name: "Send test mail" }).first().click();
  await expect(page.getByText("Test mail sent!")).toBeVisible();
  const mail = await waitForMail(E2E_ADMIN_EMAIL, (m) => m.subject === subject.replace("{{name}}", "E2E Admin"));
  expect(mail.text).toContain(`You have ${CREDITS.signUpBonus} credits.`);

  // The outbox and the audit log show what happened.
  await page.reload();
  await expect(page.getByRole("cell", { name: "template_test" }).first()).toBeVisible();
  const audit = page.locator("div[data-slot=card]").filter({ has: page.getByRole("heading", { name: "Audit log" }) });
  await expect(audit.getByText("Sent a welcome test mail").first()).toBeVisible();
  await expect(audit.getByText("Added 100 credits").first()).toBeVisible();
  await personContext.close();
});

test("[ADMIN][DENIED]: a person without the role is told 'Access Denied' and sent to the dashboard", async ({ page }) => {
  await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/admin");
  await expect(page.getByText("Access Denied")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("[NEWSLETTER][UNSUBSCRIBE]: the newsletter's unsubscribe link works without a session and turns the toggle off in Settings", async ({
  page,
  browser,
  adminRequest,
  waitForMail,
}) => {
  // The weekly newsletter as a recipient gets it: the admin's test mail of the weekly_promo template.
  await signInViaApi(page, { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD });
  const patched = await adminRequest.patch("/api/me", { data: { newsletterSubscribed: true } });
  expect(patched.ok()).toBe(true);
  const sent = await adminRequest.post("/api/admin/templates/weekly_promo/test");
  expect(sent.ok()).toBe(true);
  const mail = await waitForMail(E2E_ADMIN_EMAIL, (m) => /\/unsubscribe\?token=/.test(m.text));
  const link = linkFromMail(mail, `${E2E_BASE_URL}/unsubscribe`);

  // Opened in a browser with no session at all.
  const stranger = await browser.newContext();
  const tab = await stranger.newPage();
  await tab.goto(link);
  await expect(tab.getByRole("heading", { name: "Unsubscribe from the newsletter" })).toBeVisible();
  await tab.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(tab.getByText("You are unsubscribed.")).toBeVisible();
  await stranger.close();

  await page.goto("/settings");
  await expect(page.getByRole("switch", { name: "Weekly Newsletter" })).not.toBeChecked();
});
