import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { getBalance } from "../credits/credits.service";

const HEARTBEAT_MS = 25_000;

/** GET /api/events: the signed-in user's live events; `credits` carries { balance } on every change. */
export const eventsRoutes = new Hono<AppEnv>().use(requireUser).get("/", (c) => {
  const { db, events } = c.var.services;
  const userId = c.var.user.id;
  return streamSSE(c, async (stream) => {
    const queue: number[] = [];
    let wake: (() => void) | null = null;
    const unsubscribe = events.subscribe(userId, ({ balance }) => {
      queue.push(balance);
      wake?.();
    });
    stream.onAbort(() => {
      unsubscribe();
      wake?.();
    });
    try {
      const { balance } = await getBalance(db, userId);
      await stream.writeSSE({ event: "credits", data: JSON.stringify({ balance }) });
      while (!stream.aborted) {
        const next = queue.shift();
        if (next !== undefined) {
          await stream.writeSSE({ event: "credits", data: JSON.stringify({ balance: next }) });
          continue;
        }
        const heartbeat = new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, HEARTBEAT_MS).unref();
        });
        await heartbeat;
        wake = null;
        if (queue.length === 0 && !stream.aborted) await stream.write(": heartbeat\n\n");
      }
    } finally {
      unsubscribe();
    }
  });
});
