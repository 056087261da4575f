import type { GenericOAuthConfig } from "better-auth/plugins";
import type { SignInProvider } from "../../shared/schemas/sign-in-options";
import type { Env } from "../env";

/** better-auth's id of the OpenID Connect provider (its callback is /api/auth/callback/oidc). */
export const OIDC_PROVIDER_ID = "oidc";

/**
 * The providers this server signs people in with besides e-mail and password, in button order: each
 * one whose client id and secret (and, for OpenID Connect, issuer) are set. env.ts refuses half a pair.
 */
export function enabledSignInProviders(env: Env): SignInProvider[] {
  const providers: SignInProvider[] = [];
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) providers.push({ id: "github", name: "GitHub" });
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) providers.push({ id: "google", name: "Google" });
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) providers.push({ id: OIDC_PROVIDER_ID, name: env.OIDC_NAME });
  return providers;
}

/** better-auth's built-in social providers, for those configured (state and PKCE are better-auth's). */
export function socialProvidersOf(env: Env) {
  return {
    ...(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
      ? { github: { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET } }
      : {}),
    ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, prompt: "select_account" as const } }
      : {}),
  };
}

/**
 * The OpenID Connect provider for better-auth's generic-oauth plugin, found through the issuer's
 * discovery document. PKCE and a state bound to the browser as always; the ID token must verify against
 * the issuer's published keys (and its nonce); the client authenticates with HTTP Basic, which OpenID
 * Connect makes the default for a client registered without saying.
 */
export function genericOAuthConfigsOf(env: Env): GenericOAuthConfig[] {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return [];
  return [
    {
      providerId: OIDC_PROVIDER_ID,
      name: env.OIDC_NAME,
      discoveryUrl: `${env.OIDC_ISSUER.replace(/\/+$/, "")}/.well-known/openid-configuration`,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      scopes: ["openid", "email", "profile"],
      pkce: true,
      authentication: "basic",
      requireIdTokenVerification: true,
    },
  ];
}
