import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CREDITS, INVITED_START_CREDITS } from "../../../shared/constants";
import { INVALID_CREDITS_MESSAGE } from "../../../shared/schemas/admin";
import { signUp, uniqueEmail } from "../../../../tests/support/factories";
import type { TestClient } from "../../../../tests/support/test-client";
import { type TestApp, useSharedTestApp } from "../../../../tests/support/test-app";
import { adminAuditLog, mailOutbox, profiles, user } from "../../db/schema";
import { getBalance, listTransactions } from "../credits/credits.service";
import { sendWeeklyNewsletter } from "../newsletter/newsletter.service";

const ADMIN = uniqueEmail("admin");
const testApp = useSharedTestApp({ ADMIN_EMAILS: ADMIN });

async function adminOf(app: TestApp): Promise<{ client: TestClient; id: string }> {
  const client = app.newClient();
  const signedUp = await signUp(client, { email: ADMIN }).catch(() => null);
  if (!signedUp) {
    await client.post("/api/auth/sign-in/email", { email: ADMIN, password: "correct-horse-battery-staple" });
  }
  const me = await client.get("/api/me");
  expect(me.json.isAdmin).toBe(true);
  return { client, id: me.json.id as string };
}

async function auditOf(app: TestApp, action: string, targetUserId?: string) {
  return app.services.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), targetUserId ? eq(adminAuditLog.targetUserId, targetUserId) : undefined));
}

describe("[ADMIN][AUTHORIZATION]", () => {
  it("answers every admin route 401 to a visitor, 403 to a signed-in person, and serves an admin", async () => {
    const app = testApp();
    const { client: admin } = await adminOf(app);
    const person = app.newClient();
    const { user: target } = await signUp(person);
    const uuid = "00000000-0000-4000-8000-000000000000";
    const calls: Array<{ method: "get" | "post" | "put" | "patch"; path: string; body?: unknown; ok: number }> = [
      { method: "get", path: "/api/admin/users", ok: 200 },
      { method: "get", path: `/api/admin/users/${target.id}`, ok: 200 },
      { method: "post", path: `/api/admin/users/${target.id}/credits`, body: { amount: 1 }, ok: 200 },
      { method: "patch", path: `/api/admin/users/${target.id}/newsletter`, body: { subscribed: true }, ok: 200 },
      { method: "get", path: "/api/admin/stats", ok: 200 },
      { method: "get", path: "/api/admin/stats/daily", ok: 200 },
      { method: "get", path: "/api/admin/audit", ok: 200 },
      { method: "get", path: "/api/admin/outbox", ok: 200 },
      { method: "get", path: "/api/admin/templates", ok: 200 },
      { method: "put", path: "/api/admin/templates/weekly_promo", body: { subject: "Hi {{name}}", content: "<p>Hello {{name}}</p>" }, ok: 200 },
      { method: "post", path: "/api/admin/templates/welcome/preview", body: { subject: "Hi", content: "<p>Hi</p>" }, ok: 200 },
      { method: "post", path: "/api/admin/templates/welcome/test", ok: 200 },
      { method: "post", path: `/api/admin/plugins/${uuid}/unpublish`, ok: 404 },
      { method: "get", path: `/api/admin/users/${target.id}/purchases`, ok: 200 },
      { method: "post", path: `/api/admin/users/${target.id}/purchases/${uuid}/refund`, ok: 404 },
    ];
    for (const c of calls) {
      const send = (client: TestClient) => (c.method === "get" ? client.get(c.path) : client[c.method](c.path, c.body));
      expect((await send(app.newClient())).status, `${c.method} ${c.path} as a visitor`).toBe(401);
      const refused = await send(person);
      expect(refused.status, `${c.method} ${c.path} as a person`).toBe(403);
      expect(refused.json.error).toEqual({ code: "forbidden", message: "You don't have permission to access this page" });
      expect((await send(admin)).status, `${c.method} ${c.path} as an admin`).toBe(c.ok);
    }
    // The person's one refused credit request changed nothing: only the admin's credit arrived.
    expect((await getBalance(app.services.db, target.id)).balance).toBe(CREDITS.signUpBonus + 1);
  });
});

