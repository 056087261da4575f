// The single source of every price, cost, limit and bonus (design.md §1.4 and §4).
// Pages, e-mails and the server all read from here; never retype a figure in copy.

export { PRODUCT_NAME } from "./product-name";

export const CREDITS = {
  signUpBonus: 10,
  referralInviteeBonus: 10,
  referralReferrerBonus: 10,
  /** Referral rewards one referrer may receive per calendar month (UTC); invitations beyond it still work. */
  referralRewardsPerMonth: 10,
  generationCost: 1,
  downloadCost: 5,
} as const;

/** What an invited sign-up starts with: the sign-up bonus plus the invitee bonus. */
export const INVITED_START_CREDITS = CREDITS.signUpBonus + CREDITS.referralInviteeBonus;

/** Account rules: display names, e-mail confirmation, failed sign-ins (issue #9). */
export const ACCOUNTS = {
  displayNameMaxChars: 50,
  /** Confirmation mails one address may be sent per hour (the one sent at sign-up counts). */
  verificationMailsPerHour: 3,
  /** Failed sign-ins for one address within the window that lock further sign-ins for lockMinutes. */
  signInFailuresBeforeLock: 5,
  signInFailureWindowMinutes: 15,
  signInLockMinutes: 15,
  emailNotVerifiedMessage:
    "Please verify your e-mail address first. Open the link we sent you, or resend it from your dashboard.",
  /** `{minutes}` is replaced by the minutes left. */
  signInLockedMessage: "Too many failed sign-in attempts. Try again in {minutes} minutes.",
  verificationMailsLimitMessage: "We have sent you several confirmation mails already. Please try again in an hour.",
} as const;

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

/** Personal API tokens (Settings → API tokens; issue #18). */
export const API_TOKENS = {
  /** What every token starts with, so a leaked one is recognisable (and scanners can look for it). */
  prefix: "pst_",
  /** Characters of a token shown in the list to tell tokens apart (the prefix and 8 more). */
  shownChars: 12,
  nameMaxChars: 60,
  maxPerUser: 10,
  maxDays: 365,
  /** The lifetimes offered in Settings (the API takes any whole number of days up to maxDays). */
  dayChoices: [7, 30, 90, 365],
} as const;

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
  /** Versions per page of a plugin's history (GET /api/plugins/:id/versions), and the most one page may ask for. */
  versionsPerPage: 20,
  versionsPerPageMax: 50,
  /** The largest version number a request may name (a download, a fix, a page's 'before'): below PostgreSQL's integer. */
  versionNumberMax: 1_000_000,
  /** Chat turns one person may have running at once, per server process (a third answers 429). */
  concurrentTurnsPerUser: 2,
  /** Chat turns running at once in one server process, everyone's together: one more answers 503 before it is charged. */
  turnsPerProcess: 400,
  /**
   * Turns saving their version at once, per server process; the others wait for a place, in order
   * (decision 0049). A save is a transaction of about a dozen round trips and the version's checks:
   * unbounded, 27 of them at once kept every read of the process waiting (scripts/bench/load.mjs).
   */
  turnSavesAtOnce: 2,
  /** A chat turn running longer than this is stopped as our failure (a model that hangs holds a turn slot). */
  turnTimeoutMs: 10 * 60_000,
  /**
   * Room a chat turn needs under pluginBytes: a plugin with less is refused before any model call (413
   * plugin_full, nothing charged), since whatever the model wrote could not be kept (decision 0055).
   */
  turnRoomBytes: 4 * 1024,
  /** Plugins one person may own: creating or copying one more is refused (422). */
  pluginsPerUser: 200,
  /** Files in one plugin (an imported plugin may bring a vendor/ folder: the import budget's entries). */
  filesPerPlugin: 2_000,
  /** Bytes (UTF-8) of one file a reply or a hand edit writes: a reply writing a bigger one is stopped while it streams (413). */
  fileBytes: 512 * 1024,
  /** Bytes of one imported file (an imported vendor bundle may be larger than anything we write). */
  importedFileBytes: 5 * 1024 * 1024,
  /** Bytes of all of a plugin's files together, as stored (images count as their base64 data URLs) (413). */
  pluginBytes: 20 * 1024 * 1024,
  /** Bytes of all the files one reply writes together (413 while it streams). */
  replyBytes: 5 * 1024 * 1024,
  /** Characters of a file path inside a plugin, folders included: the one path length limit. */
  pathChars: 200,
  /** Plugins one person may make public per hour (429 beyond it). */
  publishesPerHour: 10,
  /** Changes one hand edit may carry (write, rename, delete). */
  fileChangesPerEdit: 50,
  /**
   * Hand edits (POST /api/plugins/:id/files) one person may save per minute, per server process (429 beyond it).
   * Free, so kept low: each writes up to 3 MB of new contents and queues a WordPress check (decision 0056).
   */
  handEditsPerMinute: 6,
  /** Free 'Fix with AI' turns one person may start per day (each is a model call we pay for). */
  freeFixesPerDay: 10,
  /** Checkouts (plans and packs) one person may start per hour: each is a session at the payment provider. */
  checkoutsPerHour: 20,
  /** Built ZIPs kept in memory per process, so a free re-download costs no CPU. */
  zipCacheBytes: 64 * 1024 * 1024,
  /**
   * PHP files whose check results (syntax, dangerous calls, unescaped output) are kept per process by
   * content hash, so a save re-parses only the files it changed: two imports at the plugin's file cap.
   */
  phpCheckCacheEntries: 4_000,
  /** Worker threads that check an import's PHP (fewer where the machine has fewer cores). */
  phpCheckWorkers: 2,
  /** Heap of one check worker: a hostile file can fail its import, not exhaust the process. */
  phpCheckWorkerHeapMb: 256,
} as const;

