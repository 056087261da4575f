import { and, eq } from "drizzle-orm";
import { CREDITS } from "../../../shared/constants";
import type { Me, ReferralOutcome, UpdateMeInput } from "../../../shared/schemas/account";
import type { Database } from "../../db/client";
import { profiles, user, userRoles } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { ensureCreditsRow, getBalance, grantCredits } from "../credits/credits.service";
import { countCompletedReferrals, currentInviteCode, issueInviteCode, redeemInviteCode } from "../referrals/referrals.service";

export interface NewAccount {
  userId: string;
  email: string;
  fullName: string;
  referralCode?: string | null;
  adminEmails: readonly string[];
}

/**
 * Everything a new account gets, in one transaction: profile, balance row with the sign-up bonus,
 * an invite code, the admin role when the address is in ADMIN_EMAILS, and the referral if a code was
 * given. Safe to run twice for the same user (each step is keyed or conflict-free).
 */
export async function setUpNewAccount(db: Database, input: NewAccount): Promise<ReferralOutcome> {
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(profiles)
      .values({ id: input.userId, email: input.email, fullName: input.fullName })
      .onConflictDoNothing()
      .returning({ id: profiles.id });
    await ensureCreditsRow(tx, input.userId);
    await grantCredits(tx, {
      userId: input.userId,
      amount: CREDITS.signUpBonus,
      type: "signup_bonus",
      description: "Welcome credits",
      idempotencyKey: "signup",
    });
    if (created.length > 0) await issueInviteCode(tx, input.userId);
    if (input.adminEmails.includes(input.email.toLowerCase())) {
      await tx.insert(userRoles).values({ userId: input.userId, role: "admin" }).onConflictDoNothing();
    }
    if (!input.referralCode?.trim()) return "none";
    return redeemInviteCode(tx, {
      code: input.referralCode,
      inviteeId: input.userId,
      inviteeEmail: input.email,
    });
  });
}

export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
  return rows.length > 0;
}

export async function getMe(db: Database, userId: string): Promise<Me> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      twoFactorEnabled: user.twoFactorEnabled,
      fullName: profiles.fullName,
      onboardingCompleted: profiles.onboardingCompleted,
      newsletterSubscribed: profiles.newsletterSubscribed,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new HttpError(404, "not_found", "Account not found");
  const [admin, credits, inviteCode, referralsCompleted] = await Promise.all([
    isAdmin(db, userId),
    getBalance(db, userId),
    currentInviteCode(db, userId),
    countCompletedReferrals(db, userId),
  ]);
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName ?? row.name,
    isAdmin: admin,
    onboardingCompleted: row.onboardingCompleted ?? false,
    newsletterSubscribed: row.newsletterSubscribed ?? true,
    inviteCode,
    referralsCompleted,
    twoFactorEnabled: row.twoFactorEnabled ?? false,
    credits,
  };
}

export async function updateMe(db: Database, userId: string, input: UpdateMeInput): Promise<void> {
  const set: Partial<typeof profiles.$inferInsert> = {};
  if (input.newsletterSubscribed !== undefined) set.newsletterSubscribed = input.newsletterSubscribed;
  if (input.onboardingCompleted) set.onboardingCompleted = true;
  const rows = await db.update(profiles).set(set).where(eq(profiles.id, userId)).returning({ id: profiles.id });
  if (rows.length === 0) throw new HttpError(404, "not_found", "Account not found");
}

/** Deletes the user row; every table the person owns cascades from it (schema.ts). */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.delete(user).where(eq(user.id, userId));
}
