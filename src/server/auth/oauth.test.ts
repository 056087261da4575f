import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDITS, INVITED_START_CREDITS } from "../../shared/constants";
import { encodeProviderSignUp, PROVIDER_SIGN_UP_COOKIE } from "../../shared/provider-sign-up";
import { signUp, uniqueEmail } from "../../../tests/support/factories";
import { authorizeAtProvider, startOidcServer, type OidcTestAccount, type OidcTestServer } from "../../../tests/support/oidc-server";
import { createTestApp, TEST_SITE_URL, type TestApp } from "../../../tests/support/test-app";
import type { TestClient } from "../../../tests/support/test-client";
import { PASSWORD_KEPT_MESSAGE } from "./account-linking";
import { RECENT_SIGN_IN_MINUTES, SIGN_IN_AGAIN_MESSAGE } from "./recent-sign-in";
import { openConfirmationLink } from "./email-verification.testing";

// Sign-in through OpenID Connect end to end, against a real provider (oidc-provider) on 127.0.0.1:
// better-auth's generic-oauth plugin reads its discovery document, sends the browser there with state
// and PKCE, and on the way back exchanges the code, verifies the ID token and reads userinfo.

let op: OidcTestServer;

beforeAll(async () => {
  op = await startOidcServer({ redirectUri: `${TEST_SITE_URL}/api/auth/callback/oidc` });
});
afterAll(async () => op?.close());

function oidcEnv(extra: Record<string, string> = {}) {
  return {
    OIDC_ISSUER: op.issuer,
    OIDC_CLIENT_ID: op.clientId,
    OIDC_CLIENT_SECRET: op.clientSecret,
    OIDC_NAME: "Test SSO",
    ...extra,
  };
}

/** A login name at the provider for a person with this address. */
function personAtProvider(account: OidcTestAccount): string {
  const login = `login-${op.accounts.size + 1}-${Math.random().toString(36).slice(2, 8)}`;
  op.accounts.set(login, account);
  return login;
}

/**
 * The browser's round trip: our server sends it to the provider (sign-in, or linking for a signed-in
 * person), the person signs in there as `login`, and the provider sends it back to our callback. Returns
 * where our callback sends the browser next.
 */
async function throughProvider(client: TestClient, login: string, start: "sign-in" | "link" = "sign-in"): Promise<string> {
  const started =
    start === "sign-in"
      ? await client.post("/api/auth/sign-in/social", {
          provider: "oidc",
          callbackURL: "/dashboard",
          newUserCallbackURL: "/welcome",
          errorCallbackURL: "/auth",
        })
      : await client.post("/api/auth/link-social", { provider: "oidc", callbackURL: "/settings", errorCallbackURL: "/settings" });
  expect(started.status, started.text).toBe(200);
  const authorizationUrl = new URL(started.json.url as string);
  expect(authorizationUrl.origin).toBe(op.issuer);
  expect(authorizationUrl.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorizationUrl.searchParams.get("state")).toBeTruthy();

  const back = await authorizeAtProvider(op, authorizationUrl.href, login);
  expect(back.origin + back.pathname).toBe(`${TEST_SITE_URL}/api/auth/callback/oidc`);
  const callback = await client.request(back.pathname + back.search, { redirect: "manual" });
  expect(callback.status, await callback.clone().text()).toBe(302);
  return callback.headers.get("location") ?? "";
}

