import { eq, sql } from "drizzle-orm";
import type { WelcomeBonuses } from "../../../shared/schemas/account";
import type { Database } from "../../db/client";
import { user } from "../../db/schema";

/**
 * What the account was really granted by grantVerifiedBonuses, read back from its ledger, and why a bonus
 * is missing: not confirmed yet; no welcome credits on a confirmed account means its mailbox had them with
 * an earlier one (once per mailbox ever); welcome credits without the invitation bonus of an applied code
 * means invitee and inviter signed up from one client address (rewardReferral pays the invitee otherwise,
 * cap or not). From the ledger rather than a stored outcome, so it holds however the grant ran.
 */
export async function welcomeBonusesOf(db: Database, userId: string): Promise<WelcomeBonuses> {
  // Written with explicit table names: in a one-table select Drizzle leaves columns unqualified, and
  // "id" inside a subquery would be the subquery's own.
  const [row] = await db
    .select({
      verified: user.emailVerified,
      signUp: sql<number>`coalesce((select sum(ct.amount) from credit_transactions ct
        where ct.user_id = "user".id and ct.transaction_type = 'signup_bonus'), 0)::int`,
      invitation: sql<number>`coalesce((select sum(ct.amount) from credit_transactions ct
        where ct.user_id = "user".id and ct.transaction_type = 'referral_bonus'), 0)::int`,
      invited: sql<boolean>`exists (select 1 from referrals r where r.referred_user_id = "user".id and r.status = 'completed')`,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) return { signUp: 0, invitation: 0, invited: false, withheld: null };
  const signUp = Number(row.signUp);
  const invitation = Number(row.invitation);
  const invited = Boolean(row.invited);
  const withheld = !row.verified
    ? "unconfirmed"
    : signUp === 0
      ? "address_used"
      : invited && invitation === 0
        ? "same_address"
        : null;
  return { signUp, invitation, invited, withheld };
}
