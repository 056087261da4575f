import { and, eq, lt, sql } from "drizzle-orm";
import { CREDITS, LIMITS } from "../../../shared/constants";
import type { Database, DatabaseKind, Transaction } from "../../db/client";
import { instanceGone } from "../../db/instance";
import { generationTurns, userCredits } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import { grantCredits, spendCredits, type CreditBucket } from "../credits/credits.service";

/** How a turn's charge was split over the two buckets, so a refund puts each credit back where it was. */
export interface TurnCharge {
  fromSubscription: number;
  fromPermanent: number;
}

/** The running paid turn: who pays, for which plugin, and which process runs it (db/instance.ts). */
export interface TurnOwner {
  userId: string;
  turnId: string;
  pluginId: string;
  instanceId: string;
}

/**
 * Takes one turn's credit before any model is called: the conditional update and its ledger row in one
 * transaction, keyed by the turn, so two racing turns at balance 1 cannot both start (InsufficientCreditsError, 402, for the loser).
 * The balance row is locked first to learn which bucket pays, since a refund must not turn expiring
 * subscription credits into permanent ones. The same transaction records the turn as running: if this
 * process dies before the turn is settled, refundOrphanedTurns gives the credit back.
 */
export async function chargeTurn(db: Database, owner: TurnOwner, pluginName: string): Promise<TurnCharge> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ subscription: userCredits.subscriptionBalance })
      .from(userCredits)
      .where(eq(userCredits.userId, owner.userId))
      .for("update");
    await spendCredits(tx, {
      userId: owner.userId,
      amount: CREDITS.generationCost,
      type: "generation",
      description: `Generation: ${pluginName}`,
      idempotencyKey: `generation:${owner.turnId}`,
    });
    const fromSubscription = Math.min(row?.subscription ?? 0, CREDITS.generationCost);
    const charge = { fromSubscription, fromPermanent: CREDITS.generationCost - fromSubscription };
    await tx.insert(generationTurns).values({
      id: owner.turnId,
      userId: owner.userId,
      pluginId: owner.pluginId,
      instanceId: owner.instanceId,
      ...charge,
    });
    return charge;
  });
}

/**
 * Marks a running paid turn saved, inside the transaction that saves its version. False when the turn is
 * no longer running: a sweep refunded it (its process looked gone), so the version must not be saved.
 */
export function settleTurnSaved(tx: Transaction, turnId: string): Promise<boolean> {
  return settleRunningTurn(tx, turnId, "saved");
}

/**
 * Marks a running paid turn paid without a version (decision 0055): some of its answer reached the person,
 * so no sweep may give its credit back. False when a sweep refunded it first.
 */
export function settleTurnPaid(db: Database, turnId: string): Promise<boolean> {
  return settleRunningTurn(db, turnId, "paid");
}

/** Settles a turn that is still running with `status`; false when it is not running any more (a sweep refunded it). */
async function settleRunningTurn(db: Database | Transaction, turnId: string, status: "saved" | "paid"): Promise<boolean> {
  const settled = await db
    .update(generationTurns)
    .set({ status, settledAt: sql`now()` })
    .where(and(eq(generationTurns.id, turnId), eq(generationTurns.status, "running")))
    .returning({ id: generationTurns.id });
  return settled.length > 0;
}

/**
 * Gives a turn's credit back (the failure was ours and none of the model's output reached the person), at most once per
 * turn: only a turn still running is refunded, in the same transaction that settles it.
 */
export async function refundTurn(db: Database, userId: string, turnId: string, charge: TurnCharge, reason: string): Promise<void> {
  await db.transaction((tx) => refundRunningTurn(tx, userId, turnId, charge, reason));
}

async function refundRunningTurn(tx: Transaction, userId: string, turnId: string, charge: TurnCharge, reason: string): Promise<boolean> {
  const settled = await tx
    .update(generationTurns)
    .set({ status: "refunded", settledAt: sql`now()` })
    .where(and(eq(generationTurns.id, turnId), eq(generationTurns.status, "running")))
    .returning({ id: generationTurns.id });
  if (settled.length === 0) return false;
  const parts: Array<[CreditBucket, number]> = [
    ["subscription", charge.fromSubscription],
    ["permanent", charge.fromPermanent],
  ];
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
  return true;
}

/** Longer than any turn may run (its timeout, plus an automatic repair): a turn still running after it is lost. */
const LOST_AFTER_MS = 2 * LIMITS.turnTimeoutMs + 60_000;

/**
 * Refunds paid turns that will never be settled: their process died (killed, crashed, restarted) while
 * they ran, so no version was saved and nobody is left to give the credit back. Runs at start-up and
 * every minute. Returns how many it refunded.
 */
export async function refundOrphanedTurns(db: Database, kind: DatabaseKind, instanceId: string, logger?: Logger): Promise<number> {
  const orphans = await db
    .select()
    .from(generationTurns)
    .where(
      and(
        eq(generationTurns.status, "running"),
        sql`(${instanceGone(kind, generationTurns.instanceId, instanceId)} or ${lt(generationTurns.createdAt, sql`now() - make_interval(secs => ${LOST_AFTER_MS / 1000})`)})`,
      ),
    )
    .limit(500);
  let refunded = 0;
  for (const turn of orphans) {
    const done = await db.transaction((tx) =>
      refundRunningTurn(tx, turn.userId, turn.id, turn, "interrupted: the server stopped during the turn"),
    );
    if (done) refunded++;
  }
  if (refunded > 0) logger?.warn({ turns: refunded }, "generation turns interrupted by a stopped server: refunded");
  return refunded;
}
