import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { isInviteCodeValid } from "./referrals.service";

/** Public: lets /auth tell a visitor whether their invitation link still works. */
export const referralsRoutes = new Hono<AppEnv>().get("/:code", async (c) =>
  c.json({ valid: await isInviteCodeValid(c.var.services.db, c.req.param("code")) }),
);
