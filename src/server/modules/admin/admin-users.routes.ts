import { Hono } from "hono";
import { addCreditsSchema, adminUsersQuerySchema, setNewsletterSchema } from "../../../shared/schemas/admin";
import type { AppEnv } from "../../app-env";
import { parseJson, parseQuery } from "../../lib/app-error";
import { addCredits, getUserDetail, listUsers, setNewsletter } from "./admin-users.service";

/** /api/admin/users (behind requireUser and requireAdmin): the users table and the user dialog. */
export const adminUsersRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listUsers(c.var.services.db, parseQuery(c, adminUsersQuerySchema))))
  .get("/:id", async (c) => c.json(await getUserDetail(c.var.services.db, c.req.param("id"))))
  .post("/:id/credits", async (c) => {
    const input = await parseJson(c, addCreditsSchema);
    return c.json({ user: await addCredits(c.var.services.db, c.var.user.id, c.req.param("id"), input) });
  })
  .patch("/:id/newsletter", async (c) => {
    const { subscribed } = await parseJson(c, setNewsletterSchema);
    return c.json({ user: await setNewsletter(c.var.services.db, c.var.user.id, c.req.param("id"), subscribed) });
  });
