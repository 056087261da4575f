import type { StoredPhpMatrix } from "../../shared/schemas/php-matrix";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// Every table of spec.md §3 plus what design.md §4 needs. Anything a person owns references
// "user" with ON DELETE CASCADE, so deleting the user removes all of it in one statement.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const owner = () => text("user_id").notNull().references(() => user.id, { onDelete: "cascade" });

// ---- better-auth (written by hand: its schema CLI needs Node 22) ----

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: owner(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: owner(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("account_user_id_idx").on(t.userId),
    // One provider identity belongs to one person, even when two callbacks race to link it.
    uniqueIndex("account_provider_account_idx").on(t.providerId, t.accountId),
  ],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: owner(),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The last TOTP time step (unix seconds / 30) a code was accepted for: each code works once (decision 0058). */
    lastTotpStep: bigint("last_totp_step", { mode: "number" }),
  },
  (t) => [index("two_factor_user_id_idx").on(t.userId), index("two_factor_secret_idx").on(t.secret)],
);

/** WebAuthn credentials of @better-auth/passkey (its schema, by hand like the tables above). */
export const passkey = pgTable(
  "passkey",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: owner(),
    credentialID: text("credential_id").notNull().unique(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
    aaguid: text("aaguid"),
  },
  (t) => [index("passkey_user_id_idx").on(t.userId)],
);

// ---- product tables (spec.md §3) ----

export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  fullName: text("full_name").notNull().default(""),
  onboardingCompleted: boolean("onboarding_completed").notNull().default(false),
  newsletterSubscribed: boolean("newsletter_subscribed").notNull().default(true),
  /** The name shown as author of the person's public plugins (Settings); defaults to the first name. */
  displayName: text("display_name").notNull().default(""),
  /** The client address the account was created from (referral rewards are refused when it matches the referrer's). */
  signupIp: text("signup_ip"),
  /** The language the person's mails are written in ('en' or 'sv'): the app's language at sign-up or since. */
  language: text("language").notNull().default("en"),
  createdAt: createdAt(),
});

/**
 * Personal API tokens (Settings → API tokens; issue #18): what a script sends as `Authorization: Bearer`.
 * Only the SHA-256 of the token is kept; `prefix` (its first characters) lets the person tell them apart.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    prefix: text("prefix").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("api_tokens_user_id_idx").on(t.userId)],
);

/**
 * The browsers a person has signed in from (issue #18): a sign-in from one not seen before mails them a
 * notice. `deviceKey` is the SHA-256 of the User-Agent, so the table holds no readable device strings.
 */
export const signInDevices = pgTable(
  "sign_in_devices",
  {
    userId: owner(),
    deviceKey: text("device_key").notNull(),
    firstSeenAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceKey] })],
);

