import { and, eq, like, sql } from "drizzle-orm";
import { PLANS } from "../../../shared/constants";
import type { Transaction } from "../../db/client";
import { creditTransactions, subscriptions } from "../../db/schema";
import type { MailService } from "../../integrations/mail/mail-service";
import type { PaymentProviderKind } from "../../../shared/schemas/billing";
import type { ChargeState, DisputeState, InvoiceState } from "../../integrations/payments/payment-provider";
import { hasLedgerEntry, takeBackCredits } from "../credits/credits.service";
import { paymentReversedMail, recipientOf } from "./billing-mails";

// A refunded or disputed card payment takes back the credits it bought that are still unused (issue #31,
// docs/decisions/0057). The charge is re-read, then followed to what it paid for: a pack's payment (the
// purchase row keyed `<kind>:payment:<payment intent>`) or a subscription invoice (`<kind>:invoice:<id>`).

export interface ReversalInput {
  kind: PaymentProviderKind;
  mail: MailService;
  userId: string;
  /** The person's subscription row, locked by the caller. */
  subscription: typeof subscriptions.$inferSelect;
  charge: ChargeState;
  /** Present for dispute events: the dispute as the provider holds it now. */
  dispute?: DisputeState;
  /** The invoice the charge paid, when it paid one. */
  invoice?: InvoiceState;
}

export type ReversalOutcome = "taken_back" | "dispute_opened" | "dispute_closed" | "synced";

/** Every take-back of one charge is keyed `<kind>:reversal:<charge>:<credits taken back in all>`. */
const reversalPrefix = (kind: string, chargeId: string) => `${kind}:reversal:${chargeId}:`;

/**
 * Applies what the charge's refunds and dispute mean now. The credits to take back are the charge's
 * reversed share of the credits it bought (floor(credits × reversed ÷ amount)), less what earlier events
 * of the same charge took; each take-back stops at zero, so spent credits stay spent. A subscription's
 * credits are taken only while the period the charge paid for is the current one (an older period's
 * expired at its renewal). An open dispute of a subscription payment also stops renewals from granting.
 */
export async function applyPaymentReversal(tx: Transaction, input: ReversalInput): Promise<ReversalOutcome> {
  const { kind, userId, charge, dispute, invoice } = input;
  let outcome: ReversalOutcome = "synced";

  const disputedSubscription = dispute && invoice?.subscriptionId && invoice.subscriptionId === input.subscription.subscriptionId;
  if (disputedSubscription && dispute.open && input.subscription.openDisputeId === null) {
    await tx.update(subscriptions).set({ openDisputeId: dispute.id, updatedAt: sql`now()` }).where(eq(subscriptions.userId, userId));
    outcome = "dispute_opened";
  } else if (dispute && !dispute.open && input.subscription.openDisputeId === dispute.id) {
    await tx.update(subscriptions).set({ openDisputeId: null, updatedAt: sql`now()` }).where(eq(subscriptions.userId, userId));
    outcome = "dispute_closed";
  }

  const grantKey = charge.invoiceId ? `${kind}:invoice:${charge.invoiceId}` : charge.paymentId ? `${kind}:payment:${charge.paymentId}` : null;
  if (!grantKey || charge.amount <= 0) return outcome;
  const [grant] = await tx
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.userId, userId), eq(creditTransactions.idempotencyKey, grantKey)));
  // A payment that bought no credits (a proration, another product) has none to take back.
  if (!grant || grant.amount <= 0) return outcome;

  const share = (reversed: number) => Math.floor((grant.amount * Math.min(reversed, charge.amount)) / charge.amount);
  // A won dispute gives the money back to us: it takes nothing (what an earlier event took stays taken).
  const target = Math.max(share(charge.amountRefunded), dispute && !dispute.won ? share(dispute.amount) : 0);
  const claimed = await claimedSoFar(tx, kind, userId, charge.id, grant.id);
  if (target <= claimed) return outcome;

  const bucket = charge.invoiceId ? "subscription" : "permanent";
  const currentPeriod =
    bucket === "permanent" ||
    (invoice !== undefined &&
      invoice.subscriptionId === input.subscription.subscriptionId &&
      input.subscription.creditsPeriodStart?.getTime() === invoice.periodStart.getTime());
  const reason = dispute && !dispute.won ? "disputed" : "refunded";
  const item =
    bucket === "permanent"
      ? `${grant.amount} extra credits`
      : `${PLANS.find((p) => p.id === invoice?.planId)?.name ?? "Pro"} (monthly)`;
  const label = reason === "disputed" ? "Payment disputed" : "Payment refunded";
  const key = `${reversalPrefix(kind, charge.id)}${target}`;
  const upTo = currentPeriod ? target - claimed : 0;
  const result = await takeBackCredits(tx, {
    userId,
    bucket,
    upTo,
    type: reason === "disputed" ? "payment_disputed" : "payment_refunded",
    description: (taken) =>
      upTo === 0
        ? `${label} (${item}): the credits of its period had already expired`
        : `${label} (${item}): ${taken} of ${upTo} credits taken back${taken < upTo ? ", the rest was used" : ""}`,
    idempotencyKey: key,
  });
  if ("duplicate" in result) return outcome;

  await input.mail.send(
    paymentReversedMail(await recipientOf(tx, userId), {
      reason,
      item,
      amountUsd: (reason === "disputed" ? dispute!.amount : charge.amountRefunded) / 100,
      creditsRemoved: result.taken,
      reference: charge.paymentId ?? charge.id,
      subscriptionPaused: Boolean(disputedSubscription && dispute?.open),
      testMode: kind === "local",
    }),
    tx,
  );
  return "taken_back";
}

/**
 * The credits earlier events of this charge took back in all (the largest total in their keys), or all of
 * them when an admin already refunded the pack (refunds.service.ts: its own key, `refund:<purchase row>`).
 */
async function claimedSoFar(tx: Transaction, kind: string, userId: string, chargeId: string, grantRowId: string): Promise<number> {
  if (await hasLedgerEntry(tx, userId, `refund:${grantRowId}`)) return Number.POSITIVE_INFINITY;
  const prefix = reversalPrefix(kind, chargeId);
  const rows = await tx
    .select({ key: creditTransactions.idempotencyKey })
    .from(creditTransactions)
    .where(and(eq(creditTransactions.userId, userId), like(creditTransactions.idempotencyKey, `${prefix}%`)));
  return rows.reduce((most, r) => Math.max(most, Number(r.key!.slice(prefix.length)) || 0), 0);
}
