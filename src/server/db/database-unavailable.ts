import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "./client";

// PostgreSQL out of reach (stopped, restarting, a network cut): at start-up the process waits for it or
// says so and exits; while running, requests answer 503 and the pool reconnects by itself once it is back.

/** Node's socket errors and PostgreSQL's "connection exception" and shutdown states. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
const PG_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);
const PG_MESSAGES = [/Connection terminated/i, /timeout exceeded when trying to connect/i, /Client has encountered a connection error/i, /Connection refused/i];

/** Whether `err` (or an error it wraps, as Drizzle does) says the database cannot be reached. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== "object") return false;
    const code = Reflect.get(e, "code");
    if (typeof code === "string" && (NETWORK_CODES.has(code) || PG_CODES.has(code) || code.startsWith("08"))) return true;
    const message = Reflect.get(e, "message");
    if (typeof message === "string" && PG_MESSAGES.some((p) => p.test(message))) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE = "The database is not reachable right now. Nothing was changed; please try again in a moment.";

/** host:port of a connection string, without the credentials, for messages. */
export function describeDatabase(url: string): string {
  try {
    const u = new URL(url);
    return `PostgreSQL at ${u.hostname}:${u.port || "5432"}${u.pathname}`;
  } catch {
    return "PostgreSQL";
  }
}

export class DatabaseUnreachableError extends Error {}

export interface WaitLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** Back-off between attempts: doubles from the first delay up to the longest. */
export const WAIT_BACKOFF = { firstDelayMs: 250, maxDelayMs: 5_000 } as const;

/**
 * Waits until the database answers `select 1`: at once with waitSeconds 0, otherwise trying with back-off
 * for up to that long. Throws DatabaseUnreachableError, whose message says what to do, when it never does;
 * any other error (a wrong password, a missing database) is thrown as it is, since waiting would not help.
 */
export async function waitForDatabase(
  database: DatabaseHandle,
  opts: { waitSeconds: number; name: string; logger: WaitLogger; backoff?: { firstDelayMs: number; maxDelayMs: number } },
): Promise<void> {
  const backoff = opts.backoff ?? WAIT_BACKOFF;
  const deadline = performance.now() + opts.waitSeconds * 1000;
  let delay = backoff.firstDelayMs;
  for (let attempt = 1; ; attempt++) {
    try {
      await database.db.execute(sql`select 1`);
      if (attempt > 1) opts.logger.info({ attempts: attempt }, `${opts.name} answers; starting`);
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      const reason = err instanceof Error ? err.message || String(Reflect.get(err, "code") ?? err) : String(err);
      const left = deadline - performance.now();
      if (left <= 0) {
        const waited = opts.waitSeconds > 0 ? ` after waiting ${opts.waitSeconds} s` : "";
        throw new DatabaseUnreachableError(
          `Cannot reach ${opts.name}${waited} (${reason}). Start PostgreSQL or correct DATABASE_URL` +
            (opts.waitSeconds > 0 ? "; DB_WAIT_SECONDS sets how long to wait for it." : ", or set DB_WAIT_SECONDS to wait for it at start-up."),
        );
      }
      const wait = Math.min(delay, left);
      opts.logger.warn({ attempt, retryInMs: Math.round(wait), err: reason }, `${opts.name} is not reachable yet; waiting (DB_WAIT_SECONDS=${opts.waitSeconds})`);
      await new Promise((resolve) => setTimeout(resolve, wait));
      delay = Math.min(delay * 2, backoff.maxDelayMs);
    }
  }
}
