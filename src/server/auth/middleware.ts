import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { jsonError } from "../lib/http-error";
import { isAdmin } from "../modules/account/account.service";

/** 401 JSON unless the request carries a valid session; sets c.var.user. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const { auth } = c.var.services;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return jsonError(c, 401, "unauthorized", "Not signed in");
  c.set("user", { id: session.user.id, email: session.user.email, name: session.user.name });
  await next();
});

/** 403 JSON unless the signed-in user holds the admin role (checked on the server, every request). */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await isAdmin(c.var.services.db, c.var.user.id))) {
    return jsonError(c, 403, "forbidden", "You don't have permission to access this page");
  }
  await next();
});
