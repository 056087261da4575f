import { defineConfig, devices } from "@playwright/test";
import {
  E2E_ADMIN_EMAIL,
  E2E_AI_BASE_URL,
  E2E_AI_DATA_DIR,
  E2E_AI_PORT,
  E2E_FAKE_AI_PORT,
  E2E_PREVIEW_PORT,
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_MAIL_READER_URL,
  E2E_OIDC_CLIENT_ID,
  E2E_OIDC_CLIENT_SECRET,
  E2E_OIDC_ISSUER,
  E2E_OIDC_PORT,
  E2E_PORT,
  E2E_RESULTS_FILE,
  E2E_SMTP_PORT,
} from "./tests/support/e2e-env";
import { serverCommand } from "./scripts/server-runtime.mjs";

// Browser tests run against the built app (`npm run build` first: dist/server/main.js, build/client),
// started fresh on an empty PGlite data dir. The browser is Debian's chromium; Playwright never
// downloads one (install with PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1). Mail goes over SMTP to a test mail
// server started first; the fixtures read each person's mail from it. Never a server left running by
// another run or another checkout: a busy port fails the run instead of testing someone else's build.
// No retries: a test that passes only on a second try is a failure to fix, not a pass.
const CI = process.env.CI === "true" || process.env.CI === "1";

/** The built app on a fresh PGlite data dir (deleted first, so every run starts empty). */
function appServer(o: { port: number; previewPort: number; baseURL: string; dataDir: string; env: Record<string, string> }) {
  return {
    command: `rm -rf ${o.dataDir} && ${serverCommand("dist/server/main.js")}`,
    url: `${o.baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      // The e2e runs buy through the local test checkout on purpose (decision 0058).
      PAYMENTS: "local",
      // The bundled WordPress, never the network (decision 0060): a browser test is the same on every machine.
      WORDPRESS_ORG_URL: "off",
      // The PHP matrix (a WordPress boot per PHP version, decision 0061) is tested in tests/api/php-matrix.test.ts, not paid for by every browser test.
      PHP_MATRIX: "off",
      PORT: String(o.port),
      PREVIEW_PORT: String(o.previewPort),
      HOST: "127.0.0.1",
      SITE_URL: o.baseURL,
      DATA_DIR: o.dataDir,
      LOG_LEVEL: "warn",
      // Every browser test signs up from 127.0.0.1; the limit itself is tested in src/server/auth/auth.test.ts.
      AUTH_RATE_LIMIT_PER_MINUTE: "10000",
      AUTH_REQUESTS_PER_MINUTE: "100000",
      DATABASE_URL: "",
      ...o.env,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "tests/.artifacts/playwright-output",
  fullyParallel: false,
  workers: CI ? 1 : 2,
  retries: 0,
  forbidOnly: CI,
  // Room for a slow machine: on a 2-core VM with the WordPress checks of earlier tests still running, the
  // first render after a navigation took 6 s (the route's chunk was requested 3.4 s after the HTML; the
  // API answered in under 200 ms), and a long provider flow 31 s. What a test checks is unchanged.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: E2E_RESULTS_FILE }]],
  use: {
    baseURL: E2E_BASE_URL,
    screenshot: "only-on-failure",
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot of the end. The trace's own
    // screencast is off: it kept Chromium's GPU and browser processes at ~70% of a core through every test, passed or
    // not, and the browser stage is bound by this machine's two cores (issue #36 item 7: 3.4 → 2.6 min on 24 tests).
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: `node_modules/.bin/tsx tests/fakes/e2e-mail-server.ts ${E2E_SMTP_PORT} ${E2E_PORT + 1}`,
      url: `${E2E_MAIL_READER_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    // A real OpenID Connect provider for "Continue with Test SSO" (tests/e2e/sign-in-providers.spec.ts).
    {
      command: `node_modules/.bin/tsx tests/fakes/e2e-oidc-server.ts ${E2E_OIDC_PORT}`,
      url: `${E2E_OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    // Deleting the data dir first makes every run start from an empty database.
    appServer({
      port: E2E_PORT,
      previewPort: E2E_PREVIEW_PORT,
      baseURL: E2E_BASE_URL,
      dataDir: E2E_DATA_DIR,
      env: {
        ADMIN_EMAILS: E2E_ADMIN_EMAIL,
        // Referral rewards are refused between accounts made from one address; the invitation test
        // signs its invitee up from another one through X-Forwarded-For, as a proxy would pass it on.
        TRUST_PROXY_HOPS: "1",
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}?tls=off`,
        EMAIL_VERIFICATION: "required",
        OIDC_ISSUER: E2E_OIDC_ISSUER,
        OIDC_CLIENT_ID: E2E_OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET: E2E_OIDC_CLIENT_SECRET,
        OIDC_NAME: "Test SSO",
        // A preview used in the last 2 minutes is never closed for another person's (docs/decisions/0051); a page
        // that leaves the builder sets its preview aside (0080), and so does every test when it ends (the fixture
        // leavePreviewsAfterTest), so the places held are those of the tests running.
        WP_PREVIEW_SITES: "12",
      },
    }),
    {
      command: `node_modules/.bin/tsx tests/fakes/e2e-ai-server.ts ${E2E_FAKE_AI_PORT}`,
      url: `http://127.0.0.1:${E2E_FAKE_AI_PORT}/v1/models`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    // The same build generating through an AI provider (the fake above) instead of the offline
    // generator, for the tests that need a model's mistakes: tests/e2e/fix-with-ai.spec.ts; and with
    // live previews turned off.
    appServer({
      port: E2E_AI_PORT,
      // Live previews off here: the builder's mock fallback (tests/e2e/live-preview-off.spec.ts).
      previewPort: 0,
      baseURL: E2E_AI_BASE_URL,
      dataDir: E2E_AI_DATA_DIR,
      env: {
        EMAIL_VERIFICATION: "off",
        AI_PROVIDER: "openai-compatible",
        AI_BASE_URL: `http://127.0.0.1:${E2E_FAKE_AI_PORT}/v1`,
        AI_MODEL: "fake-model",
        AI_API_KEY: "e2e-key",
        WP_RUNTIME_INSTANCES: "1",
      },
    }),
  ],
});
