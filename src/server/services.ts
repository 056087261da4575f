import path from "node:path";
import pLimit from "p-limit";
import { IMPORT_LIMITS, LIMITS, PREVIEW_LIMITS, WP_RUNTIME_LIMITS } from "../shared/constants";
import type { Auth } from "./auth/auth";
import { type SessionCache, createSessionCache } from "./auth/session-cache";
import { resolveAuthSecret } from "./auth/secret";
import type { Database, DatabaseHandle } from "./db/client";
import { type Env, onLoopback } from "./env";
import type { MailService } from "./integrations/mail/mail-service";
import type { PaymentProvider } from "./integrations/payments/payment-provider";
import { createPaymentProvider } from "./integrations/payments/registry";
import { createOutboxMail } from "./integrations/mail/outbox-mail";
import { createSmtpMail } from "./integrations/mail/smtp-mail";
import { createSecretLinkCipher } from "./integrations/mail/secret-link-cipher";
import { type JobRunner, startJobRunner } from "./jobs/job-runner";
import { createRuntimePool, type RuntimePool } from "./wordpress/runtime/runtime-pool";
import { createPreviewPool, type PreviewPoolOptions } from "./wordpress/preview-sites/preview-pool";
import type { PreviewDeps } from "./modules/previews/preview.service";
import { PreviewSessions } from "./modules/previews/preview-sessions";
import { type Logger, createLogger } from "./lib/logger";
import { type RateLimiter, createRateLimiter } from "./lib/rate-limiter";
import { createGenerator } from "./integrations/llm/registry";
import { createOfflineGenerator } from "./integrations/llm/offline";
import type { TurnDeps, TurnGenerator } from "./modules/generation/generation.service";
import { checkTurnFilesEarly } from "./modules/plugins/checks/version-early-check.service";
import { CheckedVersions, VERSION_CHECKED_CHANNEL } from "./modules/plugins/checks/checked-versions";
import { createSlots, type Slots } from "./lib/slots";
import { createPhpCheckPool, type PhpCheckPool } from "./wordpress/static-check/php-check-pool";
import { createUnsubscribeTokens, type UnsubscribeTokens } from "./modules/newsletter/unsubscribe-token";
import { type EventHub, type EventStreamOptions, startEventHub } from "./modules/events/event-hub";
import { PLUGINS_CHANNEL, type PluginListCache, createPluginListCache } from "./modules/plugins/plugin-list-cache";
import { seedEmailTemplates } from "./modules/mail/templates.service";
import { type ZipCache, createZipCache } from "./wordpress/zip-cache";
import { createReleaseSource, type ReleaseSource } from "./wordpress/release/release-source";
import { readRuntimeRelease, type RuntimeRelease, writeRuntimeRelease } from "./wordpress/release/runtime-release";
import { serveWordPressAssetsFrom } from "./wordpress/preview-sites/wordpress-assets";
import { WORDPRESS_RELEASE_CHANNEL } from "./jobs/wordpress-release-jobs";
import { createSiteKeyCipher } from "./integrations/sites/site-keys";
import { KeyedTurns } from "./lib/keyed-turns";
import { allowLocalSites } from "./integrations/sites/site-client";
import type { SitesDeps } from "./modules/sites/sites.service";
import { SITES } from "../shared/schemas/sites";