describe("[ADMIN][CREDITS]", () => {
  it("adds credits to the permanent bucket with the ledger row 'Admin added N credits' and an audit entry; a retried request adds once", async () => {
    const app = testApp();
    const { client: admin, id: adminId } = await adminOf(app);
    const { user: target } = await signUp(app.newClient());
    const requestId = "7d0f3b1e-2c4a-4f5e-9a6b-1c2d3e4f5a6b";
    const [a, b] = await Promise.all([
      admin.post(`/api/admin/users/${target.id}/credits`, { amount: 100, requestId }),
      admin.post(`/api/admin/users/${target.id}/credits`, { amount: 100, requestId }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json.user).toMatchObject({ id: target.id, credits: CREDITS.signUpBonus + 100 });
    expect(await getBalance(app.services.db, target.id)).toEqual({ balance: 110, subscription: 0, permanent: 110 });
    const ledger = await listTransactions(app.services.db, target.id);
    expect(ledger.filter((r) => r.type === "admin_grant")).toEqual([
      expect.objectContaining({ amount: 100, description: "Admin added 100 credits", balanceAfter: 110 }),
    ]);
    const audit = await auditOf(app, "credits_added", target.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId, details: { amount: 100, balance: 110 } });
  });

  it.each([[0], [-1], [1.5], ["100"], [null], [100_001]])("refuses the amount %j with the spec's message and changes nothing", async (amount) => {
    const app = testApp();
    const { client: admin } = await adminOf(app);
    const { user: target } = await signUp(app.newClient());
    const res = await admin.post(`/api/admin/users/${target.id}/credits`, { amount });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("invalid_input");
    expect(res.json.error.message).toContain(INVALID_CREDITS_MESSAGE);
    expect(await getBalance(app.services.db, target.id)).toEqual({ balance: 10, subscription: 0, permanent: 10 });
    expect(await auditOf(app, "credits_added", target.id)).toHaveLength(0);
  });

  it("answers 404 for a person who does not exist", async () => {
    const { client: admin } = await adminOf(testApp());
    const res = await admin.post("/api/admin/users/nobody/credits", { amount: 5 });
    expect(res.status).toBe(404);
  });
});

describe("[ADMIN][USERS]", () => {
  it("pages and searches by the start of the e-mail or the full name, in any case, with LIKE's characters taken literally", async () => {
    const app = testApp();
    const { client: admin } = await adminOf(app);
    const tag = `zq${Date.now().toString(36)}`;
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { user: u } = await signUp(app.newClient(), { email: `${tag}-${i}@plugsmith.test`, fullName: i === 0 ? "Grace Hopper" : "Alan Turing" });
      made.push(u.id);
    }
    const byEmail = await admin.get("/api/admin/users", { search: tag.toUpperCase() });
    expect(byEmail.json.users.map((u: { id: string }) => u.id).sort()).toEqual([...made].sort());
    expect(byEmail.json.users[0]).toMatchObject({ credits: 10, plugins: 0, subscription: "free", newsletter: true });
    const byName = await admin.get("/api/admin/users", { search: "grace hop" });
    expect(byName.json.users.map((u: { id: string }) => u.id)).toContain(made[0]);
    expect(byName.json.users.map((u: { id: string }) => u.id)).not.toContain(made[1]);
    expect((await admin.get("/api/admin/users", { search: "%" })).json.users).toEqual([]);
    expect((await admin.get("/api/admin/users", { search: `${tag}_` })).json.users).toEqual([]);

    const first = await admin.get("/api/admin/users", { page: 1 });
    expect(first.json).toMatchObject({ page: 1, pageSize: 50 });
    // Newest first: the last sign-up leads.
    expect(first.json.users[0].id).toBe(made[2]);
    expect((await admin.get("/api/admin/users", { page: 0 })).status).toBe(400);
  });

  it("switches a person's newsletter, with an audit entry only when it changes", async () => {
    const app = testApp();
    const { client: admin } = await adminOf(app);
    const { user: target } = await signUp(app.newClient());
    const off = await admin.patch(`/api/admin/users/${target.id}/newsletter`, { subscribed: false });
    expect(off.json.user.newsletter).toBe(false);
    await admin.patch(`/api/admin/users/${target.id}/newsletter`, { subscribed: false });
    expect(await auditOf(app, "newsletter_changed", target.id)).toHaveLength(1);
    const detail = await admin.get(`/api/admin/users/${target.id}`);
    expect(detail.json).toMatchObject({ user: { id: target.id, newsletter: false }, plugins: [] });
  });

  it("counts the five cards from the database", async () => {
    const app = testApp();
    const { client: admin } = await adminOf(app);
    const before = (await admin.get("/api/admin/stats")).json;
    await signUp(app.newClient());
    const after = (await admin.get("/api/admin/stats")).json;
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.totalCredits).toBe(before.totalCredits + CREDITS.signUpBonus);
    expect(after.newsletter).toBe(before.newsletter + 1);
    const daily = (await admin.get("/api/admin/stats/daily")).json.days;
    expect(daily).toHaveLength(30);
    expect(daily.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    expect(daily.at(-1).signUps).toBeGreaterThanOrEqual(1);
  });
});

