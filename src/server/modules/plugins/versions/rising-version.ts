import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "../../../db/client";
import { pluginFileContents, pluginVersions, type plugins } from "../../../db/schema";
import { findMainPluginFile } from "../../../wordpress/plugin-files";
import { readFileHeader } from "../../../wordpress/plugin-header";
import { versionCompare } from "../../../wordpress/plugin-requirements";
import { bumpVersion, highestVersion, withPluginVersion } from "../../../wordpress/plugin-version";

type PluginRow = typeof plugins.$inferSelect;

// Every new version of a plugin carries a higher `Version:` header than every earlier one, restores
// included (issue #34, docs/decisions/0063): WordPress offers an update only for a higher version.

/**
 * The highest `Version:` the plugin's earlier versions carried, or null before its first version: the
 * main files (at `mainPath`) of the versions that keep their files, and the plugin row's version (its
 * current header). A pruned version's files are gone; since this rule holds, the newest version is the
 * highest anyway.
 */
export async function highestEarlierVersion(tx: Transaction, plugin: PluginRow, mainPath: string): Promise<string | null> {
  if (Object.keys(plugin.fileHashes).length === 0) return null;
  const mains = await tx
    .selectDistinct({ content: pluginFileContents.content })
    .from(pluginFileContents)
    .where(
      and(
        eq(pluginFileContents.pluginId, plugin.id),
        sql`${pluginFileContents.hash} in (
          select kept.file_hashes ->> ${mainPath} from ${pluginVersions} kept where kept.plugin_id = ${plugin.id} and not kept.pruned
        )`,
      ),
    );
  const versions = mains.flatMap((row) => readFileHeader(row.content, "Version")?.value ?? []);
  return highestVersion([plugin.version, ...versions]);
}

/**
 * The files a new version of `plugin` saves: unchanged when their main file's `Version:` is higher than every
 * earlier version's (readme's `Stable tag:` set to follow it), else with the highest earlier version bumped in
 * its own scheme (bumpVersion). Only those header lines change; the first version keeps its own.
 */
export async function withRisingVersion(tx: Transaction, plugin: PluginRow, files: Record<string, string>): Promise<Record<string, string>> {
  const main = findMainPluginFile(files);
  if (!main) return files;
  const highest = await highestEarlierVersion(tx, plugin, main);
  if (highest === null) return files;
  const own = readFileHeader(files[main]!, "Version")?.value;
  return withPluginVersion(files, main, own && versionCompare(own, highest) > 0 ? own : bumpVersion(highest));
}
