import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { writeFileAtomic } from "../../lib/write-file-atomic";

// The WordPress release the runtime runs (issue #32): resolved on the server's main thread
// (release-source.ts) and written beside the snapshot, where every check and preview worker reads it
// (prepared-runtime.ts): the workers take no settings of their own, so both kinds always agree.

export interface RuntimeRelease {
  /** What wp-includes/version.php says, e.g. "7.1.4". */
  version: string;
  /** The release zip on disk. */
  zipPath: string;
  /** The zip's SHA-1: the snapshot is named by it, so another zip of the same version is another snapshot. */
  sha1: string;
  /** Where the release came from: WordPress.org, WORDPRESS_ZIP, or the zip bundled in Playground's package. */
  source: "wordpress.org" | "local" | "bundled";
  /** The bundled 6.5 used because nothing newer could be had: every report and preview says so. */
  fallback: boolean;
  /** Where WordPress's static files (CSS, scripts, fonts, images of wp-admin and wp-includes) are, for the preview. */
  assetsDir: string;
  /**
   * The other releases kept in the data directory (at most MAX_CACHED_RELEASES - 1, no download): a check
   * of a plugin that needs a newer WordPress than this one runs on one of them (runtime/release-for-plugin.ts).
   */
  others?: OtherRelease[];
}

/** A release kept in the cache besides the one in use. */
export interface OtherRelease {
  version: string;
  zipPath: string;
}

export const RELEASE_FILE = "wordpress-release.json";

/** Writes the release beside the snapshot; a half-written file is never seen under the real name. */
export function writeRuntimeRelease(snapshotDir: string, release: RuntimeRelease): void {
  mkdirSync(snapshotDir, { recursive: true });
  writeFileAtomic(join(snapshotDir, RELEASE_FILE), JSON.stringify(release));
}

/** The release written beside the snapshot, or null when there is none (or it is not one). */
export function readRuntimeRelease(snapshotDir: string): RuntimeRelease | null {
  try {
    const release = JSON.parse(readFileSync(join(snapshotDir, RELEASE_FILE), "utf8")) as Partial<RuntimeRelease>;
    const ok =
      typeof release.version === "string" &&
      typeof release.zipPath === "string" &&
      typeof release.sha1 === "string" &&
      typeof release.fallback === "boolean" &&
      typeof release.assetsDir === "string" &&
      (release.source === "wordpress.org" || release.source === "local" || release.source === "bundled");
    if (!ok) return null;
    if (release.others === undefined) return release as RuntimeRelease;
    const others = Array.isArray(release.others) ? release.others.filter((other) => typeof other?.version === "string" && typeof other.zipPath === "string") : [];
    return { ...(release as RuntimeRelease), others };
  } catch {
    return null;
  }
}
