// Shared by playwright.config.ts and tests/e2e/fixtures.ts (the config must not import the fixtures).
// E2E_PORT lets two runs on one machine use their own server, mail server and data dir.
export const E2E_PORT = Number(process.env.E2E_PORT) || 3100;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = `tests/.artifacts/e2e-data-${E2E_PORT}`;
/** The test mail server (tests/fakes/e2e-mail-server.ts): SMTP for the app, HTTP for the fixtures. */
export const E2E_SMTP_PORT = E2E_PORT + 2;
export const E2E_MAIL_READER_URL = `http://127.0.0.1:${E2E_PORT + 1}`;
/** A second app server that generates through a fake AI provider (tests/fakes/e2e-ai-server.ts). */
export const E2E_AI_PORT = E2E_PORT + 3;
export const E2E_AI_BASE_URL = `http://localhost:${E2E_AI_PORT}`;
export const E2E_AI_DATA_DIR = `tests/.artifacts/e2e-ai-data-${E2E_PORT}`;
export const E2E_FAKE_AI_PORT = E2E_PORT + 4;
/**
 * The live preview origin's port of the first app server (PREVIEW_PORT; by default PORT + 1, the mail
 * reader's here). The second runs with live previews off (PREVIEW_PORT=0): the builder's fallback to the mock.
 */
export const E2E_PREVIEW_PORT = E2E_PORT + 5;
/** A real OpenID Connect provider (tests/fakes/e2e-oidc-server.ts) the first app server signs in with. */
export const E2E_OIDC_PORT = E2E_PORT + 6;
export const E2E_OIDC_ISSUER = `http://127.0.0.1:${E2E_OIDC_PORT}`;
export const E2E_OIDC_CLIENT_ID = "plugsmith-test";
export const E2E_OIDC_CLIENT_SECRET = "plugsmith-test-secret-plugsmith-test-secret";
export const E2E_ADMIN_EMAIL = "e2e-admin@plugsmith.test";
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";
/** Where the JSON reporter writes; scripts/test.mjs counts the results from it. */
export const E2E_RESULTS_FILE = "tests/.artifacts/playwright-results.json";
/**
 * How long a browser test waits for a version's verdict from WordPress. The checks of every test's versions
 * share one queue and, on a 2-core machine, one WordPress instance (about 8 s a check): in a full browser
 * run on such a machine a check waited 214 s on average for its turn, 375 s at most (87 checks). What the
 * tests check is unchanged; they allow for the queue.
 */
export const WORDPRESS_CHECK_TIMEOUT = 420_000;
