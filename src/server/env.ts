import { existsSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { getDomain } from "tldts";
import { z } from "zod";
import { CONTACT, IMPORT_LIMITS, LIMITS } from "../shared/constants";
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from "./http/trusted-proxies";

// The only reader of process.env (design.md §3). Every variable has an embedded default, so a fresh
// machine starts with none set; a bad value stops the start with a message naming the variable.

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const csvEmails = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email())),
);

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /**
   * The public origin of the site: links in e-mails, canonical URLs, trusted origin for auth. Unset, it
   * follows PORT (http://localhost:$PORT), and 127.0.0.1 on that port is trusted too (readEnv).
   */
  SITE_URL: optionalUrl,
  /** Behind one reverse proxy: the same as TRUST_PROXY_HOPS=1 (kept for existing configurations). */
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /**
   * How many reverse proxies of ours stand in front of the app: the client address is the n-th entry of
   * X-Forwarded-For counted from the right (entries further left are whatever the client sent). 0 = the
   * socket's peer address.
   */
  TRUST_PROXY_HOPS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10).optional()),
  /**
   * The addresses (IPv4, IPv6, CIDR ranges; comma-separated) of those proxies: X-Forwarded-For is read
   * only from a socket peer in this list, and walked only through addresses in it (http/client-ip.ts).
   * Default: this machine's loopback addresses (docs/decisions/0052-behaviour-rules-and-trusted-proxies.md).
   */
  TRUSTED_PROXIES: z.preprocess(
    (v) => emptyToUndefined(v) ?? DEFAULT_TRUSTED_PROXIES,
    z.string().transform((value, ctx) => {
      try {
        return parseTrustedProxies(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),

  /** PostgreSQL connection string; without it the app uses PGlite in DATA_DIR. */
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  DATA_DIR: z.string().default("./data"),
  /**
   * How long a start waits for PostgreSQL (DATABASE_URL) to answer, in seconds, trying again with back-off
   * (a database container starting beside the app). 0: a database that does not answer stops the start
   * at once with a message saying so (exit code 1).
   */
  DB_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(0),
  /**
   * Connections this process keeps to PostgreSQL for requests (pg-boss holds a few of its own). Every
   * process counts against PostgreSQL's max_connections (100 by default). On 2 cores, 20 served the load
   * test (scripts/bench/load.mjs) no better than 10: there the CPU is the limit, not the connections.
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(10),

  /** Signs sessions; at least 32 characters. Without it one is generated once and kept in DATA_DIR. */
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  ADMIN_EMAILS: csvEmails,

  /** smtp://user:pass@host:port or smtps://…; without it mail stays in the outbox table. */
  /** Sign in with GitHub: an OAuth app's client id and secret (both, or neither). */
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  /** Sign in with Google: an OAuth client's id and secret (both, or neither). */
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /**
   * Sign in with any OpenID Connect provider (Keycloak, Authentik, Okta, Auth0…): its issuer URL (the
   * discovery document is read from ISSUER/.well-known/openid-configuration), client id and secret.
   */
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  /** The OpenID Connect provider's name on the sign-in button ("Sign in with …"). */
  OIDC_NAME: z.preprocess(emptyToUndefined, z.string().max(40).default("SSO")),

  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().default("Plugsmith <hello@plugsmith.local>"),
  /**
   * `required`: bonuses, generation and downloads wait until the address is confirmed by a mailed link.
   * `off`: addresses count as confirmed at sign-up (a laptop with no mail server). Default: `required`
   * when SMTP_URL is set, `off` otherwise (readEnv).
   */
  EMAIL_VERIFICATION: z.preprocess(emptyToUndefined, z.enum(["required", "off"]).optional()),
  SUPPORT_EMAIL: z.email().default(CONTACT.supportEmail),

  AI_PROVIDER: z.enum(["offline", "openai", "anthropic", "google", "openai-compatible"]).optional(),
  AI_MODEL: optionalString,
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  OPENAI_API_KEY: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  GOOGLE_GENERATIVE_AI_API_KEY: optionalString,

  /** Sign-in and sign-up attempts one client address may make per minute (429 beyond). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Any other sign-in service request (lists of sessions, identities, passkeys…) per client address per minute. */
  AUTH_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
  /** Chat turns one person may start per minute (429 beyond). */
  GENERATION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Plugin ZIPs one person may import per hour in this process (429 beyond). */
  IMPORT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(IMPORT_LIMITS.perHour),
  /** Chat turns one person may have running at once in this process (429 beyond). */
  GENERATION_CONCURRENT_TURNS: z.coerce.number().int().min(1).max(1_000).default(LIMITS.concurrentTurnsPerUser),
  /** Chat turns running at once in this process, everyone's together (503 beyond, nothing charged). */
  GENERATION_TURNS_PER_PROCESS: z.coerce.number().int().min(1).max(100_000).default(LIMITS.turnsPerProcess),

  /** The WordPress runtime that checks every saved version (issue #14): 'off' skips it (reports say so). */
  WP_RUNTIME: z.enum(["on", "off"]).default("on"),
  /** WordPress instances (worker threads) checking versions at once in this process; default: one per two cores. */
  WP_RUNTIME_INSTANCES: z.coerce.number().int().min(1).max(16).default(Math.max(1, Math.floor(availableParallelism() / 2))),
  /**
   * The PHP compatibility matrix (issue #32, docs/decisions/0061): after its main check, each version is
   * linted and activated on every PHP the runtime ships (7.4 to 8.5), by a job of its own; `off` skips it
   * (the report says so). Needs WP_RUNTIME=on.
   */
  PHP_MATRIX: z.enum(["on", "off"]).default("on"),
  /** JavaScript heap of one instance's worker, in MB (PHP's own memory is capped by its memory_limit, 256 MB). */
  WP_RUNTIME_MEMORY_MB: z.coerce.number().int().min(128).max(4096).default(512),
  /**
   * The WordPress release the runtime runs (issue #32): `latest`, a branch (`6.8`: its newest patch) or an
   * exact release (`7.1.4`), resolved through WordPress.org's version-check API at start and once a day
   * (docs/decisions/0060). With no network and nothing cached, the bundled 6.5 runs, labelled an offline fallback.
   */
  WP_VERSION: z
    .string()
    .trim()
    .regex(/^(latest|\d+\.\d+(\.\d+)?)$/, "must be latest, a branch such as 6.8, or a release such as 7.1.4")
    .default("latest"),
  /** A local WordPress release zip to run instead (air-gapped servers, tests): its version is read from its wp-includes/version.php. */
  WORDPRESS_ZIP: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((path) => path.endsWith(".zip") && existsSync(path) && statSync(path).isFile(), "must name a WordPress release zip file that exists")
      .optional(),
  ),
  /**
   * Where WordPress.org's version-check API (/core/version-check/1.7/) and release downloads (/release/…)
   * are: one address for both (a mirror, or a local fake in tests); `off` never asks (cached releases and
   * the bundled one only). Default: api.wordpress.org and downloads.wordpress.org; `off` when NODE_ENV=test.
   */
  WORDPRESS_ORG_URL: z.preprocess(emptyToUndefined, z.union([z.literal("off"), z.url()]).optional()),
  /** Live preview sites (a plugin version in a WordPress of its own, each in a worker thread of its own) this process keeps at once. */
  WP_PREVIEW_SITES: z.coerce.number().int().min(1).max(64).default(4),
  /** Ignored: each live preview has a worker thread of its own (docs/decisions/0051). Still accepted, so old settings start. */
  WP_PREVIEW_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  /**
   * The port of the preview origin's listener (default: PORT + 1; 0, or PORT=0, turns live previews off).
   * Behind a proxy, PREVIEW_ORIGIN's address forwards to it.
   */
  PREVIEW_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  /**
   * Where previews are served from: a host that shares no cookies with SITE_URL's, so a plugin's scripts
   * can neither read nor set Plugsmith's (decision 0050). Production needs another registrable domain (app
   * on plugsmith.app, previews on plugsmith-preview.app): the same host on another port, a subdomain or a
   * sibling of SITE_URL stops the start. Default: the preview port on 127.0.0.1 when SITE_URL is on
   * localhost (on localhost for 127.0.0.1); any other SITE_URL without it has live previews off.
   */
  PREVIEW_ORIGIN: optionalUrl,

  /**
   * Which checkout takes payments: `stripe` (needs STRIPE_SECRET_KEY) or `local`, the test-mode checkout that
   * grants credits without taking money. Default: `stripe` with STRIPE_SECRET_KEY; without it `local` only
   * when NODE_ENV is development or test: a production start without either stops (decision 0058).
   */
  PAYMENTS: z.preprocess(emptyToUndefined, z.enum(["stripe", "local"]).optional()),
  /** Stripe's secret key: with it, purchases go through Stripe (unless PAYMENTS=local). */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl,
  /** Stripe price ids of the plan catalogue (constants.ts PLANS and EXTRA_CREDITS_PACK), all needed with a key. */
  STRIPE_PRICE_PRO_100: optionalString,
  STRIPE_PRICE_PRO_200: optionalString,
  STRIPE_PRICE_PRO_400: optionalString,
  STRIPE_PRICE_PRO_800: optionalString,
  STRIPE_PRICE_PRO_1200: optionalString,
  STRIPE_PRICE_PRO_2000: optionalString,
  STRIPE_PRICE_EXTRA_50: optionalString,
});

type ParsedEnv = z.infer<typeof envSchema>;

/** The configuration after defaults that depend on other variables are filled in (readEnv). */
export type Env = Omit<ParsedEnv, "SITE_URL" | "TRUST_PROXY" | "TRUST_PROXY_HOPS" | "EMAIL_VERIFICATION" | "PREVIEW_PORT" | "PREVIEW_ORIGIN" | "PAYMENTS" | "WORDPRESS_ORG_URL"> & {
  /** WordPress.org's address (both hosts) or "off"; null for the real hosts. */
  WORDPRESS_ORG_URL: string | null;
  PAYMENTS: "stripe" | "local";
  SITE_URL: string;
  PREVIEW_PORT: number;
  /** An origin (no path, no trailing slash). */
  PREVIEW_ORIGIN: string;
  /** Origins whose pages may send state-changing requests (better-auth and our same-origin guard); never the preview's host. */
  TRUSTED_ORIGINS: string[];
  /** Why live previews are off although nothing turned them off (said once at start), or null. */
  PREVIEW_NOTICE: string | null;
  TRUST_PROXY_HOPS: number;
  EMAIL_VERIFICATION: "required" | "off";
};

export class EnvError extends Error {}

/** Variables that only work together: one set without the others is a mistake, not "off". */
const TOGETHER: readonly (readonly (keyof ParsedEnv)[])[] = [
  ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"],
  ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"],
];

function missingPartners(parsed: ParsedEnv): string[] {
  const lines: string[] = [];
  for (const group of TOGETHER) {
    const set = group.filter((name) => parsed[name] !== undefined);
    if (set.length === 0 || set.length === group.length) continue;
    for (const name of group.filter((n) => !set.includes(n))) lines.push(`  ${name}: required when ${set.join(" and ")} is set`);
  }
  return lines;
}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) {
    const lines = missingPartners(parsed.data);
    if (lines.length > 0) throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return resolveDerived(parsed.data);
}