export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    role: text("role", { enum: ["admin"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("user_roles_user_role_uq").on(t.userId, t.role)],
);

export const plugins = pgTable(
  "plugins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    name: text("name").notNull().default("New WordPress Plugin"),
    description: text("description").notNull().default(""),
    author: text("author").notNull().default(""),
    version: text("version").notNull().default("1.0.0"),
    status: text("status").notNull().default("completed"),
    /**
     * The current files (spec.md §3 generated_code) as path → content hash; the contents are rows of
     * plugin_file_contents (docs/decisions/0047).
     */
    fileHashes: jsonb("file_hashes").$type<Record<string, string>>().notNull().default({}),
    previewHtml: text("preview_html"),
    frontendPreviewHtml: text("frontend_preview_html"),
    backendPreviewHtml: text("backend_preview_html"),
    isPublic: boolean("is_public").notNull().default(false),
    /** When the plugin was last made public (publishing is rate-limited per person). */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    isImported: boolean("is_imported").notNull().default(false),
    originalPluginSource: text("original_plugin_source"),
    importMetadata: jsonb("import_metadata").$type<Record<string, unknown>>(),
    /** A copy made for editing points at its source; the source may be deleted later. */
    originalPluginId: uuid("original_plugin_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("plugins_user_created_idx").on(t.userId, t.createdAt),
    index("plugins_public_created_idx").on(t.isPublic, t.createdAt),
  ],
);

export const pluginVersions = pgTable(
  "plugin_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pluginId: uuid("plugin_id")
      .notNull()
      .references(() => plugins.id, { onDelete: "cascade" }),
    versionNumber: integer("version_number").notNull(),
    userPrompt: text("user_prompt").notNull().default(""),
    assistantResponse: text("assistant_response").notNull().default(""),
    /** This version's files as path → content hash (plugin_file_contents). */
    fileHashes: jsonb("file_hashes").$type<Record<string, string>>().notNull().default({}),
    previewHtml: text("preview_html"),
    frontendPreviewHtml: text("frontend_preview_html"),
    backendPreviewHtml: text("backend_preview_html"),
    /** The turn's attachments and the assistant's extras, so the chat can be shown again. */
    images: jsonb("images").$type<string[]>().notNull().default([]),
    markedElements: jsonb("marked_elements").$type<unknown[]>().notNull().default([]),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    quickActions: jsonb("quick_actions").$type<Array<{ label: string; prompt: string }>>().notNull().default([]),
    /** Set when this version made an earlier one current again (restore keeps history append-only). */
    restoredFrom: integer("restored_from"),
    /** A paid turn that was stopped or lost its client after files were sent: saved with what arrived. */
    incomplete: boolean("incomplete").notNull().default(false),
    /**
     * Past the history depth (STORAGE.versionsWithFiles, docs/decisions/0056): the row stays listed, but
     * contents no kept version holds were deleted, so it cannot be opened, restored or downloaded.
     */
    pruned: boolean("pruned").notNull().default(false),
    /** Static checks of this version's files (PHP syntax, danger scan): 'passed' or 'failed', with findings. */
    checkStatus: text("check_status").notNull().default("pending"),
    checkFindings: jsonb("check_findings")
      .$type<Array<{ rule: string; severity: string; file: string; line: number | null; message: string }>>()
      .notNull()
      .default([]),
    /**
     * The WordPress runtime's check (wordpress/runtime/, issue #14), run by a job after the save:
     * 'pending' until then (the row is the job's durable record: a sweep finds what a crash left), then
     * 'passed', 'failed' or 'skipped' (runtime off or unable), with its findings, WordPress version and note.
     */
    runtimeStatus: text("runtime_status").notNull().default("pending"),
    runtimeFindings: jsonb("runtime_findings")
      .$type<Array<{ rule: string; severity: string; file: string; line: number | null; message: string; link?: string }>>()
      .notNull()
      .default([]),
    runtimeWordpress: text("runtime_wordpress"),
    /** Checked on the bundled WordPress 6.5, an offline fallback: no current release could be had (issue #32). */
    runtimeWordpressFallback: boolean("runtime_wordpress_fallback").notNull().default(false),
    runtimePhp: text("runtime_php"),
    runtimeNote: text("runtime_note"),
    runtimeCheckedAt: timestamp("runtime_checked_at", { withTimezone: true }),
    /** Attempts so far: a version whose check keeps crashing its instance is skipped after a few. */
    runtimeAttempts: integer("runtime_attempts").notNull().default(0),
    /**
     * When the version's check was last sent to the queue (docs/decisions/0053); null while it waits its
     * turn in this row, because its person already has CHECK_QUEUE.perPerson checks in the queue.
     */
    runtimeQueuedAt: timestamp("runtime_queued_at", { withTimezone: true }),
    /**
     * The PHP compatibility matrix (issue #32, docs/decisions/0061): a row per PHP version the runtime
     * ships, written by its own job after the main check, one row at a time; null until it started.
     */
    phpMatrix: jsonb("php_matrix").$type<StoredPhpMatrix>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("plugin_versions_plugin_number_uq").on(t.pluginId, t.versionNumber),
    // The sweep's question: which versions still wait for the runtime? (a few rows among millions)
    index("plugin_versions_runtime_pending_idx").on(t.createdAt).where(sql`${t.runtimeStatus} = 'pending'`),
  ],
);

