// Screenshots of the account pages at 1280 and 375 px, for looking at what we built.
// Usage: node scripts/screenshots.mjs [baseURL] [outDir]   (the app must be running at baseURL)
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://localhost:3000";
const out = process.argv[3] ?? "tests/.artifacts/screenshots";
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const email = `shots-${Date.now()}@plugsmith.test`;
for (const width of [1280, 375]) {
  const context = await browser.newContext({ viewport: { width, height: width > 600 ? 860 : 812 }, locale: "en-US" });
  const page = await context.newPage();
  await page.goto(`${base}/auth`);
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${out}/auth-${width}.png`, fullPage: true });
  const headers = { Origin: base };
  const body = { name: "Ann Lee", fullName: "Ann Lee", email: `${width}-${email}`, password: "secret-123" };
  await page.request.post(`${base}/api/auth/sign-up/email`, { data: body, headers });
  await page.goto(`${base}/welcome`);
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${out}/welcome-${width}.png`, fullPage: true });
  await page.request.patch(`${base}/api/me`, { data: { onboardingCompleted: true }, headers });
  for (const path of ["/settings", "/dashboard", "/", "/pricing", "/no-such-page"]) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `${out}${path === "/" ? "/home" : path}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
