import { z } from "zod";
import { CONTACT, LIMITS } from "../shared/constants";

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
  /** The public origin of the site: links in e-mails, canonical URLs, trusted origin for auth. */
  SITE_URL: z.url().default("http://localhost:3000"),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (for rate limits). */
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
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

  /** Signs sessions; at least 32 characters. Without it one is generated once and kept in DATA_DIR. */
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  ADMIN_EMAILS: csvEmails,

  /** smtp://user:pass@host:port or smtps://…; without it mail stays in the outbox table. */
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().default("Plugsmith <hello@plugsmith.local>"),
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
  /** Chat turns one person may start per minute (429 beyond). */
  GENERATION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl,
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  /** Chat turns one person may have running at once in this process (429 beyond). */
  GENERATION_CONCURRENT_TURNS: z.coerce.number().int().min(1).max(1_000).default(LIMITS.concurrentTurnsPerUser),
  }
  return parsed.data;
}
