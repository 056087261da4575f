// The single source of every price, cost, limit and bonus (design.md §1.4 and §4).
// Pages, e-mails and the server all read from here; never retype a figure in copy.

export const PRODUCT_NAME = "Plugsmith";

export const CREDITS = {
  signUpBonus: 10,
  referralInviteeBonus: 10,
  referralReferrerBonus: 10,
  generationCost: 1,
  downloadCost: 5,
  adminQuickAdd: [100, 500, 1000],
} as const;

/** What an invited sign-up starts with: the sign-up bonus plus the invitee bonus. */
export const INVITED_START_CREDITS = CREDITS.signUpBonus + CREDITS.referralInviteeBonus;

export interface Plan {
  id: string;
  name: string;
  monthlyCredits: number;
  priceUsd: number;
  popular?: boolean;
}

export const PLANS: readonly Plan[] = [
  { id: "pro-100", name: "Pro 100", monthlyCredits: 100, priceUsd: 25 },
  { id: "pro-200", name: "Pro 200", monthlyCredits: 200, priceUsd: 50, popular: true },
  { id: "pro-400", name: "Pro 400", monthlyCredits: 400, priceUsd: 100 },
  { id: "pro-800", name: "Pro 800", monthlyCredits: 800, priceUsd: 200 },
  { id: "pro-1200", name: "Pro 1200", monthlyCredits: 1200, priceUsd: 300 },
  { id: "pro-2000", name: "Pro 2000", monthlyCredits: 2000, priceUsd: 500 },
];

export const CHEAPEST_PLAN: Plan = PLANS.reduce((a, b) => (b.priceUsd < a.priceUsd ? b : a));

export const EXTRA_CREDITS_PACK = { id: "extra-50", credits: 50, priceUsd: 9.99 } as const;

export const LIMITS = {
  passwordMinLength: 6,
  inviteCodeLength: 8,
  uploadMaxBytes: 10 * 1024 * 1024,
  uploadSummaryFiles: 20,
  chatFilesShown: 5,
  publicPluginsShown: 6,
  thisWeekDays: 7,
  markedElementTextChars: 100,
  versionExcerptChars: 150,
} as const;

export const TERMS = {
  refundDays: 14,
  withdrawalDays: 14,
  priceChangeNoticeDays: 30,
  purchaseInquiryBusinessDays: 2,
  gdprResponseDays: 30,
  minimumAge: 16,
} as const;

/** The contact page and the contact form (spec.md §2 Other marketing pages, §5). */
export const CONTACT = {
  supportEmail: "support@plugsmith.app",
  /** Replies on weekdays within this many hours. */
  responseHours: 24,
  nameMaxChars: 100,
  messageMaxChars: 5000,
  /** Messages one visitor (IP address) may send per hour. */
  messagesPerHour: 5,
} as const;

export const TIMINGS = {
  creditsAnimationMs: 800,
  elementHighlightMs: 300,
  copyResetMs: 2000,
  subscriptionRefreshMs: 2000,
} as const;

export const formatUsd = (amount: number): string =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
