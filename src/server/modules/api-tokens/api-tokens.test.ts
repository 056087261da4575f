import { unzipSync } from "fflate";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { API_TOKENS, CREDITS } from "../../../shared/constants";
import { apiTokenListSchema, createdApiTokenSchema } from "../../../shared/schemas/api-tokens";
import { readSseEvents } from "../../../../tests/support/sse";
import { signUp } from "../../../../tests/support/factories";
import { countRows } from "../../../../tests/support/table-counts";
import { useSharedTestApp } from "../../../../tests/support/test-app";
import { apiTokens } from "../../db/schema";
import { INVALID_TOKEN_MESSAGE, TOKEN_REFUSED_MESSAGE } from "../../auth/middleware";
import { TOO_MANY_TOKENS_MESSAGE } from "./api-tokens.service";

// Personal API tokens (issue #18) through createApp and a real database: a script with a token generates
// and downloads like the person would, is refused by the account, billing, admin and token routes, and
// stops working the moment the token is revoked or expires.

const testApp = useSharedTestApp({ GENERATION_RATE_LIMIT_PER_MINUTE: "1000" });
type App = ReturnType<typeof testApp>;

/** A request as a script makes it: the token, no cookies, no Origin. */
function scripted(app: App, token: string, path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.cookie) headers.cookie = init.cookie;
  return app.app.request(`http://localhost${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

async function newToken(app: App, name = "CI script", expiresInDays = 30) {
  const res = await app.client.post("/api/tokens", { name, expiresInDays });
  expect(res.status, res.text).toBe(201);
  return createdApiTokenSchema.parse(res.json);
}

const balanceOf = async (app: App) => (await app.client.get("/api/me")).json.credits.balance as number;

describe("[AUTH][API_TOKENS]", () => {
  it("creates a token shown once and stored hashed, generates and downloads with it, and refuses it once revoked", async () => {
    const app = testApp();
    const { user } = await signUp(app.client);
    const { token, apiToken } = await newToken(app);
    expect(token).toMatch(new RegExp(`^${API_TOKENS.prefix}[A-Za-z0-9_-]{43}$`));
    expect(apiToken).toMatchObject({ name: "CI script", prefix: token.slice(0, API_TOKENS.shownChars), lastUsedAt: null });
    const [stored] = await app.services.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(JSON.stringify(stored)).not.toContain(token.slice(API_TOKENS.shownChars));
    const listed = apiTokenListSchema.parse((await app.client.get("/api/tokens")).json);
    expect(listed.tokens).toEqual([apiToken]);
    expect(JSON.stringify(listed)).not.toContain(token);

    const before = await balanceOf(app);
    const created = await scripted(app, token, "/api/plugins", { body: { name: "Scripted" } });
    expect(created.status).toBe(201);
    const pluginId = ((await created.json()) as { id: string }).id;
    const turn = await scripted(app, token, `/api/plugins/${pluginId}/generate`, { body: { message: "Create a contact form with name, e-mail and message fields that e-mails each message to the site administrator" } });
    expect(turn.headers.get("content-type"), await turn.clone().text()).toContain("text/event-stream");
    const events = await readSseEvents(turn);
    expect(events.at(-1)).toMatchObject({ type: "done" });
    const download = await scripted(app, token, `/api/plugins/${pluginId}/download`, { body: {} });
    expect(download.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await download.arrayBuffer()))).some((path) => path.endsWith(".php"))).toBe(true);
    // The same rules as a session: the turn and the download were paid from the person's balance.
    expect(await balanceOf(app)).toBe(before - CREDITS.generationCost - CREDITS.downloadCost);
    expect((await app.client.get(`/api/plugins/${pluginId}`)).json.name).toBeTruthy();
    const used = apiTokenListSchema.parse((await app.client.get("/api/tokens")).json).tokens[0]!;
    expect(used.lastUsedAt).not.toBeNull();

    expect((await app.client.delete(`/api/tokens/${apiToken.id}`)).status).toBe(204);
    const refused = await scripted(app, token, `/api/plugins/${pluginId}`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: { code: "invalid_token", message: INVALID_TOKEN_MESSAGE } });
    expect(apiTokenListSchema.parse((await app.client.get("/api/tokens")).json).tokens).toEqual([]);
  });

  it("is refused (403) by the account, credits, billing, admin and token routes, and never reads the request's cookies", async () => {
    const app = testApp();
    await signUp(app.client);
    const { token } = await newToken(app);
    for (const [method, path, body] of [
      ["GET", "/api/me", undefined],
      ["PATCH", "/api/me", { newsletterSubscribed: false }],
      ["DELETE", "/api/me", undefined],
      ["GET", "/api/credits/transactions", undefined],
      ["POST", "/api/billing/checkout", { plan: "pro" }],
      ["GET", "/api/admin/users", undefined],
      ["GET", "/api/tokens", undefined],
      ["POST", "/api/tokens", { name: "another", expiresInDays: 7 }],
    ] as const) {
      const res = await scripted(app, token, path, { method, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json(), `${method} ${path}`).toEqual({ error: { code: "token_not_allowed", message: TOKEN_REFUSED_MESSAGE } });
    }
    // The account is still there, its token list unchanged.
    expect((await app.client.get("/api/me")).status).toBe(200);
    expect(apiTokenListSchema.parse((await app.client.get("/api/tokens")).json).tokens).toHaveLength(1);

    // Another person's session cookie sent with the token changes nothing: the request is the token's.
    const other = app.newClient();
    await signUp(other);
    const mine = await scripted(app, token, "/api/plugins", { body: { name: "Made by the script" }, cookie: other.cookieHeader() });
    expect(mine.status).toBe(201);
    expect(JSON.stringify((await app.client.get("/api/plugins")).json)).toContain("Made by the script");
    expect(JSON.stringify((await other.get("/api/plugins")).json)).not.toContain("Made by the script");
    // And a cookie with a token that is not valid is not a way in either.
    const forged = await scripted(app, `${API_TOKENS.prefix}forged`, "/api/plugins", { cookie: other.cookieHeader() });
    expect(forged.status).toBe(401);
  });

  it("answers 401 to an unknown, malformed or expired token, and a token never opens another person's plugin", async () => {
    const app = testApp();
    await signUp(app.client);
    const pluginId = (await app.client.post("/api/plugins", { name: "Private" })).json.id as string;
    const other = app.newClient();
    await signUp(other);
    const res = await other.post("/api/tokens", { name: "other", expiresInDays: 1 });
    const otherToken = createdApiTokenSchema.parse(res.json);
    expect((await scripted(app, otherToken.token, `/api/plugins/${pluginId}`)).status).toBe(404);

    for (const bad of [`${API_TOKENS.prefix}${"A".repeat(43)}`, "not-a-token", `${API_TOKENS.prefix}${"x".repeat(200)}`]) {
      const answer = await scripted(app, bad, "/api/plugins");
      expect(answer.status, bad).toBe(401);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("invalid_token");
    }
    await app.services.db.update(apiTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(apiTokens.id, otherToken.apiToken.id));
    expect((await scripted(app, otherToken.token, "/api/plugins")).status).toBe(401);
    expect((await scripted(app, otherToken.token, "/api/me")).status).toBe(401);
  });

  it(`refuses bad names and lifetimes (400) and a token past ${API_TOKENS.maxPerUser} (422), writing nothing`, async () => {
    const app = testApp();
    const { user } = await signUp(app.client);
    const cases: Array<[unknown, string]> = [
      [{ name: "", expiresInDays: 30 }, "Name is required"],
      [{ name: "   ", expiresInDays: 30 }, "Name is required"],
      [{ name: "x".repeat(API_TOKENS.nameMaxChars + 1), expiresInDays: 30 }, `Name must be at most ${API_TOKENS.nameMaxChars} characters`],
      [{ name: "ok", expiresInDays: 0 }, "A token lasts at least 1 day"],
      [{ name: "ok", expiresInDays: API_TOKENS.maxDays + 1 }, `A token lasts at most ${API_TOKENS.maxDays} days`],
      [{ name: "ok", expiresInDays: 1.5 }, "Choose a whole number of days"],
      [{ name: "ok" }, "Choose how many days the token lasts"],
    ];
    const before = await countRows(app.database, user.id);
    for (const [body, message] of cases) {
      const res = await app.client.post("/api/tokens", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.text, JSON.stringify(body)).toContain(message);
    }
    expect(await countRows(app.database, user.id)).toEqual(before);

    for (let i = 0; i < API_TOKENS.maxPerUser; i++) await newToken(app, `token ${i}`, 7);
    const over = await app.client.post("/api/tokens", { name: "one too many", expiresInDays: 7 });
    expect(over.status).toBe(422);
    expect(over.json.error).toEqual({ code: "too_many_tokens", message: TOO_MANY_TOKENS_MESSAGE });
    expect(await countRows(app.database, user.id)).toEqual({ ...before, api_tokens: API_TOKENS.maxPerUser });
  });

  it("revokes only the person's own tokens (404 for another's or an unknown id) and needs a session", async () => {
    const app = testApp();
    await signUp(app.client);
    const mine = await newToken(app);
    const other = app.newClient();
    await signUp(other);
    expect((await other.delete(`/api/tokens/${mine.apiToken.id}`)).status).toBe(404);
    expect((await other.delete("/api/tokens/not-a-uuid")).status).toBe(404);
    expect((await scripted(app, mine.token, `/api/tokens/${mine.apiToken.id}`, { method: "DELETE" })).status).toBe(403);
    expect(apiTokenListSchema.parse((await app.client.get("/api/tokens")).json).tokens).toHaveLength(1);
    const visitor = app.newClient();
    expect((await visitor.get("/api/tokens")).status).toBe(401);
  });
});

describe("[AUTH][API_TOKENS][PASSWORD_RESET]", () => {
  it("a password reset through the mailed link revokes every token of the account, and only of that account", async () => {
    const app = testApp();
    const account = await signUp(app.client);
    const { token } = await newToken(app);
    const { token: second } = await newToken(app, "Deploy");
    const stranger = app.newClient();
    await signUp(stranger);
    const strangers = createdApiTokenSchema.parse((await stranger.post("/api/tokens", { name: "Theirs", expiresInDays: 30 })).json).token;
    expect((await scripted(app, token, "/api/plugins")).status).toBe(200);

    await app.newClient().post("/api/auth/request-password-reset", { email: account.email, redirectTo: "/auth" });
    const pending = await app.services.db.query.verification.findFirst({
      where: (v, { and, eq: equals, like }) => and(equals(v.value, account.user.id), like(v.identifier, "reset-password:%")),
    });
    const resetToken = pending!.identifier.slice("reset-password:".length);
    expect((await app.newClient().post("/api/auth/reset-password", { newPassword: "brand-new-pass", token: resetToken })).status).toBe(200);

    expect((await scripted(app, token, "/api/plugins")).status).toBe(401);
    expect((await scripted(app, second, "/api/plugins")).status).toBe(401);
    expect(await app.services.db.select().from(apiTokens).where(eq(apiTokens.userId, account.user.id))).toEqual([]);
    expect((await scripted(app, strangers, "/api/plugins")).status).toBe(200);
  });
});