async function usersWithEmail(app: TestApp, email: string): Promise<number> {
  const result = (await app.database.db.execute(sql`select count(*)::int as n from "user" where email = ${email}`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return Number(result.rows[0]!.n);
}

async function providersOf(client: TestClient): Promise<string[]> {
  const listed = await client.get("/api/auth/list-accounts");
  expect(listed.status).toBe(200);
  return (listed.json as Array<{ providerId: string }>).map((a) => a.providerId).sort();
}

describe("[AUTH][OAUTH] with confirmation off (no mail server)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(oidcEnv());
  });
  afterAll(async () => app?.close());

  it("tells /auth which providers are configured", async () => {
    const options = await app.client.newClient().get("/api/sign-in-options");
    expect(options.status).toBe(200);
    expect(options.json).toEqual({ providers: [{ id: "oidc", name: "Test SSO" }] });
  });

  it("signs a new person up through the provider, then signs the same person in again", async () => {
    const email = uniqueEmail("oidc-new");
    const login = personAtProvider({ email, emailVerified: true, name: "Olga Idc" });
    const browser = app.client.newClient();
    expect(await throughProvider(browser, login)).toBe("/welcome");
    const me = (await browser.get("/api/me")).json;
    expect(me).toMatchObject({ email, fullName: "Olga Idc", emailVerified: true, credits: { balance: CREDITS.signUpBonus } });
    expect(me.inviteCode).toBeTruthy();
    expect(await providersOf(browser)).toEqual(["oidc"]);

    const again = app.client.newClient();
    expect(await throughProvider(again, login)).toBe("/dashboard");
    expect((await again.get("/api/me")).json.id).toBe(me.id);
    expect(await usersWithEmail(app, email)).toBe(1);
  });

  it("makes no second account for an existing address: the person signs in with the password and connects the provider", async () => {
    const owner = app.client.newClient();
    const account = await signUp(owner, { email: uniqueEmail("oidc-existing") });
    const login = personAtProvider({ email: account.email, emailVerified: true });

    const stranger = app.client.newClient();
    expect(await throughProvider(stranger, login)).toBe("/auth?error=account_not_linked");
    expect((await stranger.get("/api/me")).status).toBe(401);
    expect(await usersWithEmail(app, account.email)).toBe(1);

    // Connected from Settings while signed in with the password: the provider vouches for the address.
    expect(await throughProvider(owner, login, "link")).toBe("/settings");
    expect(await providersOf(owner)).toEqual(["credential", "oidc"]);
    const later = app.client.newClient();
    expect(await throughProvider(later, login)).toBe("/dashboard");
    expect((await later.get("/api/me")).json.id).toBe(account.user.id);
  });

  it("refuses to connect an identity whose address the provider has not verified, or that is another address", async () => {
    const owner = app.client.newClient();
    const account = await signUp(owner, { email: uniqueEmail("oidc-unverified") });
    const unverified = personAtProvider({ email: account.email, emailVerified: false });
    expect(await throughProvider(owner, unverified, "link")).toBe("/settings?error=unable_to_link_account");
    const elsewhere = personAtProvider({ email: uniqueEmail("someone-else"), emailVerified: true });
    expect(await throughProvider(owner, elsewhere, "link")).toBe("/settings?error=email_does_not_match");
    expect(await providersOf(owner)).toEqual(["credential"]);
  });

  it("unlinks a provider, never the password and never the last way to sign in", async () => {
    const owner = app.client.newClient();
    const account = await signUp(owner, { email: uniqueEmail("oidc-unlink") });
    const login = personAtProvider({ email: account.email, emailVerified: true });
    expect(await throughProvider(owner, login, "link")).toBe("/settings");
    const accounts = (await owner.get("/api/auth/list-accounts")).json as Array<{ id: string; providerId: string }>;
    const password = accounts.find((a) => a.providerId === "credential")!;
    const oidc = accounts.find((a) => a.providerId === "oidc")!;

    const keepPassword = await owner.post("/api/auth/unlink-account", { accountId: password.id });
    expect(keepPassword.status).toBe(400);
    expect(keepPassword.json).toMatchObject({ code: "PASSWORD_CANNOT_BE_REMOVED", message: PASSWORD_KEPT_MESSAGE });
    // Nobody unlinks someone else's identity.
    const other = app.client.newClient();
    await signUp(other);
    expect((await other.post("/api/auth/unlink-account", { accountId: oidc.id })).status).toBe(400);

    expect((await owner.post("/api/auth/unlink-account", { accountId: oidc.id })).status).toBe(200);
    expect(await providersOf(owner)).toEqual(["credential"]);
    // Unlinked: the provider no longer signs this account in (and makes no new one for the address).
    expect(await throughProvider(app.client.newClient(), login)).toBe("/auth?error=account_not_linked");

    // An account made through the provider has it as its only way in: that one cannot go.
    const onlyOidc = app.client.newClient();
    const email = uniqueEmail("oidc-only");
    expect(await throughProvider(onlyOidc, personAtProvider({ email, emailVerified: true }))).toBe("/welcome");
    const [only] = (await onlyOidc.get("/api/auth/list-accounts")).json as Array<{ id: string }>;
    const last = await onlyOidc.post("/api/auth/unlink-account", { accountId: only!.id });
    expect(last.status).toBe(400);
    expect(last.json.code).toBe("FAILED_TO_UNLINK_LAST_ACCOUNT");
    expect(await providersOf(onlyOidc)).toEqual(["oidc"]);
  });

  it("gives an account made through the provider the invite code and language /auth set before leaving", async () => {
    const inviter = app.client.newClient();
    await signUp(inviter);
    const inviteCode = (await inviter.get("/api/me")).json.inviteCode as string;

    const email = uniqueEmail("oidc-invited");
    const browser = app.client.newClient();
    browser.setCookie(PROVIDER_SIGN_UP_COOKIE, encodeProviderSignUp({ referralCode: inviteCode, language: "sv" }));
    expect(await throughProvider(browser, personAtProvider({ email, emailVerified: true }))).toBe("/welcome");
    const me = (await browser.get("/api/me")).json;
    expect(me.credits.balance).toBe(INVITED_START_CREDITS);
    expect((await inviter.get("/api/me")).json.referralsCompleted).toBe(1);
    const language = (await app.database.db.execute(sql`select language from profiles where id = ${me.id}`)) as unknown as {
      rows: Array<{ language: string }>;
    };
    expect(language.rows[0]!.language).toBe("sv");

    // The same cookie again: the code was used, nobody else gets its bonus.
    const second = app.client.newClient();
    second.setCookie(PROVIDER_SIGN_UP_COOKIE, encodeProviderSignUp({ referralCode: inviteCode, language: null }));
    expect(await throughProvider(second, personAtProvider({ email: uniqueEmail("oidc-late"), emailVerified: true }))).toBe("/welcome");
    expect((await second.get("/api/me")).json.credits.balance).toBe(CREDITS.signUpBonus);
  });

  it("lets an account without a password delete itself and turn two-factor on only soon after signing in", async () => {
    const email = uniqueEmail("oidc-recent");
    const login = personAtProvider({ email, emailVerified: true });
    const browser = app.client.newClient();
    expect(await throughProvider(browser, login)).toBe("/welcome");
    const me = (await browser.get("/api/me")).json;
    expect(me.hasPassword).toBe(false);

    // The same session, signed in longer ago than RECENT_SIGN_IN_MINUTES: nothing changes.
    await app.database.db.execute(
      sql`update "session" set created_at = now() - make_interval(mins => ${RECENT_SIGN_IN_MINUTES + 1}) where user_id = ${me.id}`,
    );
    const staleEnable = await browser.post("/api/auth/two-factor/enable", {});
    expect(staleEnable.status).toBe(403);
    expect(staleEnable.json).toMatchObject({ code: "SIGN_IN_AGAIN", message: SIGN_IN_AGAIN_MESSAGE });
    const staleDelete = await browser.delete("/api/me", {});
    expect(staleDelete.status).toBe(403);
    expect(staleDelete.json).toEqual({ error: { code: "sign_in_again", message: SIGN_IN_AGAIN_MESSAGE } });
    expect(await usersWithEmail(app, email)).toBe(1);
    expect((await browser.get("/api/me")).json.twoFactorEnabled).toBe(false);

    // Signed in again just now: both go through with no password.
    const fresh = app.client.newClient();
    expect(await throughProvider(fresh, login)).toBe("/dashboard");
    const enable = await fresh.post("/api/auth/two-factor/enable", {});
    expect(enable.status, enable.text).toBe(200);
    expect(enable.json.totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect((await fresh.delete("/api/me", {})).status).toBe(200);
    expect(await usersWithEmail(app, email)).toBe(0);
  });

  it("still asks an account with a password for it, however recent the sign-in", async () => {
    const owner = app.client.newClient();
    await signUp(owner, { email: uniqueEmail("oidc-password") });
    expect((await owner.get("/api/me")).json.hasPassword).toBe(true);
    const enable = await owner.post("/api/auth/two-factor/enable", {});
    expect(enable.status).toBe(400);
    expect((await owner.get("/api/me")).json.twoFactorEnabled).toBe(false);
    const deletion = await owner.delete("/api/me", {});
    expect(deletion.status).toBe(400);
    expect(deletion.json.error.code).toBe("invalid_input");
    expect((await owner.get("/api/me")).status).toBe(200);
  });
});

