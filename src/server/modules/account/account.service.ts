import { eq, or, sql } from "drizzle-orm";
import type { MailLanguage, Me, ReferralOutcome, UpdateMeInput } from "../../../shared/schemas/account";
import { ACCOUNTS } from "../../../shared/constants";
import type { Database } from "../../db/client";
import { preparedPer } from "../../db/prepared";
import { account, contactMessages, mailOutbox, profiles, referrals, user, userCredits, verification } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { ensureCreditsRow } from "../credits/credits.service";
import { issueInviteCode, redeemInviteCode } from "../referrals/referrals.service";
import { passwordAccountOf } from "../../auth/password-account";

export interface NewAccount {
  userId: string;
  email: string;
  fullName: string;
  referralCode?: string | null;
  /** The client address of the sign-up request (http/client-ip.ts), when known. */
  signupIp?: string | null;
  /** The language of the person's mails. */
  language?: MailLanguage;
}

/** The default public display name: the first word of the full name. */
export function defaultDisplayName(fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0] ?? "";
  return [...first].slice(0, ACCOUNTS.displayNameMaxChars).join("");
}

/**
 * Everything a new account gets, in one transaction: profile (display name, sign-up address), an empty
 * balance row, an invite code, and the referral if a code was given. No credits: the bonuses wait for a
 * confirmed address (referrals/verified-bonuses.ts). Safe to run twice for the same user.
 */
export async function setUpNewAccount(db: Database, input: NewAccount): Promise<ReferralOutcome> {
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(profiles)
      .values({
        id: input.userId,
        email: input.email,
        fullName: input.fullName,
        displayName: defaultDisplayName(input.fullName),
        signupIp: input.signupIp ?? null,
        language: input.language ?? "en",
      })
      .onConflictDoNothing()
      .returning({ id: profiles.id });
    await ensureCreditsRow(tx, input.userId);
    if (created.length > 0) await issueInviteCode(tx, input.userId);
    if (!input.referralCode?.trim()) return "none";
    return redeemInviteCode(tx, {
      code: input.referralCode,
      inviteeId: input.userId,
      inviteeEmail: input.email,
    });
  });
}

/**
 * Admin rights follow ADMIN_EMAILS, read on every request, and only for a confirmed address: whoever
 * registers an address first does not become admin by it, and removing an address from the variable
 * removes the role at the next start. (Stored user_roles rows are not consulted; see docs/decisions.)
 */
export async function isAdmin(db: Database, userId: string, adminEmails: readonly string[]): Promise<boolean> {
  if (adminEmails.length === 0) return false;
  const [row] = await db
    .select({ email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  return !!row && isAdminAddress(row, adminEmails);
}

function isAdminAddress(person: { email: string; emailVerified: boolean }, adminEmails: readonly string[]): boolean {
  return person.emailVerified && adminEmails.includes(person.email.toLowerCase());
}

export async function isEmailVerified(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.id, userId));
  return row?.emailVerified ?? false;
}

// Asked for by every app page: prepared once per database (db/prepared.ts, decision 0048).
const meQuery = preparedPer((db: Database) =>
  db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      fullName: profiles.fullName,
      displayName: profiles.displayName,
      onboardingCompleted: profiles.onboardingCompleted,
      newsletterSubscribed: profiles.newsletterSubscribed,
      subscriptionBalance: userCredits.subscriptionBalance,
      permanentBalance: userCredits.permanentBalance,
      inviteCode: sql<string | null>`(
        select ${referrals.inviteCode} from ${referrals}
        where ${referrals.referrerId} = ${user.id} and ${referrals.status} = 'pending'
        order by ${referrals.createdAt} desc limit 1)`,
      referralsCompleted: sql<number>`(
        select count(*)::int from ${referrals}
        where ${referrals.referrerId} = ${user.id} and ${referrals.status} = 'completed')`,
      // How those went (rewardReferral): paid, withheld for one client address, or waiting for the friend's confirmation.
      referralsRewarded: sql<number>`(
        select count(*)::int from ${referrals}
        where ${referrals.referrerId} = ${user.id} and ${referrals.rewardedAt} is not null)`,
      referralsSameAddress: sql<number>`(
        select count(*)::int from ${referrals} r join ${profiles} friend on friend.id = r.referred_user_id
        where r.referrer_id = ${user.id} and r.status = 'completed' and r.rewarded_at is null
          and friend.signup_ip is not null and friend.signup_ip = ${profiles.signupIp})`,
      // (A friend from the person's own address is counted above only: confirming will not pay them.)
      referralsUnconfirmed: sql<number>`(
        select count(*)::int from ${referrals} r join ${user} friend on friend.id = r.referred_user_id
          join ${profiles} fp on fp.id = friend.id
        where r.referrer_id = ${user.id} and r.status = 'completed' and r.rewarded_at is null and not friend.email_verified
          and not coalesce(fp.signup_ip = ${profiles.signupIp}, false))`,
      hasPassword: sql<boolean>`exists (select 1 from ${account} where ${passwordAccountOf(user.id)})`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userCredits, eq(userCredits.userId, user.id))
    .where(eq(user.id, sql.placeholder("userId")))
    .prepare("account_me"),
);

