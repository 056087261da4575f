import { createMiddleware } from "hono/factory";
import { ACCOUNTS } from "../../shared/constants";
import type { AppEnv, SessionUser } from "../app-env";
import type { Context } from "hono";
import { AppError } from "../lib/app-error";
import { isAdmin, isEmailVerified } from "../modules/account/account.service";
import { userOfApiToken } from "../modules/api-tokens/api-tokens.service";
import { sessionTokenOf } from "./session-cache";

/** The token of `Authorization: Bearer …`, or undefined when the request has none. */
export function bearerTokenOf(c: Context<AppEnv>): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "");
  return match?.[1];
}

/**
 * The user of the request's session (from the session cache when it knows it), or undefined. A request
 * that carries an API token is the token's alone: its cookies are never read, so a script's token never
 * mixes with a browser session, and a page elsewhere cannot lend a request our cookies by adding a header.
 */
async function sessionUser(c: Context<AppEnv>): Promise<SessionUser | undefined> {
  if (bearerTokenOf(c) !== undefined) return undefined;
  const { auth, sessionCache } = c.var.services;
  const token = sessionTokenOf(c);
  if (!token) return undefined;
  const cached = sessionCache.get(token);
  if (cached) return cached;
  const session = await (await auth()).api.getSession({ headers: c.req.raw.headers });
  if (!session) return undefined;
  const user = { id: session.user.id, email: session.user.email, name: session.user.name };
  sessionCache.set(token, user);
  return user;
}

export const TOKEN_REFUSED_MESSAGE = "API tokens work with the plugin, generation and download API only. Sign in to Plugsmith to use this.";
export const INVALID_TOKEN_MESSAGE = "The API token is not valid: it may have expired or been revoked.";

/**
 * 401 JSON unless the request carries a valid session; sets c.var.user. The account, billing, admin and
 * token routes use it: a valid API token there is refused with 403, an invalid one with 401.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const bearer = bearerTokenOf(c);
  if (bearer !== undefined) {
    if (await userOfApiToken(c.var.services.db, bearer)) throw new AppError("token_not_allowed", TOKEN_REFUSED_MESSAGE);
    throw new AppError("invalid_token", INVALID_TOKEN_MESSAGE);
  }
  const user = await sessionUser(c);
  if (!user) throw new AppError("unauthorized", "Not signed in");
  c.set("user", user);
  await next();
});

/**
 * requireUser for the plugin, generation and download API (issue #18): a personal API token in
 * `Authorization: Bearer` stands for its owner there, with the same rules as their session.
 */
export const requireUserOrToken = createMiddleware<AppEnv>(async (c, next) => {
  const bearer = bearerTokenOf(c);
  if (bearer === undefined) return requireUser(c, next);
  const user = await userOfApiToken(c.var.services.db, bearer);
  if (!user) throw new AppError("invalid_token", INVALID_TOKEN_MESSAGE);
  c.set("user", user);
  await next();
});

/** Sets c.var.optionalUser when the request carries a valid session; a visitor without one passes too. */
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  c.set("optionalUser", await sessionUser(c));
  await next();
});

/**
 * 403 JSON unless the signed-in user holds the admin role: a confirmed address listed in ADMIN_EMAILS,
 * checked on the server on every request.
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const { db, env } = c.var.services;
  if (!(await isAdmin(db, c.var.user.id, env.ADMIN_EMAILS))) {
    throw new AppError("forbidden", "You don't have permission to access this page");
  }
  await next();
});

/**
 * With EMAIL_VERIFICATION=required, what costs us money (generation, downloads) waits until the address
 * is confirmed: 403 `email_not_verified`. Read from the database, not the session cache, so confirming
 * takes effect on the next request. Runs after requireUser.
 */
export const requireVerifiedEmail = createMiddleware<AppEnv>(async (c, next) => {
  const { db, env } = c.var.services;
  if (env.EMAIL_VERIFICATION === "required" && !(await isEmailVerified(db, c.var.user.id))) {
    throw new AppError("email_not_verified", ACCOUNTS.emailNotVerifiedMessage);
  }
  await next();
});
