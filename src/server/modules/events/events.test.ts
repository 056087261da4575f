import { describe, expect, it } from "vitest";
import { signUp } from "../../../../tests/support/factories";
import { creditBalanceReader } from "../../../../tests/support/sse";
import { useSharedTestApp } from "../../../../tests/support/test-app";
import { grantCredits } from "../credits/credits.service";

const testApp = useSharedTestApp();

/** The next `credits` event of an open event stream, within 5 s. */
function creditEvents(response: Response) {
  const read = creditBalanceReader(response);
  return async (): Promise<{ balance: number }> => ({ balance: await read(5_000) });
}

describe("[EVENTS][CREDITS]", () => {
  it("sends the balance at once and again after every committed change, only to its owner", async () => {
    const { client, services } = testApp();
    const { user } = await signUp(client);
    const other = client.newClient();
    const { user: otherUser } = await signUp(other);

    const controller = new AbortController();
    const response = await client.request("/api/events", { signal: controller.signal });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const next = creditEvents(response);
    expect(await next()).toEqual({ balance: 10 });

    await grantCredits(services.db, { userId: otherUser.id, amount: 7, type: "t", description: "t", idempotencyKey: "other" });
    await grantCredits(services.db, { userId: user.id, amount: 5, type: "t", description: "t", idempotencyKey: "a" });
    expect(await next()).toEqual({ balance: 15 });

    // A grant inside a transaction that rolls back is never announced.
    await services.db
      .transaction(async (tx) => {
        await grantCredits(tx, { userId: user.id, amount: 100, type: "t", description: "t", idempotencyKey: "rolled-back" });
        throw new Error("roll back");
      })
      .catch(() => {});
    await grantCredits(services.db, { userId: user.id, amount: 1, type: "t", description: "t", idempotencyKey: "b" });
    expect(await next()).toEqual({ balance: 16 });
    controller.abort();
  });

  it("refuses a visitor", async () => {
    const { client } = testApp();
    expect((await client.get("/api/events")).status).toBe(401);
  });
});