/**
 * The contents of a plugin's files, each stored once per plugin however many versions hold it
 * (docs/decisions/0047): a turn that changes one file of a thousand writes one row. `content` is the
 * file as the app holds it (text, or an image's data URL) and `hash` the SHA-256 (hex) of its UTF-8 bytes.
 */
export const pluginFileContents = pgTable(
  "plugin_file_contents",
  {
    pluginId: uuid("plugin_id")
      .notNull()
      .references(() => plugins.id, { onDelete: "cascade" }),
    hash: text("hash").notNull(),
    content: text("content").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pluginId, t.hash] })],
);

/**
 * The balance, kept in two buckets (design.md §4): subscription credits reset each billing period,
 * permanent credits (purchased, bonus) never expire. The displayed balance is their sum.
 */
export const userCredits = pgTable(
  "user_credits",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    subscriptionBalance: integer("subscription_balance").notNull().default(0),
    permanentBalance: integer("permanent_balance").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("user_credits_subscription_nonnegative", sql`${t.subscriptionBalance} >= 0`),
    check("user_credits_permanent_nonnegative", sql`${t.permanentBalance} >= 0`),
  ],
);

/**
 * A paid chat turn while it runs (docs/decisions/0042): written with its charge, settled 'saved' in the
 * transaction that saves its version, 'paid' when its answer reached the person but no version could be
 * saved (decision 0055), or 'refunded' in the one that gives the credit back, each only from 'running'. A
 * turn whose process died (instance gone, db/instance.ts) is refunded by a sweep.
 */
export const generationTurns = pgTable(
  "generation_turns",
  {
    id: uuid("id").primaryKey(),
    userId: owner(),
    pluginId: uuid("plugin_id").notNull(),
    instanceId: text("instance_id").notNull(),
    fromSubscription: integer("from_subscription").notNull(),
    fromPermanent: integer("from_permanent").notNull(),
    status: text("status", { enum: ["running", "saved", "paid", "refunded"] }).notNull().default("running"),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [index("generation_turns_running_idx").on(t.createdAt).where(sql`${t.status} = 'running'`)],
);

/** Append-only ledger: every balance change is one row, written in the same transaction. */
export const creditTransactions = pgTable(
  "credit_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    amount: integer("amount").notNull(),
    transactionType: text("transaction_type").notNull(),
    description: text("description").notNull().default(""),
    balanceAfter: integer("balance_after").notNull(),
    /**
     * The permanent bucket after the change (null on rows older than migration 0005): a pack counts as
     * unused while it never fell below its value on the pack's row (purchase terms §7, billing refunds).
     */
    permanentAfter: integer("permanent_after"),
    /** A retry, double click or replayed webhook carries the same key and is refused by this index. */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("credit_transactions_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("credit_transactions_idempotency_uq").on(t.userId, t.idempotencyKey),
  ],
);

/**
 * One row per invite code. A code is single-use: 'pending' until someone signs up with it, then
 * 'completed' with the invitee, and the referrer is issued a fresh pending code (docs/decisions).
 */
export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referrerId: text("referrer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    inviteCode: text("invite_code").notNull().unique(),
    status: text("status", { enum: ["pending", "completed"] }).notNull().default("pending"),
    referredUserId: text("referred_user_id").references(() => user.id, { onDelete: "set null" }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** When both bonuses were granted (at the invitee's e-mail verification), or null while not yet / refused. */
    rewardedAt: timestamp("rewarded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("referrals_referrer_idx").on(t.referrerId),
    uniqueIndex("referrals_referred_user_uq").on(t.referredUserId),
  ],
);

export const emailTemplates = pgTable(
  "email_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name", { enum: ["welcome", "weekly_promo"] }).notNull(),
    /** Each template exists per mail language ('en', 'sv'); a person gets theirs, else the English one. */
    language: text("language").notNull().default("en"),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("email_templates_name_language_uq").on(t.name, t.language)],
);

/**
 * The real subscription state, synced from the payment provider (design.md §4): one row per person, made
 * when they first go to a checkout (it holds their customer id at the provider) and overwritten by each
 * re-read of the provider's state (modules/billing).
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    /** `stripe` or `local`: customer ids of one provider mean nothing to the other. */
    provider: text("provider").notNull().default("local"),
    customerId: text("customer_id"),
    subscriptionId: text("subscription_id").unique(),
    planId: text("plan_id"),
    /** A plan change the person chose that takes effect at the next renewal (the test-mode portal). */
    pendingPlanId: text("pending_plan_id"),
    status: text("status").notNull().default("inactive"),
    monthlyCredits: integer("monthly_credits").notNull().default(0),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** The start of the newest billing period whose credits were granted: an older invoice never resets again. */
    creditsPeriodStart: timestamp("credits_period_start", { withTimezone: true }),
    /** When the state written here was read from the provider: an older read never overwrites a newer one. */
    stateReadAt: timestamp("state_read_at", { withTimezone: true }),
    /** An open dispute (chargeback) of one of this subscription's payments: no renewal grants credits while set. */
    openDisputeId: text("open_dispute_id"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("subscriptions_provider_customer_uq").on(t.provider, t.customerId)],
);

