import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../../db/client";
import { preparedPer } from "../../../db/prepared";
import { pluginFileContents } from "../../../db/schema";

// A plugin's files are one map of path → content in the app (spec.md §3 generated_code; images as data
// URLs, decision 0025). In the database each content is a row of plugin_file_contents, once per plugin,
// and a version or plugin row holds path → hash (docs/decisions/0047): a turn that changes one file of a
// thousand writes that one file, a copy or restore writes none, and no file is parsed as JSON.

/** Path → content: text, or a base64 data URL for an image. */
export type FileMap = Record<string, string>;
/** Path → the hash of its content in plugin_file_contents. */
export type FileHashes = Record<string, string>;

type Executor = Database | Transaction;

/** Rows per insert, and characters: one statement stays a few megabytes however big the plugin. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 1024 * 1024;

/** SHA-256 (hex) of the content's UTF-8 bytes, as drizzle/0014_plugin_file_contents.sql computes it. */
export function contentHash(content: string): string {
  return createHash("sha256").update(content, "utf8").digest("hex");
}

/**
 * Stores the files' contents for the plugin (those it does not hold yet) and returns their hashes, in
 * the caller's transaction. Only the contents the plugin lacks cross the wire.
 */
export async function storeFiles(db: Executor, pluginId: string, files: FileMap): Promise<FileHashes> {
  return (await storeNewFiles(db, pluginId, files)).hashes;
}

/** storeFiles, also saying how many UTF-8 bytes of contents the plugin did not hold yet (the storage caps count them). */
export async function storeNewFiles(db: Executor, pluginId: string, files: FileMap): Promise<{ hashes: FileHashes; addedBytes: number }> {
  const hashes: FileHashes = {};
  const missing = new Map<string, string>();
  for (const [path, content] of Object.entries(files)) {
    const hash = contentHash(content);
    hashes[path] = hash;
    missing.set(hash, content);
  }
  if (missing.size === 0) return { hashes, addedBytes: 0 };
  const present = await db
    .select({ hash: pluginFileContents.hash })
    .from(pluginFileContents)
    .where(and(eq(pluginFileContents.pluginId, pluginId), inArray(pluginFileContents.hash, [...missing.keys()])));
  for (const row of present) missing.delete(row.hash);

  let addedBytes = 0;
  let batch: Array<{ pluginId: string; hash: string; content: string }> = [];
  let batchChars = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await db.insert(pluginFileContents).values(batch).onConflictDoNothing();
    batch = [];
    batchChars = 0;
  };
  for (const [hash, content] of missing) {
    batch.push({ pluginId, hash, content });
    addedBytes += Buffer.byteLength(content, "utf8");
    batchChars += content.length;
    if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush();
  }
  await flush();
  return { hashes, addedBytes };
}

// Every read of a plugin's files comes through here: prepared once per database (db/prepared.ts), the
// hashes as one array parameter.
const contentsQuery = preparedPer((db: Executor) =>
  db
    .select({ hash: pluginFileContents.hash, content: pluginFileContents.content })
    .from(pluginFileContents)
    .where(
      and(
        eq(pluginFileContents.pluginId, sql.placeholder("pluginId")),
        sql`${pluginFileContents.hash} = any(${sql.placeholder("hashes")}::text[])`,
      ),
    )
    .prepare("plugin_file_contents_load"),
);

/** The files a hash map names, with their contents. */
export async function loadFiles(db: Executor, pluginId: string, hashes: FileHashes): Promise<FileMap> {
  const wanted = [...new Set(Object.values(hashes))];
  if (wanted.length === 0) return {};
  const rows = await contentsQuery(db).execute({ pluginId, hashes: wanted });
  const contents = new Map(rows.map((row) => [row.hash, row.content]));
  const files: FileMap = {};
  for (const [path, hash] of Object.entries(hashes)) {
    const content = contents.get(hash);
    // Contents are removed with their plugin, or once only pruned versions hold them (plugin-storage.ts), and
    // a pruned version is never loaded: a missing one is a broken database, not a user error.
    if (content === undefined) throw new Error(`plugin ${pluginId}: the content of ${path} is missing`);
    files[path] = content;
  }
  return files;
}

/** Paths whose content differs between two versions' hash maps (present in `current`), sorted. */
export function changedPaths(previous: FileHashes, current: FileHashes): string[] {
  return Object.keys(current)
    .filter((path) => previous[path] !== current[path])
    .sort();
}
