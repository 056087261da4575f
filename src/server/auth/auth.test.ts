import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { describe, expect, it, onTestFinished } from "vitest";
import { ACCOUNTS } from "../../shared/constants";
import { DEFAULT_PASSWORD, signIn, signUp, uniqueEmail } from "../../../tests/support/factories";
import { countRows } from "../../../tests/support/table-counts";
import { createTestApp, useSharedTestApp } from "../../../tests/support/test-app";
import { createTestClient, type TestClient } from "../../../tests/support/test-client";
import { earlyInStep, secretFromUri, totpCode } from "../../../tests/support/totp";
import { TOTP_ALREADY_USED_MESSAGE } from "./totp-once";
import { SIGN_IN_FAILURES_BEFORE_ADDRESS_LOCK } from "./sign-in-throttle";
import { SECRET_LINK_PLACEHOLDER } from "../integrations/mail/mail-service";
import { createApp } from "../app";
import { profiles } from "../db/schema";
import { REFUSED_ORIGIN_MESSAGE } from "../http/same-origin";
import { SESSION_CACHE_TTL_MS, buildServices } from "../services";

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
    expect(res.json.message).toBe(REFUSED_ORIGIN_MESSAGE);
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
    // The stored copy carries no usable link: only the transport gets it (mail-service.ts).
    expect(mails[0]!.text).toContain(SECRET_LINK_PLACEHOLDER);
    expect(mails[0]!.text).not.toMatch(/reset-password/);
    const pending = await services.db.query.verification.findFirst({
      where: (v, { and, eq, like }) => and(eq(v.value, account.user.id), like(v.identifier, "reset-password:%")),
    });
    const link = `/api/auth/reset-password/${pending!.identifier.slice("reset-password:".length)}?callbackURL=%2Fauth`;

    // Opening the link redirects to /auth with the token.
    const opened = await client.request(link, { redirect: "manual" });
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
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe("Invalid code");
    expect((await browser.get("/api/me")).status).toBe(401);
    // The next step's code: the enrolment's code works once.
    const ok = await browser.post("/api/auth/two-factor/verify-totp", { code: totpCode(secret, Date.now() + 30_000) });
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
    const reused = await fourth.post("/api/auth/two-factor/verify-backup-code", { code: backup });
    expect(reused.status).toBe(401);
    expect(reused.json.message).toBe("Invalid backup code");

    // Disabling needs the password; afterwards sign-in is one step again.
    const refused = await client.post("/api/auth/two-factor/disable", { password: "wrong-password" });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe("Invalid password");
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
        // A new address each time: the per-account lock (sign-in-throttle.ts) is not what this tests.
        { email: uniqueEmail("nobody"), password: "wrong-password" },
        { headers: { "x-forwarded-for": ip, ...(spoof ? { "x-plugsmith-client-ip": spoof } : {}) } },
      );
    for (let i = 0; i < 20; i++) expect((await attempt("203.0.113.7", `198.51.100.${i}`)).status).toBe(401);
    const limited = await attempt("203.0.113.7", "198.51.100.99");
    expect(limited.status).toBe(429);
    // Another address is not affected.
    expect((await attempt("203.0.113.8")).status).toBe(401);
  });

  it("limits other sign-in service requests per address (AUTH_REQUESTS_PER_MINUTE), never reading one's own session", async () => {
    const { client } = await createTestApp({ NODE_ENV: "production", TRUST_PROXY: "true", AUTH_REQUESTS_PER_MINUTE: "5" });
    const account = await signUp(client);
    const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
    for (let i = 0; i < 5; i++) expect((await client.get("/api/auth/list-sessions", undefined, from("203.0.113.21"))).status).toBe(200);
    expect((await client.get("/api/auth/list-sessions", undefined, from("203.0.113.21"))).status).toBe(429);
    // The page's "who is signed in?" keeps answering from that address, however often it asks.
    for (let i = 0; i < 10; i++) {
      const session = await client.get("/api/auth/get-session", undefined, from("203.0.113.21"));
      expect(session.status).toBe(200);
      expect(session.json.user.id).toBe(account.user.id);
    }
    expect((await client.get("/api/auth/list-sessions", undefined, from("203.0.113.22"))).status).toBe(200);
  });
});

