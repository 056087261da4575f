import { afterAll, describe, expect, it } from "vitest";
import { scratchPostgresDatabase } from "../support/scratch-postgres";
import { testDatabaseKind } from "../support/test-database-setup";
import { creditBalanceReader } from "../support/sse";
import { type ServerProcess, spawnServer, waitForListening } from "./spawn-server";

// design.md §5: N app processes on one PostgreSQL; a balance change made through one reaches an
// event stream open on another, through LISTEN/NOTIFY. Only meaningful with a PostgreSQL server.
const onPostgres = testDatabaseKind() === "postgres";
const SECRET = "two-process-secret-two-process-secret-1";
/** Longer than any delivery takes: reaching it means the change never arrived. */
const HANG_MS = 30_000;
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) server.child.kill("SIGTERM");
  await Promise.all(servers.map((s) => s.exited));
});

function startProcess(url: string): Promise<string> {
  // SITE_URL set: without it the trusted origin follows PORT, and port 0 is no origin a browser sends.
  const server = spawnServer({ DATABASE_URL: url, PORT: "0", HOST: "127.0.0.1", SITE_URL: "http://localhost:3000", AUTH_SECRET: SECRET });
  servers.push(server);
  return waitForListening(server, 90_000);
}

describe.runIf(onPostgres)("[EVENTS][SCALE_OUT]", () => {
  it("a credit change made through process A reaches an event stream on process B", async () => {
    const url = await scratchPostgresDatabase("twoproc");
    const [a, b] = await Promise.all([startProcess(url), startProcess(url)]);

    const headers = { "content-type": "application/json", Origin: "http://localhost:3000" };
    const signUp = await fetch(`${a}/api/auth/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Two", fullName: "Two", email: `two-${Date.now()}@plugsmith.test`, password: "two-processes" }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

    // The stream on B: first event is the current balance.
    const controller = new AbortController();
    const stream = await fetch(`${b}/api/events`, { headers: { cookie }, signal: controller.signal });
    const nextBalance = creditBalanceReader(stream);
    expect(await nextBalance()).toBe(10);

    // A turn on A spends a credit.
    const plugin = (await (await fetch(`${a}/api/plugins`, { method: "POST", headers: { ...headers, cookie }, body: "{}" })).json()) as { id: string };
    const turn = fetch(`${a}/api/plugins/${plugin.id}/generate`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({ message: "a greeting shortcode" }),
    }).then((r) => r.text());
    // The next event on B is the turn's charge, whether it lands before or after A's answer ends: B has
    // no other way to learn it than the notification. The deadline only turns a hang into a failure.
    const [balance, turnText] = await Promise.all([nextBalance(HANG_MS), turn]);
    expect(turnText).toContain("event: done");
    expect(balance).toBe(9);
    controller.abort();

    // B's plugin list is cached after the first read and kept until a notification says it changed, so
    // B listing a plugin created through A shows the notification arrived. The deadline only stops a hang.
    const listOnB = async () =>
      ((await (await fetch(`${b}/api/plugins`, { headers: { cookie } })).json()) as { plugins: Array<{ id: string }> }).plugins.map((p) => p.id);
    const before = await listOnB();
    const created = (await (await fetch(`${a}/api/plugins`, { method: "POST", headers: { ...headers, cookie }, body: JSON.stringify({ name: "Made on A" }) })).json()) as { id: string };
    expect(before).not.toContain(created.id);
    const deadline = performance.now() + HANG_MS;
    let seen = false;
    while (!seen && performance.now() < deadline) {
      seen = (await listOnB()).includes(created.id);
      if (!seen) await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe(true);
  }, 180_000);
});