/** Everything the routes use, built once per process (or per test) and handed to createApp. */
export interface Services {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  db: Database;
  mail: MailService;
  /** Stripe when STRIPE_SECRET_KEY is set, else the local test-mode checkout (integrations/payments). */
  payments: PaymentProvider;
  /**
   * better-auth, made on first use (decision 0081): its modules took a third of the server's start, and the
   * server answers before they load. server.ts asks for it a second after the server answers.
   */
  auth: () => Promise<Auth>;
  /** Which user a session cookie belongs to, remembered for a few seconds (auth/session-cache.ts). */
  sessionCache: SessionCache;
  /** Each person's plugin list, kept until their plugins change (modules/plugins/plugin-list-cache.ts). */
  pluginLists: PluginListCache;
  /** Built plugin ZIPs per version and content, bytes-bounded (wordpress/zip-cache.ts). */
  zips: ZipCache;
  /** What a chat turn needs: the generator (a model provider or the offline one) and the turn limiter. */
  generation: TurnDeps;
  /** Hand edits saved per person per minute (LIMITS.handEditsPerMinute). */
  handEdits: RateLimiter;
  /** Checkout sessions started per person per hour (LIMITS.checkoutsPerHour). */
  checkouts: RateLimiter;
  /** Plugin ZIPs imported per person per hour (env IMPORT_RATE_LIMIT_PER_HOUR). */
  imports: RateLimiter;
  /** Plugin ZIPs being imported in this process (IMPORT_LIMITS.concurrentPerProcess). */
  importSlots: Slots;
  /** Signs and checks the newsletter's one-click unsubscribe links. */
  unsubscribeTokens: UnsubscribeTokens;
  /** Worker threads that check an import's PHP off this thread (wordpress/static-check/php-check-pool.ts). */
  phpChecks: PhpCheckPool;
  /** The WordPress runtime that checks saved versions in jobs (workers start on the first check); null when WP_RUNTIME=off. */
  runtime: RuntimePool | null;
  /** Live previews in WordPress (their pool is null when WP_RUNTIME=off or PREVIEW_PORT=0). */
  previews: PreviewDeps;
  /** The WordPress release checks and previews run (WP_VERSION, WORDPRESS_ZIP; resolved again daily); null when WP_RUNTIME=off. */
  wordpressRelease: ReleaseSource | null;
  /** Live events (balance changes) fanned out from the database to this process's streams. */
  events: EventHub;
  /** Ship to my site (issue #37): the paired sites' key cipher and outbound client settings, shared with the push job. */
  sites: SitesDeps;
  /**
   * Starts the background job runner (pg-boss: mail delivery, outbox expiry); once per services, later
   * calls return the same runner. server.ts always starts it; API tests only when they test background
   * work, since it costs about 2 s on PGlite (docs/decisions/).
   */
  startJobs(options?: { mailRetryDelaysMs?: readonly number[]; pollSeconds?: number }): Promise<JobRunner>;
  /** Stops what the services started (job runner, database listener); the database itself is closed by its owner. */
  close(): Promise<void>;
  /** The built web app to serve; absent in API tests. */
  clientDir?: string;
  /** Articles and legal texts (content/), for the sitemap and the RSS feed. */
  contentDir: string;
}

export interface BuildServicesOptions {
  env: Env;
  database: DatabaseHandle;
  logger?: Logger;
  mail?: MailService;
  /** A generator other than the one env chooses (tests, benchmarks). */
  generator?: TurnGenerator;
  clientDir?: string;
  /** Defaults to ./content. */
  contentDir?: string;
  /** Event stream limits and timings other than the defaults (tests: a short heartbeat). */
  eventStreams?: Partial<EventStreamOptions>;
  /** The session cache's clock, Date.now by default (tests move it past SESSION_CACHE_TTL_MS instead of waiting). */
  sessionCacheNow?: () => number;
}

/** How long a process trusts a session it has checked: a sign-out in another process takes effect here within it. */
export const SESSION_CACHE_TTL_MS = 5_000;

/** The live preview pool's settings from env (a test builds a pool of its own with a shorter time limit). */
export function previewPoolOptions(env: Env): PreviewPoolOptions {
  return {
    heapMb: PREVIEW_LIMITS.workerHeapMb,
    timeoutMs: PREVIEW_LIMITS.requestTimeoutMs,
    openTimeoutMs: PREVIEW_LIMITS.openTimeoutMs,
    snapshotDir: runtimeDir(env),
    previewBase: `${env.PREVIEW_ORIGIN}/preview/`,
  };
}

/** Where the runtime keeps its installed site and the release it runs (prepared-runtime.ts reads both). */
const runtimeDir = (env: Env) => path.join(env.DATA_DIR, "wordpress-runtime");

/** How long a first start (no release here but the bundled one) waits for WordPress.org before it runs what it has. */
const RELEASE_START_WAIT_MS = 10_000;

/**
 * The WordPress release source, with what it resolves written where the workers read it and the preview's
 * static files served from it. A first start waits for WordPress.org at most RELEASE_START_WAIT_MS (it fails at
 * once without a network); a restart does not wait (issue #35 item 4), even when it has only the bundled release
 * (a server with no network would otherwise wait for WordPress.org's failure at every start); a release that
 * arrives later reaches the pools through `onChange`.
 */