/**
 * What the database keeps of plugins' files (issue #31, docs/decisions/0056). Bytes are the UTF-8 bytes of
 * each distinct content a plugin holds (plugin_file_contents), however many versions share it.
 */
export const STORAGE = {
  /** The newest versions of a plugin that keep their files; older ones stay listed without them (pruned). */
  versionsWithFiles: 10,
  /** Bytes one plugin may keep: the plugin at its cap (LIMITS.pluginBytes) and as much again of history. */
  pluginBytes: 2 * LIMITS.pluginBytes,
  /** Bytes one person's plugins may keep together. */
  accountBytes: 200 * 1024 * 1024,
} as const;

/**
 * Plugin ZIP upload (spec.md §5; issue #11). The archive is read with a byte budget: declared sizes inside a
 * ZIP are the uploader's word, so inflating stops at these counts of bytes really produced.
 */
/** The WordPress runtime that checks every saved version (issue #14, src/server/wordpress/runtime/). */
export const WP_RUNTIME_LIMITS = {
  /** A check that runs longer is stopped with its instance and reported as a finding (wp.timeout). */
  checkTimeoutMs: 60_000,
  /** Checks waiting per process beyond the running ones; beyond, the job is retried later. */
  maxQueued: 20,
  /** One PHP matrix row (lint and activation on one PHP, docs/decisions/0061) that runs longer fails as kept busy. */
  phpMatrixStepTimeoutMs: 45_000,
  /**
   * Checks a process starts for turns before their versions are saved (runtime/early-checks.ts, decision 0088), and
   * how long one waits for its version's job to take it: beyond either, a turn's check waits for its version.
   */
  earlyChecks: 8,
  earlyCheckKeepMs: 2 * 60_000,
  /** Longest a PHP matrix row (background work) waits in the queue for people's checks to come first (holdBackground). */
  backgroundHoldMs: 30_000,
} as const;

/**
 * The queue of WordPress checks is fair between people (issue #30, docs/decisions/0053): a person's checks
 * take turns with everyone else's, a few at a time, and a person whose plugins keep PHP busy waits longer.
 */
export const CHECK_QUEUE = {
  /** Checks a person may have in the queue at once (waiting or running); the rest wait in their rows. */
  perPerson: 3,
  /** A person's time-outs in the WordPress check count against their next checks for this long. */
  timeoutWindowMs: 10 * 60_000,
  /** Priority a person's checks lose per recent time-out: more than any person's own queue spans. */
  timeoutPriorityDrop: 10,
  /** From a person's second recent time-out, their next check starts this long after the last one, per time-out beyond the first… */
  timeoutDelayMs: 60_000,
  /** …and never later than this after it. */
  maxTimeoutDelayMs: 3 * 60_000,
} as const;

export const PREVIEW_LIMITS = {
  /** A preview not used for this long is closed; its address stops working. */
  idleMs: 30 * 60_000,
  /**
   * A preview used within this long is in use: it is never closed to make room for another person's. When every
   * place is taken, the least recently used preview past it gives way to a newcomer; if none is, the newcomer is
   * told the previews are busy (503 previews_busy).
   */
  activeMs: 2 * 60_000,
  /** Previews a person may open a minute (each starts a WordPress). */
  opensPerMinute: 20,
  /** Opens of one person's that may wait for the one in hand (they run one at a time); more are refused (429). */
  opensWaiting: 4,
  /** Requests a minute into one preview (each runs WordPress). */
  requestsPerMinute: 600,
  /** Longest one request in a preview may run before its WordPress is stopped (that preview's alone: each has its own thread). */
  requestTimeoutMs: 30_000,
  /** Longest opening a preview may take (WordPress starts first when no spare was ready). */
  openTimeoutMs: 90_000,
  /** Largest request body a preview accepts (a form post, an upload). */
  bodyBytes: 2 * 1024 * 1024,
  /**
   * A preview worker's JavaScript heap (old generation). PHP's memory is WebAssembly memory, outside it, and answers
   * are byte arrays; with a small limit V8 also grows the heap less between collections: 4 previews open on WordPress
   * 7.1.4 held +402-404 MB over the idle server at 128 MB, and +541-543 MB at 256 and 512 (preview-memory.mjs; 0087).
   */
  workerHeapMb: 128,
} as const;

