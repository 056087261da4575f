import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeLlmServer, startFakeOpenAI } from "../fakes/fake-openai-server";
import { uniqueEmail } from "../support/factories";
import { testDatabaseKind } from "../support/test-database-setup";
import { fakeModelServerEnv, type ServerProcess, spawnServer, stopServer, waitForListening } from "./spawn-server";

// Issue #17, "Kill tests", on the embedded default: a server on a PGlite data dir is killed with SIGKILL
// in the middle of a paid turn and started again on the same directory (its lock is stale and taken over).
// PGlite recovers its files, and the start-up sweep refunds the turn the dead process never settled
// (decision 0042). The PostgreSQL kill tests (download, webhook, mail as well) are kill-server.test.ts.
// Runs in the PGlite stage only: the data dir is the server's own, not the run's test database.
const onPglite = testDatabaseKind() === "pglite";
const SITE = "http://localhost:3000";
const json = { "content-type": "application/json", Origin: SITE };

let llm: FakeLlmServer;
let dataDir = "";
let server: ServerProcess | undefined;
let base = "";

beforeAll(async () => {
  if (!onPglite) return;
  llm = await startFakeOpenAI();
  dataDir = mkdtempSync(path.join(tmpdir(), "plugsmith-kill-"));
});

afterAll(async () => {
  if (!onPglite) return;
  if (server) await stopServer(server);
  await llm?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(): Promise<void> {
  server = spawnServer({
    ...fakeModelServerEnv(llm, SITE, "kill-pglite-secret-kill-pglite-secret-01"),
    DATA_DIR: dataDir,
  });
  base = await waitForListening(server, 120_000);
}

describe.runIf(onPglite)("[SERVER][KILL][PGLITE]", () => {
  it("mid-turn on a PGlite data dir: restarted on the same files, the turn is refunded and the next turn works", async () => {
    await startServer();
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "Kill", fullName: "Kill", email: uniqueEmail("kill-pglite"), password: "kill-pglite" }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const authed = { ...json, cookie };
    const me = async () => ((await (await fetch(`${base}/api/me`, { headers: authed })).json()) as { credits: { balance: number } }).credits.balance;
    const ledger = async () =>
      ((await (await fetch(`${base}/api/credits/transactions`, { headers: authed })).json()) as { transactions: Array<{ type: string; amount: number }> }).transactions
        .map((t) => [t.type, t.amount])
        .reverse();
    const versions = async (id: string) => ((await (await fetch(`${base}/api/plugins/${id}/versions`, { headers: authed })).json()) as { versions: unknown[] }).versions;
    const pluginId = ((await (await fetch(`${base}/api/plugins`, { method: "POST", headers: authed, body: "{}" })).json()) as { id: string }).id;

    const turn = await fetch(`${base}/api/plugins/${pluginId}/generate`, {
      method: "POST",
      headers: authed,
      body: JSON.stringify({ message: "[fixture:first-turn slow:30] a greeting shortcode" }),
    });
    const reader = turn.body!.getReader();
    let text = "";
    while (!text.includes("event: file-complete")) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the turn ended early: ${text.slice(-300)}`);
      text += new TextDecoder().decode(value);
    }
    expect(await me()).toBe(9);
    server!.child.kill("SIGKILL");
    await server!.exited;
    // The browser's stream breaks off: the builder says the connection was lost (generation-client.ts).
    await expect(
      (async () => {
        for (;;) if ((await reader.read()).done) return "ended";
      })(),
    ).rejects.toThrow();

    await startServer();
    // The start-up sweep refunds the turn in the job runner, which starts a second after the server answers
    // (decision 0081): polled, as kill-server.test does on PostgreSQL.
    await expect.poll(me, { timeout: 15_000 }).toBe(10);
    expect(await ledger()).toEqual([
      ["signup_bonus", 10],
      ["generation", -1],
      ["generation_refund", 1],
    ]);
    expect(await versions(pluginId)).toEqual([]);

    const again = await fetch(`${base}/api/plugins/${pluginId}/generate`, { method: "POST", headers: authed, body: JSON.stringify({ message: "a greeting shortcode" }) });
    expect(await again.text()).toContain("event: done");
    expect(await me()).toBe(9);
    expect(await versions(pluginId)).toHaveLength(1);
  }, 300_000);
});
