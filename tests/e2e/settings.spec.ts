import { totpCode } from "../support/totp";
import { expect, signInViaApi, signUpViaApi, test } from "./fixtures";

// [SETTINGS]: the newsletter preference is stored only on save; the public display name; sign out
// everywhere; deleting the account (password confirmed) ends it for good.

test("[SETTINGS][NEWSLETTER]: switching the newsletter off is kept after Save Changes and a reload", async ({ page }) => {
  await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/settings");
  const newsletter = page.getByRole("switch", { name: "Weekly Newsletter" });
  await expect(newsletter).toBeChecked();

  await newsletter.click();
  await expect(newsletter).not.toBeChecked();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("switch", { name: "Weekly Newsletter" })).not.toBeChecked();
});

test("[SETTINGS][NEWSLETTER_UNSAVED]: a switch change that is not saved is not stored", async ({ page }) => {
  await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/settings");
  await page.getByRole("switch", { name: "Weekly Newsletter" }).click();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Weekly Newsletter" })).toBeChecked();
});

test("[SETTINGS][DELETE_ACCOUNT]: the password is asked for; after confirming, the user lands on / and cannot sign in again", async ({ page }) => {
  const user = await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/settings");
  await expect(page.getByLabel("Email")).toHaveValue(user.email);

  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Delete your account?" })).toBeVisible();
  const confirm = dialog.getByRole("button", { name: "Yes, delete my account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Password", { exact: true }).fill("not-my-password");
  await confirm.click();
  await expect(dialog.getByText("The password is not correct.", { exact: true })).toBeVisible();
  await dialog.getByLabel("Password", { exact: true }).fill(user.password);
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Account deleted")).toBeVisible();

  await page.goto("/auth");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Invalid email or password", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("[SETTINGS][DISPLAY_NAME]: the public display name starts as the first name and a new one is kept", async ({ page }) => {
  await signUpViaApi(page, { onboardingCompleted: true, fullName: "Ada Lovelace" });
  await page.goto("/settings");
  const field = page.getByLabel("Public display name");
  await expect(field).toHaveValue("Ada");

  await field.fill("   ");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Use 1 to 50 characters, without control characters.")).toBeVisible();

  await field.fill("  Ada the Builder ");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Display name saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Public display name")).toHaveValue("Ada the Builder");
});

test("[SETTINGS][SIGN_OUT_EVERYWHERE]: every browser of the account is signed out, this one included", async ({ page, browser, baseURL }) => {
  const user = await signUpViaApi(page, { onboardingCompleted: true });
  const laptop = await browser.newContext({ baseURL });
  try {
    const other = await laptop.newPage();
    await other.goto("/");
    await signInViaApi(other, user);
    await other.goto("/dashboard");
    await expect(other).toHaveURL(/\/dashboard$/);

    await page.goto("/settings");
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page.getByText("Signed out everywhere")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await other.goto("/dashboard");
    await expect(other).toHaveURL(/\/auth$/);
  } finally {
    await laptop.close();
  }
});

test("[SETTINGS][SESSIONS]: active sessions list each device; signing out the other one ends only that session", async ({ page, browser, baseURL }) => {
  const user = await signUpViaApi(page, { onboardingCompleted: true });
  const laptop = await browser.newContext({ baseURL, userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0" });
  try {
    const other = await laptop.newPage();
    await other.goto("/");
    await signInViaApi(other, user);

    await page.goto("/settings");
    const rows = page.getByTestId("session-row");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("This device");
    await expect(rows.nth(1)).toContainText("Firefox on Windows");
    await expect(rows.nth(1)).toContainText("last seen");

    await page.getByRole("button", { name: "Sign out Firefox on Windows" }).click();
    await expect(page.getByText("That session was signed out")).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Sign out all other sessions" })).toBeDisabled();

    await other.goto("/dashboard");
    await expect(other).toHaveURL(/\/auth$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
  } finally {
    await laptop.close();
  }
});

test("[SETTINGS][GUARD]: a signed-out visitor of /settings is sent to /auth", async ({ page }) => {
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth$/);
});

test("[SETTINGS][TWO_FACTOR]: turning on two-factor asks for a code at sign-in; a backup code works; it can be turned off", async ({ page }) => {
  const user = await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/settings");
  await page.getByRole("button", { name: "Enable" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Password", { exact: true }).fill(user.password);
  await dialog.getByRole("button", { name: "Continue" }).click();

  await expect(dialog.getByRole("heading", { name: "Scan the QR code" })).toBeVisible();
  await expect(dialog.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await dialog.locator("code").innerText()).replace(/\s+/g, "");
  await dialog.getByLabel("6-digit code").fill(totpCode(secret));
  await dialog.getByRole("button", { name: "Verify and turn on" }).click();

  await expect(dialog.getByRole("heading", { name: "Save your backup codes" })).toBeVisible();
  const backupCode = (await dialog.getByRole("listitem").first().innerText()).trim();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText("Two-factor authentication is on.", { exact: false })).toBeVisible();

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/auth");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Two-Factor Authentication" })).toBeVisible();
  await page.getByRole("button", { name: "Use a backup code instead" }).click();
  await page.getByLabel("Backup code").fill(backupCode);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/settings");
  await page.getByRole("button", { name: "Disable" }).click();
  await page.getByRole("dialog").getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("dialog").getByRole("button", { name: "Disable" }).click();
  await expect(page.getByText("Two-factor authentication is off.")).toBeVisible();
});