describe("[AUTH][SIGN_IN_THROTTLE]", () => {
  const locked = `Too many failed sign-in attempts. Try again in ${ACCOUNTS.signInLockMinutes} minutes.`;
  const fail = (client: TestClient, email: string) =>
    client.post("/api/auth/sign-in/email", { email, password: "wrong-password" });

  it("locks an address after 5 failures in 15 minutes, the same for existing and unknown addresses, in every process", async () => {
    const { client, database, env } = testApp();
    const account = await signUp(client);
    const browser = client.newClient();
    const unknown = uniqueEmail("nobody");
    for (let i = 0; i < ACCOUNTS.signInFailuresBeforeLock; i++) {
      expect((await fail(browser, account.email)).status).toBe(401);
      expect((await fail(browser, unknown)).status).toBe(401);
    }
    // Even the right password waits, and an unknown address reads exactly the same.
    for (const email of [account.email, unknown, account.email.toUpperCase()]) {
      const res = await browser.post("/api/auth/sign-in/email", { email, password: account.password });
      expect(res.status).toBe(429);
      expect(res.json.message).toBe(locked);
    }
    expect((await browser.get("/api/me")).status).toBe(401);
    // Another process on the same database sees the same lock.
    const other = createApp(await buildServices({ env, database }));
    const elsewhere = await other.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: env.SITE_URL },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(elsewhere.status).toBe(429);
    // Other addresses are not affected.
    const bystander = await signUp(client.newClient());
    await signIn(client.newClient(), bystander);
  });

  it("locks the guesser's client, not the owner: from another IP, or from a browser that signed in before, the owner still signs in", async () => {
    const { client } = await createTestApp({ TRUST_PROXY: "true" });
    const account = await signUp(client.newClient());
    const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
    const signInFrom = (browser: TestClient, ip: string, password = account.password) =>
      browser.post("/api/auth/sign-in/email", { email: account.email, password }, from(ip));
    // The owner's laptop signed in before, from the address the guesser will use (a café's, say).
    const laptop = client.newClient();
    expect((await signInFrom(laptop, "198.51.100.7")).status).toBe(200);

    const guesser = client.newClient();
    for (let i = 0; i < ACCOUNTS.signInFailuresBeforeLock; i++) {
      expect((await signInFrom(guesser, "198.51.100.7", "wrong-password")).status).toBe(401);
    }
    const lockedOut = await signInFrom(guesser, "198.51.100.7");
    expect(lockedOut.status).toBe(429);
    expect(lockedOut.json.message).toBe(locked);
    expect((await signInFrom(client.newClient(), "198.51.100.7")).status).toBe(429); // any new browser on that IP

    expect((await signInFrom(client.newClient(), "203.0.113.9")).status).toBe(200); // the owner elsewhere
    expect((await signInFrom(laptop, "198.51.100.7")).status).toBe(200); // the known browser, same IP
    expect((await signInFrom(guesser, "198.51.100.7")).status).toBe(429);
  });

  // A hundred sign-ins, each hashing a password: 30 s was too little on CI's two busy cores (timed out at 30.0 s there).
  it(`locks an address for everyone after ${SIGN_IN_FAILURES_BEFORE_ADDRESS_LOCK} failures from many clients`, { timeout: 120_000 }, async () => {
    const app = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const { client } = app;
      const account = await signUp(client.newClient());
      const attempt = (ip: string, password: string) =>
        client.newClient().post("/api/auth/sign-in/email", { email: account.email, password }, { headers: { "x-forwarded-for": ip } });
      for (let i = 0; i < SIGN_IN_FAILURES_BEFORE_ADDRESS_LOCK; i++) {
        // Four tries from each address, under the per-client lock.
        expect((await attempt(`198.51.${Math.floor(i / 4)}.1`, "wrong-password")).status).toBe(401);
      }
      expect((await attempt("203.0.113.9", account.password)).status).toBe(429);
    } finally {
      await app.close();
    }
  });

  it("forgets the failures after a successful sign-in", async () => {
    const { client } = testApp();
    const account = await signUp(client);
    const browser = client.newClient();
    for (let i = 0; i < ACCOUNTS.signInFailuresBeforeLock - 1; i++) expect((await fail(browser, account.email)).status).toBe(401);
    await signIn(browser, account);
    for (let i = 0; i < ACCOUNTS.signInFailuresBeforeLock - 1; i++) expect((await fail(browser, account.email)).status).toBe(401);
    await signIn(client.newClient(), account);
  });
});