describe("[ADMIN][TEMPLATES]", () => {
  it("stores a template sanitised, refuses an unknown placeholder, previews with escaped values and sends a test to the admin", async () => {
    const app = testApp();
    const { client: admin, id: adminId } = await adminOf(app);
    const saved = await admin.put("/api/admin/templates/weekly_promo", {
      subject: "News for {{name}}",
      content: `<h1>Hello {{name}}</h1><script>alert(1)</script><p onclick="steal()">You have {{credits}} credits.</p><a href="javascript:alert(1)">x</a><a href="{{site_url}}/builder">Build</a> <a href="{{unsubscribe_url}}">Unsubscribe</a>`,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.template.content).not.toMatch(/script|onclick|javascript:/);
    expect(saved.json.template.content).toContain('<a href="{{site_url}}/builder">Build</a>');

    const refused = await admin.put("/api/admin/templates/weekly_promo", { subject: "Hi {{firstName}}", content: "<p>{{name}}</p>" });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe("unknown_placeholder");
    expect(refused.json.error.message).toContain("{{firstName}}");
    const listed = (await admin.get("/api/admin/templates")).json.templates.find((t: { name: string }) => t.name === "weekly_promo");
    expect(listed.subject).toBe("News for {{name}}");

    const preview = await admin.post("/api/admin/templates/weekly_promo/preview", { subject: "Hi {{name}}", content: '<p>{{name}} <a href="{{site_url}}/x">go</a></p>' });
    expect(preview.json.html).toBe('<p>Test User <a href="http://localhost:3000/x">go</a></p>');
    expect(preview.json.text).toBe("Test User go (http://localhost:3000/x)");
    // Values are escaped: a name cannot become markup.
    expect((await admin.post("/api/admin/templates/welcome/preview", { subject: "x", content: "<p>{{site_url}}</p>" })).json.html).toBe("<p>http://localhost:3000</p>");
    // Issue #34, item 6: the welcome mail's sample is the real sign-up figure.
    expect((await admin.post("/api/admin/templates/welcome/preview", { subject: "x", content: "<p>{{credits}} free credits</p>" })).json.html).toBe(
      `<p>${CREDITS.signUpBonus} free credits</p>`,
    );

    const test = await admin.post("/api/admin/templates/weekly_promo/test");
    expect(test.json).toEqual({ sentTo: ADMIN });
    const tests = await app.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.userId, adminId), eq(mailOutbox.kind, "template_test")));
    const mail = tests.find((m) => m.subject === "News for Test User");
    expect(mail).toMatchObject({ toAddress: ADMIN, subject: "News for Test User" });
    expect(mail!.text).toContain("You have 20 credits.");
    expect((await auditOf(app, "template_saved")).length).toBeGreaterThanOrEqual(1);
    expect((await auditOf(app, "template_test_sent")).length).toBeGreaterThanOrEqual(1);
    const audit = await admin.get("/api/admin/audit");
    expect(audit.json.entries[0]).toMatchObject({ action: "template_test_sent", adminEmail: ADMIN });
  });
});

