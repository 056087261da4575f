import { randomUUID } from "node:crypto";
import type { getSessionFromCtx } from "better-auth/api";
import { CLIENT_IP_HEADER } from "../http/client-ip";
import { addressHash } from "./address-hash";
import type { SignInClient } from "./sign-in-throttle";

type HookContext = Parameters<typeof getSessionFromCtx>[0];

/** A year: a browser that signed in to an address stays known to that address's sign-in lock this long. */
const KNOWN_BROWSER_SECONDS = 365 * 24 * 60 * 60;
const COOKIE = "known_browser";

/**
 * The client a sign-in attempt counts against (sign-in-throttle.ts): the browser's own id when its signed
 * known-browser cookie was set by a sign-in to this same address, else the IP address. The cookie is
 * signed with the auth secret and names the address (as its hash), so nobody can mint one for an address
 * they never signed in to, and a guesser's failures never lock out a browser the owner signed in from.
 */
export async function signInClientOf(ctx: HookContext, email: string): Promise<SignInClient> {
  const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? null;
  const cookie = ctx.context.createAuthCookie(COOKIE);
  const value = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!value) return { knownBrowser: null, ip };
  const [id, forAddress] = value.split(".");
  return id && forAddress === addressHash(email) ? { knownBrowser: id, ip } : { knownBrowser: null, ip };
}

/** After a sign-in with the right password: this browser is known to the address from now on. */
export async function rememberBrowser(ctx: HookContext, email: string, client: SignInClient): Promise<void> {
  const cookie = ctx.context.createAuthCookie(COOKIE, { maxAge: KNOWN_BROWSER_SECONDS });
  const id = client.knownBrowser ?? randomUUID();
  await ctx.setSignedCookie(cookie.name, `${id}.${addressHash(email)}`, ctx.context.secret, cookie.attributes);
}
