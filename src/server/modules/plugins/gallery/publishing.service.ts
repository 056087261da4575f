import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import { LIMITS } from "../../../../shared/constants";
import type { Database, Transaction } from "../../../db/client";
import { pluginVersions, plugins, user } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { notifyPluginsChanged } from "../plugin-list-cache";

type PluginRow = typeof plugins.$inferSelect;

export const PUBLISH_REFUSED_PREFIX = "This plugin can't be made public until its checks pass:";
export const PUBLISH_RATE_MESSAGE = `You can make at most ${LIMITS.publishesPerHour} plugins public per hour. Please try again later.`;

/** Why the plugin's current version may not be shown to everyone, or null when its checks passed. */
export async function publishBlocker(db: Database | Transaction, pluginId: string): Promise<string | null> {
  const [current] = await db
    .select({ status: pluginVersions.checkStatus, findings: pluginVersions.checkFindings })
    .from(pluginVersions)
    .where(eq(pluginVersions.pluginId, pluginId))
    .orderBy(desc(pluginVersions.versionNumber))
    .limit(1);
  if (!current) return `${PUBLISH_REFUSED_PREFIX} it has no files yet. Describe your plugin in the chat first.`;
  if (current.status === "passed") return null;
  if (current.status === "pending") return `${PUBLISH_REFUSED_PREFIX} they are still running. Try again in a moment.`;
  const problems = current.findings
    .filter((finding) => finding.severity !== "info")
    .slice(0, 3)
    .map((finding) => `${finding.file}${finding.line ? `:${finding.line}` : ""} ${finding.message}`);
  return `${PUBLISH_REFUSED_PREFIX} ${problems.length ? problems.join("; ") : `the checks ended as '${current.status}'`}.`;
}

/**
 * Makes the owner's plugin public, inside the caller's transaction (which holds the plugin row locked):
 * 422 unless the current version's checks passed, 429 past LIMITS.publishesPerHour. The count is of
 * `published_at` in the database, under a lock on the person's account row, so it holds across
 * processes and concurrent requests.
 */
export async function publishPlugin(tx: Transaction, plugin: PluginRow): Promise<void> {
  if (plugin.isPublic) return;
  const blocker = await publishBlocker(tx, plugin.id);
  if (blocker) throw new AppError("checks_not_passed", blocker);
  await tx.select({ id: user.id }).from(user).where(eq(user.id, plugin.userId)).for("update");
  const [recent] = await tx
    .select({ n: count() })
    .from(plugins)
    .where(and(eq(plugins.userId, plugin.userId), gt(plugins.publishedAt, sql`now() - interval '1 hour'`)));
  if (Number(recent?.n ?? 0) >= LIMITS.publishesPerHour) throw new AppError("rate_limited", PUBLISH_RATE_MESSAGE);
  await tx.update(plugins).set({ isPublic: true, publishedAt: sql`now()` }).where(eq(plugins.id, plugin.id));
}

/** An admin takes any plugin off the public gallery (its owner keeps it, private). 404 for an unknown id. */
export async function unpublishPlugin(db: Database, pluginId: string): Promise<{ id: string; isPublic: false }> {
  if (!/^[0-9a-f-]{36}$/i.test(pluginId)) throw new AppError("not_found", "Plugin not found");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(plugins)
      .set({ isPublic: false, updatedAt: sql`now()` })
      .where(eq(plugins.id, pluginId))
      .returning({ id: plugins.id, userId: plugins.userId });
    if (!row) throw new AppError("not_found", "Plugin not found");
    await notifyPluginsChanged(tx, row.userId);
    return { id: row.id, isPublic: false as const };
  });
}