describe("[AUTH][OAUTH] with confirmation by e-mail", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(oidcEnv({ EMAIL_VERIFICATION: "required" }));
  });
  afterAll(async () => app?.close());

  async function confirmedPasswordAccount(prefix: string) {
    const account = await signUp(app.client.newClient(), { email: uniqueEmail(prefix) });
    const opened = await openConfirmationLink(app.client.newClient(), app.env.AUTH_SECRET!, { userId: account.user.id, email: account.email });
    expect(opened.status).toBe(302);
    return account;
  }

  it("links a sign-in through the provider to the existing account when the provider verified the address", async () => {
    const account = await confirmedPasswordAccount("oidc-link");
    const browser = app.client.newClient();
    expect(await throughProvider(browser, personAtProvider({ email: account.email, emailVerified: true }))).toBe("/dashboard");
    expect((await browser.get("/api/me")).json.id).toBe(account.user.id);
    expect(await providersOf(browser)).toEqual(["credential", "oidc"]);
    expect(await usersWithEmail(app, account.email)).toBe(1);
  });

  it("refuses an unverified address from the provider: no link, no second account, no session", async () => {
    const account = await confirmedPasswordAccount("oidc-refuse");
    const usersBefore = await countUsers(app);
    const browser = app.client.newClient();
    expect(await throughProvider(browser, personAtProvider({ email: account.email, emailVerified: false }))).toBe(
      "/auth?error=account_not_linked",
    );
    expect((await browser.get("/api/me")).status).toBe(401);
    expect(await usersWithEmail(app, account.email)).toBe(1);
    expect(await countUsers(app)).toBe(usersBefore);
    expect(await providersOf(await signedInWithPassword(account))).toEqual(["credential"]);
  });

  it("does not join an account whose own address was never confirmed, even for a verified provider address", async () => {
    const unconfirmed = await signUp(app.client.newClient(), { email: uniqueEmail("oidc-unconfirmed") });
    const browser = app.client.newClient();
    expect(await throughProvider(browser, personAtProvider({ email: unconfirmed.email, emailVerified: true }))).toBe(
      "/auth?error=account_not_linked",
    );
    expect(await usersWithEmail(app, unconfirmed.email)).toBe(1);
  });

  it("holds the welcome credits of a sign-up with an unverified provider address until the mailed link is opened", async () => {
    const email = uniqueEmail("oidc-new-unverified");
    const browser = app.client.newClient();
    expect(await throughProvider(browser, personAtProvider({ email, emailVerified: false, name: "Una Verified" }))).toBe("/welcome");
    const me = (await browser.get("/api/me")).json;
    expect(me).toMatchObject({ email, emailVerified: false, credits: { balance: 0 } });
    const mails = await app.services.db.query.mailOutbox.findMany({
      where: (m, { and, eq }) => and(eq(m.toAddress, email), eq(m.kind, "email_verification")),
    });
    expect(mails).toHaveLength(1);
    await openConfirmationLink(browser, app.env.AUTH_SECRET!, { userId: me.id, email });
    expect((await browser.get("/api/me")).json).toMatchObject({ emailVerified: true, credits: { balance: CREDITS.signUpBonus } });
  });

  async function signedInWithPassword(account: { email: string; password: string }) {
    const client = app.client.newClient();
    const res = await client.post("/api/auth/sign-in/email", { email: account.email, password: account.password });
    expect(res.status).toBe(200);
    return client;
  }
});

async function countUsers(app: TestApp): Promise<number> {
  const result = (await app.database.db.execute(sql`select count(*)::int as n from "user"`)) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]!.n);
}
