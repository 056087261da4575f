import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { listTransactions } from "./credits.service";

export const creditsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/transactions", async (c) =>
    c.json({ transactions: await listTransactions(c.var.services.db, c.var.user.id) }),
  );
