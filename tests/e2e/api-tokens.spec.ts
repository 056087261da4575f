import { expect, signUpViaApi, test } from "./fixtures";

// [API_TOKENS] (issue #18): Settings makes a personal token, shows it once, lists it by its prefix, and
// revokes it; the token works for the plugin API from a script and stops working once revoked.

test("[API_TOKENS]: create a token in Settings, use it from a script, revoke it", async ({ page, playwright, baseURL }) => {
  await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/settings");
  const card = page.locator("[data-slot=card]", { has: page.getByText("API tokens", { exact: true }) });
  await expect(card.getByText("You have no API tokens.")).toBeVisible();

  await card.getByRole("button", { name: "Create token" }).click();
  await expect(card.getByText("Name is required")).toBeVisible();

  await card.getByLabel("Token name").fill("Deploy script");
  await card.getByLabel("Expires after").selectOption("7");
  await card.getByRole("button", { name: "Create token" }).click();
  const shown = card.getByTestId("new-api-token");
  await expect(shown).toHaveText(/^pst_[A-Za-z0-9_-]{43}$/);
  const token = (await shown.textContent())!;
  await expect(card.getByTestId("api-token-row")).toHaveCount(1);
  await expect(card.getByTestId("api-token-row")).toContainText("Deploy script");
  await expect(card.getByTestId("api-token-row")).toContainText(`${token.slice(0, 12)}…`);
  await expect(card.getByTestId("api-token-row")).toContainText("never used");

  // A script: no cookies, only the token.
  const script = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  const created = await script.post("/api/plugins", { data: { name: "From a script" } });
  expect(created.status()).toBe(201);
  expect((await script.get("/api/me")).status()).toBe(403);

  await card.getByRole("button", { name: "Done" }).click();
  await expect(shown).toHaveCount(0);
  await page.reload();
  await expect(card.getByTestId("api-token-row")).toContainText(/last used/);

  await card.getByRole("button", { name: "Revoke the token Deploy script" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Revoke Deploy script?" })).toBeVisible();
  await dialog.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText("Deploy script was revoked")).toBeVisible();
  await expect(card.getByText("You have no API tokens.")).toBeVisible();
  expect((await script.get("/api/plugins")).status()).toBe(401);
  await script.dispose();
});
