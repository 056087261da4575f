import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CREDITS } from "../../../shared/constants";
import { meSchema } from "../../../shared/schemas/account";
import { signIn, signUp, uniqueEmail } from "../../../../tests/support/factories";
import { OWNED_TABLES, countPluginVersions, countRows } from "../../../../tests/support/table-counts";
import { createTestApp, useSharedTestApp } from "../../../../tests/support/test-app";
import { secretFromUri, totpCode } from "../../../../tests/support/totp";
import { createApp } from "../../app";
import { openConfirmationLink } from "../../auth/email-verification.testing";
import { passkey, plugins, pluginVersions, subscriptions, userRoles } from "../../db/schema";
import { buildServices } from "../../services";

const testApp = useSharedTestApp();

describe("[ACCOUNT][ME]", () => {
  it("answers 401 JSON when signed out", async () => {
    const { client } = testApp();
    for (const [method, body] of [["get"], ["patch", { newsletterSubscribed: false }], ["delete"]] as const) {
      const res = await client[method]("/api/me", body);
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ error: { code: "unauthorized", message: "Not signed in" } });
    }
  });

  it("describes the signed-in account in the shared schema", async () => {
    const { client } = testApp();
    const account = await signUp(client, { fullName: "Ann Lee" });
    const res = await client.get("/api/me");
    const me = meSchema.parse(res.json);
    expect(me).toMatchObject({
      id: account.user.id,
      email: account.email,
      fullName: "Ann Lee",
      isAdmin: false,
      onboardingCompleted: false,
      newsletterSubscribed: true,
      referralsCompleted: 0,
      twoFactorEnabled: false,
      hasPassword: true,
      credits: { balance: CREDITS.signUpBonus, subscription: 0, permanent: CREDITS.signUpBonus },
    });
    expect(me.inviteCode).toMatch(/^[A-Z0-9]{8}$/);
  });

  it("stores onboarding completion and the newsletter choice", async () => {
    const { client } = testApp();
    await signUp(client);
    const res = await client.patch("/api/me", { onboardingCompleted: true, newsletterSubscribed: false });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ onboardingCompleted: true, newsletterSubscribed: false });
    expect((await client.get("/api/me")).json).toMatchObject({ onboardingCompleted: true, newsletterSubscribed: false });
    expect((await client.patch("/api/me", { newsletterSubscribed: true })).json.newsletterSubscribed).toBe(true);
  });

  it.each([
    ["an empty body", {}],
    ["a wrong type", { newsletterSubscribed: "yes" }],
    ["un-completing onboarding", { onboardingCompleted: false }],
    ["an unknown field", { isAdmin: true }],
  ])("refuses %s with 400 and changes nothing", async (_label, body) => {
    const { client } = testApp();
    await signUp(client);
    const before = (await client.get("/api/me")).json;
    const res = await client.patch("/api/me", body);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("invalid_input");
    expect((await client.get("/api/me")).json).toEqual(before);
  });

  it("refuses a body that is not JSON", async () => {
    const { client } = testApp();
    await signUp(client);
    const res = await client.patch("/api/me", "{not json", { headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("invalid_json");
  });

  it("refuses a change sent from another site", async () => {
    const { client } = testApp();
    await signUp(client);
    const res = await client.patch("/api/me", { newsletterSubscribed: false }, { headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    const noOrigin = await client.delete("/api/me", undefined, { noOrigin: true });
    expect(noOrigin.status).toBe(403);
    expect((await client.get("/api/me")).json.newsletterSubscribed).toBe(true);
  });
});

describe("[ACCOUNT][DELETE]", () => {
  it("removes every row the person owns, signs them out, and leaves other accounts alone", async () => {
    const { client, database, services } = testApp();
    const other = client.newClient();
    const bystander = await signUp(other);
    const account = await signUp(client);
    const userId = account.user.id;

    // Give the account something in every table it can own.
    const enabled = await client.post("/api/auth/two-factor/enable", { password: account.password });
    const totpSecret = secretFromUri(enabled.json.totpURI);
    await client.post("/api/auth/two-factor/verify-totp", { code: totpCode(totpSecret) });
    await client.post("/api/auth/request-password-reset", { email: account.email, redirectTo: "/auth" });
    expect((await client.post("/api/tokens", { name: "script", expiresInDays: 7 })).status).toBe(201);
    const db = services.db;
    await db.insert(userRoles).values({ userId, role: "admin" });
    const [plugin] = await db.insert(plugins).values({ userId, name: "Mine" }).returning();
    await db.insert(pluginVersions).values({ pluginId: plugin!.id, versionNumber: 1 });
    await db.insert(subscriptions).values({ userId, status: "active", monthlyCredits: 100 });
    await db.insert(passkey).values({
      id: "passkey-of-deleted-account",
      userId,
      name: "Laptop",
      publicKey: "cHVibGljLWtleQ",
      credentialID: "credential-of-deleted-account",
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
    });

    const before = await countRows(database, userId);
    for (const table of Object.keys(OWNED_TABLES)) {
      expect(before[table as keyof typeof before], `${table} has a row before`).toBeGreaterThan(0);
    }
    expect(await countPluginVersions(database, userId)).toBe(1);
    const bystanderBefore = await countRows(database, bystander.user.id);

    // The next step's code: the one that confirmed the enrolment works once (decision 0058).
    const res = await client.delete("/api/me", { password: account.password, code: totpCode(totpSecret, Date.now() + 30_000) });
    expect(res.status).toBe(200);
    const after = await countRows(database, userId);
    for (const table of Object.keys(OWNED_TABLES)) expect(after[table as keyof typeof after], table).toBe(0);
    const orphans = await database.db.execute(sql`select count(*)::int as n from plugin_versions where plugin_id = ${plugin!.id}`);
    expect(Number((orphans as unknown as { rows: Array<{ n: number }> }).rows[0]!.n)).toBe(0);
    expect(await countRows(database, bystander.user.id)).toEqual(bystanderBefore);

    expect((await client.get("/api/me")).status).toBe(401);
    const again = await client.newClient().post("/api/auth/sign-in/email", { email: account.email, password: account.password });
    expect(again.status).toBe(401);
    // The address is free again.
    await signUp(client.newClient(), { email: account.email });
  });
});

describe("[ACCOUNT][ROLES]", () => {
  it("makes ADMIN_EMAILS admins at sign-up, and only them", async () => {
    const boss = uniqueEmail("boss");
    const { client } = await createTestApp({ ADMIN_EMAILS: boss.toUpperCase() });
    await signUp(client, { email: boss });
    expect((await client.get("/api/me")).json.isAdmin).toBe(true);
    const user = client.newClient();
    await signUp(user);
    expect((await user.get("/api/me")).json.isAdmin).toBe(false);
  });

  it("keeps admin routes to admins: 401 signed out, 403 for a user, 200 for an admin", async () => {
    const boss = uniqueEmail("boss");
    const { client } = await createTestApp({ ADMIN_EMAILS: boss });
    expect((await client.get("/api/admin/outbox")).status).toBe(401);
    const user = client.newClient();
    await signUp(user);
    const denied = await user.get("/api/admin/outbox");
    expect(denied.status).toBe(403);
    expect(denied.json.error.code).toBe("forbidden");
    await signUp(client, { email: boss });
    const allowed = await client.get(`/api/admin/outbox?to=${encodeURIComponent(boss)}`);
    expect(allowed.status).toBe(200);
    expect(allowed.json.mails.map((m: { kind: string }) => m.kind)).toEqual(["welcome"]);
  });
});

describe("[ACCOUNT][CREDITS]", () => {
  it("lists the ledger newest first, and only the signed-in user's", async () => {
    const { client } = testApp();
    expect((await client.get("/api/credits/transactions")).status).toBe(401);
    await signUp(client);
    const res = await client.get("/api/credits/transactions");
    expect(res.status).toBe(200);
    expect(res.json.transactions).toEqual([
      expect.objectContaining({ amount: CREDITS.signUpBonus, type: "signup_bonus", balanceAfter: CREDITS.signUpBonus }),
    ]);
  });
});

describe("[ACCOUNT][ADMIN_EMAILS]", () => {
  it("makes an ADMIN_EMAILS address admin only once confirmed, and only while the variable lists it", async () => {
    const boss = uniqueEmail("boss");
    const { client, env, database } = await createTestApp({ ADMIN_EMAILS: boss, EMAIL_VERIFICATION: "required" });
    const account = await signUp(client, { email: boss });
    const unconfirmed = await client.get("/api/admin/outbox");
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.json).toEqual({ error: { code: "forbidden", message: "You don't have permission to access this page" } });
    expect((await client.get("/api/me")).json.isAdmin).toBe(false);

    await openConfirmationLink(client, env.AUTH_SECRET!, { userId: account.user.id, email: boss });
    expect((await client.get("/api/admin/outbox")).status).toBe(200);
    expect((await client.get("/api/me")).json.isAdmin).toBe(true);

    // Restarted without the address in ADMIN_EMAILS, on the same database: no longer admin.
    const restarted = createApp(await buildServices({ env: { ...env, ADMIN_EMAILS: [] }, database }));
    const cookie = client.cookieHeader();
    expect((await restarted.request("/api/admin/outbox", { headers: { cookie } })).status).toBe(403);
    const me = (await (await restarted.request("/api/me", { headers: { cookie } })).json()) as { isAdmin: boolean };
    expect(me.isAdmin).toBe(false);
  });
});

describe("[ACCOUNT][DELETE_CONFIRMATION]", () => {
  it.each([
    ["no password", {}, 400, "invalid_input", "password: Enter your password to delete your account"],
    ["a wrong password", { password: "not-my-password" }, 403, "wrong_password", "The password is not correct."],
  ])("refuses %s with a clear message and deletes nothing", async (_label, body, status, code, message) => {
    const { client, database } = testApp();
    const account = await signUp(client);
    const before = await countRows(database, account.user.id);
    const res = await client.delete("/api/me", body);
    expect(res.status).toBe(status);
    expect(res.json).toEqual({ error: { code, message } });
    expect(await countRows(database, account.user.id)).toEqual(before);
    expect((await client.get("/api/me")).status).toBe(200);
  });

  it("asks for the authenticator code when two-factor sign-in is on", async () => {
    const { client } = testApp();
    const account = await signUp(client);
    const enabled = await client.post("/api/auth/two-factor/enable", { password: account.password });
    const secret = secretFromUri(enabled.json.totpURI);
    await client.post("/api/auth/two-factor/verify-totp", { code: totpCode(secret) });

    const noCode = await client.delete("/api/me", { password: account.password });
    expect(noCode.status).toBe(400);
    expect(noCode.json).toEqual({ error: { code: "code_required", message: "Enter the 6-digit code from your authenticator app." } });
    const wrong = totpCode(secret) === "000000" ? "111111" : "000000";
    const wrongCode = await client.delete("/api/me", { password: account.password, code: wrong });
    expect(wrongCode.status).toBe(403);
    expect(wrongCode.json).toEqual({ error: { code: "wrong_code", message: "The authenticator code is not correct." } });
    expect((await client.get("/api/me")).status).toBe(200);
    expect((await client.delete("/api/me", { password: account.password, code: totpCode(secret, Date.now() + 30_000) })).status).toBe(200);
    expect((await client.get("/api/me")).status).toBe(401);
  });

  it("removes the person's contact messages, mail about them and their reset tokens, and ends every session at once", async () => {
    const { client, services } = testApp();
    const db = services.db;
    const account = await signUp(client);
    const laptop = client.newClient();
    await signIn(laptop, account);
    expect((await laptop.get("/api/me")).status).toBe(200); // cached
    // A message sent signed out, under the account's address, and the mail about it to support.
    const visitor = client.newClient();
    expect((await visitor.post("/api/contact", { name: "Ann", email: account.email, message: "Hello there" })).status).toBe(200);
    await visitor.post("/api/auth/request-password-reset", { email: account.email, redirectTo: "/auth" });
    const mentions = async () => {
      const rows = await db.execute(sql`
        select (select count(*) from contact_messages where lower(email) = lower(${account.email}))::int as contact,
               (select count(*) from mail_outbox where lower(to_address) = lower(${account.email})
                  or strpos(lower(text), lower(${account.email})) > 0)::int as mail,
               (select count(*) from verification where value = ${account.user.id})::int as tokens`);
      return (rows as unknown as { rows: Array<Record<string, number>> }).rows[0]!;
    };
    const before = await mentions();
    expect(before.contact).toBe(1);
    expect(before.mail).toBeGreaterThanOrEqual(3); // welcome, reset, contact mail to support
    expect(before.tokens).toBe(1);

    expect((await client.delete("/api/me", { password: account.password })).status).toBe(200);
    expect(await mentions()).toEqual({ contact: 0, mail: 0, tokens: 0 });
    expect((await laptop.get("/api/me")).status).toBe(401);
  });
});

describe("[ACCOUNT][DISPLAY_NAME]", () => {
  it("starts as the first name and can be changed in Settings", async () => {
    const { client } = testApp();
    await signUp(client, { fullName: "Ann Marie Lee" });
    expect((await client.get("/api/me")).json.displayName).toBe("Ann");
    const res = await client.patch("/api/me", { displayName: "  Ann the Builder  " });
    expect(res.status).toBe(200);
    expect(res.json.displayName).toBe("Ann the Builder");
    expect((await client.get("/api/me")).json.displayName).toBe("Ann the Builder");
  });

  it.each([
    ["an empty name", "   ", "displayName: Please enter a display name"],
    ["51 characters", "x".repeat(51), "displayName: A display name has at most 50 characters"],
    ["a control character", "Ann\u0007", "displayName: A display name cannot contain control characters"],
    ["a bidi override", "Ann\u202Enimda", "displayName: A display name cannot contain control characters"],
  ])("refuses %s with 400 and keeps the old name", async (_label, displayName, message) => {
    const { client } = testApp();
    await signUp(client, { fullName: "Bo Ek" });
    const res = await client.patch("/api/me", { displayName });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: { code: "invalid_input", message } });
    expect((await client.get("/api/me")).json.displayName).toBe("Bo");
  });
});
