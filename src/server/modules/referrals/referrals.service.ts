import { and, count, eq, gte, isNull, sql } from "drizzle-orm";
import { CREDITS } from "../../../shared/constants";
import type { ReferralOutcome } from "../../../shared/schemas/account";
import type { Database, Transaction } from "../../db/client";
import { profiles, referrals, user } from "../../db/schema";
import { grantCredits } from "../credits/credits.service";
import { generateInviteCode, isWellFormedInviteCode, mailboxOf, normalizeInviteCode } from "./invite-code";

type Executor = Database | Transaction;

/** Gives the user a fresh pending invite code, retrying on the (rare) collision with another code. */
export async function issueInviteCode(tx: Executor, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = generateInviteCode();
    const rows = await tx
      .insert(referrals)
      .values({ referrerId: userId, inviteCode: code })
      .onConflictDoNothing()
      .returning({ code: referrals.inviteCode });
    if (rows.length > 0) return code;
  }
  throw new Error("Could not issue a unique invite code");
}

export async function isInviteCodeValid(db: Executor, raw: string): Promise<boolean> {
  const code = normalizeInviteCode(raw);
  if (!isWellFormedInviteCode(code)) return false;
  const rows = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.inviteCode, code), eq(referrals.status, "pending")));
  return rows.length > 0;
}

/**
 * Records a referral for a new account; the bonuses wait for the invitee's confirmed address
 * (rewardReferral). The code is claimed with a conditional update, so of two sign-ups racing with the
 * same code exactly one wins, and the referrer gets a fresh code for the next invitation (codes are
 * single-use, docs/decisions/0002).
 */
export async function redeemInviteCode(
  tx: Transaction,
  input: { code: string; inviteeId: string; inviteeEmail: string },
): Promise<ReferralOutcome> {
  const code = normalizeInviteCode(input.code);
  if (!isWellFormedInviteCode(code)) return "invalid";
  const [found] = await tx
    .select({ id: referrals.id, referrerId: referrals.referrerId, referrerEmail: user.email })
    .from(referrals)
    .innerJoin(user, eq(user.id, referrals.referrerId))
    .where(eq(referrals.inviteCode, code));
  if (!found) return "invalid";
  if (found.referrerId === input.inviteeId || mailboxOf(found.referrerEmail) === mailboxOf(input.inviteeEmail)) {
    return "self";
  }
  const claimed = await tx
    .update(referrals)
    .set({ status: "completed", referredUserId: input.inviteeId, completedAt: sql`now()` })
    .where(and(eq(referrals.id, found.id), eq(referrals.status, "pending")))
    .returning({ id: referrals.id });
  if (claimed.length === 0) return "used";
  await issueInviteCode(tx, found.referrerId);
  return "applied";
}

export type ReferralReward = "none" | "same_address" | "invitee_only" | "both";

/**
 * Pays the referral of a newly confirmed invitee, once (rewardedAt and idempotency keys). Nothing when
 * invitee and referrer signed up from the same client address: that is one person with two mailboxes.
 * The invitee's bonus is theirs regardless of the referrer's monthly cap; the referrer's is paid only
 * while they have had fewer than CREDITS.referralRewardsPerMonth rewards this calendar month (UTC).
 * The referrer's profile row is locked first, so concurrent confirmations are counted one at a time.
 */
export async function rewardReferral(
  tx: Transaction,
  invitee: { id: string; signupIp: string | null },
): Promise<ReferralReward> {
  const [found] = await tx
    .select({ id: referrals.id, referrerId: referrals.referrerId, referrerIp: profiles.signupIp })
    .from(referrals)
    .innerJoin(profiles, eq(profiles.id, referrals.referrerId))
    .where(and(eq(referrals.referredUserId, invitee.id), eq(referrals.status, "completed"), isNull(referrals.rewardedAt)));
  if (!found) return "none";
  if (invitee.signupIp && found.referrerIp === invitee.signupIp) return "same_address";
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, found.referrerId)).for("update");
  await grantCredits(tx, {
    userId: invitee.id,
    amount: CREDITS.referralInviteeBonus,
    type: "referral_bonus",
    description: "Invitation bonus",
    idempotencyKey: `referral-invitee:${found.id}`,
  });
  const [month] = await tx
    .select({ n: count() })
    .from(referrals)
    .where(
      and(
        eq(referrals.referrerId, found.referrerId),
        gte(referrals.rewardedAt, sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`),
      ),
    );
  if (Number(month?.n ?? 0) >= CREDITS.referralRewardsPerMonth) return "invitee_only";
  const marked = await tx
    .update(referrals)
    .set({ rewardedAt: sql`now()` })
    .where(and(eq(referrals.id, found.id), isNull(referrals.rewardedAt)))
    .returning({ id: referrals.id });
  if (marked.length === 0) return "invitee_only";
  await grantCredits(tx, {
    userId: found.referrerId,
    amount: CREDITS.referralReferrerBonus,
    type: "referral_complete",
    description: "A friend joined with your invite link",
    idempotencyKey: `referral-referrer:${found.id}`,
  });
  return "both";
}
