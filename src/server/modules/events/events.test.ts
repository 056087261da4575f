import { describe, expect, it } from "vitest";
import { signUp } from "../../../../tests/support/factories";
import { useSharedTestApp } from "../../../../tests/support/test-app";
import { grantCredits } from "../credits/credits.service";

const testApp = useSharedTestApp();

/** Reads `credits` events from an open SSE response as they arrive. */
function creditEvents(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return async function next(timeoutMs = 5_000): Promise<{ balance: number }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = buffer.match(/event: credits\ndata: (.*)\n\n/);
      if (match) {
        buffer = buffer.slice(match.index! + match[0].length);
        return JSON.parse(match[1]!) as { balance: number };
      }
      if (Date.now() > deadline) throw new Error(`no credits event in ${timeoutMs} ms; got ${JSON.stringify(buffer)}`);
      const { value, done } = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error("read timed out")), timeoutMs)),
      ]);
      if (done) throw new Error("stream ended");
      buffer += decoder.decode(value, { stream: true });
    }
  };
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
