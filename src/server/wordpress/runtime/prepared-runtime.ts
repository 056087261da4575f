import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { withCoreBytecode } from "./bytecode-cache";
import { bundledRelease } from "../release/bundled-release";
import { type OtherRelease, readRuntimeRelease, type RuntimeRelease } from "../release/runtime-release";
import { zipWordPressVersion } from "../release/zip-wordpress-version";
import { readBaseline, type SiteBaseline } from "./run-gate";
import { loadSnapshotFile, saveSnapshotFile } from "./snapshot-file";
import { fallbackNoticeEntries } from "../release/fallback-notice";
import { CHECK_SITE_URL, installSnapshot, type SiteSnapshot } from "./wordpress-site";

export interface PreparedRuntime {
  snapshot: SiteSnapshot;
  /** The bare site's baseline; its `wordpressFallback` says whether this is the offline fallback. */
  baseline: SiteBaseline & { wordpressFallback: boolean };
  /** The WordPress release it runs. */
  release: RuntimeRelease;
}

/**
 * The release the main thread resolved and wrote beside the snapshot (release/runtime-release.ts), or the
 * bundled one when none is written (a test's own folder) or its zip is gone.
 */
function releaseFor(snapshotDir: string | null): { release: RuntimeRelease; zip: Uint8Array } {
  const written = snapshotDir ? readRuntimeRelease(snapshotDir) : null;
  if (written) {
    try {
      return { release: written, zip: readFileSync(written.zipPath) };
    } catch {
      // Deleted since: the fallback, labelled as such.
    }
  }
  const bundled = bundledRelease();
  return { release: bundled, zip: readFileSync(bundled.zipPath) };
}

/**
 * What every site of a worker starts from: the snapshot of the resolved release saved in `snapshotDir`
 * when there is one whole (its file's bytes as `read` gives them: a worker's are shared, shared-snapshot.ts),
 * otherwise WordPress installed now from the release's zip (and saved there for the next worker), with the bare
 * site's baseline.
 */
export async function prepareRuntime(snapshotDir: string | null, read?: (path: string) => Uint8Array): Promise<PreparedRuntime> {
  const written = snapshotDir ? readRuntimeRelease(snapshotDir) : null;
  const saved = snapshotDir ? loadSnapshotFile(snapshotDir, written ?? bundledRelease(), read) : null;
  if (saved && (written === null || saved.baseline.wordpressVersion === written.version)) {
    const release = written ?? bundledRelease();
    return withNotice({ ...saved, baseline: { ...saved.baseline, wordpressFallback: release.fallback }, release });
  }
  const { release, zip } = releaseFor(snapshotDir);
  const snapshot = await withCoreBytecode(await installSnapshot(zip));
  const baseline = { ...(await readBaseline(snapshot)), wordpressFallback: release.fallback };
  if (snapshotDir) {
    try {
      saveSnapshotFile(snapshotDir, snapshot, baseline, release);
      // The file's bytes as the next workers read them (a worker offers them to its pool): the process then holds
      // one copy of the snapshot, not this one beside the file's.
      const reread = loadSnapshotFile(snapshotDir, release, read);
      if (reread) return withNotice({ snapshot: reread.snapshot, baseline, release });
    } catch {
      // A read-only or full disk only costs the next worker the install.
    }
  }
  return withNotice({ snapshot, baseline, release });
}

/** Where the snapshots of the other kept releases go: a folder of their own, so they never push out the one in use (MAX_SNAPSHOT_FILES each). */
export const OTHER_RELEASES_DIR = "other-releases";

/**
 * A kept release other than the one in use (release-for-plugin.ts: a plugin that needs a newer WordPress),
 * prepared as prepareRuntime prepares that one: its snapshot file when there is one, otherwise installed now
 * and saved. Throws when its zip is gone or is not the release its name says.
 */
export async function prepareOtherRuntime(snapshotDir: string | null, other: OtherRelease): Promise<Pick<PreparedRuntime, "snapshot" | "baseline">> {
  const zip = readFileSync(other.zipPath);
  const version = zipWordPressVersion(zip);
  if (version !== other.version) throw new Error(`${other.zipPath} holds WordPress ${version ?? "nothing"}, not ${other.version}`);
  const release = { version, sha1: createHash("sha1").update(zip).digest("hex") };
  const dir = snapshotDir ? join(snapshotDir, OTHER_RELEASES_DIR) : null;
  const saved = dir ? loadSnapshotFile(dir, release) : null;
  if (saved && saved.baseline.wordpressVersion === version) return { snapshot: saved.snapshot, baseline: { ...saved.baseline, wordpressFallback: false } };
  const snapshot = await withCoreBytecode(await installSnapshot(zip));
  const baseline = { ...(await readBaseline(snapshot)), wordpressFallback: false };
  if (dir) {
    try {
      saveSnapshotFile(dir, snapshot, baseline, release);
    } catch {
      // The next worker installs it again.
    }
  }
  return { snapshot, baseline };
}

/** On the offline fallback, the previews' sites say so (fallback-notice.ts); the file on disk stays as installed. */
function withNotice(prepared: PreparedRuntime): PreparedRuntime {
  if (!prepared.release.fallback) return prepared;
  return { ...prepared, snapshot: { entries: [...prepared.snapshot.entries, ...fallbackNoticeEntries(prepared.release.version, CHECK_SITE_URL)] } };
}
