import { readBaseline, type SiteBaseline } from "./run-gate";
import { loadSnapshotFile, saveSnapshotFile } from "./snapshot-file";
import { installSnapshot, type SiteSnapshot } from "./wordpress-site";

export interface PreparedRuntime {
  snapshot: SiteSnapshot;
  baseline: SiteBaseline;
}

/**
 * What every site of a worker starts from: the snapshot saved in `snapshotDir` when there is one whole,
 * otherwise WordPress installed now (and saved there for the next worker), with the bare site's baseline.
 */
export async function prepareRuntime(snapshotDir: string | null): Promise<PreparedRuntime> {
  const saved = snapshotDir ? loadSnapshotFile(snapshotDir) : null;
  if (saved) return saved;
  const snapshot = await installSnapshot();
  const baseline = await readBaseline(snapshot);
  if (snapshotDir) {
    try {
      saveSnapshotFile(snapshotDir, snapshot, baseline);
    } catch {
      // A read-only or full disk only costs the next worker the install.
    }
  }
  return { snapshot, baseline };
}