describe("[AUTH][CLIENT_IP]", () => {
  it("takes the address TRUST_PROXY_HOPS entries from the right of X-Forwarded-For, never the client's own entries", async () => {
    // In-process (no socket): the walk starts as from a trusted proxy, and 10.0.0.2 is our second one.
    const { client, services } = await createTestApp({ TRUST_PROXY_HOPS: "2", TRUSTED_PROXIES: "127.0.0.1, 10.0.0.0/8" });
    const res = await client.post(
      "/api/auth/sign-up/email",
      { name: "Ann Lee", fullName: "Ann Lee", email: uniqueEmail("ip"), password: "secret-password" },
      { headers: { "x-forwarded-for": "10.9.9.9, 198.51.100.23, 10.0.0.2" } },
    );
    expect(res.status).toBe(200);
    const [profile] = await services.db.select().from(profiles).where(eq(profiles.id, res.json.user.id));
    expect(profile!.signupIp).toBe("198.51.100.23");
  });

  it("with TRUST_PROXY=true (one hop) rate-limits by the address our proxy saw, whatever the client prepends", async () => {
    const { client } = await createTestApp({ NODE_ENV: "production", TRUST_PROXY: "true" });
    const attempt = (spoof: string) =>
      client.post(
        "/api/auth/sign-in/email",
        { email: uniqueEmail("nobody"), password: "wrong-password" },
        { headers: { "x-forwarded-for": `${spoof}, 203.0.113.70` } },
      );
    for (let i = 0; i < 20; i++) expect((await attempt(`198.51.100.${i}`)).status).toBe(401);
    expect((await attempt("198.51.100.99")).status).toBe(429);
  });

  /** The app on a real socket: every request's peer is 127.0.0.1, as PHP on this machine would be. */
  async function overSocket(env: Record<string, string>) {
    const app = await createTestApp({ NODE_ENV: "production", TRUST_PROXY: "true", ...env });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const client = createTestClient((input, init) => fetch(input.replace(app.env.SITE_URL, base), init), { origin: app.env.SITE_URL });
    return (spoof: string) =>
      client.post("/api/auth/sign-in/email", { email: uniqueEmail("nobody"), password: "wrong-password" }, { headers: { "x-forwarded-for": spoof } });
  }

  it("believes X-Forwarded-For only from a peer in TRUSTED_PROXIES: another peer cannot rotate its address past the limit", async () => {
    const outside = await overSocket({ TRUSTED_PROXIES: "10.0.0.0/8" });
    for (let i = 0; i < 20; i++) expect((await outside(`198.51.100.${i}`)).status).toBe(401);
    expect((await outside("198.51.100.99")).status).toBe(429);

    // The same requests from a listed peer (the default: loopback) are each counted for the address it forwards.
    const listed = await overSocket({});
    for (let i = 0; i < 25; i++) expect((await listed(`198.51.100.${i}`)).status).toBe(401);
  });
});

describe("[AUTH][TWO_FACTOR][ONCE]", () => {
  async function enrolled(client: TestClient, at: number) {
    const account = await signUp(client);
    const enabled = await client.post("/api/auth/two-factor/enable", { password: DEFAULT_PASSWORD });
    const secret = secretFromUri(enabled.json.totpURI);
    expect((await client.post("/api/auth/two-factor/verify-totp", { code: totpCode(secret, at) })).status).toBe(200);
    return { account, secret };
  }
  async function awaitingCode(client: TestClient, account: { email: string; password: string }) {
    const browser = client.newClient();
    const first = await browser.post("/api/auth/sign-in/email", { email: account.email, password: account.password });
    expect(first.json.twoFactorRedirect).toBe(true);
    return browser;
  }

  it("a code that signed someone in is refused for a second sign-in, and so is an older one; the next code works", async () => {
    const { client } = testApp();
    const now = await earlyInStep();
    const { account, secret } = await enrolled(client, now - 30_000);

    const laptop = await awaitingCode(client, account);
    expect((await laptop.post("/api/auth/two-factor/verify-totp", { code: totpCode(secret, now) })).status).toBe(200);
    expect((await laptop.get("/api/me")).status).toBe(200);

    const thief = await awaitingCode(client, account);
    const replayed = await thief.post("/api/auth/two-factor/verify-totp", { code: totpCode(secret, now) });
    expect(replayed.status).toBe(401);
    expect(replayed.json.message).toBe(TOTP_ALREADY_USED_MESSAGE);
    const older = await thief.post("/api/auth/two-factor/verify-totp", { code: totpCode(secret, now - 30_000) });
    expect(older.status).toBe(401);
    expect((await thief.get("/api/me")).status).toBe(401);
    // The code of the next step (still inside the accepted window) signs in.
    expect((await thief.post("/api/auth/two-factor/verify-totp", { code: totpCode(secret, now + 30_000) })).status).toBe(200);
    expect((await thief.get("/api/me")).status).toBe(200);
  }, 60_000); // earlyInStep may wait 20 s

  it("two sign-ins racing with the same code: exactly one gets a session", async () => {
    const { client } = testApp();
    const now = await earlyInStep();
    const { account, secret } = await enrolled(client, now - 30_000);
    const browsers = await Promise.all(Array.from({ length: 4 }, () => awaitingCode(client, account)));
    const answers = await Promise.all(browsers.map((b) => b.post("/api/auth/two-factor/verify-totp", { code: totpCode(secret, now) })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401]);
  }, 60_000);
});

