import type { Page } from "@playwright/test";
import { BLOG_SLUGS } from "../../src/shared/routes";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, expect, signInViaApi, signUpViaApi, test } from "./fixtures";

// [CSP]: the app's Content-Security-Policy allows no inline script but the pages' own, by hash
// (decision 0044). Every main page loads, runs its scripts and reports no violation; the builder's mock
// preview, in a frame with a policy of its own, runs its marking script. A violation is a
// `securitypolicyviolation` event (collected below from every frame) and mostly a console error too,
// which fails any test by itself (fixtures.ts); one that a script catches (an eval probe) is only the event.

const GENERATION_TIMEOUT = 30_000;

interface Violation {
  frame: string;
  directive: string;
  blocked: string;
  source: string;
}

/** Collects the `securitypolicyviolation` events of every document the page and its frames load. */
async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeBinding("__reportCspViolation", ({ frame }, violation: Omit<Violation, "frame">) => {
    violations.push({ frame: frame.url(), ...violation });
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation?: (v: object) => void }).__reportCspViolation;
      report?.({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.columnNumber}` });
    });
  });
  return violations;
}

/** The page's inline module script ran: React Router's route modules are loaded (the app hydrates). */
async function expectScriptsRan(page: Page) {
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
}

test("[CSP][ENFORCED]: an inline script injected into a page is refused and reported", async ({ page, allowConsoleError }) => {
  allowConsoleError(/violates the following Content Security Policy directive/);
  const violations = await watchViolations(page);
  const response = await page.goto("/");
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(response?.headers()["content-security-policy"] ?? "")?.[1] ?? "";
  expect(scriptSrc).toMatch(/^'self'( 'sha256-[\w+/=]+')+$/);
  await expectScriptsRan(page);
  expect(violations).toEqual([]);

  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.body.append(script);
  });
  await expect.poll(() => violations).toEqual([expect.objectContaining({ directive: "script-src-elem", blocked: "inline" })]);
  expect(await page.evaluate(() => "__injected" in window)).toBe(false);
});

test("[CSP][PUBLIC]: home, an article, sign-in and the not-found page run their scripts with no violation", async ({ page }) => {
  test.setTimeout(60_000);
  const violations = await watchViolations(page);
  // Prerendered pages, then the app's fallback: the sign-in page and the not-found page (status 404).
  for (const path of ["/", `/blog/${BLOG_SLUGS[0]}`, "/pricing"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectScriptsRan(page);
  }
  await page.goto("/auth");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("[CSP][BUILDER]: the dashboard and the builder with a generated plugin and its mock preview run with no violation", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await signUpViaApi(page, { onboardingCompleted: true });
  await page.goto("/dashboard");
  await expect(page.locator("main").getByText("10 credits", { exact: true }).first()).toBeVisible();
  await page.goto("/builder");
  await page.getByRole("button", { name: /Contact form with e-mail notifications/ }).click();
  await expect(page.getByText("Plugin Generated!")).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0, { timeout: GENERATION_TIMEOUT });

  // The mock preview: its frame has its own policy, and its runtime runs there (marking reports a click).
  await page.getByRole("group", { name: "Preview source" }).getByRole("button", { name: "Mock" }).click();
  const admin = page.frameLocator('[data-testid="admin-frame"] iframe');
  await expect(admin.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.getByRole("button", { name: "Website", exact: true }).click();
  await page.getByRole("button", { name: "Mark elements in the preview" }).click();
  const target = page.frameLocator('[data-testid="site-frame"] iframe').locator("button, input[type=submit]").first();
  await expect(target).toBeVisible();
  await target.click();
  await expect(page.getByTestId("marked-element-chip")).toHaveCount(1);
  expect(violations).toEqual([]);
});

test("[CSP][ADMIN]: the admin page runs with no violation", async ({ page, adminRequest, allowConsoleError }) => {
  // The mail preview is a frame sandboxed with no scripts at all (email-template-editor.tsx): this test's own
  // init script (watchViolations) is refused there, and Chromium logs that refusal as a console error once
  // the frame has loaded before the test ends. Only that refusal, in that srcdoc frame, is let through.
  allowConsoleError(/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/);
  const violations = await watchViolations(page);
  expect(adminRequest).toBeTruthy();
  await signInViaApi(page, { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD });
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Total Users", exact: true })).toBeVisible();
  expect(violations).toEqual([]);
});
