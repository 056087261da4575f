import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CREDITS } from "../../../shared/constants";
import { signUp } from "../../../../tests/support/factories";
import { createPlugin } from "../../../../tests/support/plugin-factories";
import { useSharedTestApp } from "../../../../tests/support/test-app";
import { AppError } from "../../lib/app-error";
import { downloadPlugin } from "../downloads/downloads.service";
import { getOwnedPlugin, saveVersion } from "../plugins/plugins.service";
import { InsufficientCreditsError, getBalance, grantCredits, listTransactions, spendCredits, takeBackCredits } from "./credits.service";

const testApp = useSharedTestApp();

const VERSIONS = 4;

type Op =
  | { kind: "grant"; amount: number; bucket: "permanent" | "subscription"; key: number }
  | { kind: "turn" }
  | { kind: "download"; version: number }
  | { kind: "takeBack"; upTo: number; bucket: "permanent" | "subscription"; key: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant("grant" as const),
    amount: fc.integer({ min: 1, max: 12 }),
    bucket: fc.constantFrom("permanent" as const, "subscription" as const),
    key: fc.integer({ min: 0, max: 5 }), // repeated keys model retried grants
  }),
  fc.record({ kind: fc.constant("turn" as const) }),
  fc.record({ kind: fc.constant("download" as const), version: fc.integer({ min: 1, max: VERSIONS }) }), // repeats are re-downloads
  // A refunded or disputed payment (billing/payment-reversals.ts): takes what is left, up to its share.
  fc.record({
    kind: fc.constant("takeBack" as const),
    upTo: fc.integer({ min: 0, max: 60 }),
    bucket: fc.constantFrom("permanent" as const, "subscription" as const),
    key: fc.integer({ min: 0, max: 3 }),
  }),
);

/** A small installable plugin, different in each version. */
const pluginFiles = (version: number) => ({
  "prop-test/prop-test.php": `<?php\n/**\n * Plugin Name: Property Test\n * Version: ${version}.0.0\n */\ndefined( 'ABSPATH' ) || exit;\n`,
});

describe("[CREDITS][PROPERTY]", () => {
  it("never overdraws, whatever grants, turns, downloads and take-backs run, and the ledger always sums to the balance", async () => {
    const { client, services } = testApp();
    const db = services.db;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }), async (batches) => {
        run++;
        const browser = client.newClient();
        const { user } = await signUp(browser);
        const userId = user.id;
        const pluginId = await createPlugin(browser);
        for (let version = 1; version <= VERSIONS; version++) {
          await db.transaction(async (tx) => {
            const plugin = await getOwnedPlugin(tx, userId, pluginId, true);
            await saveVersion(tx, plugin, { userPrompt: `v${version}`, assistantResponse: "", files: pluginFiles(version), previews: {} });
          });
        }
        let spentTurns = 0;
        const charges: number[] = []; // the version of every download the service charged for
        const downloaded = new Set<number>();
        for (const batch of batches) {
          // Each batch runs concurrently: the interleavings the database must keep apart.
          await Promise.all(
            batch.map(async (o, i) => {
              try {
                if (o.kind === "download") {
                  // The real download service, charge and all (design.md §4: once per version).
                  const result = await downloadPlugin(db, services.zips, userId, pluginId, o.version);
                  expect(result.balance).toBeGreaterThanOrEqual(0);
                  downloaded.add(o.version);
                  if (result.creditsCharged > 0) {
                    expect(result.creditsCharged).toBe(CREDITS.downloadCost);
                    charges.push(o.version);
                  }
                  return;
                }
                await db.transaction(async (tx) => {
                  if (o.kind === "takeBack") {
                    await takeBackCredits(tx, { userId, upTo: o.upTo, bucket: o.bucket, type: "payment_refunded", description: () => "reversal", idempotencyKey: `takeback:${o.key}` });
                  } else if (o.kind === "grant") {
                    await grantCredits(tx, { userId, amount: o.amount, type: "grant", description: "grant", bucket: o.bucket, idempotencyKey: `grant:${o.key}` });
                  } else {
                    await spendCredits(tx, { userId, amount: CREDITS.generationCost, type: "generation", description: "turn", idempotencyKey: `turn:${run}:${spentTurns++}:${i}` });
                  }
                });
              } catch (err) {
                // Refusals are expected; anything else (a broken constraint) is a failure.
                const refusedDownload = err instanceof AppError && err.code === "insufficient_credits";
                const duplicate = err instanceof Error && /duplicate key|unique/i.test(`${err.message} ${String((err as { cause?: unknown }).cause)}`);
                if (!(err instanceof InsufficientCreditsError) && !refusedDownload && !duplicate) throw err;
              }
            }),
          );
          const balance = await getBalance(db, userId);
          expect(balance.subscription).toBeGreaterThanOrEqual(0);
          expect(balance.permanent).toBeGreaterThanOrEqual(0);
          const ledger = await listTransactions(db, userId, 10_000);
          expect(ledger.reduce((sum, t) => sum + t.amount, 0)).toBe(balance.balance);
          // Every version handed out was paid for exactly once, and the ledger holds exactly those charges.
          expect(charges.toSorted()).toEqual([...new Set(charges)].toSorted());
          expect(charges.toSorted()).toEqual([...downloaded].toSorted());
          expect(ledger.filter((t) => t.type === "plugin_download").length).toBe(charges.length);
          // Each of the 6 grant keys granted at most once.
          expect(ledger.filter((t) => t.type === "grant").length).toBeLessThanOrEqual(6);
          // Each of the 4 take-back keys took back at most once.
          expect(ledger.filter((t) => t.type === "payment_refunded").length).toBeLessThanOrEqual(4);
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