describe("[AUTH][REVOCATION]", () => {
  it("'sign out everywhere' ends every session of the account at once in this process", async () => {
    const { client } = testApp();
    const account = await signUp(client);
    const laptop = client.newClient();
    await signIn(laptop, account);
    expect((await laptop.get("/api/me")).status).toBe(200); // now cached
    const stranger = await signUp(client.newClient());
    const strangerBrowser = client.newClient();
    await signIn(strangerBrowser, stranger);

    expect((await client.post("/api/auth/revoke-sessions", {})).status).toBe(200);
    expect((await laptop.get("/api/me")).status).toBe(401);
    expect((await client.get("/api/me")).status).toBe(401);
    expect((await strangerBrowser.get("/api/me")).status).toBe(200);
  });

  it("a password reset ends the other sessions at once here, and within the cache's 5 s in another process", async () => {
    const { client, database, env, services } = testApp();
    const account = await signUp(client);
    expect((await client.get("/api/me")).status).toBe(200); // cached here
    const cookie = client.cookieHeader();
    // The other process's session cache runs on a clock the test moves, instead of a real 5 s wait.
    const clock = { now: Date.now() };
    const otherProcess = createApp(await buildServices({ env, database, sessionCacheNow: () => clock.now }));
    const meElsewhere = () => otherProcess.request("/api/me", { headers: { cookie } });
    expect((await meElsewhere()).status).toBe(200); // cached there

    await client.newClient().post("/api/auth/request-password-reset", { email: account.email, redirectTo: "/auth" });
    const pending = await services.db.query.verification.findFirst({
      where: (v, { and, eq, like }) => and(eq(v.value, account.user.id), like(v.identifier, "reset-password:%")),
    });
    const token = pending!.identifier.slice("reset-password:".length);
    expect((await client.newClient().post("/api/auth/reset-password", { newPassword: "brand-new-pass", token })).status).toBe(200);

    expect((await client.get("/api/me")).status).toBe(401);
    // There, the session it checked is trusted until SESSION_CACHE_TTL_MS after the check, and not a moment longer.
    clock.now += SESSION_CACHE_TTL_MS - 1;
    expect((await meElsewhere()).status).toBe(200);
    clock.now += 1;
    expect((await meElsewhere()).status).toBe(401);
  });
});

describe("[AUTH][ORIGINS]", () => {
  it("without SITE_URL trusts localhost on PORT, 127.0.0.1 only while no live preview is served there, and tells a refused origin to set SITE_URL", async () => {
    // Live previews on 127.0.0.1 (the default beside a localhost SITE_URL): cookies ignore ports, so the app
    // must not also be used at 127.0.0.1 (issue #30, decision 0050).
    const withPreviews = await createTestApp({ SITE_URL: undefined, PORT: "4000", PREVIEW_PORT: "4001" });
    expect(withPreviews.env.PREVIEW_ORIGIN).toBe("http://127.0.0.1:4001");
    const shared = await withPreviews.client.newClient().post(
      "/api/auth/sign-up/email",
      { name: "Cy Ek", fullName: "Cy Ek", email: uniqueEmail("shared"), password: "secret-password" },
      { headers: { Origin: "http://127.0.0.1:4000" } },
    );
    expect(shared.status).toBe(403);

    const { client, env } = await createTestApp({ SITE_URL: undefined, PORT: "4000", PREVIEW_PORT: "0" });
    expect(env.SITE_URL).toBe("http://localhost:4000");
    const signUpFrom = (origin: string) =>
      client.newClient().post(
        "/api/auth/sign-up/email",
        { name: "Ann Lee", fullName: "Ann Lee", email: uniqueEmail("origin"), password: "secret-password" },
        { headers: { Origin: origin } },
      );
    expect((await signUpFrom("http://localhost:4000")).status).toBe(200);
    const browser = client.newClient();
    const viaLoopback = await browser.post(
      "/api/auth/sign-up/email",
      { name: "Bo Ek", fullName: "Bo Ek", email: uniqueEmail("loopback"), password: "secret-password" },
      { headers: { Origin: "http://127.0.0.1:4000" } },
    );
    expect(viaLoopback.status).toBe(200);
    const patched = await browser.patch("/api/me", { newsletterSubscribed: false }, { headers: { Origin: "http://127.0.0.1:4000" } });
    expect(patched.status).toBe(200);

    for (const origin of ["http://localhost:3000", "https://evil.example"]) {
      const refused = await signUpFrom(origin);
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe(REFUSED_ORIGIN_MESSAGE);
      const guarded = await browser.patch("/api/me", { newsletterSubscribed: true }, { headers: { Origin: origin } });
      expect(guarded.status).toBe(403);
      expect(guarded.json.error.message).toBe(REFUSED_ORIGIN_MESSAGE);
    }
    expect(REFUSED_ORIGIN_MESSAGE).toMatch(/set SITE_URL/);
  });
});
