import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/test-database";
import { readEnv } from "./env";
import { createLogger } from "./lib/logger";
import { buildServices } from "./services";

// The start-up warning of the local test checkout says why it runs: PAYMENTS=local chosen on purpose (the only way
// with a Stripe key, or on a production start with a public SITE_URL) or the default of a development or laptop start.

async function paymentsWarning(source: Record<string, string | undefined>): Promise<string[]> {
  const written: Array<{ level: number; msg: string }> = [];
  const logger = createLogger("info", { write: (line: string) => void written.push(JSON.parse(line)) });
  const env = readEnv({ AUTH_SECRET: "test-secret-test-secret-test-secret-12", ...source });
  const services = await buildServices({ env, database: await openTestDatabase(), logger });
  await services.close();
  return written.filter((line) => line.msg.startsWith("payments run in TEST MODE")).map((line) => line.msg);
}

describe("[SERVICES][PAYMENTS_WARNING]", () => {
  it("names PAYMENTS=local, not a missing key, when PAYMENTS=local is set beside STRIPE_SECRET_KEY", async () => {
    const [line, ...more] = await paymentsWarning({ NODE_ENV: "test", PAYMENTS: "local", STRIPE_SECRET_KEY: "sk_test_unused" });
    expect(more).toEqual([]);
    expect(line).toMatch(/^payments run in TEST MODE \(PAYMENTS=local: STRIPE_SECRET_KEY is set and not used\)/);
    expect(line).not.toMatch(/no STRIPE_SECRET_KEY/);
  });

  it("names PAYMENTS=local alone on a production start with a public SITE_URL, where nothing else chooses the test checkout", async () => {
    const [line, ...more] = await paymentsWarning({ NODE_ENV: "production", SITE_URL: "https://plugsmith.example", PAYMENTS: "local" });
    expect(more).toEqual([]);
    expect(line).toMatch(/^payments run in TEST MODE \(PAYMENTS=local\): the local checkout grants credits without taking money$/);
  });

  it("says the test checkout is the default without a key in development or on this machine", async () => {
    expect(await paymentsWarning({ NODE_ENV: "development" })).toEqual([
      "payments run in TEST MODE (no STRIPE_SECRET_KEY: the default with NODE_ENV=development and SITE_URL http://localhost:3000, or PAYMENTS=local): the local checkout grants credits without taking money",
    ]);
    expect(await paymentsWarning({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3000" })).toEqual([
      "payments run in TEST MODE (no STRIPE_SECRET_KEY: the default with NODE_ENV=production and SITE_URL http://127.0.0.1:3000, or PAYMENTS=local): the local checkout grants credits without taking money",
    ]);
  });
});
