import { and, desc, eq, max, sql } from "drizzle-orm";
import type { PluginDetail, PluginListItem, PluginVersion, UpdatePluginInput } from "../../../shared/schemas/plugins";
import type { Database, Transaction } from "../../db/client";
import { pluginVersions, plugins, profiles, user } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { findMainPluginFile } from "../../wordpress/plugin-files";
import { parsePluginHeader } from "../../wordpress/plugin-header";
import { notifyPluginsChanged } from "./plugin-list-cache";

type Executor = Database | Transaction;
type PluginRow = typeof plugins.$inferSelect;
type VersionRow = typeof pluginVersions.$inferSelect;

export const DEFAULT_PLUGIN_NAME = "New WordPress Plugin";

const notFound = () => new HttpError(404, "not_found", "Plugin not found");

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

export function toDetail(row: PluginRow, currentVersion: number): PluginDetail {
  return {
    ...toListItem(row),
    author: row.author,
    files: row.generatedCode,
    previewHtml: row.previewHtml,
    frontendPreviewHtml: row.frontendPreviewHtml,
    backendPreviewHtml: row.backendPreviewHtml,
    currentVersion,
  };
}

export function toVersion(row: VersionRow): PluginVersion {
  return {
    id: row.id,
    versionNumber: row.versionNumber,
    userPrompt: row.userPrompt,
    assistantResponse: row.assistantResponse,
    files: row.generatedCode,
    images: row.images,
    markedElements: row.markedElements as PluginVersion["markedElements"],
    features: row.features,
    quickActions: row.quickActions,
    previewHtml: row.previewHtml,
    frontendPreviewHtml: row.frontendPreviewHtml,
    backendPreviewHtml: row.backendPreviewHtml,
    restoredFrom: row.restoredFrom,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The author rule of spec.md §4: full name, else the part of the e-mail before @, else Anonymous. */
export async function authorFor(db: Executor, userId: string): Promise<string> {
  const [row] = await db
    .select({ fullName: profiles.fullName, email: user.email })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row?.fullName?.trim() || row?.email.split("@")[0]?.trim() || "Anonymous";
}

/** The owner's plugin, or 404 for a plugin that does not exist or belongs to someone else. */
export async function getOwnedPlugin(db: Executor, userId: string, pluginId: string, forUpdate = false) {
  if (!/^[0-9a-f-]{36}$/i.test(pluginId)) throw notFound();
  const query = db
    .select()
    .from(plugins)
    .where(and(eq(plugins.id, pluginId), eq(plugins.userId, userId)));
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

export async function createPlugin(db: Database, userId: string, name?: string): Promise<PluginDetail> {
  const [row] = await db
    .insert(plugins)
    .values({ userId, name: name ?? DEFAULT_PLUGIN_NAME, author: await authorFor(db, userId), status: "completed" })
    .returning();
  await notifyPluginsChanged(db, userId);
  return toDetail(row!, 0);
}

export async function getPlugin(db: Database, userId: string, pluginId: string): Promise<PluginDetail> {
  const row = await getOwnedPlugin(db, userId, pluginId);
  return toDetail(row, await currentVersionNumber(db, row.id));
}

export async function updatePlugin(
  db: Database,
  userId: string,
  pluginId: string,
  input: UpdatePluginInput,
): Promise<PluginDetail> {
  await getOwnedPlugin(db, userId, pluginId);
  const [row] = await db
    .update(plugins)
    .set({ ...input, updatedAt: sql`now()` })
    .where(and(eq(plugins.id, pluginId), eq(plugins.userId, userId)))
    .returning();
  await notifyPluginsChanged(db, userId);
  return toDetail(row!, await currentVersionNumber(db, pluginId));
}

export async function deletePlugin(db: Database, userId: string, pluginId: string): Promise<void> {
  const rows = await db
    .delete(plugins)
    .where(and(eq(plugins.id, pluginId), eq(plugins.userId, userId)))
    .returning({ id: plugins.id });
  if (rows.length === 0) throw notFound();
  await notifyPluginsChanged(db, userId);
}

export async function listVersions(db: Database, userId: string, pluginId: string): Promise<PluginVersion[]> {
  await getOwnedPlugin(db, userId, pluginId);
  const rows = await db
    .select()
    .from(pluginVersions)
    .where(eq(pluginVersions.pluginId, pluginId))
    .orderBy(desc(pluginVersions.versionNumber));
  return rows.map(toVersion);
}

/** Name, author, description and version as the main PHP file's header states them. */
export function headerFields(files: Record<string, string>): Partial<Pick<PluginRow, "name" | "author" | "description" | "version">> {
  const main = findMainPluginFile(files);
  const header = main ? parsePluginHeader(files[main]!) : null;
  if (!header) return {};
  return {
    name: header.name,
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
}

/**
 * Appends a version and makes it the plugin's current state, inside the caller's transaction (which
 * must hold the plugin row locked: getOwnedPlugin(tx, …, true)). The plugin's name, author,
 * description and version follow the main file's header.
 */
export async function saveVersion(tx: Transaction, plugin: PluginRow, input: NewVersion) {
  const number = (await currentVersionNumber(tx, plugin.id)) + 1;
  const backend = input.previews.backend ?? null;
  const frontend = input.previews.frontend ?? null;
  const [version] = await tx
    .insert(pluginVersions)
    .values({
      pluginId: plugin.id,
      versionNumber: number,
      userPrompt: input.userPrompt,
      assistantResponse: input.assistantResponse,
      generatedCode: input.files,
      previewHtml: backend ?? frontend,
      backendPreviewHtml: backend,
      frontendPreviewHtml: frontend,
      images: input.images ?? [],
      markedElements: input.markedElements ?? [],
      features: input.features ?? [],
      quickActions: input.quickActions ?? [],
      restoredFrom: input.restoredFrom ?? null,
    })
    .returning();
  const [updated] = await tx
    .update(plugins)
    .set({
      ...headerFields(input.files),
      generatedCode: input.files,
      previewHtml: backend ?? frontend,
      backendPreviewHtml: backend,
      frontendPreviewHtml: frontend,
      status: "completed",
      updatedAt: sql`now()`,
    })
    .where(eq(plugins.id, plugin.id))
    .returning();
  await notifyPluginsChanged(tx, plugin.userId);
  return { plugin: toDetail(updated!, number), version: toVersion(version!) };
}

/** Makes an earlier version current again, as a new version, so nothing is lost. Costs nothing. */
export async function restoreVersion(db: Database, userId: string, pluginId: string, versionNumber: number) {
  return db.transaction(async (tx) => {
    const plugin = await getOwnedPlugin(tx, userId, pluginId, true);
    const [source] = await tx
      .select()
      .from(pluginVersions)
      .where(and(eq(pluginVersions.pluginId, pluginId), eq(pluginVersions.versionNumber, versionNumber)));
    if (!source) throw new HttpError(404, "not_found", `Version ${versionNumber} not found`);
    return saveVersion(tx, plugin, {
      userPrompt: "",
      assistantResponse: `Restored version ${versionNumber}`,
      files: source.generatedCode,
      features: source.features,
      quickActions: source.quickActions,
      previews: { backend: source.backendPreviewHtml, frontend: source.frontendPreviewHtml },
      restoredFrom: versionNumber,
    });
  });
}
