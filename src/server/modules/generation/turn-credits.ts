import { eq } from "drizzle-orm";
import { CREDITS } from "../../../shared/constants";
import type { Database } from "../../db/client";
import { userCredits } from "../../db/schema";
import { grantCredits, spendCredits, type CreditBucket } from "../credits/credits.service";

/** How a turn's charge was split over the two buckets, so a refund puts each credit back where it was. */
export interface TurnCharge {
  fromSubscription: number;
  fromPermanent: number;
}

/**
 * Takes one turn's credit before any model is called: the conditional update and its ledger row in one
 * transaction, keyed by the turn, so two racing turns at balance 1 cannot both start (InsufficientCreditsError, 402, for the loser).
 * The balance row is locked first to learn which bucket pays, since a refund must not turn expiring
 * subscription credits into permanent ones.
 */
export async function chargeTurn(db: Database, userId: string, turnId: string, pluginName: string): Promise<TurnCharge> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ subscription: userCredits.subscriptionBalance })
      .from(userCredits)
      .where(eq(userCredits.userId, userId))
      .for("update");
    await spendCredits(tx, {
      userId,
      amount: CREDITS.generationCost,
      type: "generation",
      description: `Generation: ${pluginName}`,
      idempotencyKey: `generation:${turnId}`,
    });
    const fromSubscription = Math.min(row?.subscription ?? 0, CREDITS.generationCost);
    return { fromSubscription, fromPermanent: CREDITS.generationCost - fromSubscription };
  });
}

/** Gives a turn's credit back (the failure was ours and no file reached the person), at most once per turn. */
export async function refundTurn(db: Database, userId: string, turnId: string, charge: TurnCharge, reason: string): Promise<void> {
  const parts: Array<[CreditBucket, number]> = [
    ["subscription", charge.fromSubscription],
    ["permanent", charge.fromPermanent],
  ];
  await db.transaction(async (tx) => {
    for (const [bucket, amount] of parts) {
      if (amount <= 0) continue;
      await grantCredits(tx, {
        userId,
        amount,
        bucket,
        type: "generation_refund",
        description: `Refund: ${reason}`,
        idempotencyKey: `generation_refund:${turnId}:${bucket}`,
      });
    }
  });
}
