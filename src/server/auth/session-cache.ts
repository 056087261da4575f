import { getCookie } from "hono/cookie";
import type { Context } from "hono";
import type { SessionUser } from "../app-env";

const SESSION_COOKIES = ["__Secure-better-auth.session_token", "better-auth.session_token"];

/** The session cookie's value, or undefined. */
export function sessionTokenOf(c: Context): string | undefined {
  for (const name of SESSION_COOKIES) {
    const value = getCookie(c, name);
    if (value) return value;
  }
  return undefined;
}

/**
 * Remembers, for a few seconds, which user a session cookie belongs to, so a burst of API requests does
 * not look the session up in the database each time. A sign-out or account deletion through this process
 * forgets the cookie at once; one through another process takes effect here within `ttlMs`.
 */
export interface SessionCache {
  get(token: string): SessionUser | undefined;
  set(token: string, user: SessionUser): void;
  forget(token: string): void;
}

export function createSessionCache(opts: { ttlMs: number; maxEntries?: number; now?: () => number }): SessionCache {
  const now = opts.now ?? Date.now;
  const max = opts.maxEntries ?? 10_000;
  const entries = new Map<string, { user: SessionUser; until: number }>();
  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(token);
        return undefined;
      }
      return entry.user;
    },
    set(token, user) {
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(token, { user, until: now() + opts.ttlMs });
    },
    forget(token) {
      entries.delete(token);
    },
  };
}
