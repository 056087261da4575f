import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fakeReleaseZip, startFakeWordPressOrg, type FakeWordPressOrg } from "../../../../tests/fakes/fake-wordpress-org";
import { createLogger } from "../../lib/logger";
import { bundledRelease } from "./bundled-release";
import { MAX_CACHED_RELEASES, releasesDir } from "./release-cache";
import { createReleaseSource, type ReleaseSourceOptions } from "./release-source";
import { readRuntimeRelease, writeRuntimeRelease } from "./runtime-release";
import { pickVersion } from "./version-offers";

// The WordPress release the runtime runs (issue #32): WP_VERSION resolved through a local fake of
// WordPress.org (real HTTP), the zip downloaded, verified against its published checksum and kept, bounded;
// WORDPRESS_ZIP used as it is; no network and nothing cached: the bundled 6.5, labelled an offline fallback.

let wordpressOrg: FakeWordPressOrg;
const dirs: string[] = [];
const logger = createLogger("silent");
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "plugsmith-releases-"));
  dirs.push(dir);
  return dir;
};
const source = (options: Partial<ReleaseSourceOptions>) => createReleaseSource({ dataDir: dataDir(), wanted: "latest", localZip: null, orgUrl: wordpressOrg.url, logger, ...options });
const zipsIn = (dir: string) => readdirSync(releasesDir(dir)).filter((name) => name.endsWith(".zip")).sort();

