import { eq } from "drizzle-orm";
import { CREDITS } from "../../../shared/constants";
import { addressHash } from "../../auth/address-hash";
import type { Database } from "../../db/client";
import { bonusClaims, profiles, user } from "../../db/schema";
import { ensureCreditsRow, grantCredits } from "../credits/credits.service";
import { rewardReferral } from "./referrals.service";

/**
 * What a confirmed address earns: the sign-up bonus and, for an invited account, the referral bonuses.
 * Once per mailbox ever: the claim is the hash of the normalised address, which outlives the account,
 * so deleting the account and signing up again with the same mailbox (or an alias of it) earns nothing.
 * Runs when the address is confirmed (or at sign-up when EMAIL_VERIFICATION=off); safe to run twice.
 * True when this call granted the sign-up bonus (the welcome mail, which promises it, goes only then).
 */
export async function grantVerifiedBonuses(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ email: user.email, signupIp: profiles.signupIp })
      .from(user)
      .innerJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, userId));
    if (!person) return false;
    const claimed = await tx
      .insert(bonusClaims)
      .values({ emailHash: addressHash(person.email) })
      .onConflictDoNothing()
      .returning({ emailHash: bonusClaims.emailHash });
    if (claimed.length === 0) return false;
    await ensureCreditsRow(tx, userId);
    await grantCredits(tx, {
      userId,
      amount: CREDITS.signUpBonus,
      type: "signup_bonus",
      description: "Welcome credits",
      idempotencyKey: "signup",
    });
    await rewardReferral(tx, { id: userId, signupIp: person.signupIp });
    return true;
  });
}