async function startWordPressRelease(env: Env, logger: Logger): Promise<ReleaseSource> {
  const restart = readRuntimeRelease(runtimeDir(env)) !== null;
  const releases = createReleaseSource({ dataDir: env.DATA_DIR, wanted: env.WP_VERSION, localZip: env.WORDPRESS_ZIP ?? null, orgUrl: env.WORDPRESS_ORG_URL, logger });
  const use = (release: RuntimeRelease) => {
    writeRuntimeRelease(runtimeDir(env), release);
    serveWordPressAssetsFrom(release.assetsDir);
    if (release.fallback) logger.warn(`WordPress checks and previews run on WordPress ${release.version}, an offline fallback: no release of WP_VERSION=${env.WP_VERSION} could be had from WordPress.org and none is cached (set WORDPRESS_ZIP to a release zip on a server with no network)`);
    else logger.info({ version: release.version, source: release.source }, "WordPress release in use");
  };
  if (releases.current().fallback && !restart) {
    // A first start with nothing here but the bundled release: worth a short wait for the one WP_VERSION names.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([releases.refresh(), new Promise((resolve) => (timer = setTimeout(resolve, RELEASE_START_WAIT_MS)))]);
    clearTimeout(timer);
  } else {
    // A restart runs the release it resolved last time (or WORDPRESS_ZIP) at once; a newer one arrives through onChange.
    releases.refresh().catch((err: unknown) => logger.warn({ err: err instanceof Error ? err.message : String(err) }, "WordPress release refresh failed"));
  }
  use(releases.current());
  releases.onChange(use);
  return releases;
}

