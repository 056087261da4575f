import { and, desc, eq, gte, isNotNull, like, min } from "drizzle-orm";
import { EXTRA_CREDITS_PACK, TERMS } from "../../../shared/constants";
import type { PackPurchase, PackPurchaseState } from "../../../shared/schemas/billing";
import type { Database, Transaction } from "../../db/client";
import { billingEvents, creditTransactions } from "../../db/schema";
import type { MailService } from "../../integrations/mail/mail-service";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import { getBalance, hasLedgerEntry, revokePermanentCredits } from "../credits/credits.service";
import { recipientOf, refundMail } from "./billing-mails";

// Refunds of unused extra-credit packs within TERMS.refundDays (purchase terms §7), made by an admin
// when a person asks. The credits are taken back first (the money is ours until they are), then the
// provider refunds the payment with a key of its own, so a retry after a failure refunds once.

export interface RefundDeps {
  db: Database;
  payments: PaymentProvider;
  mail: MailService;
  logger: Logger;
  now?: () => Date;
}

type Executor = Database | Transaction;
type LedgerRow = typeof creditTransactions.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The ledger key of a pack's removal: one per purchase, ever. */
const revokeKey = (transactionId: string) => `refund:${transactionId}`;
/** The billing_events row that says the provider confirmed the money went back. */
const providerRefundKey = (kind: string, transactionId: string) => `${kind}:refund:${transactionId}`;
const paymentPrefix = (kind: string) => `${kind}:payment:`;

class AlreadyRevoked extends Error {}

function purchaseRows(ex: Executor, kind: string, userId: string, transactionId?: string) {
  return ex
    .select()
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.userId, userId),
        eq(creditTransactions.transactionType, "purchase"),
        like(creditTransactions.idempotencyKey, `${paymentPrefix(kind)}%`),
        transactionId ? eq(creditTransactions.id, transactionId) : undefined,
      ),
    )
    .orderBy(desc(creditTransactions.createdAt));
}

/**
 * A pack is unused while the permanent bucket never fell below its value right after the purchase: not
 * on any ledger row since, nor now (a spend that began before the purchase committed has an earlier
 * timestamp; the balance now still shows it). A row from before the ledger kept the bucket cannot be
 * proven unused.
 */
async function stateOf(ex: Executor, kind: string, row: LedgerRow, now: Date, permanentNow?: number): Promise<PackPurchaseState> {
  if (await hasLedgerEntry(ex, row.userId, revokeKey(row.id))) {
    const [done] = await ex.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, providerRefundKey(kind, row.id)));
    return done ? "refunded" : "refund_pending";
  }
  if (now.getTime() - row.createdAt.getTime() > TERMS.refundDays * DAY_MS) return "too_old";
  if (row.permanentAfter === null) return "used";
  const [lowest] = await ex
    .select({ value: min(creditTransactions.permanentAfter) })
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.userId, row.userId),
        gte(creditTransactions.createdAt, row.createdAt),
        isNotNull(creditTransactions.permanentAfter),
      ),
    );
  const current = permanentNow ?? (await getBalance(ex, row.userId)).permanent;
  return Math.min(lowest?.value ?? current, current) >= row.permanentAfter ? "refundable" : "used";
}

function view(kind: string, row: LedgerRow, state: PackPurchaseState): PackPurchase {
  return {
    transactionId: row.id,
    paymentId: row.idempotencyKey!.slice(paymentPrefix(kind).length),
    credits: row.amount,
    priceUsd: EXTRA_CREDITS_PACK.priceUsd,
    purchasedAt: row.createdAt.toISOString(),
    state,
  };
}

/** The packs a person bought through the current provider, newest first, each with where it stands. */
export async function listPackPurchases(deps: RefundDeps, userId: string): Promise<PackPurchase[]> {
  const kind = deps.payments.kind;
  const now = (deps.now ?? (() => new Date()))();
  const rows = await purchaseRows(deps.db, kind, userId);
  return Promise.all(rows.map(async (row) => view(kind, row, await stateOf(deps.db, kind, row, now))));
}

/**
 * Refunds one pack: 404 when the person has no such purchase, 409 refund_not_allowed when it is too old
 * or used, 502 refund_failed when the provider does not confirm (the credits stay removed; calling again
 * retries the provider only). Refunding a refunded pack answers it as it is.
 */
export async function refundPack(deps: RefundDeps, userId: string, transactionId: string): Promise<PackPurchase> {
  const { db, payments } = deps;
  const kind = payments.kind;
  const now = (deps.now ?? (() => new Date()))();
  const [row] = await purchaseRows(db, kind, userId, transactionId);
  if (!row) throw new AppError("not_found", "No such purchase");

  try {
    await db.transaction(async (tx) => {
      await revokePermanentCredits(
        tx,
        {
          userId,
          amount: row.amount,
          type: "refund",
          description: `Refund of ${row.amount} extra credits`,
          idempotencyKey: revokeKey(row.id),
        },
        async (permanent) => {
          // Checked with the balance row locked: a second refund waits here and then finds the first.
          if (await hasLedgerEntry(tx, userId, revokeKey(row.id))) throw new AlreadyRevoked();
          const state = await stateOf(tx, kind, row, now, permanent);
          if (state === "too_old") {
            throw new AppError("refund_not_allowed", `This pack was bought more than ${TERMS.refundDays} days ago`);
          }
          if (state === "used") throw new AppError("refund_not_allowed", "Credits from this pack have been used");
        },
      );
    });
  } catch (err) {
    if (!(err instanceof AlreadyRevoked)) throw err;
  }

  if ((await stateOf(db, kind, row, now)) === "refunded") return view(kind, row, "refunded");
  const paymentId = view(kind, row, "refund_pending").paymentId;
  try {
    await payments.refundPayment(paymentId, revokeKey(row.id));
  } catch (err) {
    deps.logger.error({ err: err instanceof Error ? err.message : String(err), paymentId }, "provider refund failed");
    throw new AppError(
      "refund_failed",
      "The credits were removed, but the payment provider did not confirm the refund. Try again: the payment is refunded once.",
    );
  }
  await db.transaction(async (tx) => {
    const recorded = await tx
      .insert(billingEvents)
      .values({ id: providerRefundKey(kind, row.id), type: "refund", outcome: "refunded" })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (recorded.length === 0) return;
    await deps.mail.send(
      refundMail(
        await recipientOf(tx, userId),
        { item: `${row.amount} extra credits`, priceUsd: EXTRA_CREDITS_PACK.priceUsd, credits: row.amount, reference: paymentId, testMode: kind === "local" },
      ),
      tx,
    );
  });
  return view(kind, row, "refunded");
}
