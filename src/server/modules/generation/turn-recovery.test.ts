import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI } from "../../../../tests/fakes/fake-openai-server";
import { signUp } from "../../../../tests/support/factories";
import { createPlugin, generate, lastEvent } from "../../../../tests/support/plugin-factories";
import { createTestApp } from "../../../../tests/support/test-app";
import { generationTurns } from "../../db/schema";
import { chargeTurn, refundOrphanedTurns } from "./turn-credits";

// Decision 0042: a paid turn whose process died is refunded by the sweep, exactly once, and a turn the
// sweep settled is never saved afterwards. The process kills themselves are in tests/api/kill-server.test.ts
// (PostgreSQL); this runs on both databases.

type FakeOpenAI = Awaited<ReturnType<typeof startFakeOpenAI>>;
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});

const balanceOf = async (client: { get(path: string): Promise<{ json: { credits: { balance: number } } }> }) =>
  (await client.get("/api/me")).json.credits.balance;

describe("[GENERATION][RECOVERY]", () => {
  it("refunds the running turns of a process that is gone, once, and leaves this process's own alone", async () => {
    const { client, services, database } = await createTestApp();
    const { user } = await signUp(client);
    const pluginId = await createPlugin(client);
    const gone = { userId: user.id, pluginId, turnId: randomUUID(), instanceId: randomUUID() };
    const mine = { userId: user.id, pluginId, turnId: randomUUID(), instanceId: database.instanceId };
    await chargeTurn(services.db, gone, "Gone");
    await chargeTurn(services.db, mine, "Mine");
    expect(await balanceOf(client)).toBe(8);

    expect(await refundOrphanedTurns(services.db, database.kind, database.instanceId)).toBe(1);
    expect(await refundOrphanedTurns(services.db, database.kind, database.instanceId)).toBe(0);
    expect(await balanceOf(client)).toBe(9);
    const statuses = await services.db.select({ id: generationTurns.id, status: generationTurns.status }).from(generationTurns);
    expect(Object.fromEntries(statuses.map((t) => [t.id, t.status]))).toEqual({ [gone.turnId]: "refunded", [mine.turnId]: "running" });
  });

  it("a turn the sweep refunded while it ran is not saved: it ends 'interrupted', its credit returned once", async () => {
    const { client, services, database } = await createTestApp({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: "fake-model",
      AI_API_KEY: "test-key",
    });
    await signUp(client);
    const pluginId = await createPlugin(client);
    // The model waits a second before its first word: long enough for the sweep to settle the turn.
    const turn = generate(client, pluginId, { message: "[fixture:first-turn delay:1000] a greeting shortcode" });
    await expect.poll(async () => (await services.db.select().from(generationTurns)).length, { timeout: 10_000, interval: 20 }).toBe(1);
    // As if this process had been cut off from PostgreSQL long enough to look gone to another one.
    await services.db.update(generationTurns).set({ instanceId: randomUUID() }).where(eq(generationTurns.status, "running"));
    expect(await refundOrphanedTurns(services.db, database.kind, database.instanceId)).toBe(1);

    const { events } = await turn;
    expect(lastEvent(events)).toMatchObject({ type: "error", status: 503, code: "interrupted", message: expect.stringMatching(/credit was returned/) });
    expect((await client.get(`/api/plugins/${pluginId}/versions`)).json.versions).toEqual([]);
    expect(await balanceOf(client)).toBe(10);
    const ledger = (await services.db.execute(sql`select transaction_type as type, amount from credit_transactions order by created_at, id`)) as unknown as {
      rows: Array<{ type: string; amount: number }>;
    };
    expect(ledger.rows.filter((r) => r.type.startsWith("generation"))).toEqual([
      { type: "generation", amount: -1 },
      { type: "generation_refund", amount: 1 },
    ]);
  });
});