/** Picks each outside service from configuration: embedded defaults unless env names a real one. */
export async function buildServices(opts: BuildServicesOptions): Promise<Services> {
  const { env, database } = opts;
  const db = database.db;
  const logger = opts.logger ?? createLogger(env.LOG_LEVEL);
  await seedEmailTemplates(db);
  const secret = await resolveAuthSecret(db, env.AUTH_SECRET);
  const mailCipher = createSecretLinkCipher(secret);
  const unsubscribeTokens = createUnsubscribeTokens(secret);
  let jobs: Promise<JobRunner> | undefined;
  const mail =
    opts.mail ?? (env.SMTP_URL ? createSmtpMail({ db, cipher: mailCipher }) : createOutboxMail({ db, logger }));
  const sessionCache = createSessionCache({ ttlMs: SESSION_CACHE_TTL_MS, now: opts.sessionCacheNow });
  let authLoading: Promise<Auth> | undefined;
  const auth = () =>
    (authLoading ??= import("./auth/auth").then(
      ({ createAuth }) => createAuth({ env, db, mail, logger, secret, sessionCache }),
      (err: unknown) => {
        authLoading = undefined; // the next request tries again
        throw err;
      },
    ));
  const pluginLists = createPluginListCache();
  const wordpressRelease = env.WP_RUNTIME === "on" ? await startWordPressRelease(env, logger) : null;
  const runtime =
    env.WP_RUNTIME === "on"
      ? createRuntimePool({
          size: env.WP_RUNTIME_INSTANCES,
          heapMb: env.WP_RUNTIME_MEMORY_MB,
          timeoutMs: WP_RUNTIME_LIMITS.checkTimeoutMs,
          maxQueued: WP_RUNTIME_LIMITS.maxQueued,
          snapshotDir: runtimeDir(env),
        })
      : null;
  const previews: PreviewDeps = {
    db,
    logger,
    pool:
      env.WP_RUNTIME === "on" && env.PREVIEW_PORT !== 0
        ? createPreviewPool(previewPoolOptions(env))
        : null,
    // WP_PREVIEW_SITES bounds the sites, and so the preview workers: one each, and one spare (docs/decisions/0051).
    sessions: new PreviewSessions(env.WP_PREVIEW_SITES, PREVIEW_LIMITS.idleMs, PREVIEW_LIMITS.activeMs),
    opens: createRateLimiter({ limit: PREVIEW_LIMITS.opensPerMinute, windowMs: 60_000 }),
    openings: new KeyedTurns(PREVIEW_LIMITS.opensWaiting),
    requests: createRateLimiter({ limit: PREVIEW_LIMITS.requestsPerMinute, windowMs: 60_000 }),
    origin: env.PREVIEW_ORIGIN,
  };
  // A new release (the daily job, or one that came after the start): the next checks and previews run it.
  wordpressRelease?.onChange(() => {
    runtime?.refresh();
    previews.pool?.refresh();
  });
  const stopReleaseListening = wordpressRelease
    ? await database.listen(WORDPRESS_RELEASE_CHANNEL, (instanceId) => {
        if (instanceId !== database.instanceId) void wordpressRelease.refresh();
      })
    : async () => {};
  const generator = opts.generator ?? (await createGenerator(env));
  const repairs = runtime !== null && !generator.info.offline;
  // A turn that waits for its check (repairs) is woken by the check's NOTIFY, from whichever process ran it.
  const checked = repairs ? new CheckedVersions() : undefined;
  const stopCheckedListening = checked ? await database.listen(VERSION_CHECKED_CHANNEL, (versionId) => checked.heard(versionId)) : async () => {};
  const generation: TurnDeps = {
    db,
    instanceId: database.instanceId,
    logger,
    afterSave: (userId) => pluginLists.forget(userId),
    generator,
    starterTemplates: generator.info.offline ? generator : createOfflineGenerator(),
    repairs,
    checkEarly: runtime ? (userId, files, name) => checkTurnFilesEarly({ db, runtime }, userId, files, name) : undefined,
    checked,
    holdBackground: runtime ? () => runtime.holdBackground() : undefined,
    prepareCheckSite: runtime ? () => runtime.prepareSite() : undefined,
    limiter: createRateLimiter({ limit: env.GENERATION_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }),
    slots: createSlots(env.GENERATION_CONCURRENT_TURNS),
    processSlots: createSlots(env.GENERATION_TURNS_PER_PROCESS),
    saves: pLimit(LIMITS.turnSavesAtOnce),
    fixes: createRateLimiter({ limit: LIMITS.freeFixesPerDay, windowMs: 24 * 60 * 60_000 }),
  };
  const events = await startEventHub(database, logger, opts.eventStreams);
  const phpChecks = createPhpCheckPool();
  const payments = await createPaymentProvider(env, db);
  if (payments.kind === "local") {
    // env.ts keeps only the outcome. With a Stripe key, or on a production start with a public SITE_URL, only PAYMENTS=local
    // gives the local checkout; in development, tests or on this machine it is also the default without a key.
    const why = env.STRIPE_SECRET_KEY
      ? "PAYMENTS=local: STRIPE_SECRET_KEY is set and not used"
      : env.NODE_ENV === "production" && !onLoopback(env.SITE_URL)
        ? "PAYMENTS=local"
        : `no STRIPE_SECRET_KEY: the default with NODE_ENV=${env.NODE_ENV} and SITE_URL ${env.SITE_URL}, or PAYMENTS=local`;
    logger.warn(`payments run in TEST MODE (${why}): the local checkout grants credits without taking money`);
  }
  const stopListening = await database.listen(PLUGINS_CHANNEL, (userId) => pluginLists.forget(userId), {
    // Changes made while the LISTEN connection was down went unannounced: no cached list can be trusted.
    onReconnect: () => pluginLists.forgetAll(),
  });
  const zips = createZipCache();
  const sites: SitesDeps = {
    db,
    zips,
    cipher: createSiteKeyCipher(secret),
    client: { timeoutMs: SITES.timeoutMs, maxResponseBytes: SITES.maxResponseBytes, allowLocal: allowLocalSites(env.NODE_ENV, env.SITE_URL) },
    origin: env.SITE_URL,
    currentWordpress: () => wordpressRelease?.current().version ?? null,
    logger,
    retryDelaysSeconds: SITES.retryDelaysSeconds,
    pairCalls: createRateLimiter({ limit: SITES.pairCallsPerMinute, windowMs: 60_000 }),
    pairing: new KeyedTurns(1),
  };
  return {
    env,
    logger,
    database,
    db,
    mail,
    payments,
    auth,
    sessionCache,
    pluginLists,
    zips,
    generation,
    handEdits: createRateLimiter({ limit: LIMITS.handEditsPerMinute, windowMs: 60_000 }),
    imports: createRateLimiter({ limit: env.IMPORT_RATE_LIMIT_PER_HOUR, windowMs: 60 * 60_000 }),
    checkouts: createRateLimiter({ limit: LIMITS.checkoutsPerHour, windowMs: 60 * 60_000 }),
    importSlots: createSlots(IMPORT_LIMITS.concurrentPerProcess),
    phpChecks,
    runtime,
    previews,
    wordpressRelease,
    unsubscribeTokens,
    events,
    sites,
    startJobs: (options = {}) =>
      (jobs ??= startJobRunner({
        database,
        env,
        logger,
        cipher: mailCipher,
        mailRetryDelaysMs: options.mailRetryDelaysMs,
        pollSeconds: options.pollSeconds,
        mail,
        tokens: unsubscribeTokens,
        runtime,
        phpChecks,
        wordpressRelease,
        sites,
      }).catch((err: unknown) => {
        // Not kept: a later call tries again (server.ts retries a start the database interrupted).
        jobs = undefined;
        throw err;
      })),
    close: async () => {
      // A WordPress check can run for a minute: stopping the runtime ends it now (its job fails and is
      // retried by whichever process runs next), so the jobs' graceful stop does not outwait it.
      await runtime?.close();
      await previews.pool?.shutdown();
      // Jobs next: a running delivery still writes to the database.
      if (jobs) await (await jobs).stop();
      await events.close();
      await stopListening();
      await stopReleaseListening();
      await stopCheckedListening();
      await phpChecks.close();
    },
    clientDir: opts.clientDir,
    contentDir: opts.contentDir ?? path.resolve("content"),
  };
}
