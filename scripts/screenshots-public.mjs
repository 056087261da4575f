// Screenshots of the public pages (signed out) at 1280 and 375 px, for looking at what we built.
// Usage: node scripts/screenshots-public.mjs [baseURL] [outDir] [path ...]   (the app must be running)
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://localhost:3000";
const out = process.argv[3] ?? "tests/.artifacts/screenshots/public";
const paths = process.argv.length > 4 ? process.argv.slice(4) : [
  "/",
  "/wordpress-plugin-builder-no-code",
  "/pricing",
  "/blog",
  "/blog/10-wordpress-plugin-ideas-no-coding",
  "/terms",
  "/blog/no-such-article",
];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
for (const width of [1280, 375]) {
  const context = await browser.newContext({ viewport: { width, height: width > 600 ? 860 : 812 }, locale: "en-US" });
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState("networkidle");
    const name = path === "/" ? "home" : path.slice(1).replace(/\//g, "_");
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
