import { IMPORT_LIMITS } from "../../../../shared/constants";
import { type ImportMetadata, type ImportResult, type ImportedPlugin, IMPORT_MESSAGES, importPrompt, importSummary } from "../../../../shared/schemas/plugin-import";
import type { PluginDetail } from "../../../../shared/schemas/plugins";
import type { Database } from "../../../db/client";
import { plugins } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { installFolderName } from "../../../wordpress/plugin-zip";
import type { RateLimiter } from "../../../lib/rate-limiter";
import type { Slots } from "../../../lib/slots";
import { findMainPluginFile } from "../../../wordpress/plugin-files";
import { type PluginHeader, parsePluginHeader } from "../../../wordpress/plugin-header";
import { assertWithinPluginLimits } from "../../../wordpress/plugin-limits";
import { type PhpCheckPool, PhpCheckWorkerError } from "../../../wordpress/static-check/php-check-pool";
import { scanForDangerousCodeOffThread } from "../../../wordpress/static-check/php-file-check";
import { readPluginZip } from "../../../wordpress/zip-reader";
import { assertRoomForPlugin } from "../files/plugin-quota";
import { saveVersion } from "../plugins.service";

/** The one key of services.importSlots: the cap is for the whole process, whoever imports. */
export const IMPORT_SLOT_KEY = "process";

export const IMPORT_RATE_MESSAGE = "You have imported many plugins in the last hour. Please try again later.";

export interface PluginUpload {
  /** The file name the browser sent. */
  filename: string;
  bytes: Uint8Array;
}

export interface ImportDeps {
  db: Database;
  /** Imports per person (services.imports). */
  limiter: RateLimiter;
  /** Imports running in this process (services.importSlots), all under one key. */
  slots: Slots;
  /** Where the import's PHP is checked (services.phpChecks). */
  phpChecks: PhpCheckPool;
  now?: () => Date;
}

/** A file name as it may be stored and shown: its last path segment, no control characters, at most 255 characters. */
function cleanFilename(raw: string): string {
  // eslint-disable-next-line no-control-regex
  const base = raw.slice(Math.max(raw.lastIndexOf("/"), raw.lastIndexOf("\\")) + 1).replace(/[\u0000-\u001f\u007f]/g, "");
  return base.trim().slice(-255);
}

/**
 * Imports an uploaded plugin ZIP as a new plugin of the person's (spec.md §5; docs/decisions/0027): the
 * header of the main PHP file names it, its files become version 1, free of charge. Dangerous calls are
 * reported as findings and do not stop the import. On any refusal nothing is written.
 *
 * Each upload with a .zip name within the size limit counts against the person's hourly imports, refused
 * or not: reading an archive is the costly part, whatever comes of it (429 beyond). At most
 * IMPORT_LIMITS.concurrentPerProcess imports run in a process at once (503 beyond), which bounds their memory.
 */
export async function importPluginZip(deps: ImportDeps, userId: string, upload: PluginUpload): Promise<ImportResult> {
  const filename = cleanFilename(upload.filename);
  if (!/\.zip$/i.test(filename)) throw new AppError("invalid_file_type", IMPORT_MESSAGES.invalidType);
  if (upload.bytes.length > IMPORT_LIMITS.zipBytes) throw new AppError("file_too_large", IMPORT_MESSAGES.tooLarge);
  // A busy process refuses before the hourly count: the person did nothing wrong and should simply retry.
  const release = deps.slots.acquire(IMPORT_SLOT_KEY);
  if (!release) {
    throw new AppError("import_busy", IMPORT_MESSAGES.busy, IMPORT_LIMITS.busyRetrySeconds);
  }
  try {
    return await importWithinSlot(deps, userId, upload, filename);
  } finally {
    release();
  }
}

async function importWithinSlot(deps: ImportDeps, userId: string, upload: PluginUpload, filename: string): Promise<ImportResult> {
  const hit = deps.limiter.hit(userId);
  if (!hit.allowed) {
    throw new AppError("rate_limited", IMPORT_RATE_MESSAGE, Math.ceil(hit.retryAfterMs / 1000));
  }

  const { files, skipped, encodingIssues, topFolder } = await readPluginZip(upload.bytes);
  const main = findMainPluginFile(files);
  const header = main ? parsePluginHeader(files[main]!) : null;
  if (!header) throw new AppError("no_plugin_header", IMPORT_MESSAGES.noHeader);
  assertWithinPluginLimits(files);
  // Only files that name a dangerous function are parsed now; the version's own checks (syntax and the
  // security review of every PHP file, a second of CPU for a big plugin) follow in its check job.
  const findings = await scanForDangerousCodeOffThread(files, deps.phpChecks).catch((error: unknown) => {
    if (error instanceof PhpCheckWorkerError) throw new AppError("php_too_complex", IMPORT_MESSAGES.phpTooComplex);
    throw error;
  });

  const metadata: ImportMetadata = {
    originalName: filename,
    originalVersion: header.version,
    originalAuthor: header.author,
    fileCount: Object.keys(files).length,
    uploadedAt: (deps.now?.() ?? new Date()).toISOString(),
  };
  // WordPress installs an uploaded ZIP into its top folder, or one named after the file when it has none.
  const installFolder = installFolderName(topFolder) ?? installFolderName(filename.replace(/\.zip$/i, ""));
  if (installFolder) metadata.installFolder = installFolder;
  const summary = importSummary({ fileCount: metadata.fileCount, skippedCount: skipped.length, risky: findings.length > 0 });
  const saved = await saveImport(deps, userId, header, metadata, files, summary);
  return { plugin: importedPlugin(saved.plugin), metadata, skipped, findings, encodingIssues };
}

/** The saved plugin without its file contents and previews: the answer stays small however large the plugin. */
function importedPlugin(plugin: PluginDetail): ImportedPlugin {
  const { files, previewHtml: _p, frontendPreviewHtml: _f, backendPreviewHtml: _b, ...summary } = plugin;
  return { ...summary, filePaths: Object.keys(files).sort() };
}

/** The new plugin and its version 1, in one transaction. */
function saveImport(
  deps: ImportDeps,
  userId: string,
  header: PluginHeader,
  metadata: ImportMetadata,
  files: Record<string, string>,
  summary: string,
) {
  const filename = metadata.originalName;
  return deps.db.transaction(async (tx) => {
    await assertRoomForPlugin(tx, userId);
    const [row] = await tx
      .insert(plugins)
      .values({
        userId,
        // An imported plugin keeps its header's author, not the account's name (spec.md §5).
        name: header.name,
        description: header.description,
        author: header.author,
        version: header.version,
        status: "completed",
        isImported: true,
        originalPluginSource: filename,
        importMetadata: metadata,
      })
      .returning();
    return saveVersion(tx, row!, {
      userPrompt: importPrompt(filename),
      assistantResponse: summary,
      files,
      previews: {},
      checksLater: true,
    });
  });
}

