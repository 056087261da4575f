import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import { MAIL_DELIVERY } from "../../../shared/constants";
import type { Database, DatabaseKind } from "../../db/client";
import { instanceGone } from "../../db/instance";
import { mailAttempts, mailOutbox } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import { withSecretLink } from "./mail-service";
import type { SecretLinkCipher } from "./secret-link-cipher";
import type { SmtpTransport } from "./smtp-transport";

export interface MailDeliveryDeps {
  db: Database;
  /** Which engine and which process (db/instance.ts): a claim names its process, so a dead one's claim is taken back at once. */
  kind: DatabaseKind;
  instanceId: string;
  transport: SmtpTransport;
  /** MAIL_FROM. */
  from: string;
  cipher: SecretLinkCipher;
  logger: Logger;
  /** Wait after the n-th failed attempt (the last entry repeats); tests pass milliseconds. */
  retryDelaysMs?: readonly number[];
  maxAttempts?: number;
}

export type DeliveryOutcome =
  | { status: "sent" }
  | { status: "retry"; nextAttemptAt: Date }
  | { status: "failed" }
  /**
   * Queued but not due yet: this job came early (a NOTIFY or sweep enqueued it while an earlier attempt's retry was
   * refused as its duplicate), so the caller enqueues it again for `nextAttemptAt`; dropping it would leave the mail
   * to the next minute's sweep.
   */
  | { status: "not-due"; nextAttemptAt: Date }
  /** Already claimed by another worker, or already done: nothing was sent. */
  | { status: "skipped" };

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Delivers one queued mail. The claim is a conditional update (queued and due → sending), so when
 * several processes get a job for the same mail, exactly one of them sends it. The claim also moves
 * nextAttemptAt to the end of a lease: if this process dies mid-send, the sweep (requeueStalledMail)
 * takes the mail back after the lease and counts the lost attempt as failed.
 */
export async function deliverMail(deps: MailDeliveryDeps, mailId: string): Promise<DeliveryOutcome> {
  const [mail] = await deps.db
    .update(mailOutbox)
    .set({
      status: "sending",
      claimedBy: deps.instanceId,
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${MAIL_DELIVERY.claimLeaseMs / 1000})`,
    })
    .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, "queued"), isDue()))
    .returning();
  if (!mail) return notClaimed(deps.db, mailId);

  let link: string | undefined;
  try {
    link = mail.secretPayload === null ? undefined : deps.cipher.decrypt(mail.secretPayload);
  } catch {
    // Another key (the auth secret changed): no later attempt can read it either.
    return finishFailed(deps, mail, "the secret link could not be decrypted (was AUTH_SECRET changed?)", true);
  }
  try {
    await deps.transport.send({
      from: deps.from,
      to: mail.toAddress,
      subject: mail.subject,
      ...withSecretLink(mail, link),
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
  } catch (err) {
    return finishFailed(deps, mail, err instanceof Error ? err.message : String(err), false);
  }
  await deps.db.transaction(async (tx) => {
    await tx.insert(mailAttempts).values({ mailId: mail.id, ok: true });
    await tx
      .update(mailOutbox)
      .set({ status: "sent", sentAt: sql`now()`, error: null, nextAttemptAt: null, secretPayload: null })
      .where(ownClaim(mail));
  });
  return { status: "sent" };
}

/** Records a failed attempt: the mail is queued again after its back-off, or failed for good. */
async function finishFailed(
  deps: MailDeliveryDeps,
  mail: OutboxRow,
  error: string,
  permanent: boolean,
): Promise<DeliveryOutcome> {
  const maxAttempts = deps.maxAttempts ?? MAIL_DELIVERY.maxAttempts;
  const giveUp = permanent || mail.attempts >= maxAttempts;
  const delays = deps.retryDelaysMs ?? MAIL_DELIVERY.retryDelaysMs;
  const delayMs = delays[Math.min(mail.attempts, delays.length) - 1] ?? 0;
  deps.logger.warn({ mailId: mail.id, kind: mail.kind, attempt: mail.attempts, giveUp, err: error }, "mail delivery failed");
  const [row] = await deps.db.transaction(async (tx) => {
    await tx.insert(mailAttempts).values({ mailId: mail.id, ok: false, error });
    return tx
      .update(mailOutbox)
      .set(
        giveUp
          ? { status: "failed", error, nextAttemptAt: null, secretPayload: null }
          : { status: "queued", error, nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})` },
      )
      .where(ownClaim(mail))
      .returning({ nextAttemptAt: mailOutbox.nextAttemptAt });
  });
  if (giveUp) return { status: "failed" };
  return row?.nextAttemptAt ? { status: "retry", nextAttemptAt: row.nextAttemptAt } : { status: "skipped" };
}