describe("[ADMIN][OUTBOX]", () => {
  it("lists each mail's recipient, kind, status and attempts, never a security mail's body", async () => {
    const app = testApp();
    const { client: admin } = await adminOf(app);
    const account = await signUp(app.newClient());
    await app.newClient().post("/api/auth/request-password-reset", { email: account.email, redirectTo: "/auth" });
    const mails = (await admin.get("/api/admin/outbox", { to: account.email })).json.mails as Array<Record<string, unknown>>;
    const reset = mails.find((m) => m.kind === "password_reset")!;
    expect(reset).toMatchObject({ to: account.email, status: "stored", attempts: 0, error: null, text: null });
    expect(Object.keys(reset).sort()).toEqual(["attempts", "createdAt", "error", "html", "id", "kind", "sentAt", "status", "subject", "text", "to"]);
    expect(reset.html).toBeNull();
  });

  it("shows a contact message's body, text and HTML, so it can be read without SMTP (issue #34)", async () => {
    const app = testApp();
    const { client: admin } = await adminOf(app);
    const sent = await app.newClient().post(
      "/api/contact",
      { name: "Ann Lee", email: "ann.outbox@example.com", message: "Can I build a <booking> plugin with this?" },
      { headers: { "x-forwarded-for": "203.0.113.77" } },
    );
    expect(sent.status, sent.text).toBe(200);
    const mails = (await admin.get("/api/admin/outbox")).json.mails as Array<{ kind: string; text: string | null; html: string | null }>;
    const contact = mails.find((m) => m.kind === "contact_message")!;
    expect(contact.text).toContain("Can I build a <booking> plugin with this?");
    expect(contact.html).toContain("Can I build a &lt;booking&gt; plugin with this?");
  });
});

describe("[NEWSLETTER]", () => {
  async function subscriber(app: TestApp, opts: { verified: boolean; subscribed: boolean }) {
    const account = await signUp(app.newClient());
    await app.services.db.update(user).set({ emailVerified: opts.verified }).where(eq(user.id, account.user.id));
    await app.services.db.update(profiles).set({ newsletterSubscribed: opts.subscribed }).where(eq(profiles.id, account.user.id));
    return account;
  }
  const newsletterMails = (app: TestApp, userId: string) =>
    app.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, "weekly_promo")));

  it("mails each subscribed, confirmed person once a week, with a one-click unsubscribe that needs no session", async () => {
    const app = testApp();
    const deps = { db: app.services.db, mail: app.services.mail, tokens: app.services.unsubscribeTokens, siteUrl: app.env.SITE_URL, logger: app.services.logger };
    const reader = await subscriber(app, { verified: true, subscribed: true });
    const unsubscribed = await subscriber(app, { verified: true, subscribed: false });
    const unconfirmed = await subscriber(app, { verified: false, subscribed: true });
    const monday = new Date("2026-11-23T09:00:00Z");

    const [first, again] = await Promise.all([sendWeeklyNewsletter(deps, monday), sendWeeklyNewsletter(deps, monday)]);
    expect(first + again).toBeGreaterThanOrEqual(1);
    expect(await sendWeeklyNewsletter(deps, new Date("2026-11-27T12:00:00Z"))).toBe(0);
    const [mail] = await newsletterMails(app, reader.user.id);
    expect(await newsletterMails(app, reader.user.id)).toHaveLength(1);
    expect(await newsletterMails(app, unsubscribed.user.id)).toHaveLength(0);
    expect(await newsletterMails(app, unconfirmed.user.id)).toHaveLength(0);
    expect(mail!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const apiUrl = new URL(/^<(.*)>$/.exec(mail!.headers!["List-Unsubscribe"]!)![1]!);
    expect(mail!.text).toMatch(/Unsubscribe \(http:\/\/localhost:3000\/unsubscribe\?token=/);

    // A mail client's one-click POST: no cookie, no Origin.
    const visitor = app.newClient();
    const tampered = await visitor.post(`${apiUrl.pathname}?token=${apiUrl.searchParams.get("token")}x`, "List-Unsubscribe=One-Click", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      noOrigin: true,
    });
    expect(tampered.status).toBe(400);
    expect(tampered.json.error.code).toBe("invalid_unsubscribe_token");
    for (let i = 0; i < 2; i++) {
      const res = await visitor.post(`${apiUrl.pathname}${apiUrl.search}`, "List-Unsubscribe=One-Click", {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        noOrigin: true,
      });
      expect(res.json).toEqual({ ok: true });
    }
    const [profile] = await app.services.db.select().from(profiles).where(eq(profiles.id, reader.user.id));
    expect(profile!.newsletterSubscribed).toBe(false);
    // Next week nobody of the three is mailed.
    await sendWeeklyNewsletter(deps, new Date("2026-11-30T09:00:00Z"));
    expect(await newsletterMails(app, reader.user.id)).toHaveLength(1);
  });

  it("the welcome mail states the credits the person really has: an invited person starts with the invitation bonus too", async () => {
    const app = testApp();
    const { client: admin } = await adminOf(app);
    await admin.put("/api/admin/templates/welcome", { subject: "Welcome {{name}}", content: "<p>You start with {{credits}} free credits.</p>" });
    const inviter = app.newClient();
    await signUp(inviter);
    const code = (await inviter.get("/api/me")).json.inviteCode as string;
    const invited = await signUp(app.newClient(), { referralCode: code });
    const [welcome] = await app.services.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, invited.user.id), eq(mailOutbox.kind, "welcome")));
    expect(welcome!.text).toContain(`${INVITED_START_CREDITS} free credits`);
  });
});