/** Payment-provider events already handled, by the provider's event id: each is processed once (issue #12). */
export const billingEvents = pgTable("billing_events", {
  /** `<provider>:<event id>`, e.g. `stripe:evt_123`. */
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  /** What handling it did (`granted`, `reset`, `synced`, `ignored`…), for support. */
  outcome: text("outcome").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The local test-mode checkout's own records (the embedded default of design.md §1.3): checkout sessions,
 * subscriptions, invoices and payments, kept as the provider would keep them, so its events are handled by
 * re-reading them exactly as Stripe's are handled by re-reading Stripe.
 */
export const localBillingObjects = pgTable(
  "local_billing_objects",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["customer", "checkout_session", "subscription", "invoice", "payment"] }).notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    customerId: text("customer_id"),
    data: jsonb("data").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("local_billing_objects_customer_idx").on(t.customerId, t.kind)],
);

/** Every e-mail the product sends. The default transport stops here; SMTP sends and marks it. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Set when the mail concerns an account, so deleting the account removes its mail too. */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    kind: text("kind").notNull(),
    /** stored (outbox transport, never delivered) · queued → sending (claimed by one worker) → sent | queued again | failed */
    status: text("status", { enum: ["queued", "sending", "sent", "failed", "stored"] }).notNull(),
    transport: text("transport").notNull(),
    error: text("error"),
    /** Delivery attempts so far, and when the worker may try again. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** A link that must not be readable from the outbox (reset, verification), encrypted; cleared once sent. */
    secretPayload: text("secret_payload"),
    /** The instance (db/instance.ts) whose worker claimed it while 'sending': a sweep takes back a dead one's claim at once. */
    claimedBy: text("claimed_by"),
    /** Extra headers the transport sends (List-Unsubscribe on the newsletter, RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt), index("mail_outbox_status_idx").on(t.status, t.nextAttemptAt)],
);

/** One row per delivery attempt of an outbox mail. */
export const mailAttempts = pgTable(
  "mail_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mailId: uuid("mail_id")
      .notNull()
      .references(() => mailOutbox.id, { onDelete: "cascade" }),
    ok: boolean("ok").notNull(),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_attempts_mail_idx").on(t.mailId)],
);

/**
 * Addresses that have had their sign-up bonus, as a one-way hash of the normalised address. Kept when
 * the account is deleted, so deleting and signing up again grants no second bonus.
 */
export const bonusClaims = pgTable("bonus_claims", {
  emailHash: text("email_hash").primaryKey(),
  createdAt: createdAt(),
});

