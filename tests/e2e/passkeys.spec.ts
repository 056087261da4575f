import type { CDPSession, Page } from "@playwright/test";
import { E2E_BASE_URL, expect, signUpViaApi, test } from "./fixtures";
import { screenshotsAt } from "./screenshots";

// [PASSKEY] (issue #18): a passkey is added in Settings under a name, signs the person in on /auth after
// signing out, and once removed signs nobody in. The authenticator is Chromium's virtual one (WebAuthn
// over CDP): a platform authenticator with resident keys and user verification, as a phone or laptop has.

const SCREENSHOTS = "tests/.artifacts/passkey-screenshots";

async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function signOut(page: Page): Promise<void> {
  const res = await page.request.post("/api/auth/sign-out", { headers: { Origin: E2E_BASE_URL }, data: {} });
  expect(res.ok()).toBe(true);
}

test("[PASSKEY][LIFECYCLE]: add a passkey in Settings, sign out, sign in with it on /auth, remove it", async ({ page, allowConsoleError }) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const user = await signUpViaApi(page, { onboardingCompleted: true });

  await page.goto("/settings");
  const card = page.locator("[data-slot=card]", { has: page.getByText("Passkeys", { exact: true }) });
  await expect(card.getByText("You have no passkeys.")).toBeVisible();
  await card.getByRole("button", { name: "Add passkey" }).click();
  await expect(card.getByText("Give the passkey a name")).toBeVisible();
  await card.getByLabel("Passkey name").fill("Work laptop");
  await card.getByRole("button", { name: "Add passkey" }).click();
  await expect(page.getByText("Passkey Work laptop added")).toBeVisible();
  await expect(card.getByTestId("passkey-row")).toHaveCount(1);
  await expect(card.getByTestId("passkey-row")).toContainText("Work laptop");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  expect(credentials[0]!.rpId).toBe("localhost");
  await screenshotsAt(page, SCREENSHOTS, "settings-passkeys", card);

  await signOut(page);
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Welcome back!")).toBeVisible();
  const me = (await (await page.request.get("/api/me")).json()) as { email: string };
  expect(me.email).toBe(user.email);

  await page.goto("/settings");
  await card.getByRole("button", { name: "Remove the passkey Work laptop" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Remove Work laptop?" })).toBeVisible();
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Passkey Work laptop removed")).toBeVisible();
  await expect(card.getByText("You have no passkeys.")).toBeVisible();

  // The authenticator still holds the key; the server no longer knows it.
  await signOut(page);
  allowConsoleError(/status of 401/);
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByText("Passkey not found")).toBeVisible();
  expect((await page.request.get("/api/me")).status()).toBe(401);
});
