import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env";
import { requireAdmin, requireUser } from "../../auth/middleware";
import { parseParam, parseQuery } from "../../lib/app-error";
import { listPackPurchases, refundPack } from "../billing/refunds.service";
import { adminPluginsRoutes } from "./admin-plugins.routes";
import { getDailyStats, getStats } from "./admin-stats.service";
import { adminTemplatesRoutes } from "./admin-templates.routes";
import { adminUsersRoutes } from "./admin-users.routes";
import { listAdminActions, recordAdminAction } from "./audit-log.service";
import { listOutbox } from "./outbox.service";
import { newsletterStatus, sendNewsletterNow } from "../newsletter/newsletter-status.service";

const outboxQuery = z.object({
  to: z.email().optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

const refundDeps = (c: Context<AppEnv>) => ({
  db: c.var.services.db,
  payments: c.var.services.payments,
  mail: c.var.services.mail,
  logger: c.var.services.logger,
});

/** /api/admin (issue #13): every route checks the role on the server, 401 for visitors, 403 without it. */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .route("/plugins", adminPluginsRoutes)
  .route("/users", adminUsersRoutes)
  .route("/templates", adminTemplatesRoutes)
  .get("/stats", async (c) => c.json(await getStats(c.var.services.db)))
  .get("/stats/daily", async (c) => c.json(await getDailyStats(c.var.services.db)))
  .get("/audit", async (c) => c.json(await listAdminActions(c.var.services.db, parseQuery(c, pageQuery).page)))
  .get("/outbox", async (c) => {
    const query = parseQuery(c, outboxQuery);
    return c.json({ mails: await listOutbox(c.var.services.db, query) });
  })
  // The weekly newsletter (issue #34): its pg-boss schedule and last send; 'Send now' queues this week's send.
  .get("/newsletter", async (c) => c.json(await newsletterStatus(c.var.services.db, (await c.var.services.startJobs()).boss)))
  .post("/newsletter/send", async (c) => {
    const { db } = c.var.services;
    const result = await sendNewsletterNow(db, (await c.var.services.startJobs()).boss);
    await recordAdminAction(db, { adminId: c.var.user.id, action: "newsletter_sent", details: { audience: result.audience } });
    return c.json(result, 202);
  })
  // Extra-credit packs a person bought, and refunding an unused one (purchase terms §7).
  .get("/users/:userId/purchases", async (c) => {
    return c.json({ purchases: await listPackPurchases(refundDeps(c), c.req.param("userId")) });
  })
  .post("/users/:userId/purchases/:transactionId/refund", async (c) => {
    const transactionId = parseParam(c, "transactionId", z.uuid(), "No such purchase");
    const userId = c.req.param("userId");
    const purchase = await refundPack(refundDeps(c), userId, transactionId);
    await recordAdminAction(c.var.services.db, {
      adminId: c.var.user.id,
      action: "pack_refunded",
      targetUserId: userId,
      details: { transactionId, paymentId: purchase.paymentId, state: purchase.state },
    });
    return c.json({ purchase });
  });