beforeAll(async () => {
  wordpressOrg = await startFakeWordPressOrg();
});
afterEach(() => wordpressOrg.reset());
afterAll(async () => {
  await wordpressOrg.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("[WORDPRESS][RELEASE] WP_VERSION through WordPress.org", () => {
  it("resolves latest, downloads it, verifies its checksum, keeps it with its static files, and asks again without downloading again", async () => {
    const releases = source({});
    expect(releases.current()).toMatchObject({ version: bundledRelease().version, fallback: true });
    const release = await releases.refresh();
    expect(release).toMatchObject({ version: "7.1.4", source: "wordpress.org", fallback: false });
    expect(readFileSync(release.zipPath)).toEqual(Buffer.from(wordpressOrg.zipOf("7.1.4")));
    expect(readFileSync(join(release.assetsDir, "wp-includes/css/dashicons.min.css"), "utf8")).toBe("/* dashicons of 7.1.4 */");
    expect(existsSync(join(release.assetsDir, "wp-admin/index.php"))).toBe(false);
    expect(wordpressOrg.requests).toContain("/release/wordpress-7.1.4.zip.sha1");
    expect(releases.current()).toEqual(release);

    const downloads = wordpressOrg.requests.filter((path) => path === "/release/wordpress-7.1.4.zip").length;
    await releases.refresh();
    expect(wordpressOrg.requests.filter((path) => path === "/release/wordpress-7.1.4.zip").length).toBe(downloads);
  });

  it("resolves a branch to its newest patch, and an exact release as it is", async () => {
    expect(await source({ wanted: "6.8" }).refresh()).toMatchObject({ version: "6.8.3", fallback: false });
    expect(await source({ wanted: "6.8.2" }).refresh()).toMatchObject({ version: "6.8.2", fallback: false });
    expect(pickVersion("6.8", [{ version: "6.9" }, { version: "6.8" }, { version: "6.8.10" }, { version: "6.8.9" }])).toBe("6.8.10");
    expect(pickVersion("6.1", [{ version: "6.10.1" }])).toBeNull();
  });

  it("refuses a zip whose published checksum does not match, or that has none: nothing is cached, the fallback runs", async () => {
    wordpressOrg.corruptChecksum("7.1.4");
    const dir = dataDir();
    const releases = createReleaseSource({ dataDir: dir, wanted: "latest", localZip: null, orgUrl: wordpressOrg.url, logger });
    expect(await releases.refresh()).toMatchObject({ version: bundledRelease().version, source: "bundled", fallback: true });
    expect(existsSync(releasesDir(dir)) ? zipsIn(dir) : []).toEqual([]);

    wordpressOrg.withoutChecksum("6.9.3");
    expect(await source({ wanted: "6.9" }).refresh()).toMatchObject({ source: "bundled", fallback: true });
  });

  it("with WordPress.org out of reach runs the release resolved last time, or with nothing cached the bundled one labelled a fallback", async () => {
    const dir = dataDir();
    await createReleaseSource({ dataDir: dir, wanted: "6.8", localZip: null, orgUrl: wordpressOrg.url, logger }).refresh();
    const away = "http://127.0.0.1:9";
    const again = createReleaseSource({ dataDir: dir, wanted: "6.8", localZip: null, orgUrl: away, logger });
    expect(again.current()).toMatchObject({ version: "6.8.3", fallback: false });
    expect(await again.refresh()).toMatchObject({ version: "6.8.3", fallback: false });

    const started = Date.now();
    const fresh = await source({ orgUrl: away }).refresh();
    expect(fresh).toMatchObject({ version: "6.5.5", source: "bundled", fallback: true });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await source({ orgUrl: "off" }).refresh()).toMatchObject({ source: "bundled", fallback: true });
  });

  it("uses WORDPRESS_ZIP as it is, its version read from its wp-includes/version.php, without asking WordPress.org", async () => {
    const zipPath = join(dataDir(), "wordpress.zip");
    writeFileSync(zipPath, fakeReleaseZip("7.0.2"));
    const before = wordpressOrg.requests.length;
    const releases = source({ localZip: zipPath });
    expect(releases.current()).toMatchObject({ version: "7.0.2", source: "local", fallback: false, zipPath });
    expect(await releases.refresh()).toMatchObject({ version: "7.0.2", source: "local" });
    expect(readFileSync(join(releases.current().assetsDir, "wp-admin/css/common.min.css"), "utf8")).toBe("/* common of 7.0.2 */");
    expect(wordpressOrg.requests.length).toBe(before);

    const notWordPress = join(dataDir(), "other.zip");
    writeFileSync(notWordPress, "not a zip");
    expect(source({ localZip: notWordPress }).current()).toMatchObject({ source: "bundled", fallback: true });
  });

  it(`keeps at most ${MAX_CACHED_RELEASES} releases, the one in use among them, with their static files; older ones are deleted`, async () => {
    expect(MAX_CACHED_RELEASES).toBeLessThanOrEqual(3);
    const dir = dataDir();
    const releases = createReleaseSource({ dataDir: dir, wanted: "latest", localZip: null, orgUrl: wordpressOrg.url, logger });
    const seen: string[] = [];
    releases.onChange((release) => seen.push(release.version));
    const all = ["7.1.1", "7.1.2", "7.1.3", "7.1.4", "7.1.5"];
    for (let i = 1; i <= all.length; i++) {
      wordpressOrg.setReleases(all.slice(0, i));
      await releases.refresh();
      // Distinct modification times on coarse file systems.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toEqual(all);
    expect(zipsIn(dir)).toEqual(["wordpress-7.1.3.zip", "wordpress-7.1.4.zip", "wordpress-7.1.5.zip"]);
    expect(readdirSync(releasesDir(dir)).filter((name) => name.endsWith("-assets")).sort()).toEqual(["wordpress-7.1.3-assets", "wordpress-7.1.4-assets", "wordpress-7.1.5-assets"]);
    expect(releases.current().version).toBe("7.1.5");
    // The others kept, listed for a plugin that needs a newer release than the one in use: none deleted among them.
    expect(releases.current().others).toEqual([
      { version: "7.1.3", zipPath: join(releasesDir(dir), "wordpress-7.1.3.zip") },
      { version: "7.1.4", zipPath: join(releasesDir(dir), "wordpress-7.1.4.zip") },
    ]);
  });

  it("lists the releases kept from before beside a release pinned lower, and the workers read them", async () => {
    const dir = dataDir();
    await createReleaseSource({ dataDir: dir, wanted: "latest", localZip: null, orgUrl: wordpressOrg.url, logger }).refresh();
    const pinned = createReleaseSource({ dataDir: dir, wanted: "6.8", localZip: null, orgUrl: wordpressOrg.url, logger });
    const release = await pinned.refresh();
    expect(release).toMatchObject({ version: "6.8.3", others: [{ version: "7.1.4", zipPath: join(releasesDir(dir), "wordpress-7.1.4.zip") }] });
    // No network at the next start: the same release, the same list.
    expect(createReleaseSource({ dataDir: dir, wanted: "6.8", localZip: null, orgUrl: "off", logger }).current()).toMatchObject({ version: "6.8.3", others: release.others });
    const snapshotDir = join(dir, "snapshot");
    writeRuntimeRelease(snapshotDir, release);
    expect(readRuntimeRelease(snapshotDir)?.others).toEqual(release.others);
  });

  it("reaches the workers through a file beside the snapshot", () => {
    const dir = dataDir();
    expect(readRuntimeRelease(dir)).toBeNull();
    writeRuntimeRelease(dir, bundledRelease());
    expect(readRuntimeRelease(dir)).toEqual(bundledRelease());
  });
});