/**
 * Whether pages on host `a` can set a cookie that host `b` receives, or the other way round: the same host
 * (browsers share cookies between the ports of one host), one under the other, or one registrable domain
 * (preview.example.com may set a cookie for example.com, which app.example.com is sent).
 */
export function sharesCookies(a: string, b: string): boolean {
  if (a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`)) return true;
  const domain = getDomain(a, { allowPrivateDomains: true });
  return domain !== null && domain === getDomain(b, { allowPrivateDomains: true });
}

/** On a machine of one's own, the other name of the loopback address: previews go there by default. */
const LOCAL_PREVIEW_HOST: Record<string, string> = { localhost: "127.0.0.1", "127.0.0.1": "localhost", "[::1]": "127.0.0.1" };

/** The preview origin, its port, and why previews are off when SITE_URL left them no address (readEnv). */
function resolvePreview(site: URL, port: number, previewPort: number, previewOrigin: string | undefined, runtime: "on" | "off") {
  if (previewOrigin) {
    const preview = new URL(previewOrigin);
    if (sharesCookies(preview.hostname, site.hostname)) {
      throw new EnvError(
        `Invalid environment configuration:\n  PREVIEW_ORIGIN: ${preview.origin} shares cookies with SITE_URL (${site.origin}): a plugin's scripts in a preview could set Plugsmith's cookies. Serve previews from another registrable domain (e.g. ${site.protocol}//plugsmith-preview.app for ${site.protocol}//plugsmith.app); on one machine, use the other of localhost and 127.0.0.1.`,
      );
    }
    return { origin: preview.origin, port: previewPort, notice: null };
  }
  const localHost = LOCAL_PREVIEW_HOST[site.hostname];
  if (localHost) return { origin: `${site.protocol}//${localHost}:${previewPort}`, port: previewPort, notice: null };
  // The next port of SITE_URL's host would share its cookies: no preview rather than an unsafe one.
  const notice =
    previewPort === 0 || port === 0 || runtime === "off"
      ? null
      : `Live previews are off: SITE_URL is ${site.origin} and PREVIEW_ORIGIN is not set. Set PREVIEW_ORIGIN to an address on another registrable domain (e.g. ${site.protocol}//plugsmith-preview.app) that forwards to PREVIEW_PORT (${previewPort}).`;
  return { origin: site.origin, port: 0, notice };
}

