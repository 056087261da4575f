import { isWordPressVersionCompatible, readPluginRequirements, versionCompare } from "../plugin-requirements";
import type { OtherRelease, RuntimeRelease } from "../release/runtime-release";
import type { InstalledPlugin } from "./run-gate";

// Issue #32: a plugin whose `Requires at least` is above the release the server runs is checked on a release
// that meets it, when the data directory keeps one (release-cache.ts: at most MAX_CACHED_RELEASES zips, none
// downloaded for a check). Otherwise it is checked on the server's release, and the plain requirement
// finding comes first (run-gate.ts).

/**
 * The kept release to check `plugin` on instead of `inUse`, or null to check it on `inUse`: null when
 * `inUse` meets the plugin's WordPress requirement, or when no kept release does. Of those that do, the
 * oldest: the nearest to the release the server was told to run (WP_VERSION, WORDPRESS_ZIP).
 */
export function releaseForPlugin(plugin: InstalledPlugin, inUse: Pick<RuntimeRelease, "version" | "others">): OtherRelease | null {
  const required = readPluginRequirements(plugin.files, plugin.mainFile).wordpress?.version;
  if (!required || isWordPressVersionCompatible(required, inUse.version)) return null;
  const meeting = (inUse.others ?? []).filter((other) => isWordPressVersionCompatible(required, other.version));
  return meeting.sort((a, b) => versionCompare(a.version, b.version))[0] ?? null;
}
