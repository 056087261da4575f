import { z } from "zod";

// Shapes of the plugin API (design.md §6), shared by the server and the web client.

/** Plugin files: relative path (slash-separated, no leading slash) → text content. */
export const pluginFilesSchema = z.record(z.string(), z.string());
export type PluginFiles = z.infer<typeof pluginFilesSchema>;

export const pluginStatusSchema = z.string();

export const pluginListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.string(),
  version: z.string(),
  isPublic: z.boolean(),
  isImported: z.boolean(),
  originalPluginId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PluginListItem = z.infer<typeof pluginListItemSchema>;
export const pluginListSchema = z.object({ plugins: z.array(pluginListItemSchema) });

export const pluginDetailSchema = pluginListItemSchema.extend({
  author: z.string(),
  files: pluginFilesSchema,
  previewHtml: z.string().nullable(),
  frontendPreviewHtml: z.string().nullable(),
  backendPreviewHtml: z.string().nullable(),
  /** Number of the version the plugin's current files came from (0 before the first turn). */
  currentVersion: z.number().int(),
});
export type PluginDetail = z.infer<typeof pluginDetailSchema>;

export const createPluginSchema = z.object({ name: z.string().trim().min(1).max(200).optional() }).strict();

export const updatePluginSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(200).optional(),
    version: z
      .string()
      .trim()
      .regex(/^\d+(\.\d+){0,3}([-+][0-9A-Za-z.-]+)?$/, "Version must look like 1.0.0")
      .optional(),
    author: z.string().trim().max(200).optional(),
    isPublic: z.boolean().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to update" });
export type UpdatePluginInput = z.infer<typeof updatePluginSchema>;

export const quickActionSchema = z.object({ label: z.string(), prompt: z.string() });
export type QuickAction = z.infer<typeof quickActionSchema>;

/** An element the person pointed at in the preview (spec.md §3 Marked element). */
export const markedElementSchema = z.object({
  tag: z.string().max(50),
  text: z.string().max(100),
  id: z.string().max(200).optional().default(""),
  classes: z.array(z.string().max(200)).max(50).optional().default([]),
  selector: z.string().max(1000),
});
export type MarkedElement = z.infer<typeof markedElementSchema>;

export const pluginVersionSchema = z.object({
  id: z.string(),
  versionNumber: z.number().int(),
  userPrompt: z.string(),
  assistantResponse: z.string(),
  files: pluginFilesSchema,
  images: z.array(z.string()),
  markedElements: z.array(markedElementSchema),
  features: z.array(z.string()),
  quickActions: z.array(quickActionSchema),
  previewHtml: z.string().nullable(),
  frontendPreviewHtml: z.string().nullable(),
  backendPreviewHtml: z.string().nullable(),
  /** Set when this version restored an earlier one. */
  restoredFrom: z.number().int().nullable(),
  createdAt: z.string(),
});
export type PluginVersion = z.infer<typeof pluginVersionSchema>;
export const pluginVersionsSchema = z.object({ versions: z.array(pluginVersionSchema) });
