import { sql } from "drizzle-orm";
import type { Services } from "../../src/server/services";
import { readSseEvents } from "./sse";
import type { TestClient } from "./test-client";

/** Creates an empty plugin through the API and returns its id. */
export async function createPlugin(client: TestClient, name?: string): Promise<string> {
  const res = await client.post("/api/plugins", name ? { name } : {});
  if (res.status !== 201) throw new Error(`create plugin failed: ${res.status} ${res.text}`);
  return res.json.id as string;
}

/** Runs one chat turn and returns the HTTP status and the events it streamed (or the JSON error). */
export async function generate(client: TestClient, pluginId: string, body: Record<string, unknown>) {
  const response = await client.request(`/api/plugins/${pluginId}/generate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.headers.get("content-type")?.includes("text/event-stream")) {
    return { status: response.status, events: [], error: (await response.json()) as { error: { code: string; message: string } } };
  }
  const events = await readSseEvents(response);
  return { status: response.status, events, error: null };
}

export const lastEvent = <T extends { type: string }>(events: T[]) => events[events.length - 1];

/**
 * Spends a user's credits down to `balance` through the ledger, as real use would. The balance is read under a row
 * lock in the same transaction: a job of the test's own app (a queued push's charge) may spend at the same moment.
 */
export async function setBalanceDown(services: Services, userId: string, balance: number) {
  const { spendCredits } = await import("../../src/server/modules/credits/credits.service");
  await services.db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select subscription_balance + permanent_balance as total from user_credits where user_id = ${userId} for update`,
    )) as unknown as { rows: Array<{ total: number }> };
    const current = Number(result.rows[0]!.total);
    if (current === balance) return;
    if (current < balance) throw new Error(`setBalanceDown: the balance is ${current}, below ${balance}`);
    await spendCredits(tx, { userId, amount: current - balance, type: "test_spend", description: "test", idempotencyKey: `test:${Math.random()}` });
  });
}