async function notClaimed(db: Database, mailId: string): Promise<DeliveryOutcome> {
  const [row] = await db
    .select({ nextAttemptAt: mailOutbox.nextAttemptAt })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, "queued")));
  return row?.nextAttemptAt ? { status: "not-due", nextAttemptAt: row.nextAttemptAt } : { status: "skipped" };
}

/** Still this worker's claim: the sweep has not taken the mail back after an expired lease. */
function ownClaim(mail: OutboxRow) {
  return and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, "sending"), eq(mailOutbox.attempts, mail.attempts));
}

function isDue() {
  return or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, sql`now()`));
}

/**
 * Mails whose sending process died: its claim outlived its lease, or names a process that is gone
 * (db/instance.ts; a restarted server takes its predecessor's claims back at start-up, not minutes later).
 * The attempt counts as failed and the mail is queued again, or failed for good after the last attempt.
 * Returns how many it took back.
 */
export async function requeueStalledMail(deps: Pick<MailDeliveryDeps, "db" | "kind" | "instanceId" | "logger" | "maxAttempts">): Promise<number> {
  const maxAttempts = deps.maxAttempts ?? MAIL_DELIVERY.maxAttempts;
  const error = "delivery interrupted: the sending process stopped before it finished";
  return deps.db.transaction(async (tx) => {
    const stalled = await tx
      .update(mailOutbox)
      .set({
        status: sql`case when ${mailOutbox.attempts} >= ${maxAttempts} then 'failed' else 'queued' end`,
        error,
        nextAttemptAt: sql`case when ${mailOutbox.attempts} >= ${maxAttempts} then null else now() end`,
        secretPayload: sql`case when ${mailOutbox.attempts} >= ${maxAttempts} then null else ${mailOutbox.secretPayload} end`,
      })
      .where(
        and(
          eq(mailOutbox.status, "sending"),
          or(lte(mailOutbox.nextAttemptAt, sql`now()`), instanceGone(deps.kind, mailOutbox.claimedBy, deps.instanceId)),
        ),
      )
      .returning({ id: mailOutbox.id });
    if (stalled.length > 0) {
      await tx.insert(mailAttempts).values(stalled.map((m) => ({ mailId: m.id, ok: false, error })));
      deps.logger.warn({ mails: stalled.length }, "mail deliveries interrupted; queued again");
    }
    return stalled.length;
  });
}

/** Ids of queued mails that are due, oldest first: the sweep enqueues a delivery job for each. */
export async function dueMailIds(db: Database, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "queued"), isDue()))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Deletes outbox rows (and, by cascade, their attempts) older than the retention period, whatever
 * their status: nothing in the outbox is kept for longer (issue #9, finding 3). Returns how many.
 */
export async function expireOutbox(db: Database, retentionDays: number = MAIL_DELIVERY.outboxRetentionDays): Promise<number> {
  const deleted = await db
    .delete(mailOutbox)
    .where(lte(mailOutbox.createdAt, sql`now() - make_interval(days => ${retentionDays})`))
    .returning({ id: mailOutbox.id });
  return deleted.length;
}
