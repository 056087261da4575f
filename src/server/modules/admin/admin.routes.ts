import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env";
import { requireAdmin, requireUser } from "../../auth/middleware";
import { parseParam, parseQuery } from "../../lib/http-error";
import { listPackPurchases, refundPack } from "../billing/refunds.service";
import { adminPluginsRoutes } from "./admin-plugins.routes";
import { listOutbox } from "./outbox.service";

const outboxQuery = z.object({
  to: z.email().optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

const refundDeps = (c: Context<AppEnv>) => ({
  db: c.var.services.db,
  payments: c.var.services.payments,
  mail: c.var.services.mail,
  logger: c.var.services.logger,
});

export const adminRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .route("/plugins", adminPluginsRoutes)
  .get("/outbox", async (c) => {
    const query = parseQuery(c, outboxQuery);
    return c.json({ mails: await listOutbox(c.var.services.db, query) });
  })
  // Extra-credit packs a person bought, and refunding an unused one (purchase terms §7).
  .get("/users/:userId/purchases", async (c) => {
    return c.json({ purchases: await listPackPurchases(refundDeps(c), c.req.param("userId")) });
  })
  .post("/users/:userId/purchases/:transactionId/refund", async (c) => {
    const transactionId = parseParam(c, "transactionId", z.uuid(), "No such purchase");
    return c.json({ purchase: await refundPack(refundDeps(c), c.req.param("userId"), transactionId) });
  });