export const IMPORT_LIMITS = {
  /** The uploaded file itself (spec.md §5 'File too large'). */
  zipBytes: LIMITS.uploadMaxBytes,
  /** Bytes inflated from all entries together before reading stops. */
  inflatedBytes: 50 * 1024 * 1024,
  /** Bytes inflated from one entry. */
  entryBytes: LIMITS.importedFileBytes,
  /** Entries in the archive's central directory, folders included. */
  entries: 2_000,
  /** Extensions kept from an upload (spec.md §5); anything else is skipped and listed. */
  extensions: [".php", ".js", ".css", ".json", ".txt", ".md", ".png", ".jpg", ".jpeg", ".svg", ".webp"],
  /** Uploads one person may import per hour, per server process, refused or not (429 beyond it). */
  perHour: 20,
  /** Room for the multipart framing around the file in the request body. */
  multipartOverheadBytes: 64 * 1024,
  /**
   * Imports one server process reads at the same time (503 with Retry-After beyond it): each holds up to
   * the inflated budget and its files' syntax trees, about 200 MB at the cap (scripts/bench/plugin-import.ts).
   */
  concurrentPerProcess: 2,
  /** Seconds a refused import is told to wait (Retry-After). */
  busyRetrySeconds: 5,
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

/**
 * Request bodies: refused with 413 from Content-Length before they are read (or while reading a body
 * sent without one). A chat turn's own limit follows from its schema (server/http/body-limit.ts).
 */
export const BODY_LIMITS = {
  authBytes: 64 * 1024,
  contactBytes: 64 * 1024,
  defaultBytes: 1024 * 1024,
  tooLargeMessage: "The request is too large.",
} as const;

/** Live event streams (GET /api/events): a person's fourth open stream closes their oldest. */
export const EVENT_STREAMS = {
  perUser: 3,
  /** Open streams one process holds at most; beyond it 503 with Retry-After. */
  perProcess: 2_000,
  retryAfterSeconds: 30,
  busyMessage: "Too many live connections right now. Please try again shortly.",
  /** A comment line this often keeps proxies from closing an idle stream; the session is re-checked then. */
  heartbeatMs: 25_000,
} as const;

/** The HTTP server's socket timeouts (server/server.ts). */
export const SERVER_TIMEOUTS = {
  /** Time to send the request line and headers (slow-header clients are dropped). */
  headersMs: 10_000,
  /** Time to send the whole request, body included: a chat turn's largest body on a slow uplink. */
  requestMs: 120_000,
  /** An idle keep-alive socket stays open this long: above the 60 s idle timeout of common load balancers. */
  keepAliveMs: 65_000,
  /** How often Node checks the two timeouts above. */
  checkIntervalMs: 1_000,
} as const;

/** Mail delivery from the outbox (issue #9, finding 13) and how long the outbox keeps a mail. */
/** The weekly newsletter (issue #13): the weekly_promo template to subscribed, confirmed addresses. */
export const NEWSLETTER = {
  /** pg-boss cron, UTC: Mondays at 09:00. */
  cron: "0 9 * * 1",
  /** People claimed and mailed per transaction. */
  batchSize: 200,
} as const;

export const MAIL_DELIVERY = {
  /** Attempts per mail; after the last failure the mail is marked failed. */
  maxAttempts: 5,
  /** Wait after the 1st, 2nd, 3rd and 4th failed attempt: 1 min, 5 min, 30 min, 2 h. */
  retryDelaysMs: [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000],
  /** A claimed mail whose sender vanished (crash) is tried again after this long. */
  claimLeaseMs: 2 * 60_000,
  /** Outbox rows (and their attempts) are deleted this many days after they were written. */
  outboxRetentionDays: 30,
} as const;

export const TIMINGS = {
  creditsAnimationMs: 800,
  elementHighlightMs: 300,
  copyResetMs: 2000,
  subscriptionRefreshMs: 2000,
  /** spec.md §4 'Upload flow': the editor takes over an upload this long after it is done. */
  uploadHandOffMs: 500,
} as const;

export const formatUsd = (amount: number): string =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
