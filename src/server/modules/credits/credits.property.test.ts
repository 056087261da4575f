import fc from "fast-check";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CREDITS } from "../../../shared/constants";
import { signUp } from "../../../../tests/support/factories";
import { useSharedTestApp } from "../../../../tests/support/test-app";
import { InsufficientCreditsError, getBalance, grantCredits, listTransactions, spendCredits } from "./credits.service";

const testApp = useSharedTestApp();

type Op =
  | { kind: "grant"; amount: number; bucket: "permanent" | "subscription"; key: number }
  | { kind: "turn" }
  | { kind: "download"; version: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant("grant" as const),
    amount: fc.integer({ min: 1, max: 12 }),
    bucket: fc.constantFrom("permanent" as const, "subscription" as const),
    key: fc.integer({ min: 0, max: 5 }), // repeated keys model retried grants
  }),
  fc.record({ kind: fc.constant("turn" as const) }),
  fc.record({ kind: fc.constant("download" as const), version: fc.integer({ min: 1, max: 4 }) }), // repeats are re-downloads
);

describe("[CREDITS][PROPERTY]", () => {
  it("never overdraws, whatever grants, turns and downloads run, and the ledger always sums to the balance", async () => {
    const { client, services } = testApp();
    const db = services.db;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }), async (batches) => {
        run++;
        const { user } = await signUp(client.newClient());
        const userId = user.id;
        let spentTurns = 0;
        for (const batch of batches) {
          // Each batch runs concurrently: the interleavings the database must keep apart.
          await Promise.all(
            batch.map(async (o, i) => {
              try {
                await db.transaction(async (tx) => {
                  if (o.kind === "grant") {
                    await grantCredits(tx, { userId, amount: o.amount, type: "grant", description: "grant", bucket: o.bucket, idempotencyKey: `grant:${o.key}` });
                  } else if (o.kind === "turn") {
                    await spendCredits(tx, { userId, amount: CREDITS.generationCost, type: "generation", description: "turn", idempotencyKey: `turn:${run}:${spentTurns++}:${i}` });
                  } else {
                    const key = `download:${o.version}`;
                    const paid = await tx.execute(sql`select 1 from credit_transactions where user_id = ${userId} and idempotency_key = ${key}`);
                    if ((paid as unknown as { rows: unknown[] }).rows.length === 0) {
                      await spendCredits(tx, { userId, amount: CREDITS.downloadCost, type: "plugin_download", description: "download", idempotencyKey: key });
                    }
                  }
                });
              } catch (err) {
                // Refusals are expected; anything else (a broken constraint) is a failure.
                const duplicate = err instanceof Error && /duplicate key|unique/i.test(`${err.message} ${String((err as { cause?: unknown }).cause)}`);
                if (!(err instanceof InsufficientCreditsError) && !duplicate) throw err;
              }
            }),
          );
          const balance = await getBalance(db, userId);
          expect(balance.subscription).toBeGreaterThanOrEqual(0);
          expect(balance.permanent).toBeGreaterThanOrEqual(0);
          const ledger = await listTransactions(db, userId, 10_000);
          expect(ledger.reduce((sum, t) => sum + t.amount, 0)).toBe(balance.balance);
          // Each of the 4 versions is charged at most once, each of the 6 grant keys granted at most once.
          expect(ledger.filter((t) => t.type === "plugin_download").length).toBeLessThanOrEqual(4);
          expect(ledger.filter((t) => t.type === "grant").length).toBeLessThanOrEqual(6);
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
