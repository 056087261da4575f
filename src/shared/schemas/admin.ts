import { z } from "zod";
import { mailLanguageSchema } from "./account";

// The admin API (issue #13, spec.md §2 Admin dashboard, §5 admin add credits, §7), shared by the server and
// the /admin page. Every route answers 401 to a visitor and 403 to a signed-in person without the role.

export const ADMIN_USERS_PAGE_SIZE = 50;

/** GET /api/admin/users?search=&page= */
export const adminUsersQuerySchema = z.object({
  /** Matches the start of the e-mail address or of the full name, in any case. */
  search: z.string().trim().max(200).optional(),
  /** 1-based. */
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The full name, or null (the table shows a dash). */
  name: z.string().nullable(),
  credits: z.number().int(),
  plugins: z.number().int(),
  /** From the subscriptions table: active or trialing is Active, anything else Free. */
  subscription: z.enum(["active", "free"]),
  newsletter: z.boolean(),
  joinedAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether a next page exists (counting every match would cost a scan at 100,000 people). */
  hasMore: z.boolean(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** GET /api/admin/users/:id */
export const adminUserDetailSchema = z.object({
  user: adminUserRowSchema,
  plugins: z.array(
    z.object({ id: z.string(), name: z.string(), version: z.string(), status: z.string(), isPublic: z.boolean(), createdAt: z.string() }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** spec.md §5: the amount must be a whole number greater than 0. */
export const INVALID_CREDITS_MESSAGE = "Please enter a valid number of credits";
export const ADMIN_CREDITS_MAX = 100_000;

/** POST /api/admin/users/:id/credits */
export const addCreditsSchema = z.object({
  amount: z.number({ error: INVALID_CREDITS_MESSAGE }).int(INVALID_CREDITS_MESSAGE).min(1, INVALID_CREDITS_MESSAGE).max(ADMIN_CREDITS_MAX, INVALID_CREDITS_MESSAGE),
  /** The same id twice (a double click, a retry) adds once. */
  requestId: z.uuid().optional(),
});
export type AddCreditsRequest = z.infer<typeof addCreditsSchema>;

/** PATCH /api/admin/users/:id/newsletter */
export const setNewsletterSchema = z.object({ subscribed: z.boolean() });

/** GET /api/admin/stats: the five cards. */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  subscribers: z.number().int(),
  totalPlugins: z.number().int(),
  totalCredits: z.number().int(),
  newsletter: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/admin/stats/daily: the last 30 days, oldest first, one row per day (UTC). */
export const adminDailyStatsSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      signUps: z.number().int(),
      turns: z.number().int(),
      downloads: z.number().int(),
      creditsSpent: z.number().int(),
      /** US dollars by plan id (and 'extra-50' for packs), from the payments granted that day. */
      revenueUsd: z.record(z.string(), z.number()),
    }),
  ),
});
export type AdminDailyStats = z.infer<typeof adminDailyStatsSchema>;

export const auditActionSchema = z.enum([
  "credits_added",
  "newsletter_changed",
  "template_saved",
  "template_test_sent",
  "plugin_unpublished",
  "pack_refunded",
  "newsletter_sent",
]);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** GET /api/admin/audit?page= */
export const auditEntrySchema = z.object({
  id: z.string(),
  action: auditActionSchema,
  adminEmail: z.string().nullable(),
  targetUserId: z.string().nullable(),
  /** The target's e-mail while the account exists. */
  targetEmail: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), hasMore: z.boolean() });

export const templateNameSchema = z.enum(["welcome", "weekly_promo"]);
export type TemplateName = z.infer<typeof templateNameSchema>;

/** The placeholders a template may use; anything else in {{ }} is refused when saving. */
export const TEMPLATE_PLACEHOLDERS = ["name", "credits", "unsubscribe_url", "site_url"] as const;

export const emailTemplateSchema = z.object({
  name: templateNameSchema,
  language: mailLanguageSchema,
  subject: z.string(),
  content: z.string(),
  updatedAt: z.string().nullable(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** PUT /api/admin/templates/:name and POST …/preview */
export const saveTemplateSchema = z.object({
  subject: z.string().trim().min(1, "Enter a subject").max(200),
  content: z.string().trim().min(1, "Enter the content").max(50_000),
});

/** POST /api/admin/templates/:name/preview: the mail as a recipient gets it, with sample values. */
export const templatePreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

/** GET /api/admin/outbox: security mails' bodies are never shown. */
export const outboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** null for password resets and address confirmations. */
  text: z.string().nullable(),
  /** The HTML part, null as `text` is; shown in a sandboxed frame without scripts. */
  html: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** GET /api/admin/newsletter (issue #34): the weekly newsletter's schedule, last send and reach. */
export const newsletterStatusSchema = z.object({
  /** The pg-boss schedule as it is stored; null when the job runner has not scheduled it. */
  schedule: z.object({ cron: z.string(), timezone: z.string(), nextRun: z.string().nullable() }).nullable(),
  /** The newest week that was sent: when its mails were queued, and how their delivery stands. */
  lastSend: z
    .object({
      week: z.string(),
      startedAt: z.string(),
      finishedAt: z.string(),
      queued: z.number().int(),
      sent: z.number().int(),
      failed: z.number().int(),
      pending: z.number().int(),
    })
    .nullable(),
  /** The people a send now would mail: subscribed, confirmed, not yet mailed this week. */
  audience: z.number().int(),
  /** A send (by the schedule or by hand) is waiting or running. */
  running: z.boolean(),
});
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;
