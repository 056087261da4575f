import { Hono } from "hono";
import type { AppEnv } from "../../../app-env";
import { AppError } from "../../../lib/app-error";
import { importPluginZip } from "./plugin-import.service";

const NO_FILE_MESSAGE = "Send the plugin ZIP as multipart/form-data in the field 'file'";

/**
 * POST /api/plugins/import (design.md §6), mounted under /api/plugins behind requireUser. The body is
 * bounded before it is parsed (http/body-limit.ts: the ZIP's 10 MB plus the multipart framing).
 */
export const pluginImportRoutes = new Hono<AppEnv>().post("/import", async (c) => {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new AppError("invalid_input", NO_FILE_MESSAGE);
  }
  const file = form.get("file");
  if (file === null || typeof file === "string") throw new AppError("invalid_input", NO_FILE_MESSAGE);
  const upload = { filename: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
  const { db, imports, importSlots, phpChecks } = c.var.services;
  return c.json(await importPluginZip({ db, limiter: imports, slots: importSlots, phpChecks }, c.var.user.id, upload), 201);
});
