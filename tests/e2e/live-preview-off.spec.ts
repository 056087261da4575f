import { zipSync } from "fflate";
import { E2E_AI_BASE_URL } from "../support/e2e-env";
import { expect, signUpViaApi, test } from "./fixtures";

// [PREVIEW][OFF] (issue #15): on a server with live previews turned off (the second app server runs with
// PREVIEW_PORT=0), the Preview tab falls back to the mock and says why, with no Live WordPress switch; the
// editor shows 'Preview coming soon' for an imported plugin, which has no mock pages.

test.use({ baseURL: E2E_AI_BASE_URL });

test("[PREVIEW][OFF]: without live previews the builder shows the mock and says so; the editor says a preview is coming", async ({ page, allowConsoleError }, testInfo) => {
  test.setTimeout(60_000);
  // The open's 503 is logged by the browser as a failed resource; it is the answer this test expects.
  allowConsoleError(/status of 503/);
  await page.goto("/");
  await signUpViaApi(page, { onboardingCompleted: true, verify: false });
  const main = "<?php\n/**\n * Plugin Name: Quiet Footer\n * Version: 1.0.0\n */\n\nadd_action( 'wp_footer', function () {\n\techo '<p>Quiet</p>';\n} );\n";
  const imported = await page.request.post("/api/plugins/import", {
    headers: { Origin: E2E_AI_BASE_URL },
    multipart: { file: { name: "quiet-footer.zip", mimeType: "application/zip", buffer: Buffer.from(zipSync({ "quiet-footer/quiet-footer.php": new TextEncoder().encode(main) })) } },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const { plugin } = (await imported.json()) as { plugin: { id: string } };

  // The server answers the open with 503 preview_unavailable, once.
  const opens: number[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/versions/1/preview")) opens.push(response.status());
  });
  await page.goto(`/builder?id=${plugin.id}`);
  await expect(page.getByTestId("preview-source-note")).toHaveText("Mock preview: the live WordPress preview is turned off on this server.");
  await expect(page.getByRole("group", { name: "Preview source" })).toHaveCount(0);
  await expect(page.getByTestId("live-preview")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Activate Preview" })).toBeVisible();
  expect(opens).toEqual([503]);
  await page.screenshot({ path: testInfo.outputPath("preview-off-1280.png") });

  await page.goto(`/plugin-editor?id=${plugin.id}`);
  await expect(page.getByText("Preview coming soon")).toBeVisible();
  await expect(page.getByTestId("live-preview")).toHaveCount(0);
});
