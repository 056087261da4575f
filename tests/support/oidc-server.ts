import { generateKeyPairSync } from "node:crypto";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration } from "oidc-provider";
import { E2E_OIDC_CLIENT_ID, E2E_OIDC_CLIENT_SECRET } from "./e2e-env";
import { createTestClient, type TestClient } from "./test-client";

// A real OpenID Connect provider (panva's oidc-provider, the certified implementation) on 127.0.0.1 and a
// free port, for OAuth tests end to end: discovery, PKCE, signed ID tokens, userinfo. Its development
// interactions stand in for the provider's login and consent pages; the test decides, per login name,
// which e-mail address the provider reports and whether it calls it verified.

export interface OidcTestAccount {
  email: string;
  emailVerified: boolean;
  name?: string;
}

export interface OidcTestServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The person behind a login name at the provider; change it between sign-ins as a test needs. */
  accounts: Map<string, OidcTestAccount>;
  close(): Promise<void>;
}

export interface OidcServerOptions {
  redirectUri: string;
  /** Default: a free one. */
  port?: number;
  /** The person behind a login name that `accounts` does not know (a provider in another process). */
  accountFor?: (login: string) => OidcTestAccount | undefined;
}

export async function startOidcServer(options: OidcServerOptions): Promise<OidcTestServer> {
  // The browser tests' app server is configured with the same client (tests/support/e2e-env.ts).
  const clientId = E2E_OIDC_CLIENT_ID;
  const clientSecret = E2E_OIDC_CLIENT_SECRET;
  const accounts = new Map<string, OidcTestAccount>();
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    cookies: { keys: ["oidc-test-cookie-key-oidc-test-cookie-key"] },
    jwks: { keys: [{ ...generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" }), kid: "test", use: "sig", alg: "RS256" }] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      const person = accounts.get(sub) ?? options.accountFor?.(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: person.email, email_verified: person.emailVerified, name: person.name }),
      };
    },
  };

  const server: Server = createServer();
  server.listen(options.port ?? 0, "127.0.0.1");
  await once(server, "listening");
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, configuration);
  server.on("request", provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/**
 * Plays the person at the provider: opens the authorization URL our server sent the browser to, signs in
 * as `login` and consents on the provider's pages, and returns the URL the provider sends the browser
 * back to (our callback, with code and state, or with an error).
 */
export async function authorizeAtProvider(op: OidcTestServer, authorizationUrl: string, login: string): Promise<URL> {
  const browser: TestClient = createTestClient((input, init) => fetch(input, init), { origin: op.issuer });
  let response = await browser.request(authorizationUrl, { redirect: "manual" });
  for (let hop = 0; hop < 20; hop++) {
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`the provider answered ${response.status} without a redirect: ${(await response.text()).slice(0, 300)}`);
    }
    await response.body?.cancel();
    const next = new URL(location, op.issuer);
    if (next.origin !== op.issuer) return next;
    if (/^\/interaction\/[^/]+$/.test(next.pathname)) {
      const page = await (await browser.request(next.href)).text();
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1] ?? "consent";
      const form = new URLSearchParams(prompt === "login" ? { prompt, login, password: "any" } : { prompt });
      response = await browser.request(next.href, {
        method: "POST",
        body: form,
        redirect: "manual",
      });
    } else {
      response = await browser.request(next.href, { redirect: "manual" });
    }
  }
  throw new Error("the provider redirected more than 20 times");
}
