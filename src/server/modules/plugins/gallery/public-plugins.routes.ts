import { Hono } from "hono";
import type { AppEnv } from "../../../app-env";
import { getPublicPlugin, listPublicPlugins } from "./public-plugins.service";

/** Visible to visitors: the gallery of plugins their owners made public. */
export const publicPluginsRoutes = new Hono<AppEnv>()
  .get("/plugins", async (c) => c.json({ plugins: await listPublicPlugins(c.var.services.db) }))
  .get("/plugins/:id", async (c) => c.json(await getPublicPlugin(c.var.services.db, c.req.param("id"))));
