import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { expect, signUpViaApi, test } from "./fixtures";

// [PROJECT_INFO] (issue #34 item 1): a new name and version saved in Project Information reach the plugin's
// files as a new version: the code, the history and the downloaded ZIP say so.

const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots-versions";

/** The chat side with Project Information open, at 1280 and 375 px (at 375 the chat is a tab of its own). */
async function formShots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    if (width === 375) await page.getByRole("tab", { name: "Chat" }).click();
    const trigger = page.getByRole("button", { name: "Project Information" });
    if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
    await expect(page.getByLabel("Plugin name")).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("[PROJECT_INFO][RENAME]: renaming to 'Nora Contact Form' 2.0.0 writes the main file's header as a new version, and the ZIP says so", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, { onboardingCompleted: true });
  const headers = { Origin: baseURL! };
  const plugin = await (await page.request.post("/api/plugins", { headers, data: {} })).json();
  const turn = await page.request.post(`/api/plugins/${plugin.id}/generate`, { headers, data: { message: "a contact form with e-mail notifications" } });
  expect(await turn.text()).toContain("event: done");

  await page.goto(`/builder?id=${plugin.id}`);
  const trigger = page.getByRole("button", { name: "Project Information" });
  await trigger.click();
  await page.getByLabel("Plugin name").fill("Nora Contact Form");
  await page.getByLabel("Version").fill("2.0.0");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nora Contact Form");
  await expect(page.getByText("v2.0.0")).toBeVisible();
  await expect(page.getByLabel("Version")).toHaveValue("2.0.0");
  await formShots(page, "project-info-saved");

  // The main file's header says so, and the history has the save as version 2.
  await page.getByRole("tab", { name: /Code/ }).click();
  await expect(page.getByTestId("code-viewer")).toContainText("Plugin Name: Nora Contact Form");
  await expect(page.getByTestId("code-viewer")).toContainText(/Version:\s+2\.0\.0/);
  await page.getByRole("tab", { name: "History" }).click();
  await expect(page.getByTestId("version-item").first()).toContainText("Version 2");
  await expect(page.getByTestId("version-item").first()).toContainText("Saved project information");
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    // At 375 px chat and preview are tabs: the Code tab is on the preview side.
    if (width === 375) await page.getByRole("tab", { name: "Preview" }).first().click();
    await page.getByRole("tab", { name: /Code/ }).click();
    await expect(page.getByTestId("code-viewer")).toContainText("Plugin Name: Nora Contact Form");
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/project-info-code-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // A version that is not higher is refused, and the person is told why.
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  await page.getByLabel("Version").fill("1.5.0");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Version 1.5.0 is not higher than 2.0.0", { exact: false })).toBeVisible();
  await formShots(page, "project-info-refused");
  await expect(page.getByText("v2.0.0")).toBeVisible();

  const download = await page.request.post(`/api/plugins/${plugin.id}/download`, { headers, data: {} });
  expect(download.status()).toBe(200);
  const zip = unzipSync(new Uint8Array(await download.body()));
  const main = Object.entries(zip).find(([path]) => /^contact-form\/[^/]+\.php$/.test(path) && new TextDecoder().decode(zip[path]!).includes("Plugin Name:"));
  expect(main, Object.keys(zip).join(", ")).toBeDefined();
  const text = new TextDecoder().decode(main![1]);
  expect(text).toMatch(/Plugin Name:\s+Nora Contact Form/);
  expect(text).toMatch(/Version:\s+2\.0\.0/);
});
