import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Health } from "../../../shared/schemas/health";
import type { AppEnv } from "../../app-env";
import { AppError } from "../../lib/app-error";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { db, database, logger } = c.var.services;
  try {
    await db.execute(sql`select 1`);
  } catch (err) {
    logger.error({ err }, "health check: database unreachable");
    throw new AppError("database_unavailable", `The database does not answer (${database.kind}); requests that need it fail until it is back`);
  }
  // Queries work while LISTEN reconnects; only live events lag, so the process still takes traffic (200).
  const listen = database.listenState();
  return c.json({ status: listen === "connected" ? "ok" : "degraded", database: database.kind, listen } satisfies Health);
});
