import { z } from "zod";
import { pluginFilesSchema } from "./plugins";

/** A plugin on the public gallery: never the owner's id or e-mail. */
export const publicPluginSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  author: z.string(),
  version: z.string(),
  createdAt: z.string(),
  /** The WordPress version its current version passed every check in (static and runtime), or null. */
  checkedInWordPress: z.string().nullable(),
});
export type PublicPlugin = z.infer<typeof publicPluginSchema>;
export const publicPluginListSchema = z.object({ plugins: z.array(publicPluginSchema) });

export const publicPluginDetailSchema = publicPluginSchema.extend({
  files: pluginFilesSchema,
  backendPreviewHtml: z.string().nullable(),
  frontendPreviewHtml: z.string().nullable(),
});
export type PublicPluginDetail = z.infer<typeof publicPluginDetailSchema>;
