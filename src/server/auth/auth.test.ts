import { describe, expect, it } from "vitest";
import { DEFAULT_PASSWORD, signIn, signUp, uniqueEmail } from "../../../tests/support/factories";
import { countRows } from "../../../tests/support/table-counts";
import { createTestApp, useSharedTestApp } from "../../../tests/support/test-app";
import { secretFromUri, totpCode } from "../../../tests/support/totp";
import { createApp } from "../app";
import { buildServices } from "../services";

const testApp = useSharedTestApp();

describe("[AUTH][SIGN_UP]", () => {
  it("creates the account, its profile with the full name, and signs the browser in", async () => {
    const { client } = testApp();
    const email = uniqueEmail("ann");
    const res = await client.post("/api/auth/sign-up/email", {
      name: "Ann Lee",
      fullName: "Ann Lee",
      email,
      password: "secret1",
    });
    expect(res.status).toBe(200);
    expect(res.json.user.email).toBe(email);
    expect(res.json.referral).toBe("none");
    expect(client.cookie("better-auth.session_token")).toBeTruthy();
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email, fullName: "Ann Lee", onboardingCompleted: false, newsletterSubscribed: true });
  });

  it.each([
    ["a password shorter than 6", { password: "12345" }, /at least 6/i],
    ["a malformed e-mail", { email: "not-an-email" }, /valid e-mail/i],
    ["no full name", { fullName: "   ", name: "   " }, /full name/i],
    ["no password", { password: undefined }, /password|expected string/i],
    ["no e-mail", { email: undefined }, /e-mail|expected string/i],
  ])("refuses %s with a clear message and writes nothing", async (_label, change, message) => {
    const { client, database } = testApp();
    const before = await countRows(database);
    const body: Record<string, unknown> = {
      name: "Ann Lee",
      fullName: "Ann Lee",
      email: uniqueEmail("bad"),
      password: "secret1",
      ...change,
    };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    const res = await client.post("/api/auth/sign-up/email", body);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
    expect(await countRows(database)).toEqual(before);
    expect(client.cookie("better-auth.session_token")).toBeUndefined();
  });

  it("refuses a second account with the same e-mail (any case) and changes nothing", async () => {
    const { client, database } = testApp();
    const first = await signUp(client, { email: uniqueEmail("dup") });
    const before = await countRows(database);
    const other = client.newClient();
    const res = await other.post("/api/auth/sign-up/email", {
      name: "Someone Else",
      fullName: "Someone Else",
      email: first.email.toUpperCase(),
      password: "another-password",
    });
    expect(res.status).toBe(422);
    expect(res.json.message).toMatch(/already exists/i);
    expect(await countRows(database)).toEqual(before);
    // The original password still works: nothing about the first account changed.
    await signIn(client.newClient(), { email: first.email, password: first.password });
  });

  it("refuses a signed-in browser's request sent from another site", async () => {
    const { client } = testApp();
    await signUp(client);
    const res = await client.post("/api/auth/sign-out", {}, { headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect((await client.get("/api/me")).status).toBe(200);
  });
});

describe("[AUTH][SESSION]", () => {
  it("signs out, signs in again, and rejects a wrong password", async () => {
    const { client } = testApp();
    const account = await signUp(client);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await client.get("/api/me")).status).toBe(401);

    const wrong = await client.post("/api/auth/sign-in/email", { email: account.email, password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toMatch(/invalid email or password/i);
    expect((await client.get("/api/me")).status).toBe(401);

    await signIn(client, account);
    expect((await client.get("/api/me")).json.email).toBe(account.email);
  });

  it("keeps a session valid across a server restart on the same database", async () => {
    const { client, database, env } = testApp();
    const account = await signUp(client);
    const cookie = client.cookieHeader();
    // A new process: services and app built again on the same database, same configuration.
    const restarted = createApp(await buildServices({ env, database }));
    const res = await restarted.request("/api/me", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { email: string }).email).toBe(account.email);
  });
});