describe("[MAIL][LANGUAGE]", () => {
  it("writes each person's mails in their language: Swedish from a Swedish sign-up or a later switch, English otherwise", async () => {
    const app = testApp();
    const { client: admin } = await adminOf(app);
    const swede = await signUp(app.newClient(), { language: "sv" });
    const [welcome] = await app.services.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, swede.user.id), eq(mailOutbox.kind, "welcome")));
    expect(welcome!.subject).toBe(`Välkommen till Plugsmith, ${swede.fullName}!`);

    // Each language's copy of a template is edited on its own.
    const saved = await admin.put("/api/admin/templates/weekly_promo?language=sv", { subject: "Hej {{name}}", content: "<p>Svensk text</p>" });
    expect(saved.json.template).toMatchObject({ name: "weekly_promo", language: "sv", subject: "Hej {{name}}" });
    const listed = (await admin.get("/api/admin/templates")).json.templates as Array<{ name: string; language: string; subject: string }>;
    expect(listed.map((t) => `${t.name}/${t.language}`).sort()).toEqual(["weekly_promo/en", "weekly_promo/sv", "welcome/en", "welcome/sv"]);
    expect(listed.find((t) => t.name === "weekly_promo" && t.language === "en")!.subject).not.toBe("Hej {{name}}");
    expect((await admin.put("/api/admin/templates/weekly_promo?language=de", { subject: "x", content: "<p>x</p>" })).status).toBe(400);

    // A person who switches the app to Swedish later gets the Swedish newsletter too.
    const switcher = app.newClient();
    const english = await signUp(switcher);
    expect((await switcher.patch("/api/me", { language: "sv" })).status).toBe(200);
    const stays = await signUp(app.newClient());
    for (const id of [swede.user.id, english.user.id, stays.user.id]) {
      await app.services.db.update(user).set({ emailVerified: true }).where(eq(user.id, id));
    }
    const deps = { db: app.services.db, mail: app.services.mail, tokens: app.services.unsubscribeTokens, siteUrl: app.env.SITE_URL, logger: app.services.logger };
    await sendWeeklyNewsletter(deps, new Date("2027-01-04T09:00:00Z"));
    const subjectOf = async (userId: string) =>
      (await app.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, "weekly_promo"))))[0]?.subject;
    expect(await subjectOf(swede.user.id)).toBe(`Hej ${swede.fullName}`);
    expect(await subjectOf(english.user.id)).toBe(`Hej ${english.fullName}`);
    expect(await subjectOf(stays.user.id)).not.toMatch(/^Hej/);
  });
});
