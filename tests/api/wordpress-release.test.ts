import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queueWordPressReleaseRefresh } from "../../src/server/jobs/wordpress-release-jobs";
import { readWordPressAsset } from "../../src/server/wordpress/preview-sites/wordpress-assets";
import { readRuntimeRelease } from "../../src/server/wordpress/release/runtime-release";
import { startFakeWordPressOrg, type FakeWordPressOrg } from "../fakes/fake-wordpress-org";
import { createTestApp } from "../support/test-app";

// The server's WordPress release (issue #32): resolved at start through WordPress.org (a local fake here)
// and written where the check and preview workers read it, the preview's static files served from it,
// resolved again by the daily job; with WordPress.org out of reach, the bundled 6.5 labelled a fallback.

let wordpressOrg: FakeWordPressOrg;
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "plugsmith-release-app-"));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  wordpressOrg = await startFakeWordPressOrg(["7.1.3", "6.8.3"]);
});
afterAll(async () => {
  await wordpressOrg.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function until(what: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!what()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("[WORDPRESS][RELEASE] the server's release", () => {
  it("runs the latest release at start, and the daily job brings a new one to the workers and the preview's static files", { timeout: 60_000 }, async () => {
    const DATA_DIR = dataDir();
    const { services, close } = await createTestApp({ WP_RUNTIME: "on", WORDPRESS_ORG_URL: wordpressOrg.url, DATA_DIR });
    try {
      const runtimeDir = join(DATA_DIR, "wordpress-runtime");
      expect(services.wordpressRelease?.current()).toMatchObject({ version: "7.1.3", fallback: false });
      expect(readRuntimeRelease(runtimeDir)).toMatchObject({ version: "7.1.3", fallback: false });
      expect(new TextDecoder().decode((await readWordPressAsset("/wp-includes/css/dashicons.min.css"))?.body)).toBe("/* dashicons of 7.1.3 */");

      // The pools learn of it: idle check workers and the preview spare stop, the next ones run 7.1.4.
      const checks = vi.spyOn(services.runtime!, "refresh");
      const previews = vi.spyOn(services.previews.pool!, "refresh");
      wordpressOrg.setReleases(["7.1.4", "7.1.3", "6.8.3"]);
      const jobs = await services.startJobs();
      await queueWordPressReleaseRefresh(jobs.boss);
      await until(() => readRuntimeRelease(runtimeDir)?.version === "7.1.4", 30_000);
      expect(checks).toHaveBeenCalledTimes(1);
      expect(previews).toHaveBeenCalledTimes(1);
      expect(readRuntimeRelease(runtimeDir)?.zipPath).toBe(join(DATA_DIR, "wordpress-releases", "wordpress-7.1.4.zip"));
      expect(readFileSync(readRuntimeRelease(runtimeDir)!.zipPath)).toEqual(Buffer.from(wordpressOrg.zipOf("7.1.4")));
      expect(new TextDecoder().decode((await readWordPressAsset("/wp-includes/css/dashicons.min.css"))?.body)).toBe("/* dashicons of 7.1.4 */");
    } finally {
      await close();
    }
  });

  it("restarts on the release it resolved last time without waiting for WordPress.org; a first start waits for it", { timeout: 60_000 }, async () => {
    const env = { WP_RUNTIME: "on", WORDPRESS_ORG_URL: wordpressOrg.url };
    const DATA_DIR = dataDir();
    wordpressOrg.reset(); // 7.1.3 is the newest
    await (await createTestApp({ ...env, DATA_DIR })).close();
    // WordPress.org holds its answers past the start's API time-out (5 s).
    wordpressOrg.answerAfter(30_000);
    const timed = async (dir: string) => {
      const started = Date.now();
      const app = await createTestApp({ ...env, DATA_DIR: dir });
      const ms = Date.now() - started;
      const release = app.services.wordpressRelease?.current();
      await app.close();
      return { ms, release };
    };
    try {
      const restart = await timed(DATA_DIR);
      expect(restart.ms).toBeLessThan(4_500);
      expect(restart.release).toMatchObject({ version: "7.1.3", fallback: false });
      // The same server on a new data dir has only the bundled release: it waits for the answer, up to the time-out.
      const first = await timed(dataDir());
      expect(first.ms).toBeGreaterThanOrEqual(5_000);
      expect(first.release).toMatchObject({ source: "bundled", fallback: true });
    } finally {
      wordpressOrg.reset();
    }
  });

  it("a restart after a first start that got no answer runs the bundled release at once, and takes WordPress.org's when it comes", { timeout: 60_000 }, async () => {
    const env = { WP_RUNTIME: "on", WORDPRESS_ORG_URL: wordpressOrg.url };
    const DATA_DIR = dataDir();
    wordpressOrg.reset();
    wordpressOrg.answerAfter(30_000);
    try {
      const started = Date.now();
      const first = await createTestApp({ ...env, DATA_DIR });
      const firstMs = Date.now() - started;
      expect(first.services.wordpressRelease?.current()).toMatchObject({ source: "bundled", fallback: true });
      await first.close();
      expect(firstMs).toBeGreaterThanOrEqual(5_000);

      const restartedAt = Date.now();
      const restart = await createTestApp({ ...env, DATA_DIR });
      try {
        expect(Date.now() - restartedAt).toBeLessThan(4_500);
        expect(restart.services.wordpressRelease?.current()).toMatchObject({ source: "bundled", fallback: true });
        // WordPress.org answers again: a refresh (the daily job's, or one already under way) brings its release.
        wordpressOrg.reset();
        const deadline = Date.now() + 30_000;
        while ((await restart.services.wordpressRelease!.refresh()).version !== "7.1.3") {
          if (Date.now() > deadline) throw new Error("WordPress.org's release never came");
        }
        expect(readRuntimeRelease(join(DATA_DIR, "wordpress-runtime"))).toMatchObject({ version: "7.1.3", fallback: false });
      } finally {
        await restart.close();
      }
    } finally {
      wordpressOrg.reset();
    }
  });

  it("with WordPress.org out of reach and nothing cached, starts at once on the bundled 6.5, labelled an offline fallback", async () => {
    const DATA_DIR = dataDir();
    const started = Date.now();
    const { services, close } = await createTestApp({ WP_RUNTIME: "on", WORDPRESS_ORG_URL: "http://127.0.0.1:9", DATA_DIR });
    try {
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(services.wordpressRelease?.current()).toMatchObject({ source: "bundled", fallback: true });
      expect(readRuntimeRelease(join(DATA_DIR, "wordpress-runtime"))).toMatchObject({ version: "6.5.5", fallback: true });
      expect((await readWordPressAsset("/wp-includes/js/jquery/jquery.min.js"))?.type).toBe("text/javascript; charset=utf-8");
    } finally {
      await close();
    }
  });
});
