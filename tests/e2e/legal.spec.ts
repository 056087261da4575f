import { CREDITS, TERMS } from "../../src/shared/constants";
import { expect, test } from "./fixtures";

test("[LEGAL]: the terms of purchase state the product's figures and switch to Swedish with the language", async ({ page }) => {
  await page.goto("/purchase-terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Purchase");
  const body = page.locator(".prose-content");
  await expect(body).toContainText(`${TERMS.withdrawalDays} days`);
  await expect(body).toContainText(`${TERMS.priceChangeNoticeDays} days`);
  await expect(body).toContainText(`${TERMS.purchaseInquiryBusinessDays} business days`);
  await expect(body).not.toContainText("{{");

  // The table of contents jumps to a section.
  const toc = page.getByRole("navigation", { name: "Contents" });
  const link = toc.getByRole("link").nth(5);
  const target = (await link.getAttribute("href"))!;
  await link.click();
  await expect(page.locator(`[id="${target.slice(1)}"]`)).toBeInViewport();

  await page.getByRole("banner").getByRole("button", { name: "Svenska" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Köpvillkor");
  await expect(page.getByRole("navigation", { name: "Innehåll" })).toBeVisible();
  await expect(page.locator(".prose-content")).toContainText(`${TERMS.withdrawalDays} dagar`);
});

test("[LEGAL]: the privacy policy and terms of service state the age limit and the GDPR answer time", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.locator(".prose-content")).toContainText(`${TERMS.gdprResponseDays} days`);
  await expect(page.locator(".prose-content")).toContainText(String(TERMS.minimumAge));
  await page.goto("/terms");
  await expect(page.locator(".prose-content")).toContainText(String(TERMS.minimumAge));
  await expect(page.locator(".prose-content")).toContainText(String(CREDITS.downloadCost));
});
