import { z } from "zod";
import { LIMITS } from "../constants";
import { phpMatrixSchema } from "./php-matrix";

// Shapes of the plugin API (design.md §6), shared by the server and the web client.

/** Plugin files: relative path (slash-separated, no leading slash) → text content. */
export const pluginFilesSchema = z.record(z.string(), z.string());
export type PluginFiles = z.infer<typeof pluginFilesSchema>;

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
    // No `author`: a plugin's public author is its owner's display name (Settings), never free text.
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

/** One problem the static checks found in a version's files (design.md §6 quality report). */
export const checkFindingSchema = z.object({
  rule: z.string(),
  severity: z.enum(["error", "warning"]),
  file: z.string(),
  line: z.number().int().nullable(),
  message: z.string(),
  /** The WordPress developer handbook page that explains the rule, when there is one. */
  link: z.string().url().optional(),
  /**
   * The message, language-neutral (issue #34 item 13): a key of FINDING_TEXTS and the values it is worded with,
   * so the web words it in the person's language. Absent for the runtime's findings and older reports: then the
   * English message is all there is.
   */
  text: z.object({ key: z.string(), values: z.record(z.string(), z.string()).optional() }).optional(),
});
export type CheckFinding = z.infer<typeof checkFindingSchema>;

/**
 * The WordPress runtime's part of a version's check (issue #14): PHP lint, activation with WP_DEBUG,
 * its admin pages, shortcodes and blocks, deactivation and uninstall in a real WordPress. 'skipped' when
 * the runtime is off (WP_RUNTIME=off) or could not run; 'pending' until a job has checked it.
 */
export const runtimeStatusSchema = z.enum(["pending", "passed", "failed", "skipped"]);
export type RuntimeStatus = z.infer<typeof runtimeStatusSchema>;

/** GET /api/plugins/:id/versions/:number/check: the whole report of one version. */
export const versionCheckReportSchema = z.object({
  /**
   * 'failed' when any error was found (static or runtime); 'pending' while the runtime has not checked
   * it yet; 'skipped' when the static checks passed and the runtime did not run; else 'passed'.
   */
  status: runtimeStatusSchema,
  /** Static findings first, then the runtime's, each by file and line. */
  findings: z.array(checkFindingSchema),
  runtime: z.object({
    status: runtimeStatusSchema,
    /** e.g. "6.5.5", once checked. */
    wordpressVersion: z.string().nullable(),
    /** Checked on the bundled WordPress 6.5, an offline fallback (no current release could be had): the report says so. */
    wordpressFallback: z.boolean(),
    phpVersion: z.string().nullable(),
    checkedAt: z.string().nullable(),
    /** Why it was skipped, in words a person can read. */
    note: z.string().nullable(),
  }),
  /** The PHP compatibility matrix (issue #32): a row per PHP version the runtime ships. */
  phpMatrix: phpMatrixSchema,
});
export type VersionCheckReport = z.infer<typeof versionCheckReportSchema>;

/** 'failed' when a check found an error (a syntax error, a dangerous function); 'pending' before checks ran. */
export const checkStatusSchema = z.enum(["pending", "passed", "failed"]);
export type CheckStatus = z.infer<typeof checkStatusSchema>;

/**
 * A version as the history lists it: what was asked and answered, never the files, previews or images
 * (a plugin's history can hold megabytes of them; one version's come from GET …/versions/:number).
 */
export const versionListItemSchema = z.object({
  id: z.string(),
  versionNumber: z.number().int(),
  userPrompt: z.string(),
  assistantResponse: z.string(),
  markedElements: z.array(markedElementSchema),
  features: z.array(z.string()),
  quickActions: z.array(quickActionSchema),
  /** Paths this version added or changed compared with the version before it, in path order. */
  changedPaths: z.array(z.string()),
  imageCount: z.number().int(),
  hasPreview: z.boolean(),
  /** Set when this version restored an earlier one. */
  restoredFrom: z.number().int().nullable(),
  /** A paid turn stopped (or cut off) after files reached the person: it holds the files that had arrived. */
  incomplete: z.boolean(),
  /**
   * Older than the newest STORAGE.versionsWithFiles versions: its files were removed (docs/decisions/0056),
   * so it is listed but cannot be opened, restored or downloaded (410 version_pruned); its detail has no files.
   */
  pruned: z.boolean(),
  checkStatus: checkStatusSchema,
  findingCount: z.number().int(),
  /** The WordPress runtime's verdict (the findings it adds are in findingCount once it has run). */
  runtimeStatus: runtimeStatusSchema,
  createdAt: z.string(),
});
export type VersionListItem = z.infer<typeof versionListItemSchema>;

/** GET /api/plugins/:id/versions: newest first; `nextBefore` asks for the next (older) page, null at the end. */
export const versionPageSchema = z.object({
  versions: z.array(versionListItemSchema),
  nextBefore: z.number().int().nullable(),
});
export type VersionPage = z.infer<typeof versionPageSchema>;

export const versionPageQuerySchema = z.object({
  before: z.coerce.number().int().min(1).max(LIMITS.versionNumberMax).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.versionsPerPageMax).default(LIMITS.versionsPerPage),
});
export type VersionPageQuery = z.infer<typeof versionPageQuerySchema>;

/** GET /api/plugins/:id/versions/:number: one version with its files, previews, images and check findings. */
export const pluginVersionSchema = versionListItemSchema.extend({
  files: pluginFilesSchema,
  images: z.array(z.string()),
  previewHtml: z.string().nullable(),
  frontendPreviewHtml: z.string().nullable(),
  backendPreviewHtml: z.string().nullable(),
  checkFindings: z.array(checkFindingSchema),
});
export type PluginVersion = z.infer<typeof pluginVersionSchema>;

/**
 * GET /api/plugins/:id/download/price: what a download of that version costs this person now (0 when they
 * paid for it before) and their balance, so the dialog states the real price before anything is tried.
 */
export const downloadPriceSchema = z.object({
  versionNumber: z.number().int(),
  /** Credits this download would take: CREDITS.downloadCost the first time, 0 for a version already paid for. */
  cost: z.number().int(),
  alreadyPaid: z.boolean(),
  balance: z.number().int(),
});
export type DownloadPrice = z.infer<typeof downloadPriceSchema>;
export const downloadPriceQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(LIMITS.versionNumberMax).optional(),
});
