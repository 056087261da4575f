import { and, desc, eq, sql } from "drizzle-orm";
import type { CreditBalance, CreditTransaction } from "../../../shared/schemas/account";
import { preparedPer } from "../../db/prepared";
import type { Database, Transaction } from "../../db/client";
import { creditTransactions, user, userCredits } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { uuidV7 } from "../../lib/uuid-v7";
import { notifyCreditsChanged } from "../events/credit-events";

type Executor = Database | Transaction;

/**
 * A ledger row's place in the ledger (docs/decisions/0063): written when it is inserted, not when its
 * transaction began (`now()`), and every insert comes after the balance row's lock, so a person's rows are
 * in the order their balance changed; its id (UUID v7) breaks a tie in the order the rows were made. The
 * newest row's `balance after` is the balance.
 */
function ledgerOrder() {
  return { id: uuidV7(), createdAt: sql`clock_timestamp()` };
}

export type CreditBucket = "permanent" | "subscription";

export interface GrantInput {
  userId: string;
  amount: number;
  type: string;
  description: string;
  /** Subscription credits reset each period; permanent ones (purchases, bonuses) never expire. */
  bucket?: CreditBucket;
  /** The same key for the same user grants once, whatever the retries (design.md §1.2). */
  idempotencyKey: string;
}

export type GrantResult = { granted: true; balance: number } | { granted: false; reason: "duplicate" };

class DuplicateGrant extends Error {}

/**
 * Adds credits and writes the ledger row in one savepoint of the caller's transaction. A second grant
 * with the same idempotency key changes nothing and reports a duplicate.
 */
export async function grantCredits(tx: Executor, input: GrantInput): Promise<GrantResult> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new Error(`grantCredits: amount must be a positive whole number, got ${input.amount}`);
  }
  const bucket = input.bucket === "subscription" ? "subscriptionBalance" : "permanentBalance";
  try {
    const balance = await tx.transaction(async (sp) => {
      const [row] = await sp
        .insert(userCredits)
        .values({ userId: input.userId, [bucket]: input.amount })
        .onConflictDoUpdate({
          target: userCredits.userId,
          set: { [bucket]: sql`${userCredits[bucket]} + ${input.amount}`, updatedAt: sql`now()` },
        })
        .returning({
          total: sql<number>`${userCredits.subscriptionBalance} + ${userCredits.permanentBalance}`,
          permanent: userCredits.permanentBalance,
        });
      const total = Number(row!.total);
      const inserted = await sp
        .insert(creditTransactions)
        .values({
          ...ledgerOrder(),
          userId: input.userId,
          amount: input.amount,
          transactionType: input.type,
          description: input.description,
          balanceAfter: total,
          permanentAfter: row!.permanent,
          idempotencyKey: input.idempotencyKey,
        })
        .onConflictDoNothing()
        .returning({ id: creditTransactions.id });
      if (inserted.length === 0) throw new DuplicateGrant();
      await notifyCreditsChanged(sp, { userId: input.userId, balance: total });
      return total;
    });
    return { granted: true, balance };
  } catch (err) {
    if (err instanceof DuplicateGrant) return { granted: false, reason: "duplicate" };
    throw err;
  }
}

/**
 * The balance does not cover a spend: insufficient_credits, answered by app.onError as it is.
 * `message` is what the person is told; a download names its price.
 */
export class InsufficientCreditsError extends AppError {
  constructor(
    readonly needed: number,
    message = "Insufficient credits",
  ) {
    super("insufficient_credits", message);
  }
}

export interface SpendInput {
  userId: string;
  amount: number;
  type: string;
  description: string;
  idempotencyKey: string;
  /** What a person whose balance is short is told (InsufficientCreditsError's message). */
  insufficientMessage?: string;
}

/**
 * Takes credits in one conditional update (subscription credits first, then permanent ones) and writes
 * the ledger row, inside the caller's transaction. Never reads then writes: if the balance is short,
 * no row matches and InsufficientCreditsError is thrown, so nothing can overdraw.
 */