describe("[AUTH][RESET_PASSWORD]", () => {
  it("mails a link that leads to /auth and sets a new password once", async () => {
    const { client, services } = testApp();
    const account = await signUp(client);
    await client.post("/api/auth/sign-out", {});

    const asked = await client.post("/api/auth/request-password-reset", { email: account.email, redirectTo: "/auth" });
    expect(asked.status).toBe(200);
    const mails = await services.db.query.mailOutbox.findMany({
      where: (m, { and, eq }) => and(eq(m.toAddress, account.email), eq(m.kind, "password_reset")),
    });
    expect(mails).toHaveLength(1);
    const link = mails[0]!.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toMatch(/\/api\/auth\/reset-password\//);

    // Opening the link redirects to /auth with the token.
    const opened = await client.request(new URL(link!).pathname + new URL(link!).search, { redirect: "manual" });
    expect(opened.status).toBe(302);
    const location = new URL(opened.headers.get("location")!, "http://localhost:3000");
    expect(location.pathname).toBe("/auth");
    const token = location.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await client.post("/api/auth/reset-password", { newPassword: "brand-new-pass", token });
    expect(reset.status).toBe(200);
    const reused = await client.post("/api/auth/reset-password", { newPassword: "third-password", token });
    expect(reused.status).toBe(400);

    const old = await client.post("/api/auth/sign-in/email", { email: account.email, password: account.password });
    expect(old.status).toBe(401);
    await signIn(client, { email: account.email, password: "brand-new-pass" });
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const { client, services } = testApp();
    const email = uniqueEmail("nobody");
    const res = await client.post("/api/auth/request-password-reset", { email, redirectTo: "/auth" });
    expect(res.status).toBe(200);
    const mails = await services.db.query.mailOutbox.findMany({ where: (m, { eq }) => eq(m.toAddress, email) });
    expect(mails).toHaveLength(0);
  });
});

describe("[AUTH][TWO_FACTOR]", () => {
  it("enrols with an authenticator code, then asks for the code at sign-in", async () => {
    const { client } = testApp();
    const account = await signUp(client);

    const enabled = await client.post("/api/auth/two-factor/enable", { password: DEFAULT_PASSWORD });
    expect(enabled.status).toBe(200);
    expect(enabled.json.totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(enabled.json.backupCodes.length).toBeGreaterThanOrEqual(8);
    const secret = secretFromUri(enabled.json.totpURI);
    // Not on until a code confirms the enrolment.
    expect((await client.get("/api/me")).json.twoFactorEnabled).toBe(false);
    const bad = await client.post("/api/auth/two-factor/verify-totp", { code: "000000" === totpCode(secret) ? "111111" : "000000" });
    expect(bad.status).toBe(401);
    const confirmed = await client.post("/api/auth/two-factor/verify-totp", { code: totpCode(secret) });
    expect(confirmed.status).toBe(200);
    expect((await client.get("/api/me")).json.twoFactorEnabled).toBe(true);

    // Sign-in now stops at the second factor: no session until the code is given.
    const browser = client.newClient();
    const first = await browser.post("/api/auth/sign-in/email", { email: account.email, password: account.password });
    expect(first.status).toBe(200);
    expect(first.json.twoFactorRedirect).toBe(true);
    expect((await browser.get("/api/me")).status).toBe(401);
    const wrong = await browser.post("/api/auth/two-factor/verify-totp", { code: "12345" });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect((await browser.get("/api/me")).status).toBe(401);
    const ok = await browser.post("/api/auth/two-factor/verify-totp", { code: totpCode(secret) });
    expect(ok.status).toBe(200);
    expect((await browser.get("/api/me")).json.email).toBe(account.email);

    // A backup code works once instead of the app.
    const third = client.newClient();
    await third.post("/api/auth/sign-in/email", { email: account.email, password: account.password });
    const backup = enabled.json.backupCodes[0];
    expect((await third.post("/api/auth/two-factor/verify-backup-code", { code: backup })).status).toBe(200);
    expect((await third.get("/api/me")).status).toBe(200);
    const fourth = client.newClient();
    await fourth.post("/api/auth/sign-in/email", { email: account.email, password: account.password });
    expect((await fourth.post("/api/auth/two-factor/verify-backup-code", { code: backup })).status).toBeGreaterThanOrEqual(400);

    // Disabling needs the password; afterwards sign-in is one step again.
    expect((await client.post("/api/auth/two-factor/disable", { password: "wrong-password" })).status).toBeGreaterThanOrEqual(400);
    expect((await client.post("/api/auth/two-factor/disable", { password: DEFAULT_PASSWORD })).status).toBe(200);
    const fifth = client.newClient();
    const plain = await fifth.post("/api/auth/sign-in/email", { email: account.email, password: account.password });
    expect(plain.json.twoFactorRedirect).toBeUndefined();
    expect((await fifth.get("/api/me")).status).toBe(200);
  });
});

describe("[AUTH][RATE_LIMIT]", () => {
  it("limits sign-in attempts per client address, which a client cannot choose itself", async () => {
    const { client } = await createTestApp({ NODE_ENV: "production", TRUST_PROXY: "true" });
    const attempt = (ip: string, spoof?: string) =>
      client.post(
        "/api/auth/sign-in/email",
        { email: "nobody@plugsmith.test", password: "wrong-password" },
        { headers: { "x-forwarded-for": ip, ...(spoof ? { "x-plugsmith-client-ip": spoof } : {}) } },
      );
    for (let i = 0; i < 20; i++) expect((await attempt("203.0.113.7", `198.51.100.${i}`)).status).toBe(401);
    const limited = await attempt("203.0.113.7", "198.51.100.99");
    expect(limited.status).toBe(429);
    // Another address is not affected.
    expect((await attempt("203.0.113.8")).status).toBe(401);
  });
});