export const PAYMENTS_REQUIRED_MESSAGE =
  "Invalid environment configuration:\n  PAYMENTS: a production start (NODE_ENV=production) with a public SITE_URL and without STRIPE_SECRET_KEY would take payments through the local test checkout, which grants credits without taking money. Set STRIPE_SECRET_KEY (and its partners) for Stripe, or PAYMENTS=local to run the test checkout on purpose.";

/**
 * Stripe or the local test checkout. The test one is the default only where nobody pays: development, tests,
 * and a start without SITE_URL or with one on this machine (localhost, 127.0.0.1, [::1]: a laptop, where
 * `npm install && npm start` needs no key). A server with a public SITE_URL and no key must say PAYMENTS=local
 * on purpose.
 */
/** Whether `siteUrl` is on this machine (localhost, 127.0.0.1, [::1]): a laptop, not a hosted server. */
export function onLoopback(siteUrl: string): boolean {
  return new URL(siteUrl).hostname in LOCAL_PREVIEW_HOST;
}

function resolvePayments(parsed: ParsedEnv): "stripe" | "local" {
  if (parsed.PAYMENTS === "stripe" && !parsed.STRIPE_SECRET_KEY) {
    throw new EnvError("Invalid environment configuration:\n  PAYMENTS: stripe needs STRIPE_SECRET_KEY");
  }
  if (parsed.PAYMENTS) return parsed.PAYMENTS;
  if (parsed.STRIPE_SECRET_KEY) return "stripe";
  if (parsed.NODE_ENV === "development" || parsed.NODE_ENV === "test" || !parsed.SITE_URL || onLoopback(parsed.SITE_URL)) return "local";
  throw new EnvError(PAYMENTS_REQUIRED_MESSAGE);
}

