import { type Placeholder, and, desc, eq, inArray, lt, max, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { nameFromHeader } from "../../../shared/plugin-names";
import {
  checkStatusSchema,
  runtimeStatusSchema,
  type CheckFinding,
  type CheckStatus,
  type PluginDetail,
  type PluginListItem,
  type PluginVersion,
  type UpdatePluginInput,
  type VersionListItem,
  type VersionPage,
  type VersionPageQuery,
} from "../../../shared/schemas/plugins";
import { preparedPer } from "../../db/prepared";
import type { Database, Transaction } from "../../db/client";
import { pluginVersions, plugins, profiles, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { findMainPluginFile } from "../../wordpress/plugin-files";
import { parsePluginHeader, readFileHeader } from "../../wordpress/plugin-header";
import { versionCompare } from "../../wordpress/plugin-requirements";
import { headerValue, withFileHeader, withPluginVersion } from "../../wordpress/plugin-version";
import { changedPaths, type FileHashes, type FileMap, loadFiles, storeNewFiles } from "./files/file-store";
import { notifyPluginsChanged } from "./plugin-list-cache";
import { assertRoomForPlugin } from "./files/plugin-quota";
import { assertWithinStorage, pruneHistory, versionPruned } from "./files/plugin-storage";
import { publicAuthorSql } from "./gallery/public-author";
import { publishPlugin } from "./gallery/publishing.service";
import { highestEarlierVersion, withRisingVersion } from "./versions/rising-version";
import { checkPluginFiles } from "./checks/version-checks";
import { VERSION_SAVED_CHANNEL } from "./checks/version-runtime-check.service";

type Executor = Database | Transaction;
type PluginRow = typeof plugins.$inferSelect;
type VersionRow = typeof pluginVersions.$inferSelect;
/** A plugin row with its current files' contents (the row holds only their hashes). */
export type PluginWithFiles = PluginRow & { files: FileMap };

export const DEFAULT_PLUGIN_NAME = "New WordPress Plugin";

const notFound = () => new AppError("not_found", "Plugin not found");

/** The columns a list shows: never the files or previews, which can be megabytes per plugin. */
const listColumns = {
  id: plugins.id,
  name: plugins.name,
  description: plugins.description,
  status: plugins.status,
  version: plugins.version,
  isPublic: plugins.isPublic,
  isImported: plugins.isImported,
  originalPluginId: plugins.originalPluginId,
  createdAt: plugins.createdAt,
  updatedAt: plugins.updatedAt,
};

export function toListItem(row: Pick<PluginRow, keyof typeof listColumns>): PluginListItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    version: row.version,
    isPublic: row.isPublic,
    isImported: row.isImported,
    originalPluginId: row.originalPluginId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDetail(row: PluginWithFiles, currentVersion: number): PluginDetail {
  return {
    ...toListItem(row),
    author: row.author,
    files: row.files,
    previewHtml: row.previewHtml,
    frontendPreviewHtml: row.frontendPreviewHtml,
    backendPreviewHtml: row.backendPreviewHtml,
    currentVersion,
  };
}

/** The columns a version list reads: never the files, previews or images themselves. */
type VersionListRow = Pick<
  VersionRow,
  | "id"
  | "versionNumber"
  | "userPrompt"
  | "assistantResponse"
  | "markedElements"
  | "features"
  | "quickActions"
  | "restoredFrom"
  | "incomplete"
  | "pruned"
  | "checkStatus"
  | "runtimeStatus"
  | "createdAt"
> & { changedPaths: string[]; imageCount: number; hasPreview: boolean; findingCount: number };

export function toVersionListItem(row: VersionListRow): VersionListItem {
  return {
    id: row.id,
    versionNumber: row.versionNumber,
    userPrompt: row.userPrompt,
    assistantResponse: row.assistantResponse,
    markedElements: row.markedElements as VersionListItem["markedElements"],
    features: row.features,
    quickActions: row.quickActions,
    changedPaths: row.changedPaths,
    imageCount: Number(row.imageCount),
    hasPreview: row.hasPreview,
    restoredFrom: row.restoredFrom,
    incomplete: row.incomplete,
    pruned: row.pruned,
    checkStatus: checkStatusSchema.catch("pending").parse(row.checkStatus),
    findingCount: Number(row.findingCount),
    runtimeStatus: runtimeStatusSchema.catch("pending").parse(row.runtimeStatus),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A whole version row as the list shows it; `previousHashes` are the file hashes of the version before it. */
function listItemOfRow(row: VersionRow, previousHashes: FileHashes): VersionListItem {
  return toVersionListItem({
    ...row,
    changedPaths: changedPaths(previousHashes, row.fileHashes),
    imageCount: row.images.length,
    hasPreview: Boolean(row.backendPreviewHtml || row.previewHtml || row.frontendPreviewHtml),
    findingCount: row.checkFindings.length + row.runtimeFindings.length,
  });
}

/** One version in full with its files; `previousHashes` are the version before it's (for `changedPaths`). */
export function toVersion(row: VersionRow, files: FileMap, previousHashes: FileHashes): PluginVersion {
  return {
    ...listItemOfRow(row, previousHashes),
    files,
    images: row.images,
    previewHtml: row.previewHtml,
    frontendPreviewHtml: row.frontendPreviewHtml,
    backendPreviewHtml: row.backendPreviewHtml,
    checkFindings: row.checkFindings as CheckFinding[],
  };
}

/**
 * The person's public name as plugin author (header `Author:` of new plugins and the gallery): the
 * display name from Settings, else the first word of the full name, else Anonymous (public-author.ts).
 * Never the e-mail address, which would put part of it on the public gallery.
 */
export async function authorFor(db: Executor, userId: string): Promise<string> {
  const [row] = await db
    .select({ author: publicAuthorSql })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row?.author ?? "Anonymous";
}

/** 404 for an id that cannot be a plugin's, before any query is made with it. */
export function checkPluginId(pluginId: string): void {
  if (!/^[0-9a-f-]{36}$/i.test(pluginId)) throw notFound();
}

/** "This plugin, and it is this person's": with values, or with the placeholders of a prepared query. */
export function pluginOwnedBy(userId: string | Placeholder, pluginId: string | Placeholder) {
  return and(eq(plugins.id, pluginId), eq(plugins.userId, userId));
}

/** The where clause of the owner's plugin; a malformed id is a 404 before any query. */
export function ownedPlugin(userId: string, pluginId: string) {
  checkPluginId(pluginId);
  return pluginOwnedBy(userId, pluginId);
}

/** The owner's plugin, or 404 for a plugin that does not exist or belongs to someone else. */
export async function getOwnedPlugin(db: Executor, userId: string, pluginId: string, forUpdate = false): Promise<PluginRow> {
  const query = db.select().from(plugins).where(ownedPlugin(userId, pluginId));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

/** getOwnedPlugin with the contents of its current files. */
export async function getOwnedPluginWithFiles(db: Executor, userId: string, pluginId: string, forUpdate = false): Promise<PluginWithFiles> {
  const row = await getOwnedPlugin(db, userId, pluginId, forUpdate);
  return { ...row, files: await loadFiles(db, row.id, row.fileHashes) };
}

/**
 * 404 unless the person owns the plugin; reads only its id and name (getOwnedPlugin's whole row carries
 * its previews and file hashes). With forUpdate, locks the row as getOwnedPlugin does.
 */
export async function assertOwnsPlugin(
  db: Executor,
  userId: string,
  pluginId: string,
  forUpdate = false,
): Promise<{ id: string; name: string }> {
  const query = db.select({ id: plugins.id, name: plugins.name }).from(plugins).where(ownedPlugin(userId, pluginId));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

export async function currentVersionNumber(db: Executor, pluginId: string): Promise<number> {
  const [row] = await db
    .select({ n: max(pluginVersions.versionNumber) })
    .from(pluginVersions)
    .where(eq(pluginVersions.pluginId, pluginId));
  return Number(row?.n ?? 0);
}

export async function listPlugins(db: Database, userId: string): Promise<PluginListItem[]> {
  const rows = await db
    .select(listColumns)
    .from(plugins)
    .where(eq(plugins.userId, userId))
    .orderBy(desc(plugins.createdAt));
  return rows.map(toListItem);
}

/** A new empty plugin; 422 when the person already owns LIMITS.pluginsPerUser plugins. */
export async function createPlugin(db: Database, userId: string, name?: string): Promise<PluginDetail> {
  const row = await db.transaction(async (tx) => {
    await assertRoomForPlugin(tx, userId);
    const [inserted] = await tx
      .insert(plugins)
      .values({ userId, name: name ?? DEFAULT_PLUGIN_NAME, author: await authorFor(tx, userId), status: "completed" })
      .returning();
    await notifyPluginsChanged(tx, userId);
    return inserted!;
  });
  return toDetail({ ...row, files: {} }, 0);
}

// Plugin detail is the builder's most frequent read: prepared once per database (db/prepared.ts).
const pluginWithCurrentVersion = preparedPer((db: Database) =>
  db
    .select({
      plugin: plugins,
      // Written out: in a one-table select Drizzle leaves columns unqualified, and "id" would be the version's.
      currentVersion: sql<number>`(select coalesce(max(v.version_number), 0) from ${pluginVersions} v where v.plugin_id = ${plugins}.id)`,
    })
    .from(plugins)
    .where(pluginOwnedBy(sql.placeholder("userId"), sql.placeholder("pluginId")))
    .prepare("plugins_get_plugin"),
);

/** The owner's plugin with its files; the row and its newest version number in one query, the contents in a second. */
export async function getPlugin(db: Database, userId: string, pluginId: string): Promise<PluginDetail> {
  checkPluginId(pluginId);
  const [row] = await pluginWithCurrentVersion(db).execute({ pluginId, userId });
  if (!row) throw notFound();
  return toDetail({ ...row.plugin, files: await loadFiles(db, row.plugin.id, row.plugin.fileHashes) }, Number(row.currentVersion));
}

/**
 * Project Information (PATCH /api/plugins/:id): name, version and 'show on front page'. A plugin with files
 * keeps its name and version in its main file's header, so a change to either is saved as a new version
 * whose `Plugin Name:` and `Version:` lines (and readme's `Stable tag:`) say so, through saveVersion like
 * every other save, free of charge. A version that is not higher than every earlier one is refused (422):
 * WordPress would not offer it as an update. A plugin without files keeps them on its row until it has.
 */
export async function updatePlugin(
  db: Database,
  userId: string,
  pluginId: string,
  input: UpdatePluginInput,
): Promise<PluginDetail> {
  const { isPublic, ...fields } = input;
  return db.transaction(async (tx) => {
    const plugin = await getOwnedPlugin(tx, userId, pluginId, true);
    // Making it public has its own rules (checks passed, rate limit); making it private is always allowed.
    if (isPublic === true) await publishPlugin(tx, plugin);
    const files = await loadFiles(tx, plugin.id, plugin.fileHashes);
    const main = findMainPluginFile(files);
    const [updated] = await tx
      .update(plugins)
      .set({ ...(main ? {} : fields), ...(isPublic === false ? { isPublic: false } : {}), updatedAt: sql`now()` })
      .where(eq(plugins.id, pluginId))
      .returning();
    await notifyPluginsChanged(tx, userId);
    const changed = main ? await projectInfoFiles(tx, updated!, files, main, fields) : null;
    if (!changed) return toDetail({ ...updated!, files }, await currentVersionNumber(tx, pluginId));
    const [current] = await tx
      .select({ features: pluginVersions.features, quickActions: pluginVersions.quickActions })
      .from(pluginVersions)
      .where(eq(pluginVersions.pluginId, pluginId))
      .orderBy(desc(pluginVersions.versionNumber))
      .limit(1);
    const saved = await saveVersion(tx, updated!, {
      userPrompt: "",
      assistantResponse: changed.summary,
      files: changed.files,
      features: current?.features ?? [],
      quickActions: current?.quickActions ?? [],
      previews: { backend: updated!.backendPreviewHtml, frontend: updated!.frontendPreviewHtml },
    });
    if (fields.name === undefined || saved.plugin.name === fields.name) return saved.plugin;
    // The name the person typed, even on a copy (whose header name would otherwise get its label back).
    await tx.update(plugins).set({ name: fields.name }).where(eq(plugins.id, pluginId));
    return { ...saved.plugin, name: fields.name };
  });
}

const versionNotHigher = (version: string, highest: string) =>
  new AppError(
    "version_not_higher",
    `Version ${version} is not higher than ${highest}, the highest this plugin has had. WordPress only offers a higher version as an update.`,
  );

/**
 * The plugin's files with Project Information's name and version written into the main file's header (and
 * the readme's Stable tag), and what the history says of it; null when both already say so.
 */
async function projectInfoFiles(
  tx: Transaction,
  plugin: PluginRow,
  files: FileMap,
  main: string,
  fields: { name?: string; version?: string },
): Promise<{ files: FileMap; summary: string } | null> {
  const header = parsePluginHeader(files[main]!)!;
  const name = fields.name !== undefined && fields.name !== nameFromHeader(header.name, plugin) ? fields.name : undefined;
  const ownVersion = readFileHeader(files[main]!, "Version")?.value ?? "";
  const version = fields.version !== undefined && fields.version !== ownVersion ? fields.version : undefined;
  if (name === undefined && version === undefined) return null;
  let next: FileMap = files;
  if (version !== undefined) {
    const highest = await highestEarlierVersion(tx, plugin, main);
    if (highest !== null && versionCompare(version, highest) <= 0) throw versionNotHigher(version, highest);
    next = withPluginVersion(next, main, version);
  }
  if (name !== undefined) next = { ...next, [main]: withFileHeader(next[main]!, "Plugin Name", name) };
  const said = [...(name !== undefined ? [`name "${headerValue(name)}"`] : []), ...(version !== undefined ? [`version ${version}`] : [])];
  return { files: next, summary: `Saved project information: ${said.join(", ")}.` };
}

export async function deletePlugin(db: Database, userId: string, pluginId: string): Promise<void> {
  const rows = await db
    .delete(plugins)
    .where(and(eq(plugins.id, pluginId), eq(plugins.userId, userId)))
    .returning({ id: plugins.id });
  if (rows.length === 0) throw notFound();
  await notifyPluginsChanged(db, userId);
}

// The history panel's page of versions, prepared once per database (db/prepared.ts). "Before" is a
// parameter too: a first page asks for versions before PAST_EVERY_VERSION.
const versionPage = preparedPer((db: Database) => {
  const previous = alias(pluginVersions, "previous_version");
  const v = pluginVersions;
  return db
    .select({
      id: v.id,
      versionNumber: v.versionNumber,
      userPrompt: v.userPrompt,
      assistantResponse: v.assistantResponse,
      markedElements: v.markedElements,
      features: v.features,
      quickActions: v.quickActions,
      restoredFrom: v.restoredFrom,
      incomplete: v.incomplete,
      pruned: v.pruned,
      checkStatus: v.checkStatus,
      runtimeStatus: v.runtimeStatus,
      createdAt: v.createdAt,
      changedPaths: sql<string[]>`coalesce((
        select array_agg(file.key order by file.key) from jsonb_each(${v.fileHashes}) as file
        where ${previous.fileHashes} is null or file.value is distinct from (${previous.fileHashes} -> file.key)
      ), '{}')`,
      imageCount: sql<number>`jsonb_array_length(${v.images})`,
      hasPreview: sql<boolean>`coalesce(nullif(${v.backendPreviewHtml}, ''), nullif(${v.previewHtml}, ''), nullif(${v.frontendPreviewHtml}, '')) is not null`,
      findingCount: sql<number>`jsonb_array_length(${v.checkFindings}) + jsonb_array_length(${v.runtimeFindings})`,
    })
    .from(v)
    .leftJoin(previous, and(eq(previous.pluginId, v.pluginId), eq(previous.versionNumber, sql`${v.versionNumber} - 1`)))
    // Ownership is part of the query: one round trip in the common case, a second only to tell an
    // empty page from someone else's plugin.
    .where(
      and(
        eq(v.pluginId, sql.placeholder("pluginId")),
        sql`exists (select 1 from ${plugins} where ${pluginOwnedBy(sql.placeholder("userId"), sql.placeholder("pluginId"))})`,
        lt(v.versionNumber, sql.placeholder("before")),
      ),
    )
    .orderBy(desc(v.versionNumber))
    .limit(sql.placeholder("limit"))
    .prepare("plugins_version_page");
});

/** PostgreSQL's largest integer: every version number is below it. */
const PAST_EVERY_VERSION = 2_147_483_647;

/**
 * One page of a plugin's history, newest first: versions numbered below `before` (all when absent), at
 * most `limit`. The database compares each version's files with the version before it, so the list
 * can say which files a turn wrote without sending any file.
 */
export async function listVersions(db: Database, userId: string, pluginId: string, query: VersionPageQuery): Promise<VersionPage> {
  checkPluginId(pluginId);
  const rows = await versionPage(db).execute({ pluginId, userId, before: query.before ?? PAST_EVERY_VERSION, limit: query.limit + 1 });
  if (rows.length === 0) await assertOwnsPlugin(db, userId, pluginId);
  const page = rows.slice(0, query.limit).map(toVersionListItem);
  return { versions: page, nextBefore: rows.length > query.limit ? page[page.length - 1]!.versionNumber : null };
}

/**
 * One version of the owner's plugin with its files; 404 when the plugin or the version is not there. A
 * pruned version (docs/decisions/0056) is answered without files, saying so (`pruned`).
 */
export async function getVersion(db: Database, userId: string, pluginId: string, versionNumber: number): Promise<PluginVersion> {
  await assertOwnsPlugin(db, userId, pluginId);
  const rows = await db
    .select()
    .from(pluginVersions)
    .where(and(eq(pluginVersions.pluginId, pluginId), inArray(pluginVersions.versionNumber, [versionNumber - 1, versionNumber])))
    .orderBy(desc(pluginVersions.versionNumber));
  const [row, before] = rows;
  if (!row || row.versionNumber !== versionNumber) throw new AppError("not_found", `Version ${versionNumber} not found`);
  return toVersion(row, row.pruned ? {} : await loadFiles(db, pluginId, row.fileHashes), before?.fileHashes ?? {});
}

/** Name, author, description and version as the main PHP file's header states them (a copy keeps its label). */
export function headerFields(
  files: Record<string, string>,
  plugin: Pick<PluginRow, "name" | "originalPluginId">,
): Partial<Pick<PluginRow, "name" | "author" | "description" | "version">> {
  const main = findMainPluginFile(files);
  const header = main ? parsePluginHeader(files[main]!) : null;
  if (!header) return {};
  return {
    name: nameFromHeader(header.name, plugin),
    ...(header.author ? { author: header.author } : {}),
    ...(header.description ? { description: header.description } : {}),
    ...(header.version ? { version: header.version } : {}),
  };
}

export interface NewVersion {
  userPrompt: string;
  assistantResponse: string;
  files: Record<string, string>;
  images?: string[];
  markedElements?: unknown[];
  features?: string[];
  quickActions?: Array<{ label: string; prompt: string }>;
  previews: { backend?: string | null; frontend?: string | null };
  restoredFrom?: number | null;
  /** A paid turn that ended early: the version holds the files that had reached the person. */
  incomplete?: boolean;
  /**
   * The version is saved with its checks 'pending', and the version check job completes them
   * (version-static-check.service.ts): an import's thousand PHP files take a second of CPU to check,
   * which the person need not wait for to see their plugin.
   */
  checksLater?: boolean;
}

/**
 * Appends a version and makes it the plugin's current state, inside the caller's transaction (which
 * must hold the plugin row locked: getOwnedPlugin(tx, …, true)). The main file's `Version:` is made higher
 * than every earlier version's (rising-version.ts), and the plugin's name, author, description and version
 * follow its header. Every version is checked (version-checks.ts)
 * as it is saved, whoever saves it, so its check status is never missing when someone asks. Versions past
 * the history depth are pruned, and a save past the storage caps refused (plugin-storage.ts).
 */
export async function saveVersion(tx: Transaction, plugin: PluginRow, newVersion: NewVersion) {
  const number = (await currentVersionNumber(tx, plugin.id)) + 1;
  // Its `Version:` goes above every earlier version's (rising-version.ts), whoever saves it.
  const input = { ...newVersion, files: await withRisingVersion(tx, plugin, newVersion.files) };
  const backend = input.previews.backend ?? null;
  const frontend = input.previews.frontend ?? null;
  const check: { status: CheckStatus; findings: CheckFinding[] } = input.checksLater ? { status: "pending", findings: [] } : checkPluginFiles(input.files);
  const { hashes: fileHashes, addedBytes } = await storeNewFiles(tx, plugin.id, input.files);
  const [version] = await tx
    .insert(pluginVersions)
    .values({
      pluginId: plugin.id,
      versionNumber: number,
      userPrompt: input.userPrompt,
      assistantResponse: input.assistantResponse,
      fileHashes,
      previewHtml: backend ?? frontend,
      backendPreviewHtml: backend,
      frontendPreviewHtml: frontend,
      images: input.images ?? [],
      markedElements: input.markedElements ?? [],
      features: input.features ?? [],
      quickActions: input.quickActions ?? [],
      restoredFrom: input.restoredFrom ?? null,
      incomplete: input.incomplete ?? false,
      checkStatus: check.status,
      checkFindings: check.findings,
    })
    .returning();
  // Bounded storage (docs/decisions/0056): versions past the history depth lose their contents, then a save
  // that added contents must fit the plugin's and the person's caps (413, and the transaction rolls back).
  await pruneHistory(tx, plugin.id, number);
  if (addedBytes > 0) await assertWithinStorage(tx, plugin.userId, plugin.id);
  const [updated] = await tx
    .update(plugins)
    .set({
      ...headerFields(input.files, plugin),
      fileHashes,
      previewHtml: backend ?? frontend,
      backendPreviewHtml: backend,
      frontendPreviewHtml: frontend,
      status: "completed",
      updatedAt: sql`now()`,
    })
    .where(eq(plugins.id, plugin.id))
    .returning();
  await notifyPluginsChanged(tx, plugin.userId);
  // Delivered on commit: the job runner enqueues the version's WordPress check (version-runtime-check.service.ts).
  await tx.execute(sql`select pg_notify(${VERSION_SAVED_CHANNEL}, ${version!.id})`);
  return {
    plugin: toDetail({ ...updated!, files: input.files }, number),
    version: listItemOfRow(version!, plugin.fileHashes),
  };
}

/** Makes an earlier version current again, as a new version, so nothing is lost. Costs nothing. */
export async function restoreVersion(db: Database, userId: string, pluginId: string, versionNumber: number) {
  return db.transaction(async (tx) => {
    const plugin = await getOwnedPlugin(tx, userId, pluginId, true);
    const [source] = await tx
      .select()
      .from(pluginVersions)
      .where(and(eq(pluginVersions.pluginId, pluginId), eq(pluginVersions.versionNumber, versionNumber)));
    if (!source) throw new AppError("not_found", `Version ${versionNumber} not found`);
    if (source.pruned) throw versionPruned(versionNumber);
    return saveVersion(tx, plugin, {
      userPrompt: "",
      assistantResponse: `Restored version ${versionNumber}`,
      files: await loadFiles(tx, pluginId, source.fileHashes),
      features: source.features,
      quickActions: source.quickActions,
      previews: { backend: source.backendPreviewHtml, frontend: source.frontendPreviewHtml },
      restoredFrom: versionNumber,
    });
  });
}
