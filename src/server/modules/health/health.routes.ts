import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { jsonError } from "../../lib/http-error";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { db, database, logger } = c.var.services;
  try {
    await db.execute(sql`select 1`);
    return c.json({ status: "ok" as const, database: database.kind });
  } catch (err) {
    logger.error({ err }, "health check: database unreachable");
    return jsonError(c, 503, "database_unavailable", "The database does not answer");
  }
});