/** Failed sign-ins per account (keyed by a hash of the normalised address), for throttling. */
export const signInFailures = pgTable("sign_in_failures", {
  emailHash: text("email_hash").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/**
 * Messages sent through the contact form (design.md §4), kept even when e-mailing them fails. A sender's
 * account may be deleted later; the message stays, without the link. `ip` keys the hourly limit.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_ip_created_idx").on(t.ip, t.createdAt)],
);

/**
 * Secrets the instance generates for itself when none is configured (the session signing key), kept
 * in the database so every process that shares it signs alike and restarts keep sessions valid.
 */
export const instanceSecrets = pgTable("instance_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * Every admin action (credits added, newsletter switched, template saved or test-sent, plugin unpublished,
 * pack refunded), newest first on the admin page. The target is an id only: the log outlives the account
 * and names nobody once it is gone.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: text("admin_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetUserId: text("target_user_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("admin_audit_log_created_idx").on(t.createdAt)],
);

/** The weekly newsletter, claimed per (ISO week, person): several processes or a resumed run send it once. */
export const newsletterSends = pgTable(
  "newsletter_sends",
  {
    week: text("week").notNull(),
    userId: owner(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.week, t.userId] })],
);

/**
 * Ship to my site (issue #37): a person's own WordPress sites with the Plugsmith Connector, paired by a one-time code.
 * `id` is the siteId every signed payload carries (wordpress/connector/protocol.ts); the site keeps `publicKey`, we
 * keep the private key encrypted (integrations/sites/site-keys.ts). At most SITES.perAccount per person.
 */
export const sites = pgTable(
  "sites",
  {
    id: uuid("id").primaryKey(),
    userId: owner(),
    name: text("name").notNull(),
    /** The site's home URL as checked at add time (no trailing slash): the only address we ever call for it. */
    url: text("url").notNull(),
    publicKey: text("public_key").notNull(),
    privateKeyEncrypted: text("private_key_encrypted").notNull(),
    wordpressVersion: text("wordpress_version").notNull().default(""),
    phpVersion: text("php_version").notNull().default(""),
    lastContactAt: timestamp("last_contact_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("sites_user_idx").on(t.userId, t.createdAt), uniqueIndex("sites_user_url_uq").on(t.userId, t.url)],
);

/**
 * One-time pairing codes (10 minutes, single use): only the SHA-256 of the code is kept; the browser that was shown it
 * sends it back with "Pair". Its id becomes the site's id. At most SITES.pendingCodesPerAccount unexpired per person.
 */
export const sitePairingCodes = pgTable(
  "site_pairing_codes",
  {
    id: uuid("id").primaryKey(),
    userId: owner(),
    url: text("url").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("site_pairing_codes_user_idx").on(t.userId, t.expiresAt)],
);

/**
 * A push to a paired site (an install of a plugin version, or a rollback), as a pg-boss job's durable record and the
 * state the UI polls: queued → sending → installed | failed | unreachable. The charge (a download's, once per version)
 * is taken when it is sent and given back when the site refused or never answered (docs/decisions/0072).
 */
export const siteInstalls = pgTable(
  "site_installs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: owner(),
    pluginId: uuid("plugin_id")
      .notNull()
      .references(() => plugins.id, { onDelete: "cascade" }),
    versionNumber: integer("version_number").notNull(),
    kind: text("kind", { enum: ["install", "rollback"] }).notNull().default("install"),
    state: text("state", { enum: ["queued", "sending", "installed", "failed", "unreachable"] }).notNull().default("queued"),
    /** The plugin folder on the site (the ZIP's slug), set when sent. */
    slug: text("slug"),
    /** The site's answer: its SiteReport and PluginReport (protocol.ts). */
    report: jsonb("report").$type<Record<string, unknown>>(),
    error: text("error"),
    /** What the push took, per bucket, so a refund puts each credit back where it was (0 and 0: free). */
    chargedSubscription: integer("charged_subscription").notNull().default(0),
    chargedPermanent: integer("charged_permanent").notNull().default(0),
    refunded: boolean("refunded").notNull().default(false),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("site_installs_site_idx").on(t.siteId, t.createdAt),
    index("site_installs_plugin_version_idx").on(t.pluginId, t.versionNumber),
    // One waiting push per site, plugin and version: a thousand clicks queue one.
    uniqueIndex("site_installs_one_waiting_uq")
      .on(t.siteId, t.pluginId, t.versionNumber, t.kind)
      .where(sql`${t.state} in ('queued', 'sending')`),
    index("site_installs_waiting_idx").on(t.createdAt).where(sql`${t.state} in ('queued', 'sending')`),
  ],
);
