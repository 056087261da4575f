import { z } from "zod";
import { ACCOUNTS, LIMITS } from "../constants";

// Shapes of the account API (design.md §6), shared by the server and the web client.

/** The languages mails are written in: the app's two languages (design.md §1.6). */
export const mailLanguageSchema = z.enum(["en", "sv"]);
export type MailLanguage = z.infer<typeof mailLanguageSchema>;

export const signUpSchema = z.object({
  fullName: z.string().trim().min(1, "Full name is required").max(200),
  email: z.email("Please enter a valid e-mail address").max(320),
  password: z
    .string()
    .min(LIMITS.passwordMinLength, `Password must be at least ${LIMITS.passwordMinLength} characters`)
    .max(128),
  referralCode: z.string().trim().max(32).optional().nullable(),
  /** The app's language at sign-up: the person's mails are written in it. */
  language: mailLanguageSchema.optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: z.email("Please enter a valid e-mail address"),
  password: z.string().min(1, "Password is required"),
});

export const creditBalanceSchema = z.object({
  balance: z.number().int(),
  subscription: z.number().int(),
  permanent: z.number().int(),
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  /** The author name shown on the person's public plugins. */
  displayName: z.string(),
  /** Whether the address is confirmed (always true when the server runs with EMAIL_VERIFICATION=off). */
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  onboardingCompleted: z.boolean(),
  newsletterSubscribed: z.boolean(),
  inviteCode: z.string(),
  /** Friends who signed up with the person's links. */
  referralsCompleted: z.number().int(),
  /** Of those, the ones that earned the person the referral bonus. */
  referralsRewarded: z.number().int(),
  /** Not rewarded: the friend signed up from the person's own client address (one person, two accounts). */
  referralsSameAddress: z.number().int(),
  /** Not rewarded yet: the friend has not confirmed their address. */
  referralsUnconfirmed: z.number().int(),
  twoFactorEnabled: z.boolean(),
  /** False for an account made through a sign-in provider or with passkeys only: it confirms security changes with a recent sign-in. */
  hasPassword: z.boolean(),
  credits: creditBalanceSchema,
});
export type Me = z.infer<typeof meSchema>;

// Control characters, and format characters such as bidi overrides, which let a public name display as
// something other than what it is.
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}]/u;

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, "Please enter a display name")
  .max(ACCOUNTS.displayNameMaxChars, `A display name has at most ${ACCOUNTS.displayNameMaxChars} characters`)
  .refine((v) => !HIDDEN_CHARACTERS.test(v), "A display name cannot contain control characters");

export const updateMeSchema = z
  .object({
    newsletterSubscribed: z.boolean().optional(),
    onboardingCompleted: z.literal(true).optional(),
    displayName: displayNameSchema.optional(),
    /** Sent when a signed-in person switches the app's language: their mails follow. */
    language: mailLanguageSchema.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to update" });
export type UpdateMeInput = z.infer<typeof updateMeSchema>;

export const creditTransactionSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  type: z.string(),
  description: z.string(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;
export const creditTransactionsSchema = z.object({ transactions: z.array(creditTransactionSchema) });

/** What the sign-up response says about an invite code, so the page can tell the person. */
export const referralOutcomeSchema = z.enum(["none", "applied", "invalid", "self", "used"]);
export type ReferralOutcome = z.infer<typeof referralOutcomeSchema>;

export const referralLookupSchema = z.object({ valid: z.boolean() });

/**
 * Why a bonus was not granted: the address is not confirmed yet; the address (or a mailbox behind it) had
 * its welcome credits with an earlier account; the invitee signed up from the inviter's own client address.
 */
export const bonusWithheldSchema = z.enum(["unconfirmed", "address_used", "same_address"]);
export type BonusWithheld = z.infer<typeof bonusWithheldSchema>;

/**
 * What the account was really granted at sign-up (the sign-up answer's `bonuses`, GET /api/me/bonuses):
 * the notices say these figures, never the constants, and the reason when one is 0.
 */
export const welcomeBonusesSchema = z.object({
  signUp: z.number().int(),
  invitation: z.number().int(),
  /** Whether the account was made with an invite code that was applied. */
  invited: z.boolean(),
  withheld: bonusWithheldSchema.nullable(),
});
export type WelcomeBonuses = z.infer<typeof welcomeBonusesSchema>;

/** DELETE /api/me: the password, and the authenticator code when two-factor sign-in is on. */
export const PASSWORD_REQUIRED_MESSAGE = "Enter your password to delete your account";

/** The password is required of an account that has one (server/auth/confirm-identity.ts); one without confirms with a recent sign-in. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: PASSWORD_REQUIRED_MESSAGE }).max(128).optional(),
  code: z.string().trim().max(20).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
