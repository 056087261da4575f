import type { Page } from "@playwright/test";
import { INVITED_START_CREDITS } from "../../src/shared/constants";
import { E2E_AI_BASE_URL, E2E_OIDC_ISSUER } from "../support/e2e-env";
import { E2E_BASE_URL, expect, signInViaApi, signUpViaApi, test, uniqueEmail } from "./fixtures";
import { screenshotsAt } from "./screenshots";

// [AUTH][PROVIDERS] (issue #18): /auth offers a button per configured provider and none without one;
// the first app server signs in with a real OpenID Connect provider (tests/fakes/e2e-oidc-server.ts),
// whose login page takes `verified:<address>` or `unverified:<address>` as the login name.

const SCREENSHOTS = "tests/.artifacts/sign-in-provider-screenshots";

/** The provider's own pages load a web font; offline, they get an empty style sheet instead. */
async function offlineProviderPages(page: Page) {
  await page.route("https://fonts.googleapis.com/**", (route) => route.fulfill({ status: 200, contentType: "text/css", body: "" }));
}

/** At the provider: sign in as `login` (unless the provider remembers someone) and consent. */
async function atProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${E2E_OIDC_ISSUER}/interaction/`));
  const loginField = page.locator("input[name=login]");
  if (await loginField.isVisible()) {
    await loginField.fill(login);
    await page.locator("input[name=password]").fill("any password");
    await page.getByRole("button", { name: "Sign-in" }).click();
  }
  await page.getByRole("button", { name: "Continue" }).click();
}

/** Forgets the person the provider remembers, so the next round trip asks who signs in. */
async function leaveProvider(page: Page) {
  await page.context().clearCookies({ domain: "127.0.0.1" });
}

test("[AUTH][PROVIDERS][NONE]: a server without providers shows no provider button; a configured one shows its own", async ({ page }) => {
  await page.goto(`${E2E_AI_BASE_URL}/auth`);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Continue with/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Create Your Account" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Continue with|passkey/ })).toHaveCount(0);

  await page.goto(`${E2E_BASE_URL}/auth`);
  await expect(page.getByRole("button", { name: "Continue with Test SSO" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Continue with/ })).toHaveCount(1);
  await screenshotsAt(page, SCREENSHOTS, "auth-sign-in");
});

test("[AUTH][PROVIDERS][OIDC]: sign up through the provider; an existing address is refused, then connected from Settings and removed", async ({
  page,
}) => {
  await offlineProviderPages(page);

  // A new person: the provider vouches for the address, the account is made and onboarding starts.
  const newcomer = uniqueEmail("oidc-newcomer");
  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue with Test SSO" }).click();
  await atProvider(page, `verified:${newcomer}`);
  await expect(page).toHaveURL(/\/welcome$/);
  expect(((await (await page.request.get("/api/me")).json()) as { email: string }).email).toBe(newcomer);
  await page.request.post("/api/auth/sign-out", { headers: { Origin: E2E_BASE_URL }, data: {} });
  await leaveProvider(page);

  // Someone whose address already has an account, coming with an address the provider has not verified.
  const owner = await signUpViaApi(page, { email: uniqueEmail("oidc-owner"), onboardingCompleted: true });
  await page.request.post("/api/auth/sign-out", { headers: { Origin: E2E_BASE_URL }, data: {} });
  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue with Test SSO" }).click();
  await atProvider(page, `unverified:${owner.email}`);
  await expect(page).toHaveURL(/\/auth\?error=account_not_linked$/);
  await expect(page.getByTestId("provider-error")).toContainText("An account with this e-mail address already exists");
  expect((await page.request.get("/api/me")).status()).toBe(401);
  await screenshotsAt(page, SCREENSHOTS, "auth-provider-error");
  await leaveProvider(page);

  // Signed in with the password, the owner connects the provider (which now vouches for the address).
  await signInViaApi(page, owner);
  await page.goto("/settings");
  const card = page.locator("[data-slot=card]", { has: page.getByText("Connected identities", { exact: true }) });
  await expect(card.getByTestId("identity-row")).toHaveCount(1);
  await expect(card.getByTestId("identity-row")).toContainText("Your only way to sign in");
  await card.getByRole("button", { name: "Connect Test SSO" }).click();
  await atProvider(page, `verified:${owner.email}`);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText("Test SSO is connected")).toBeVisible();
  await expect(card.getByTestId("identity-row")).toHaveCount(2);
  await expect(card.getByTestId("identity-row").nth(1)).toContainText("Test SSO");
  await expect(card.getByRole("button", { name: "Remove Password as a way to sign in" })).toHaveCount(0);
  await screenshotsAt(page, SCREENSHOTS, "settings-identities", card);

  await card.getByRole("button", { name: "Remove Test SSO as a way to sign in" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Remove Test SSO?" })).toBeVisible();
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Test SSO was removed")).toBeVisible();
  await expect(card.getByTestId("identity-row")).toHaveCount(1);
  await expect(card.getByRole("button", { name: "Connect Test SSO" })).toBeVisible();
});

test("[AUTH][PROVIDERS][NO_PASSWORD]: an invited sign-up through the provider gets the invitation; the account deletes itself without a password", async ({
  page,
}) => {
  await offlineProviderPages(page);
  await signUpViaApi(page, { email: uniqueEmail("oidc-inviter"), onboardingCompleted: true });
  const { inviteCode } = (await (await page.request.get("/api/me")).json()) as { inviteCode: string };
  await page.request.post("/api/auth/sign-out", { headers: { Origin: E2E_BASE_URL }, data: {} });

  // Not rewarded between two browsers of one address (auth.spec.ts [AUTH][INVITATION]): the invitee comes
  // through "our proxy" from another one.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.78" });
  const email = uniqueEmail("oidc-leaver");
  await page.goto(`/auth?ref=${inviteCode}`);
  await page.getByRole("button", { name: "Continue with Test SSO" }).click();
  await atProvider(page, `verified:${email}`);
  await expect(page).toHaveURL(/\/welcome$/);
  const me = (await (await page.request.get("/api/me")).json()) as { email: string; credits: { balance: number } };
  expect(me).toMatchObject({ email, credits: { balance: INVITED_START_CREDITS } });

  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText("Your account has no password, so this works within 10 minutes of signing in.")).toBeVisible();
  await expect(dialog.getByLabel("Password")).toHaveCount(0);
  await screenshotsAt(page, SCREENSHOTS, "settings-delete-no-password", dialog);
  await dialog.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/me")).status()).toBe(401);
});