function resolveDerived(parsed: ParsedEnv): Env {
  const { SITE_URL, TRUST_PROXY, TRUST_PROXY_HOPS, EMAIL_VERIFICATION, PREVIEW_PORT, PREVIEW_ORIGIN, PAYMENTS: _payments, ...rest } = parsed;
  // A newcomer on another port, or on 127.0.0.1, must be able to sign up without configuring anything.
  const local = [`http://localhost:${parsed.PORT}`, `http://127.0.0.1:${parsed.PORT}`];
  const site = new URL(SITE_URL ?? local[0]!);
  const preview = resolvePreview(site, parsed.PORT, PREVIEW_PORT ?? (parsed.PORT === 0 ? 0 : parsed.PORT + 1), PREVIEW_ORIGIN, parsed.WP_RUNTIME);
  const previewHost = new URL(preview.origin).hostname;
  // An address the previews are served from is never one the app trusts: a page opened at
  // 127.0.0.1:PORT would share its cookies with the previews on 127.0.0.1:PREVIEW_PORT.
  const trusted = (SITE_URL ? [site.origin] : local).filter((origin) => preview.port === 0 || !sharesCookies(new URL(origin).hostname, previewHost));
  return {
    ...rest,
    PREVIEW_PORT: preview.port,
    PREVIEW_ORIGIN: preview.origin,
    PREVIEW_NOTICE: preview.notice,
    SITE_URL: SITE_URL ?? local[0]!,
    TRUSTED_ORIGINS: trusted,
    TRUST_PROXY_HOPS: TRUST_PROXY_HOPS ?? (TRUST_PROXY ? 1 : 0),
    EMAIL_VERIFICATION: EMAIL_VERIFICATION ?? (parsed.SMTP_URL ? "required" : "off"),
    PAYMENTS: resolvePayments(parsed),
    // Tests never reach WordPress.org unless they point it at a fake: the bundled release or WORDPRESS_ZIP.
    WORDPRESS_ORG_URL: parsed.WORDPRESS_ORG_URL ?? (parsed.NODE_ENV === "test" ? "off" : null),
  };
}
