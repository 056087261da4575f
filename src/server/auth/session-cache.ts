import { getCookie } from "hono/cookie";
import type { Context } from "hono";
import type { SessionUser } from "./session-user";

const SESSION_COOKIES = ["__Secure-better-auth.session_token", "better-auth.session_token"];

/** The session cookie's value (`token.signature`), or undefined. */
export function sessionTokenOf(c: Context): string | undefined {
  for (const name of SESSION_COOKIES) {
    const value = getCookie(c, name);
    if (value) return value;
  }
  return undefined;
}

/** The session token inside a cookie value (`token.signature`); a bare token stays as it is. */
export function bareSessionToken(cookieValue: string): string {
  return cookieValue.split(".")[0] ?? "";
}

/**
 * Remembers, for a few seconds, which user a session cookie belongs to, so a burst of API requests does
 * not look the session up in the database each time. Entries are keyed by the whole signed cookie value,
 * so a hit never skips the signature check. Whatever ends sessions through this process (sign-out, sign
 * out everywhere, a password reset, account deletion) forgets them at once; one through another process
 * takes effect here within `ttlMs`.
 */
export interface SessionCache {
  get(cookieValue: string): SessionUser | undefined;
  set(cookieValue: string, user: SessionUser): void;
  /** Forgets a session, given its cookie value or its bare token. */
  forget(tokenOrCookieValue: string): void;
  /** Forgets every session of a user. */
  forgetUser(userId: string): void;
}

export function createSessionCache(opts: { ttlMs: number; maxEntries?: number; now?: () => number }): SessionCache {
  const now = opts.now ?? (() => Date.now());
  const max = opts.maxEntries ?? 10_000;
  const entries = new Map<string, { user: SessionUser; until: number }>();
  return {
    get(cookieValue) {
      const entry = entries.get(cookieValue);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(cookieValue);
        return undefined;
      }
      return entry.user;
    },
    set(cookieValue, user) {
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(cookieValue, { user, until: now() + opts.ttlMs });
    },
    forget(tokenOrCookieValue) {
      const bare = bareSessionToken(tokenOrCookieValue);
      for (const key of entries.keys()) {
        if (key === tokenOrCookieValue || bareSessionToken(key) === bare) entries.delete(key);
      }
    },
    forgetUser(userId) {
      for (const [key, entry] of entries) if (entry.user.id === userId) entries.delete(key);
    },
  };
}
