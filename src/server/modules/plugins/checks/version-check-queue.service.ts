import { and, asc, count, eq, gt, isNotNull, isNull, max, ne, or, sql } from "drizzle-orm";
import { CHECK_QUEUE } from "../../../../shared/constants";
import type { Database, Transaction } from "../../../db/client";
import { pluginVersions, plugins } from "../../../db/schema";
import { RUNTIME_NOTES } from "./version-runtime-check.service";

// Which versions' WordPress checks are in the queue, and in what order (issue #30, docs/decisions/0053).
// A person has at most CHECK_QUEUE.perPerson checks in the queue at once; the rest wait in their rows
// (runtime_status 'pending', runtime_queued_at null) and are sent as the person's earlier checks end. A
// person's n-th check in the queue gets priority -n, so everyone's first check comes before anyone's
// second; recent time-outs lower a person's checks further and, when repeated, start them later.
// Only the newest version of a plugin waits: an older one not yet started is not checked at all.

/** One check to put in the queue (jobs/version-check-jobs.ts sends it as a pg-boss job). */
export interface QueuedCheck {
  versionId: string;
  userId: string;
  /** Higher runs first (pg-boss orders by priority, then by age). */
  priority: number;
  /** Not before then: a person whose checks keep timing out waits (null: now). */
  startAfter: Date | null;
}

export interface CheckQueueDeps {
  db: Database;
  send(check: QueuedCheck): Promise<void>;
}

/** How a person's recent time-outs price their next checks. */
export interface TimeoutPenalty {
  timeouts: number;
  lastTimeoutAt: Date | null;
  priorityDrop: number;
  startAfter: Date | null;
}

const TIMEOUT_FINDING = JSON.stringify([{ rule: "wp.timeout" }]);
/** Beyond this many, more recent time-outs change nothing: the penalty is bounded. */
const COUNTED_TIMEOUTS = 1 + CHECK_QUEUE.maxTimeoutDelayMs / CHECK_QUEUE.timeoutDelayMs;

const ownedBy = (userId: string) => sql`${pluginVersions.pluginId} in (select ${plugins.id} from ${plugins} where ${plugins.userId} = ${userId})`;

/**
 * The person's time-outs in the WordPress check over the last CHECK_QUEUE.timeoutWindowMs, read from the
 * versions that recorded one (finding wp.timeout): the database every process shares is the state.
 */
export async function timeoutPenalty(db: Database | Transaction, userId: string): Promise<TimeoutPenalty> {
  const [row] = await db
    .select({ timeouts: count(), last: max(pluginVersions.runtimeCheckedAt) })
    .from(pluginVersions)
    .where(
      and(
        ownedBy(userId),
        gt(pluginVersions.runtimeCheckedAt, sql`now() - make_interval(secs => ${CHECK_QUEUE.timeoutWindowMs / 1000})`),
        sql`${pluginVersions.runtimeFindings} @> ${TIMEOUT_FINDING}::jsonb`,
      ),
    );
  const timeouts = Math.min(Number(row?.timeouts ?? 0), COUNTED_TIMEOUTS);
  const lastTimeoutAt = row?.last ?? null;
  const delayMs = Math.min((timeouts - 1) * CHECK_QUEUE.timeoutDelayMs, CHECK_QUEUE.maxTimeoutDelayMs);
  return {
    timeouts,
    lastTimeoutAt,
    priorityDrop: timeouts * CHECK_QUEUE.timeoutPriorityDrop,
    startAfter: lastTimeoutAt && delayMs > 0 ? new Date(lastTimeoutAt.getTime() + delayMs) : null,
  };
}

const priced = (versionId: string, userId: string, rank: number, penalty: TimeoutPenalty): QueuedCheck => ({
  versionId,
  userId,
  priority: -rank - penalty.priorityDrop,
  startAfter: penalty.startAfter,
});

