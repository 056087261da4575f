import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { updateMeSchema } from "../../../shared/schemas/account";
import type { AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { sessionTokenOf } from "../../auth/session-cache";
import { parseJson } from "../../lib/http-error";
import { deleteAccount, getMe, updateMe } from "./account.service";

export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json(await getMe(c.var.services.db, c.var.user.id)))
  .patch("/", async (c) => {
    const input = await parseJson(c, updateMeSchema);
    await updateMe(c.var.services.db, c.var.user.id, input);
    return c.json(await getMe(c.var.services.db, c.var.user.id));
  })
  .delete("/", async (c) => {
    const { db, logger } = c.var.services;
    await deleteAccount(db, c.var.user.id);
    const token = sessionTokenOf(c);
    if (token) c.var.services.sessionCache.forget(token);
    logger.info({ userId: c.var.user.id }, "account deleted");
    for (const name of ["better-auth.session_token", "__Secure-better-auth.session_token"]) {
      deleteCookie(c, name, { path: "/", secure: name.startsWith("__Secure-") });
    }
    return c.json({ ok: true });
  });
