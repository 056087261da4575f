// The WordPress release the benchmarks run: WORDPRESS_ZIP's when it is set (a current release, what a server runs),
// resolved as the server resolves it, else the release bundled with Playground (6.5).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLogger } from "../../src/server/lib/logger";
import { createReleaseSource } from "../../src/server/wordpress/release/release-source";
import { writeRuntimeRelease } from "../../src/server/wordpress/release/runtime-release";

/**
 * A snapshot folder that names WORDPRESS_ZIP's release, for prepareRuntime or a runtime pool (which install it there
 * on first use); null without WORDPRESS_ZIP, for the bundled release. `remove` deletes what was made.
 */
export function benchSnapshotDir(): { snapshotDir: string | null; remove(): void } {
  const zip = process.env.WORDPRESS_ZIP;
  if (!zip) return { snapshotDir: null, remove: () => {} };
  const work = mkdtempSync(join(tmpdir(), "plugsmith-bench-release-"));
  const releases = createReleaseSource({ dataDir: join(work, "data"), wanted: "latest", localZip: zip, orgUrl: "off", logger: createLogger("silent") });
  const snapshotDir = join(work, "snapshot");
  writeRuntimeRelease(snapshotDir, releases.current());
  return { snapshotDir, remove: () => rmSync(work, { recursive: true, force: true }) };
}
