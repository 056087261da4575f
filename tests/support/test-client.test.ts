import { Hono } from "hono";
import { getCookie, setCookie, deleteCookie } from "hono/cookie";
import { describe, expect, it } from "vitest";
import { createTestClient, parseSetCookie } from "./test-client";
import { uniqueEmail } from "./factories";
import { withTimeout } from "./timeout";

function tinyApp() {
  const app = new Hono();
  app.post("/login", async (c) => {
    const body = await c.req.json<{ name: string }>();
    setCookie(c, "better-auth.session_token", `token-of-${body.name}`, { path: "/", httpOnly: true });
    setCookie(c, "theme", "dark", { path: "/" });
    return c.json({ ok: true });
  });
  app.post("/logout", (c) => {
    deleteCookie(c, "better-auth.session_token", { path: "/" });
    return c.body(null, 204);
  });
  app.all("/echo", async (c) =>
    c.json({
      method: c.req.method,
      url: c.req.url,
      origin: c.req.header("origin") ?? null,
      session: getCookie(c, "better-auth.session_token") ?? null,
      contentType: c.req.header("content-type") ?? null,
      body: c.req.method === "GET" ? null : await c.req.text(),
    }),
  );
  app.get("/text", (c) => c.text("plain"));
  return app;
}

describe("[TEST SUPPORT][TEST CLIENT]", () => {
  it("sends the site's Origin and keeps the cookies a response sets, until they are deleted", async () => {
    const app = tinyApp();
    const client = createTestClient((input, init) => app.request(input, init), { origin: "http://localhost:3000/" });

    const before = await client.get("/echo");
    expect(before.json).toMatchObject({ origin: "http://localhost:3000", session: null, url: "http://localhost:3000/echo" });

    expect((await client.post("/login", { name: "ada" })).status).toBe(200);
    expect(client.cookie("better-auth.session_token")).toBe("token-of-ada");
    expect(client.cookieHeader()).toBe("better-auth.session_token=token-of-ada; theme=dark");

    const after = await client.patch("/echo", { a: 1 });
    expect(after.json).toMatchObject({
      method: "PATCH",
      session: "token-of-ada",
      contentType: "application/json",
      body: '{"a":1}',
    });

    const other = client.newClient();
    expect((await other.get("/echo")).json.session).toBeNull();

    expect((await client.post("/logout")).status).toBe(204);
    expect(client.cookie("better-auth.session_token")).toBeUndefined();
    expect(client.cookie("theme")).toBe("dark");
  });

  it("can leave the Origin out, passes raw bodies through, and reads non-JSON as text", async () => {
    const app = tinyApp();
    const client = createTestClient((input, init) => app.request(input, init), { origin: "http://localhost:3000" });
    const form = new URLSearchParams({ a: "b" });
    const echoed = await client.delete("/echo", form, { noOrigin: true, headers: { "x-test": "1" } });
    expect(echoed.json).toMatchObject({ origin: null, method: "DELETE", body: "a=b" });
    const evil = await client.post("/echo", { a: 1 }, { headers: { Origin: "https://evil.example" } });
    expect(evil.json).toMatchObject({ origin: "https://evil.example", contentType: "application/json" });
    const queried = await client.get("/echo?a=1", { to: "ann@plugsmith.test", skip: undefined, n: 2 });
    expect(queried.json.url).toBe("http://localhost:3000/echo?a=1&to=ann%40plugsmith.test&n=2");
    const text = await client.get("/text");
    expect(text).toMatchObject({ status: 200, json: null, text: "plain" });
  });

  it("parses Set-Cookie lines, expiring on Max-Age=0 or a past Expires", () => {
    expect(parseSetCookie("a=b=c; Path=/; HttpOnly")).toEqual({ name: "a", value: "b=c", expired: false });
    expect(parseSetCookie("a=; Max-Age=0; Path=/")).toMatchObject({ expired: true });
    expect(parseSetCookie("a=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT")).toMatchObject({ expired: true });
    expect(parseSetCookie("garbage")).toBeNull();
  });

  it("makes unique lower-case e-mail addresses", () => {
    const a = uniqueEmail("Admin User");
    expect(a).toMatch(/^admin-user-[a-z0-9]+-[0-9a-f]{6}@plugsmith\.test$/);
    expect(uniqueEmail()).not.toBe(uniqueEmail());
  });

  it("times out a promise that never settles and hands a late value to onLate", async () => {
    await expect(withTimeout(new Promise(() => {}), 20, "never")).rejects.toThrow("never did not finish within 20 ms");
    let late: number | undefined;
    await expect(
      withTimeout(new Promise<number>((r) => setTimeout(() => r(7), 60)), 10, "slow", (v) => (late = v)),
    ).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 80));
    expect(late).toBe(7);
  });
});

describe("[TEST SUPPORT][CONSOLE GUARD]", () => {
  it("lets a test log the console.error it allowed", async () => {
    const { allowConsoleError } = await import("./console-guard");
    allowConsoleError(/expected failure/);
    const spy = console.error as unknown as { mock?: unknown };
    expect(spy.mock).toBeDefined();
    console.error("an expected failure, logged on purpose by this test");
  });
});
