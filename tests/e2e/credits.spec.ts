import { expect, signUpViaApi, test } from "./fixtures";

test("[CREDITS][LIVE]: a balance change made elsewhere shows on the open dashboard without a reload", async ({ page, baseURL }) => {
  await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/dashboard");
  const badge = page.getByRole("banner").or(page.locator("main")).getByText("10 credits", { exact: true }).first();
  await expect(badge).toBeVisible();

  // Another tab of the same person runs a turn through the API: one credit is spent on the server.
  const headers = { Origin: baseURL! };
  const plugin = await (await page.request.post("/api/plugins", { headers, data: {} })).json();
  const turn = await page.request.post(`/api/plugins/${plugin.id}/generate`, { headers, data: { message: "a greeting shortcode" } });
  expect(await turn.text()).toContain("event: done");

  // No reload, no focus event: the server's event stream brings the new balance.
  await expect(page.locator("main").getByText("9 credits", { exact: true }).first()).toBeVisible({ timeout: 5_000 });
  await expect(page.locator("main").getByText("10 credits", { exact: true })).toHaveCount(0);
});