/** Holds the person's place in the queue until the transaction ends: every process fills it one at a time. */
async function lockQueueOf(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`version-check-queue:${userId}`}))`);
}

/**
 * Puts the person's waiting checks in the queue, as many as they have room for. First, a version that
 * has not started its check and is no longer its plugin's newest is marked not checked (a newer one was
 * saved before its turn). With `resendAfterMs`, checks sent that long ago and still pending are sent
 * again (a crash lost their job; a job still waiting is not duplicated: one waiting job per version).
 * Returns what was sent.
 */
export async function fillChecksOf(deps: CheckQueueDeps, userId: string, options: { resendAfterMs?: number } = {}): Promise<QueuedCheck[]> {
  const checks = await deps.db.transaction(async (tx) => {
    await lockQueueOf(tx, userId);
    await supersedeWaiting(tx, userId);
    const inQueue = await tx
      .select({ id: pluginVersions.id, lost: sql<boolean>`${pluginVersions.runtimeQueuedAt} < now() - make_interval(secs => ${(options.resendAfterMs ?? 0) / 1000})` })
      .from(pluginVersions)
      .where(and(ownedBy(userId), eq(pluginVersions.runtimeStatus, "pending"), isNotNull(pluginVersions.runtimeQueuedAt)))
      .orderBy(asc(pluginVersions.runtimeQueuedAt), asc(pluginVersions.createdAt));
    const room = CHECK_QUEUE.perPerson - inQueue.length;
    const next =
      room > 0
        ? await tx
            .select({ id: pluginVersions.id })
            .from(pluginVersions)
            .where(and(ownedBy(userId), eq(pluginVersions.runtimeStatus, "pending"), isNull(pluginVersions.runtimeQueuedAt)))
            .orderBy(asc(pluginVersions.createdAt), asc(pluginVersions.versionNumber), asc(pluginVersions.id))
            .limit(room)
        : [];
    const resend = options.resendAfterMs === undefined ? [] : inQueue.map((row, rank) => ({ id: row.id, rank, lost: row.lost })).filter((row) => row.lost);
    const send = [...resend, ...next.map((row, i) => ({ id: row.id, rank: inQueue.length + i }))];
    if (send.length === 0) return [];
    const penalty = await timeoutPenalty(tx, userId);
    await tx
      .update(pluginVersions)
      .set({ runtimeQueuedAt: sql`now()` })
      .where(sql`${pluginVersions.id} in (${sql.join(send.map((row) => sql`${row.id}`), sql`, `)})`);
    return send.map((row) => priced(row.id, userId, row.rank, penalty));
  });
  // Sent after the commit: a send that fails leaves the version marked as sent, and the sweep sends it again.
  for (const check of checks) await deps.send(check);
  return checks;
}

/** fillChecksOf for the person who owns the version (the NOTIFY of a save carries the version's id). */
export async function fillChecksAfterSave(deps: CheckQueueDeps, versionId: string): Promise<QueuedCheck[]> {
  const userId = await ownerOfVersion(deps.db, versionId);
  return userId ? fillChecksOf(deps, userId) : [];
}

export async function ownerOfVersion(db: Database, versionId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: plugins.userId })
    .from(pluginVersions)
    .innerJoin(plugins, eq(plugins.id, pluginVersions.pluginId))
    .where(eq(pluginVersions.id, versionId));
  return row?.userId ?? null;
}

/**
 * Versions whose check has not started and whose plugin has a newer version: not checked. A version
 * whose static checks are still to do (an import's) keeps its job, which completes them and then finds
 * the newer version itself (checkVersionInWordPress).
 */
async function supersedeWaiting(tx: Transaction, userId: string): Promise<void> {
  await tx
    .update(pluginVersions)
    .set({ runtimeStatus: "skipped", runtimeNote: RUNTIME_NOTES.superseded, runtimeCheckedAt: sql`now()` })
    .where(
      and(
        ownedBy(userId),
        eq(pluginVersions.runtimeStatus, "pending"),
        eq(pluginVersions.runtimeAttempts, 0),
        ne(pluginVersions.checkStatus, "pending"),
        sql`exists (select 1 from ${pluginVersions} newer where newer.plugin_id = ${pluginVersions.pluginId} and newer.version_number > ${pluginVersions.versionNumber})`,
      ),
    );
}

/**
 * A check sent before its person's latest time-out, about to start: it is sent again priced as of now
 * (lower, and later when the time-outs repeat), so the penalty reaches the checks already waiting. True
 * when it was; the caller then leaves this job.
 */
export async function requeueAfterTimeout(deps: CheckQueueDeps, check: { versionId: string; userId: string; sentAt: Date }): Promise<boolean> {
  const penalty = await timeoutPenalty(deps.db, check.userId);
  if (!penalty.lastTimeoutAt || penalty.lastTimeoutAt <= check.sentAt) return false;
  const [ahead] = await deps.db
    .select({ n: count() })
    .from(pluginVersions)
    .where(
      and(
        ownedBy(check.userId),
        eq(pluginVersions.runtimeStatus, "pending"),
        isNotNull(pluginVersions.runtimeQueuedAt),
        ne(pluginVersions.id, check.versionId),
      ),
    );
  const [still] = await deps.db
    .select({ id: pluginVersions.id })
    .from(pluginVersions)
    .where(and(eq(pluginVersions.id, check.versionId), eq(pluginVersions.runtimeStatus, "pending")));
  if (!still) return false;
  await deps.send(priced(check.versionId, check.userId, Number(ahead?.n ?? 0), penalty));
  return true;
}

/**
 * People with checks to send: versions waiting their turn in the row, or sent so long ago that their job
 * must have been lost. The sweep fills their queues (a save's NOTIFY or the end of their previous check
 * usually has already).
 */
export async function peopleWithChecksToSend(db: Database, lostAfterMs: number, limit = 50): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: plugins.userId })
    .from(pluginVersions)
    .innerJoin(plugins, eq(plugins.id, pluginVersions.pluginId))
    .where(
      and(
        eq(pluginVersions.runtimeStatus, "pending"),
        or(isNull(pluginVersions.runtimeQueuedAt), sql`${pluginVersions.runtimeQueuedAt} < now() - make_interval(secs => ${lostAfterMs / 1000})`),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.userId);
}
