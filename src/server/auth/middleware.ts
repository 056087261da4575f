import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { jsonError } from "../lib/http-error";
import { isAdmin } from "../modules/account/account.service";
import { sessionTokenOf } from "./session-cache";

/** 401 JSON unless the request carries a valid session; sets c.var.user. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const { auth, sessionCache } = c.var.services;
  const token = sessionTokenOf(c);
  if (!token) return jsonError(c, 401, "unauthorized", "Not signed in");
  let user = sessionCache.get(token);
  if (!user) {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return jsonError(c, 401, "unauthorized", "Not signed in");
    user = { id: session.user.id, email: session.user.email, name: session.user.name };
    sessionCache.set(token, user);
  }
  c.set("user", user);
  await next();
});

/** 403 JSON unless the signed-in user holds the admin role (checked on the server, every request). */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await isAdmin(c.var.services.db, c.var.user.id))) {
    return jsonError(c, 403, "forbidden", "You don't have permission to access this page");
  }
  await next();
});
