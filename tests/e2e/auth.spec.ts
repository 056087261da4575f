import { CREDITS, INVITED_START_CREDITS } from "../../src/shared/constants";
import { ACCOUNTS } from "../../src/shared/constants";
import { DEFAULT_PASSWORD, expect, linkFromMail, signUpViaApi, test, uniqueEmail, walkOnboardingSlides, type ReceivedMail } from "./fixtures";
import type { Page } from "@playwright/test";
import { screenshotsAt } from "./screenshots";

const SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? "tests/.artifacts/auth-screenshots";

// [AUTH]: sign-up with onboarding, sign-out and sign-in, password reset through the e-mailed link,
// and an invited sign-up. Everything goes through the UI except the set-up of existing accounts.

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

const isConfirmation = (mail: ReceivedMail) => mail.text.includes("/api/auth/verify-email");

async function finishOnboardingWithFree(page: Page) {
  await expect(page).toHaveURL(/\/welcome$/);
  await walkOnboardingSlides(page);
  await expect(page.getByRole("heading", { name: "Choose Your Path" })).toBeVisible();
  await page.getByRole("button", { name: "Start for free" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("[AUTH][SIGN_UP]: a new account goes through onboarding, confirms its address from the mail and gets the sign-up credits", async ({ page, waitForMail }) => {
  const email = uniqueEmail("signup");
  await page.goto("/auth");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create Your Account" })).toBeVisible();

  await page.getByLabel("Full Name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created!")).toBeVisible();
  await expect(page.getByText(`A new address then receives ${CREDITS.signUpBonus} free credits.`, { exact: false })).toBeVisible();

  await finishOnboardingWithFree(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(email);
  // The credits wait for the confirmed address (issue #9): the banner says so until the link is opened.
  const banner = page.getByTestId("verify-email-banner");
  await expect(banner).toContainText("Please confirm your e-mail address");
  await expect(page.getByText("0 credits", { exact: true })).toBeVisible();
  await page.goto(linkFromMail(await waitForMail(email, isConfirmation), `${new URL(page.url()).origin}/api/auth/verify-email`));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner).toBeHidden();
  await expect(page.getByText(`${CREDITS.signUpBonus} credits`, { exact: true })).toBeVisible();
  // The confirmation says what it granted.
  await expect(page.getByText("E-mail address confirmed")).toBeVisible();
  await expect(page.getByText(`You received ${CREDITS.signUpBonus} welcome credits.`)).toBeVisible();

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();

  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await signInThroughForm(page, email, DEFAULT_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Welcome back!")).toBeVisible();
});

test("[AUTH][VALIDATION]: the sign-up form explains what is wrong before anything is sent", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByLabel("Password", { exact: true }).fill("123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please enter your full name")).toBeVisible();
  await expect(page.getByText("Please enter a valid e-mail address")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Password must be at least" })).toBeVisible();
  // The rule shows once: the message takes the hint's place (issue #34 item 12).
  await expect(page.getByText(/^Password must be at least/)).toHaveCount(1);
  await expect(page).toHaveURL(/\/auth$/);
});

test("[AUTH][WRONG_PASSWORD]: a refused sign-in shows the server's message and stays on /auth", async ({ page }) => {
  const user = await signUpViaApi(page, { onboardingCompleted: true });
  await page.context().clearCookies();
  await page.goto("/auth");
  await signInThroughForm(page, user.email, "not-the-password");
  await expect(page.getByText("Invalid email or password", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("[AUTH][SIGN_IN_LOCK]: after 5 wrong passwords even the right one waits, with the minutes to wait", async ({ page }) => {
  const user = await signUpViaApi(page, { onboardingCompleted: true });
  await page.context().clearCookies();
  await page.goto("/auth");
  for (let i = 0; i < ACCOUNTS.signInFailuresBeforeLock; i++) {
    await signInThroughForm(page, user.email, `wrong-password-${i}`);
    await expect(page.getByText("Invalid email or password", { exact: true }).last()).toBeVisible();
  }
  await signInThroughForm(page, user.email, user.password);
  await expect(
    page.getByText(`Too many failed sign-in attempts. Try again in ${ACCOUNTS.signInLockMinutes} minutes.`, { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("[AUTH][VERIFY_RESEND]: an unconfirmed account resends the link from the dashboard banner and confirms with it", async ({ page, readMails, waitForMail }) => {
  const user = await signUpViaApi(page, { onboardingCompleted: true, verify: false });
  await page.goto("/dashboard");
  const banner = page.getByTestId("verify-email-banner");
  await expect(banner).toContainText(user.email);
  await waitForMail(user.email, isConfirmation);
  await banner.getByRole("button", { name: "Resend link" }).click();
  await expect(page.getByText("Confirmation link sent")).toBeVisible();
  await expect.poll(async () => (await readMails(user.email)).filter(isConfirmation).length).toBe(2);

  const latest = (await readMails(user.email)).filter(isConfirmation)[0]!;
  await page.goto(linkFromMail(latest, `${new URL(page.url()).origin}/api/auth/verify-email`));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner).toBeHidden();
  await expect(page.getByText(`${CREDITS.signUpBonus} credits`, { exact: true })).toBeVisible();
  // The confirmation says what it granted.
  await expect(page.getByText("E-mail address confirmed")).toBeVisible();
  await expect(page.getByText(`You received ${CREDITS.signUpBonus} welcome credits.`)).toBeVisible();
});

test("[AUTH][RESET_PASSWORD]: the e-mailed link sets a new password that signs in", async ({ page, waitForMail }) => {
  const user = await signUpViaApi(page, { onboardingCompleted: true });
  await page.context().clearCookies();

  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reset Password" })).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Check your email")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();

  const mail = await waitForMail(user.email, (m) => /reset/i.test(m.subject));
  await page.goto(linkFromMail(mail));
  await expect(page).toHaveURL(/\/auth\?token=/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a New Password" })).toBeVisible();

  const newPassword = "a-brand-new-password";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText("Password updated")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();

  await signInThroughForm(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("[AUTH][EXPIRED_LINK]: a used or unknown reset link says so and offers a new one", async ({ page }) => {
  await page.goto("/auth?error=INVALID_TOKEN");
  await expect(page.getByRole("heading", { level: 1, name: "Reset Password" })).toBeVisible();
  await expect(page.getByText(/has expired or has already been used/)).toBeVisible();
});

test("[AUTH][SIGNED_IN]: a signed-in visitor of /auth goes to the dashboard", async ({ page }) => {
  await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("[AUTH][INVITATION]: an invited sign-up is welcomed and gets the invitation bonus once its address is confirmed", async ({ page, browser, baseURL, waitForMail }) => {
  await signUpViaApi(page, { onboardingCompleted: true });
  const me = (await (await page.request.get("/api/me")).json()) as { inviteCode: string };

  // Referrals between two browsers of one client address are not rewarded (issue #9), and every test
  // browser is 127.0.0.1: the invitee comes through "our proxy" from another address (the e2e server
  // runs with TRUST_PROXY_HOPS=1; requests without the header keep the socket address).
  const inviteeContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.77" } });
  const invitee = await inviteeContext.newPage();
  try {
    await invitee.goto(`/auth?ref=${me.inviteCode}`);
    await expect(invitee.getByRole("heading", { level: 1, name: "Accept Invitation" })).toBeVisible();
    await expect(invitee.getByText("Invitation received!")).toBeVisible();

    const email = uniqueEmail("invitee");
    await invitee.getByLabel("Full Name").fill("Invited Friend");
    await invitee.getByLabel("Email").fill(email);
    await invitee.getByLabel("Password", { exact: true }).fill(DEFAULT_PASSWORD);
    await invitee.getByRole("button", { name: "Create Account" }).click();
    await expect(invitee.getByText(`A new address then receives ${INVITED_START_CREDITS} credits, invitation bonus included`, { exact: false })).toBeVisible();

    await finishOnboardingWithFree(invitee);
    await expect(invitee.getByText("0 credits", { exact: true })).toBeVisible();
    await invitee.goto(linkFromMail(await waitForMail(email, isConfirmation), `${baseURL}/api/auth/verify-email`));
    await expect(invitee).toHaveURL(/\/dashboard$/);
    await expect(invitee.getByText(`${INVITED_START_CREDITS} credits`, { exact: true })).toBeVisible();
    await expect(
      invitee.getByText(`You received ${CREDITS.signUpBonus} welcome credits and an invitation bonus of ${CREDITS.referralInviteeBonus} credits.`),
    ).toBeVisible();
    // The inviter's card says what the friend earned them.
    await page.goto("/dashboard");
    await expect(page.getByTestId("referral-status")).toHaveText(`1 earned you ${CREDITS.referralReferrerBonus} credits.`);
  } finally {
    await inviteeContext.close();
  }
});

// Issue #34, item 6: from the inviter's own client address the invitation bonuses are withheld (issue #9);
// neither side is told otherwise, and both are told why.
test("[AUTH][INVITATION_SAME_ADDRESS]: an invitee from the inviter's address is told the bonus was withheld and why; so is the inviter", async ({
  page,
  browser,
  baseURL,
  waitForMail,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, { onboardingCompleted: true });
  const me = (await (await page.request.get("/api/me")).json()) as { inviteCode: string };
  // No X-Forwarded-For: the invitee is 127.0.0.1, the inviter's address.
  const inviteeContext = await browser.newContext({ baseURL });
  const invitee = await inviteeContext.newPage();
  try {
    await invitee.goto(`/auth?ref=${me.inviteCode}`);
    await expect(invitee.getByRole("heading", { level: 1, name: "Accept Invitation" })).toBeVisible();
    const email = uniqueEmail("same-address");
    await invitee.getByLabel("Full Name").fill("Same Address");
    await invitee.getByLabel("Email").fill(email);
    await invitee.getByLabel("Password", { exact: true }).fill(DEFAULT_PASSWORD);
    await invitee.getByRole("button", { name: "Create Account" }).click();
    await finishOnboardingWithFree(invitee);
    await invitee.goto(linkFromMail(await waitForMail(email, isConfirmation), `${baseURL}/api/auth/verify-email`));
    await expect(invitee).toHaveURL(/\/dashboard$/);
    await expect(invitee.getByText(`${CREDITS.signUpBonus} credits`, { exact: true })).toBeVisible();
    await expect(invitee.getByText(`You received ${CREDITS.signUpBonus} welcome credits.`)).toBeVisible();
    await expect(invitee.getByText("No invitation bonus")).toBeVisible();
    await expect(
      invitee.getByText("You signed up from the same network address as the friend who invited you, so neither of you gets the invitation bonus"),
    ).toBeVisible();
    await expect(invitee.getByText("invitation bonus of", { exact: false })).toHaveCount(0);
    await screenshotsAt(invitee, SCREENSHOTS, "referral-same-address-invitee");
  } finally {
    await inviteeContext.close();
  }

  await page.goto("/dashboard");
  await expect(page.getByText("1 friend joined")).toBeVisible();
  await expect(page.getByTestId("referral-status")).toHaveText("1 signed up from your own network address: no bonus for either of you.");
  await screenshotsAt(page, SCREENSHOTS, "referral-same-address-inviter", page.getByTestId("referral-status").locator("xpath=ancestor::*[2]"));
});

test("[AUTH][INVITATION_INVALID]: an unknown invite code still opens sign-up, with a notice", async ({ page }) => {
  await page.goto("/auth?ref=NOPE0000");
  await expect(page.getByRole("heading", { level: 1, name: "Create Your Account" })).toBeVisible();
  await expect(page.getByText("This invitation link is not valid.", { exact: false })).toBeVisible();
});
