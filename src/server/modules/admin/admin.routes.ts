import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env";
import { requireAdmin, requireUser } from "../../auth/middleware";
import { parseQuery } from "../../lib/http-error";
import { adminPluginsRoutes } from "./admin-plugins.routes";
import { listOutbox } from "./outbox.service";

const outboxQuery = z.object({
  to: z.email().optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export const adminRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .route("/plugins", adminPluginsRoutes)
  .get("/outbox", async (c) => {
    const query = parseQuery(c, outboxQuery);
    return c.json({ mails: await listOutbox(c.var.services.db, query) });
  });
