import type { Page } from "@playwright/test";
import { CREDITS } from "../../src/shared/constants";
import { startFakeConnectorSite, type FakeConnectorSite } from "../fakes/connector-site";
import { E2E_BASE_URL, expect, signUpViaApi, test } from "./fixtures";
import { screenshotsAt } from "./screenshots";

// [SITES] Ship to my site (issue #37): pair a WordPress site (the fake connector, tests/fakes/connector-site.ts, speaking
// protocol.ts) from Settings → Sites with its one-time code, then install the builder's current version on it and read
// the site's answer. Screenshots at 1280 and 375 px in /tmp/shots-sites/.

const SHOTS = "/tmp/shots-sites";
const headers = { Origin: E2E_BASE_URL };

let site: FakeConnectorSite;
test.beforeEach(async () => {
  site = await startFakeConnectorSite({ name: "Client bakery" });
});
test.afterEach(async () => {
  await site.close();
});

async function generatePlugin(page: Page, message: string): Promise<string> {
  const created = await page.request.post("/api/plugins", { headers, data: {} });
  const { id } = (await created.json()) as { id: string };
  const turn = await page.request.post(`/api/plugins/${id}/generate`, { headers, data: { message } });
  expect(await turn.text()).toContain("event: done");
  return id;
}

const balanceOf = async (page: Page) => ((await (await page.request.get("/api/me")).json()) as { credits: { balance: number } }).credits.balance;

test("[SITES]: pair a site with its code in Settings, install the current version from the builder, see the site's answer", async ({ page, adminRequest }) => {
  test.setTimeout(150_000);
  const me = await signUpViaApi(page, { onboardingCompleted: true });
  // Enough for two installs (the sign-up bonus pays one).
  expect((await adminRequest.post(`/api/admin/users/${me.response.user.id}/credits`, { data: { amount: 20 } })).status()).toBe(200);
  const pluginId = await generatePlugin(page, "a contact form with e-mail notifications");

  await page.goto("/settings");
  const card = page.locator("#sites");
  await expect(card.getByText("No sites paired yet.")).toBeVisible();
  await card.getByLabel("Site address").fill(site.url);
  await card.getByRole("button", { name: "Add a site" }).click();
  const code = card.getByTestId("pairing-code");
  await expect(code).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(card.getByText("Settings → Plugsmith Connector")).toBeVisible();
  await screenshotsAt(page, SHOTS, "settings-pairing-code", card);

  // Pair before the code is entered on the site: the site refuses, and says why.
  await card.getByRole("button", { name: "Pair", exact: true }).click();
  await expect(card.getByRole("alert")).toContainText("refused to pair");
  expect(site.paired()).toBeNull();
  // The site's administrator enters the code in wp-admin; then Pair.
  site.enterCode((await code.textContent())!);
  await card.getByRole("button", { name: "Pair", exact: true }).click();
  await expect(page.getByText("Client bakery is paired")).toBeVisible();
  const row = card.getByTestId("site-row");
  await expect(row).toContainText("Client bakery");
  await expect(row).toContainText(site.url);
  await expect(row).toContainText("WordPress 6.8.1 · PHP 8.3.9");
  await expect(row).toContainText("last contact");
  expect(site.paired()).not.toBeNull();
  await screenshotsAt(page, SHOTS, "settings-paired", card);

  const start = await balanceOf(page);
  await page.goto(`/builder?id=${pluginId}`);
  await page.getByRole("button", { name: "Install on a site…" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Install on a site" })).toBeVisible();
  await expect(dialog.getByTestId("install-price")).toHaveText(`Costs ${CREDITS.downloadCost} credits, as a download does (once per version).`);
  await expect(dialog.getByLabel("Site")).toContainText("Client bakery");
  await screenshotsAt(page, SHOTS, "builder-install-dialog");
  await dialog.getByRole("button", { name: "Install", exact: true }).click();
  const result = dialog.getByTestId("install-result");
  await expect(result).toContainText("Installed and activated", { timeout: 30_000 });
  await expect(result).toContainText("active");
  await expect(result).toContainText("WordPress 6.8.1 · PHP 8.3.9");
  await expect(result).toContainText(`${CREDITS.downloadCost} credits were charged.`);
  await screenshotsAt(page, SHOTS, "builder-install-result");
  expect(await balanceOf(page)).toBe(start - CREDITS.downloadCost);
  // At 375 px the header's buttons leave the plugin's name room to be read (the balance shows its number only).
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 812 });
  const name = page.locator("header h1");
  await expect.poll(async () => (await name.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(80);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect([...site.plugins.values()]).toEqual([expect.objectContaining({ active: true })]);

  // The same version again: free.
  await page.getByRole("button", { name: "Install on a site…" }).click();
  await expect(page.getByRole("dialog").getByTestId("install-price")).toHaveText("Free — already paid for this version.");
  await page.keyboard.press("Escape");

  // Version 2 from a script, then "Roll back" in Settings restores version 1, free.
  const turn = await page.request.post(`/api/plugins/${pluginId}/generate`, { headers, data: { message: "add a REST endpoint" } });
  expect(await turn.text()).toContain("event: done");
  const siteId = ((await (await page.request.get("/api/sites")).json()) as { sites: Array<{ id: string }> }).sites[0]!.id;
  expect((await page.request.post(`/api/plugins/${pluginId}/versions/2/install`, { headers, data: { siteId } })).status()).toBe(202);
  await page.goto("/settings");
  const plugin = page.locator("#sites").getByTestId("site-plugin");
  await expect(plugin).toContainText("version 2", { timeout: 30_000 });
  const afterTwo = await balanceOf(page);
  await screenshotsAt(page, SHOTS, "settings-site-plugin", page.locator("#sites"));
  await plugin.getByRole("button", { name: "Roll back" }).click();
  await expect(plugin).toContainText("version 1", { timeout: 30_000 });
  await expect(plugin.getByRole("button", { name: "Roll back" })).toHaveCount(0);
  expect(await balanceOf(page)).toBe(afterTwo);
});
