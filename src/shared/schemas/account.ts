import { z } from "zod";
import { LIMITS } from "../constants";

// Shapes of the account API (design.md §6), shared by the server and the web client.

export const signUpSchema = z.object({
  fullName: z.string().trim().min(1, "Full name is required").max(200),
  email: z.email("Please enter a valid e-mail address").max(320),
  password: z
    .string()
    .min(LIMITS.passwordMinLength, `Password must be at least ${LIMITS.passwordMinLength} characters`)
    .max(128),
  referralCode: z.string().trim().max(32).optional().nullable(),
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
  isAdmin: z.boolean(),
  onboardingCompleted: z.boolean(),
  newsletterSubscribed: z.boolean(),
  inviteCode: z.string(),
  referralsCompleted: z.number().int(),
  twoFactorEnabled: z.boolean(),
  credits: creditBalanceSchema,
});
export type Me = z.infer<typeof meSchema>;

export const updateMeSchema = z
  .object({
    newsletterSubscribed: z.boolean().optional(),
    onboardingCompleted: z.literal(true).optional(),
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
