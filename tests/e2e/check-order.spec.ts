import { zipSync } from "fflate";
import { WORDPRESS_CHECK_TIMEOUT } from "../support/e2e-env";
import { expect, signUpViaApi, test } from "./fixtures";

// [CHECKS][ORDER] (issue #34): the check report reads blocking errors first. A file whose path sorts first
// holds only a warning (it prints when opened directly); the main file holds an error (eval): the main
// file's group, its error first, comes before the warning's.

test("[CHECKS][ORDER]: the checks panel lists the file with an error before the file with only a warning", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(WORDPRESS_CHECK_TIMEOUT);
  await signUpViaApi(page, { onboardingCompleted: true });
  const main = [
    "<?php",
    "/**",
    " * Plugin Name: Order Check",
    " * Version: 1.0.0",
    " */",
    "",
    "defined( 'ABSPATH' ) || exit;",
    "",
    "function order_check_total( $code ) {",
    "\treturn eval( $code );",
    "}",
    "",
  ].join("\n");
  const zip = zipSync({
    "order-check/a-notes.php": new TextEncoder().encode("<?php\necho 'Order notes';\n"),
    "order-check/order-check.php": new TextEncoder().encode(main),
  });
  const imported = await page.request.post("/api/plugins/import", {
    headers: { Origin: baseURL! },
    multipart: { file: { name: "order-check.zip", mimeType: "application/zip", buffer: Buffer.from(zip) } },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const { plugin } = await imported.json();

  await page.goto(`/plugin-editor?id=${plugin.id}`);
  await page.getByRole("tab", { name: "History" }).click();
  const report = page.getByTestId("version-checks");
  await expect(report).toHaveAttribute("data-status", "failed", { timeout: WORDPRESS_CHECK_TIMEOUT });
  const groups = report.getByTestId("check-file");
  await expect(groups.first().locator("h4")).toHaveText("order-check.php");
  await expect(groups.first().getByTestId("check-finding").first()).toContainText("Error");
  await expect(groups.nth(1).locator("h4")).toHaveText("a-notes.php");
  await expect(groups.nth(1).getByTestId("check-finding").first()).toContainText("Runs code when the file is opened directly");
  await page.screenshot({ path: testInfo.outputPath("check-order-1280.png"), fullPage: false });
  await page.setViewportSize({ width: 375, height: 800 });
  // On a phone the editor shows the chat or the preview pane: the report is in the preview pane's History tab.
  await page.getByRole("tab", { name: "Preview" }).first().click();
  await page.getByRole("tab", { name: "History" }).click();
  await expect(groups.first().locator("h4")).toHaveText("order-check.php");
  await page.screenshot({ path: testInfo.outputPath("check-order-375.png"), fullPage: false });
});