export async function spendCredits(tx: Executor, input: SpendInput): Promise<{ balance: number }> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new Error(`spendCredits: amount must be a positive whole number, got ${input.amount}`);
  }
  const fromSubscription = sql`least(${userCredits.subscriptionBalance}, ${input.amount})`;
  const [row] = await tx
    .update(userCredits)
    .set({
      subscriptionBalance: sql`${userCredits.subscriptionBalance} - ${fromSubscription}`,
      permanentBalance: sql`${userCredits.permanentBalance} - (${input.amount} - ${fromSubscription})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(userCredits.userId, input.userId),
        sql`${userCredits.subscriptionBalance} + ${userCredits.permanentBalance} >= ${input.amount}`,
      ),
    )
    .returning({
      total: sql<number>`${userCredits.subscriptionBalance} + ${userCredits.permanentBalance}`,
      permanent: userCredits.permanentBalance,
    });
  if (!row) throw new InsufficientCreditsError(input.amount, input.insufficientMessage);
  const balance = Number(row.total);
  await tx.insert(creditTransactions).values({
    ...ledgerOrder(),
    userId: input.userId,
    amount: -input.amount,
    transactionType: input.type,
    description: input.description,
    balanceAfter: balance,
    permanentAfter: row.permanent,
    idempotencyKey: input.idempotencyKey,
  });
  await notifyCreditsChanged(tx, { userId: input.userId, balance });
  return { balance };
}

/** Makes sure the balance row exists (at zero), so conditional updates always find it. */
export async function ensureCreditsRow(tx: Executor, userId: string): Promise<void> {
  await tx.insert(userCredits).values({ userId }).onConflictDoNothing();
}

export async function getBalance(db: Executor, userId: string): Promise<CreditBalance> {
  const [row] = await db.select().from(userCredits).where(eq(userCredits.userId, userId));
  return balanceOf(row?.subscriptionBalance, row?.permanentBalance);
}

/** The two buckets as the balance they make; a person without a credits row has none. */
function balanceOf(subscription: number | null | undefined, permanent: number | null | undefined): CreditBalance {
  return { balance: (subscription ?? 0) + (permanent ?? 0), subscription: subscription ?? 0, permanent: permanent ?? 0 };
}

/** The person's ledger, newest first: by when each row was written, then by its id (ledgerOrder). */
export async function listTransactions(db: Executor, userId: string, limit = 100): Promise<CreditTransaction[]> {
  const rows = await db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId))
    .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    amount: r.amount,
    type: r.transactionType,
    description: r.description,
    balanceAfter: r.balanceAfter,
    createdAt: r.createdAt.toISOString(),
  }));
}

// A download's first read (downloads.service.ts): prepared once per database handle (db/prepared.ts).
const balanceAndEntry = preparedPer((db: Executor) =>
  db
    .select({
      subscription: userCredits.subscriptionBalance,
      permanent: userCredits.permanentBalance,
      hasEntry: sql<boolean>`exists (select 1 from ${creditTransactions} where ${creditTransactions.userId} = ${sql.placeholder("userId")} and ${creditTransactions.idempotencyKey} = ${sql.placeholder("key")})`,
    })
    .from(user)
    .leftJoin(userCredits, eq(userCredits.userId, user.id))
    .where(eq(user.id, sql.placeholder("userId")))
    .prepare("credits_balance_with_entry"),
);

/**
 * The balance and whether the ledger holds `idempotencyKey`, read in one statement: one snapshot, so a
 * racing spend with that key shows in both or in neither (never a lowered balance without its entry).
 */
export async function balanceWithLedgerEntry(
  db: Executor,
  userId: string,
  idempotencyKey: string,
): Promise<{ balance: CreditBalance; hasEntry: boolean }> {
  const [row] = await balanceAndEntry(db).execute({ userId, key: idempotencyKey });
  return { balance: balanceOf(row?.subscription, row?.permanent), hasEntry: row?.hasEntry === true };
}

export async function hasLedgerEntry(db: Executor, userId: string, idempotencyKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: creditTransactions.id })
    .from(creditTransactions)
    .where(and(eq(creditTransactions.userId, userId), eq(creditTransactions.idempotencyKey, idempotencyKey)));
  return rows.length > 0;
}

export interface ResetSubscriptionInput {
  userId: string;
  /** The plan's monthly credits: the subscription bucket holds exactly this afterwards. */
  amount: number;
  type: string;
  description: string;
  /** The provider's object that pays for the period (an invoice id): one reset per invoice, ever. */
  idempotencyKey: string;
}

export type ResetResult = { reset: true; balance: number; expired: number } | { reset: false; reason: "duplicate" };

/**
 * Starts a new subscription period: the subscription bucket is *set* to the plan's monthly credits (no
 * rollover, design.md §4), never added to. The credits left from the last period expire in a ledger row
 * of their own (`subscription_expired`, key `<key>:expired`), then the period's grant is a row keyed by the
 * invoice, so the ledger still sums to the balance and a replay finds the key and changes nothing.
 * The balance row is locked first: a spend racing the reset either lands before it (and its credits
 * expire with the rest) or after it (and is taken from the new period).
 */
export async function resetSubscriptionCredits(tx: Transaction, input: ResetSubscriptionInput): Promise<ResetResult> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new Error(`resetSubscriptionCredits: amount must be a positive whole number, got ${input.amount}`);
  }
  const row = await lockCreditsRow(tx, input.userId);
  if (await hasLedgerEntry(tx, input.userId, input.idempotencyKey)) return { reset: false, reason: "duplicate" };
  const expired = row.subscriptionBalance;
  if (expired > 0) {
    await tx.insert(creditTransactions).values({
    ...ledgerOrder(),
      userId: input.userId,
      amount: -expired,
      transactionType: "subscription_expired",
      description: "Unused subscription credits of the last period expired",
      balanceAfter: row.permanentBalance,
      permanentAfter: row.permanentBalance,
      idempotencyKey: `${input.idempotencyKey}:expired`,
    });
  }
  const balance = row.permanentBalance + input.amount;
  await tx
    .update(userCredits)
    .set({ subscriptionBalance: input.amount, updatedAt: sql`now()` })
    .where(eq(userCredits.userId, input.userId));
  await tx.insert(creditTransactions).values({
    ...ledgerOrder(),
    userId: input.userId,
    amount: input.amount,
    transactionType: input.type,
    description: input.description,
    balanceAfter: balance,
    permanentAfter: row.permanentBalance,
    idempotencyKey: input.idempotencyKey,
  });
  await notifyCreditsChanged(tx, { userId: input.userId, balance });
  return { reset: true, balance, expired };
}

/**
 * Empties the subscription bucket when a subscription ends (its paid period is over). One ledger row for
 * what was left, keyed by `idempotencyKey`; nothing is written when the bucket is already empty.
 * Permanent credits are never touched.
 */
export async function emptySubscriptionCredits(
  tx: Transaction,
  input: { userId: string; description: string; idempotencyKey: string },
): Promise<{ emptied: number }> {
  const row = await lockCreditsRow(tx, input.userId);
  if (row.subscriptionBalance === 0 || (await hasLedgerEntry(tx, input.userId, input.idempotencyKey))) {
    return { emptied: 0 };
  }
  const balance = row.permanentBalance;
  await tx
    .update(userCredits)
    .set({ subscriptionBalance: 0, updatedAt: sql`now()` })
    .where(eq(userCredits.userId, input.userId));
  await tx.insert(creditTransactions).values({
    ...ledgerOrder(),
    userId: input.userId,
    amount: -row.subscriptionBalance,
    transactionType: "subscription_ended",
    description: input.description,
    balanceAfter: balance,
    permanentAfter: balance,
    idempotencyKey: input.idempotencyKey,
  });
  await notifyCreditsChanged(tx, { userId: input.userId, balance });
  return { emptied: row.subscriptionBalance };
}

/** The person's balance row, created at zero if missing, locked until the transaction ends. */
async function lockCreditsRow(tx: Transaction, userId: string) {
  await ensureCreditsRow(tx, userId);
  const [row] = await tx.select().from(userCredits).where(eq(userCredits.userId, userId)).for("update");
  return row!;
}

/**
 * Takes back credits that were bought (a refunded pack): from the permanent bucket only, in the caller's
 * transaction, with the balance row locked so `check` sees the balance the removal applies to. `check`
 * may throw to refuse (a pack whose credits were used). One ledger row keyed by `idempotencyKey`.
 */
export async function revokePermanentCredits(
  tx: Transaction,
  input: { userId: string; amount: number; type: string; description: string; idempotencyKey: string },
  check: (permanentBalance: number) => Promise<void>,
): Promise<{ balance: number }> {
  const row = await lockCreditsRow(tx, input.userId);
  await check(row.permanentBalance);
  if (row.permanentBalance < input.amount) throw new InsufficientCreditsError(input.amount);
  const permanent = row.permanentBalance - input.amount;
  const balance = row.subscriptionBalance + permanent;
  await tx
    .update(userCredits)
    .set({ permanentBalance: permanent, updatedAt: sql`now()` })
    .where(eq(userCredits.userId, input.userId));
  await tx.insert(creditTransactions).values({
    ...ledgerOrder(),
    userId: input.userId,
    amount: -input.amount,
    transactionType: input.type,
    description: input.description,
    balanceAfter: balance,
    permanentAfter: permanent,
    idempotencyKey: input.idempotencyKey,
  });
  await notifyCreditsChanged(tx, { userId: input.userId, balance });
  return { balance };
}

export type TakeBackResult = { taken: number; balance: number } | { taken: 0; duplicate: true };

/**
 * Takes back up to `upTo` credits a refunded or disputed payment bought, from one bucket only and never
 * below zero: what was spent stays spent. One ledger row keyed by `idempotencyKey`, written even when
 * nothing was left to take (or `upTo` is 0), so the ledger says the payment was reversed; a second call with the key
 * changes nothing.
 */
export async function takeBackCredits(
  tx: Transaction,
  input: { userId: string; bucket: CreditBucket; upTo: number; type: string; description: (taken: number) => string; idempotencyKey: string },
): Promise<TakeBackResult> {
  if (!Number.isInteger(input.upTo) || input.upTo < 0) {
    throw new Error(`takeBackCredits: upTo must be a whole number of at least 0, got ${input.upTo}`);
  }
  const row = await lockCreditsRow(tx, input.userId);
  if (await hasLedgerEntry(tx, input.userId, input.idempotencyKey)) return { taken: 0, duplicate: true };
  const inBucket = input.bucket === "subscription" ? row.subscriptionBalance : row.permanentBalance;
  const taken = Math.min(input.upTo, Math.max(0, inBucket));
  const subscription = row.subscriptionBalance - (input.bucket === "subscription" ? taken : 0);
  const permanent = row.permanentBalance - (input.bucket === "permanent" ? taken : 0);
  const balance = subscription + permanent;
  if (taken > 0) {
    await tx
      .update(userCredits)
      .set({ subscriptionBalance: subscription, permanentBalance: permanent, updatedAt: sql`now()` })
      .where(eq(userCredits.userId, input.userId));
  }
  await tx.insert(creditTransactions).values({
    ...ledgerOrder(),
    userId: input.userId,
    amount: taken === 0 ? 0 : -taken,
    transactionType: input.type,
    description: input.description(taken),
    balanceAfter: balance,
    permanentAfter: permanent,
    idempotencyKey: input.idempotencyKey,
  });
  if (taken > 0) await notifyCreditsChanged(tx, { userId: input.userId, balance });
  return { taken, balance };
}
