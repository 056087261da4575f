import { Hono } from "hono";
import { z } from "zod";
import { LIMITS } from "../../../shared/constants";
import {
  createPluginSchema,
  downloadPriceQuerySchema,
  updatePluginSchema,
  versionPageQuerySchema,
} from "../../../shared/schemas/plugins";
import type { AppEnv } from "../../app-env";
import { requireUserOrToken, requireVerifiedEmail } from "../../auth/middleware";
import { parseJson, parseParam, parseQuery } from "../../lib/app-error";
import { leavePreview, openPreview, previewMails } from "../previews/preview.service";
import { pluginFilesRoutes } from "./files/plugin-files.routes";
import { pluginImportRoutes } from "./import/plugin-import.routes";
import { listPluginsCached } from "./plugin-list-cache";
import { refuseWhenSavingTooOften } from "./edits/plugin-file-edits.service";
import { copyPlugin } from "./gallery/public-plugins.service";
import { downloadPlugin, downloadPrice } from "../downloads/downloads.service";
import { generationRoutes } from "../generation/generation.routes";
import {
  createPlugin,
  deletePlugin,
  getPlugin,
  getVersion,
  listPlugins,
  listVersions,
  restoreVersion,
  updatePlugin,
} from "./plugins.service";
import { getVersionCheckReport } from "./checks/version-check-report.service";

const downloadRequestSchema = z.object({ version: z.number().int().min(1).max(LIMITS.versionNumberMax).optional() }).strict();
const versionNumber = z.coerce.number().int().min(1).max(LIMITS.versionNumberMax);

export const pluginsRoutes = new Hono<AppEnv>()
  .use(requireUserOrToken)
  // What costs money waits for a confirmed address (EMAIL_VERIFICATION=required).
  .use("/:id/generate", requireVerifiedEmail)
  .use("/:id/download", requireVerifiedEmail)
  .use(async (c, next) => {
    await next();
    // A change made here is forgotten at once (other processes hear of it through the database).
    if (c.req.method !== "GET") c.var.services.pluginLists.forget(c.var.user.id);
  })
  .get("/", async (c) => {
    const { db, pluginLists } = c.var.services;
    const userId = c.var.user.id;
    const body = await listPluginsCached(pluginLists, userId, () => listPlugins(db, userId));
    return c.body(body, 200, { "Content-Type": "application/json; charset=UTF-8" });
  })
  .post("/", async (c) => {
    const input = await parseJson(c, createPluginSchema);
    return c.json(await createPlugin(c.var.services.db, c.var.user.id, input.name), 201);
  })
  .route("/", pluginImportRoutes)
  .get("/:id", async (c) => c.json(await getPlugin(c.var.services.db, c.var.user.id, c.req.param("id"))))
  .patch("/:id", async (c) => {
    const input = await parseJson(c, updatePluginSchema);
    // A name or version is written into the files as a new version: it counts as a hand edit (LIMITS.handEditsPerMinute).
    if (input.name !== undefined || input.version !== undefined) refuseWhenSavingTooOften(c.var.services.handEdits, c.var.user.id);
    return c.json(await updatePlugin(c.var.services.db, c.var.user.id, c.req.param("id"), input));
  })
  .delete("/:id", async (c) => {
    await deletePlugin(c.var.services.db, c.var.user.id, c.req.param("id"));
    return c.json({ ok: true });
  })
  .get("/:id/versions", async (c) => {
    const query = parseQuery(c, versionPageQuerySchema);
    return c.json(await listVersions(c.var.services.db, c.var.user.id, c.req.param("id"), query));
  })
  .get("/:id/versions/:number", async (c) => {
    const number = parseParam(c, "number", versionNumber, "Version not found");
    return c.json(await getVersion(c.var.services.db, c.var.user.id, c.req.param("id"), number));
  })
  .get("/:id/versions/:number/check", async (c) => {
    const number = parseParam(c, "number", versionNumber, "Version not found");
    return c.json(await getVersionCheckReport(c.var.services.db, c.var.user.id, c.req.param("id"), number));
  })
  .post("/:id/versions/:number/preview", async (c) => {
    const number = parseParam(c, "number", versionNumber, "Version not found");
    return c.json(await openPreview(c.var.services.previews, c.var.user.id, c.req.param("id"), number));
  })
  .delete("/:id/versions/:number/preview", (c) => {
    const number = parseParam(c, "number", versionNumber, "Version not found");
    leavePreview(c.var.services.previews, c.var.user.id, c.req.param("id"), number);
    return c.json({ ok: true });
  })
  .get("/:id/versions/:number/preview/mails", async (c) => {
    const number = parseParam(c, "number", versionNumber, "Version not found");
    return c.json({ mails: await previewMails(c.var.services.previews, c.var.user.id, c.req.param("id"), number) });
  })
  .post("/:id/versions/:number/restore", async (c) => {
    const number = parseParam(c, "number", versionNumber, "Version not found");
    return c.json(await restoreVersion(c.var.services.db, c.var.user.id, c.req.param("id"), number));
  })
  .post("/:id/copy", async (c) => c.json(await copyPlugin(c.var.services.db, c.var.user.id, c.req.param("id")), 201))
  // What the download dialog shows before anything is tried; it charges nothing, so no confirmed address is needed.
  .get("/:id/download/price", async (c) => {
    const query = parseQuery(c, downloadPriceQuerySchema);
    return c.json(await downloadPrice(c.var.services.db, c.var.user.id, c.req.param("id"), query.version));
  })
  .post("/:id/download", async (c) => {
    const body = await parseJson(c, downloadRequestSchema);
    const { db, zips } = c.var.services;
    const download = await downloadPlugin(db, zips, c.var.user.id, c.req.param("id"), body.version, c.var.services.wordpressRelease?.current().version ?? null);
    return c.body(download.zip as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${download.filename}"`,
      "X-Credits-Charged": String(download.creditsCharged),
      "X-Credits-Balance": String(download.balance),
      "X-Plugin-Version": String(download.versionNumber),
      "Cache-Control": "no-store",
    });
  })
  .route("/", pluginFilesRoutes)
  .route("/", generationRoutes);
