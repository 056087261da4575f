import { beforeAll } from "vitest";
import type { DatabaseHandle } from "../../src/server/db/client";
import { readEnv, type Env } from "../../src/server/env";
import { createApp } from "../../src/server/app";
import { buildServices, type Services } from "../../src/server/services";
import { onFileCleanup } from "./file-cleanup";
import { createTestClient, type TestClient } from "./test-client";
import { onCurrentTestFinished, openTestDatabase } from "./test-database";

export const TEST_SITE_URL = "http://localhost:3000";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  services: Services;
  database: DatabaseHandle;
  env: Env;
  /** One browser: keeps its cookies, sends Origin = SITE_URL. */
  client: TestClient;
  /** Another browser on the same app, with no cookies. */
  newClient(): TestClient;
  /** Stops the services and closes the database; otherwise done when the test (or, from beforeAll, the file) ends. */
  close(): Promise<void>;
}

/**
 * The real app, in-process, on a database of its own (migrated: a copy of the run's snapshot or
 * template). Environment variables in `envOverrides` win over the test defaults.
 */
export async function createTestApp(envOverrides: Record<string, string | undefined> = {}): Promise<TestApp> {
  const env = readEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SITE_URL: TEST_SITE_URL,
    AUTH_SECRET: "test-secret-test-secret-test-secret-12",
    // WordPress's checks run in jobs (which most tests never start) and cost a worker of ~400 MB:
    // the tests of those checks turn them on.
    WP_RUNTIME: "off",
    // The PHP matrix boots WordPress once per PHP version: only its own test turns it on.
    PHP_MATRIX: "off",
    // Where the tests that turn it on keep WordPress's installed site between runs (snapshot-file.ts).
    DATA_DIR: "tests/.artifacts/test-data",
    // A test that starts as production pays through the local checkout unless it brings a Stripe key.
    ...(envOverrides.STRIPE_SECRET_KEY ? {} : { PAYMENTS: "local" }),
    ...envOverrides,
  });
  const database = await openTestDatabase();
  const services = await buildServices({ env, database });
  const app = createApp(services);

  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= (async () => {
      try {
        await stopServices(services);
      } finally {
        await database.close();
      }
    })();
    return closed;
  };
  // Lives as long as what created it: the test, or the file when created in beforeAll.
  if (!onCurrentTestFinished(close)) onFileCleanup(close);

  const client = createTestClient((input, init) => app.request(input, init), { origin: env.SITE_URL });
  return { app, services, database, env, client, newClient: () => client.newClient(), close };
}

/** Calls `services.close()` when the services have one (timers, mail transports, LISTEN connections). */
async function stopServices(services: Services): Promise<void> {
  const candidate: unknown = services;
  if (typeof candidate === "object" && candidate !== null && "close" in candidate) {
    const close = candidate.close;
    if (typeof close === "function") await close.call(candidate);
  }
}

/**
 * One app per test file (opened in beforeAll), and a fresh browser for each call: tests stay apart by
 * their own accounts (unique e-mails), while the file pays for one database copy instead of one per test.
 */
export function useSharedTestApp(envOverrides: Record<string, string | undefined> = {}): () => TestApp {
  let shared: TestApp | undefined;
  beforeAll(async () => {
    shared = await createTestApp(envOverrides);
  });
  return () => {
    if (!shared) throw new Error("useSharedTestApp: the app opens in beforeAll; call the getter inside a test");
    const client = shared.newClient();
    return { ...shared, client, newClient: () => client.newClient() };
  };
}
