import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { deleteAccountSchema, updateMeSchema } from "../../../shared/schemas/account";
import type { AppEnv } from "../../app-env";
import { confirmIdentity } from "../../auth/confirm-identity";
import { requireUser } from "../../auth/middleware";
import { parseJson } from "../../lib/app-error";
import { cancelSubscriptionsOf } from "../billing/billing.service";
import { welcomeBonusesOf } from "../referrals/welcome-bonuses";
import { deleteAccount, getMe, updateMe } from "./account.service";

export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const { db, env } = c.var.services;
    return c.json(await getMe(db, c.var.user.id, env.ADMIN_EMAILS));
  })
  // What the account was granted at sign-up and why not, for the notice after the address is confirmed.
  .get("/bonuses", async (c) => c.json(await welcomeBonusesOf(c.var.services.db, c.var.user.id)))
  .patch("/", async (c) => {
    const { db, env } = c.var.services;
    const input = await parseJson(c, updateMeSchema);
    await updateMe(db, c.var.user.id, input);
    return c.json(await getMe(db, c.var.user.id, env.ADMIN_EMAILS));
  })
  .delete("/", async (c) => {
    const { auth, db, env, logger, sessionCache } = c.var.services;
    const input = await parseJson(c, deleteAccountSchema);
    const me = await getMe(db, c.var.user.id, env.ADMIN_EMAILS);
    await confirmIdentity({ auth: await auth(), db }, c.req.raw, me, input);
    await cancelSubscriptionsOf({ db, payments: c.var.services.payments }, c.var.user.id);
    await deleteAccount(db, c.var.user.id);
    // Sessions went with the user row; this process also stops trusting its cached copies at once.
    sessionCache.forgetUser(c.var.user.id);
    logger.info({ userId: c.var.user.id }, "account deleted");
    for (const name of ["better-auth.session_token", "__Secure-better-auth.session_token"]) {
      deleteCookie(c, name, { path: "/", secure: name.startsWith("__Secure-") });
    }
    return c.json({ ok: true });
  });
