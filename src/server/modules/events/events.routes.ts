import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { isSessionActive } from "../../auth/session-check";
import { sessionTokenOf } from "../../auth/session-cache";
import { openCreditsStream } from "./events.service";

/** GET /api/events: the signed-in user's live events; `credits` carries { balance } on every change. */
export const eventsRoutes = new Hono<AppEnv>().use(requireUser).get("/", (c) => {
  const { db, events, logger } = c.var.services;
  // requireUser found a session for this cookie.
  const token = sessionTokenOf(c)!;
  // A full process throws EventStreamsBusyError: app.onError answers 503 with Retry-After.
  const run = openCreditsStream(
    {
      db,
      events,
      logger,
      sessionActive: () => isSessionActive(db, token),
      // Under the node server the socket itself is closed; in-process (tests) there is none.
      dropConnection: () => (c.env as Partial<HttpBindings> | undefined)?.outgoing?.destroy(),
    },
    c.var.user.id,
  );
  return streamSSE(c, run);
});
