import { Hono } from "hono";
import { z } from "zod";
import { LIMITS } from "../../../../shared/constants";
import { fileEditRequestSchema } from "../../../../shared/schemas/plugin-file-edits";
import type { AppEnv } from "../../../app-env";
import { requireVerifiedEmail } from "../../../auth/middleware";
import { parseJson, parseQuery } from "../../../lib/app-error";
import { createEditedCopy } from "../edits/edited-copy.service";
import { saveHandEdit } from "../edits/plugin-file-edits.service";
import { readRawFile } from "./raw-file.service";

const rawFileQuerySchema = z.object({ path: z.string().min(1, "path is required").max(LIMITS.pathChars * 2) });

/**
 * A plugin file's bytes are the plugin author's (or an uploaded ZIP's), served from our origin: never
 * run, sniffed, framed into our pages or cached (an SVG or an HTML file is shown as text).
 */
const RAW_FILE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "sandbox; default-src 'none'",
  "Cache-Control": "private, no-store",
};

/** The plugin editor's own routes (issue #11), mounted under /api/plugins behind requireUser. */
export const pluginFilesRoutes = new Hono<AppEnv>()
  // Hand edits are free but fill the disk: they wait for a confirmed address too (EMAIL_VERIFICATION=required).
  .post("/:id/files", requireVerifiedEmail, async (c) => {
    const request = await parseJson(c, fileEditRequestSchema);
    const { db, handEdits } = c.var.services;
    return c.json(await saveHandEdit({ db, limiter: handEdits }, c.var.user.id, c.req.param("id"), request));
  })
  .get("/:id/files/raw", async (c) => {
    const { path } = parseQuery(c, rawFileQuerySchema);
    const file = await readRawFile(c.var.services.db, c.var.user.id, c.req.param("id"), path);
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, { ...RAW_FILE_HEADERS, "Content-Type": file.contentType });
  })
  .post("/:id/edited-copy", async (c) => c.json(await createEditedCopy(c.var.services.db, c.var.user.id, c.req.param("id")), 201));
