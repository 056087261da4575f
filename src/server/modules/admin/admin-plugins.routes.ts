import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { unpublishPlugin } from "../plugins/gallery/publishing.service";
import { recordAdminAction } from "./audit-log.service";

/** Admin actions on anyone's plugin (mounted under /api/admin, behind requireUser and requireAdmin). */
export const adminPluginsRoutes = new Hono<AppEnv>().post("/:id/unpublish", async (c) => {
  const result = await unpublishPlugin(c.var.services.db, c.req.param("id"));
  await recordAdminAction(c.var.services.db, { adminId: c.var.user.id, action: "plugin_unpublished", details: { pluginId: result.id } });
  c.var.services.logger.info({ pluginId: result.id, adminId: c.var.user.id }, "admin unpublished a plugin");
  return c.json(result);
});