/**
 * The signed-in account as /api/me answers it, in one query: the credits badge and every app page read
 * it, so its cost is the app's (scripts/bench/load.mjs; six separate queries cost 1.3 ms of server CPU a
 * request, most of it per-query overhead).
 */
export async function getMe(db: Database, userId: string, adminEmails: readonly string[]): Promise<Me> {
  const [row] = await meQuery(db).execute({ userId });
  if (!row) throw new AppError("not_found", "Account not found");
  const fullName = row.fullName ?? row.name;
  const subscription = row.subscriptionBalance ?? 0;
  const permanent = row.permanentBalance ?? 0;
  return {
    id: row.id,
    email: row.email,
    fullName,
    displayName: row.displayName || defaultDisplayName(fullName),
    emailVerified: row.emailVerified,
    isAdmin: isAdminAddress(row, adminEmails),
    onboardingCompleted: row.onboardingCompleted ?? false,
    newsletterSubscribed: row.newsletterSubscribed ?? true,
    inviteCode: row.inviteCode ?? (await issueInviteCode(db, userId)),
    referralsCompleted: Number(row.referralsCompleted),
    referralsRewarded: Number(row.referralsRewarded),
    referralsSameAddress: Number(row.referralsSameAddress),
    referralsUnconfirmed: Number(row.referralsUnconfirmed),
    twoFactorEnabled: row.twoFactorEnabled ?? false,
    hasPassword: Boolean(row.hasPassword),
    credits: { balance: subscription + permanent, subscription, permanent },
  };
}

export async function updateMe(db: Database, userId: string, input: UpdateMeInput): Promise<void> {
  const set: Partial<typeof profiles.$inferInsert> = {};
  if (input.newsletterSubscribed !== undefined) set.newsletterSubscribed = input.newsletterSubscribed;
  if (input.onboardingCompleted) set.onboardingCompleted = true;
  if (input.displayName !== undefined) set.displayName = input.displayName;
  if (input.language !== undefined) set.language = input.language;
  const rows = await db.update(profiles).set(set).where(eq(profiles.id, userId)).returning({ id: profiles.id });
  if (rows.length === 0) throw new AppError("not_found", "Account not found");
}

/**
 * Deletes the user row (every table the person owns cascades from it, schema.ts) and, in the same
 * transaction, what mentions them without belonging to them: their contact messages and the mails
 * to support about them, mail sent to their address, and better-auth verification rows (reset and
 * two-factor tokens) naming their id or address. The caller has confirmed the person's identity.
 * Kept: the hash of their address in bonus_claims and sign_in_failures, which names nobody.
 */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    if (!row) return;
    const email = row.email.toLowerCase();
    await tx
      .delete(contactMessages)
      .where(or(eq(contactMessages.userId, userId), eq(sql`lower(${contactMessages.email})`, email)));
    // Mails to support quote the sender in fixed lines (contact.service.ts contactMail).
    const mentionsSender = sql`${mailOutbox.kind} = 'contact_message' and (
      strpos(${mailOutbox.text}, ${`\nAccount: ${userId}\n`}) > 0
      or strpos(lower(${mailOutbox.text}), ${`\nemail: ${email}\n`}) > 0)`;
    await tx
      .delete(mailOutbox)
      .where(or(eq(mailOutbox.userId, userId), eq(sql`lower(${mailOutbox.toAddress})`, email), mentionsSender));
    await tx
      .delete(verification)
      .where(
        or(
          sql`strpos(${verification.value}, ${userId}) > 0`,
          sql`strpos(${verification.identifier}, ${userId}) > 0`,
          sql`strpos(lower(${verification.identifier}), ${email}) > 0`,
          sql`strpos(lower(${verification.value}), ${email}) > 0`,
        ),
      );
    await tx.delete(user).where(eq(user.id, userId));
  });
}
