import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Logger } from "../../lib/logger";
import { bundledRelease } from "./bundled-release";
import { downloadRelease } from "./download-release";
import { extractReleaseAssets } from "./release-assets";
import { noteReleaseInUse } from "./release-in-use";
import { assetsDirOf, findCachedZip, lastResolved, otherCachedReleases, pruneReleases, releasesDir, rememberResolved, saveReleaseZip } from "./release-cache";
import type { RuntimeRelease } from "./runtime-release";
import { isExactVersion, pickVersion, type WantedVersion } from "./version-offers";
import { fetchOffers, type WordPressOrgTimeouts, wordPressOrgUrls } from "./wordpress-org";
import { zipWordPressVersion } from "./zip-wordpress-version";

// Which WordPress release the runtime runs (issue #32, docs/decisions/0060): WORDPRESS_ZIP when set;
// otherwise WP_VERSION (latest, a branch, an exact release) resolved through WordPress.org, the zip
// downloaded, verified against its published checksum and kept (release-cache.ts); with no answer, the
// release resolved last time; with nothing cached, the bundled 6.5, labelled an offline fallback.

export interface ReleaseSourceOptions {
  dataDir: string;
  /** WP_VERSION: `latest`, a branch ("6.8") or an exact release ("7.1.4"). */
  wanted: WantedVersion;
  /** WORDPRESS_ZIP: a local release zip used as it is (no network). */
  localZip: string | null;
  /** WORDPRESS_ORG_URL: null for the real hosts, "off" to never ask (cached or bundled only). */
  orgUrl: string | null | "off";
  logger: Logger;
  timeouts?: Partial<WordPressOrgTimeouts>;
}

export interface ReleaseSource {
  /** The release in use now. */
  current(): RuntimeRelease;
  /**
   * Resolves again (WordPress.org, then the cache, then the bundled release); calls the listeners when the
   * release changed. Concurrent calls share one resolution. Never throws.
   */
  refresh(): Promise<RuntimeRelease>;
  /** `listener` is called with each new release (a new zip: another version or another build of it). */
  onChange(listener: (release: RuntimeRelease) => void): void;
}

export const DEFAULT_TIMEOUTS: WordPressOrgTimeouts = { apiMs: 5_000, downloadMs: 180_000 };

const sha1 = (bytes: Uint8Array) => createHash("sha1").update(bytes).digest("hex");

export function createReleaseSource(options: ReleaseSourceOptions): ReleaseSource {
  const dir = releasesDir(options.dataDir);
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const listeners: Array<(release: RuntimeRelease) => void> = [];
  const { logger } = options;

  /** A release from a zip on disk (read whole: its SHA-1, its version, its static files extracted once). */
  function fromZip(zipPath: string, source: RuntimeRelease["source"], knownBytes?: Uint8Array): RuntimeRelease {
    const zip = knownBytes ?? readFileSync(zipPath);
    const version = zipWordPressVersion(zip);
    if (!version) throw new Error(`${zipPath} holds no wp-includes/version.php: not a WordPress release zip`);
    const hash = sha1(zip);
    const assetsDir = extractReleaseAssets(zip, assetsDirOf(dir, zipPath, hash));
    return { version, zipPath, sha1: hash, source, fallback: false, assetsDir };
  }

  /** The release WP_VERSION resolved to last time, or the bundled fallback: what a start with no network runs. */
  function offline(): RuntimeRelease {
    const version = isExactVersion(options.wanted) && findCachedZip(dir, options.wanted) ? options.wanted : lastResolved(dir, options.wanted);
    if (version) {
      const zipPath = findCachedZip(dir, version);
      if (zipPath) {
        try {
          return fromZip(zipPath, "wordpress.org");
        } catch (error) {
          logger.warn({ err: (error as Error).message }, "the cached WordPress release is unreadable");
        }
      }
    }
    return bundledRelease();
  }

  async function fromWordPressOrg(): Promise<RuntimeRelease> {
    const urls = wordPressOrgUrls(options.orgUrl === "off" ? null : options.orgUrl);
    const version = isExactVersion(options.wanted) ? options.wanted : pickVersion(options.wanted, await fetchOffers(urls, timeouts));
    if (!version) throw new Error(`WordPress.org offers no release of ${options.wanted}`);
    const cached = findCachedZip(dir, version);
    let release: RuntimeRelease;
    if (cached) {
      release = fromZip(cached, "wordpress.org");
    } else {
      const zip = await downloadRelease(urls, version, timeouts);
      // Checked before it is kept: a zip that is no WordPress release is not cached either.
      if (!zipWordPressVersion(zip)) throw new Error(`WordPress.org's zip of ${version} holds no wp-includes/version.php`);
      release = fromZip(saveReleaseZip(dir, version, zip), "wordpress.org", zip);
    }
    rememberResolved(dir, options.wanted, version);
    return release;
  }

  /** What the runtime can use without the network: WORDPRESS_ZIP, or the cache, or the bundled release. */
  function withoutNetwork(): RuntimeRelease {
    if (!options.localZip) return offline();
    try {
      return fromZip(options.localZip, "local");
    } catch (error) {
      logger.error({ err: (error as Error).message }, "WORDPRESS_ZIP cannot be used: the runtime falls back");
      return bundledRelease();
    }
  }

  async function resolve(): Promise<RuntimeRelease> {
    if (options.localZip || options.orgUrl === "off") return withoutNetwork();
    try {
      return await fromWordPressOrg();
    } catch (error) {
      const release = offline();
      logger.warn({ err: (error as Error).message, wanted: options.wanted, using: release.version, fallback: release.fallback }, "WordPress.org could not give the WordPress release");
      return release;
    }
  }

  /** The release with the other releases kept here, which a plugin that needs a newer one is checked on. */
  const withOthers = (release: RuntimeRelease): RuntimeRelease => ({ ...release, others: otherCachedReleases(dir, release) });

  // A start never waits for WordPress.org: it runs what is here, and refresh() brings the rest.
  let current = withOthers(withoutNetwork());
  noteReleaseInUse(current.version);
  let running: Promise<RuntimeRelease> | null = null;

  return {
    current: () => current,
    refresh() {
      running ??= (async () => {
        try {
          const resolved = await resolve();
          try {
            pruneReleases(dir, resolved);
          } catch (error) {
            logger.warn({ err: (error as Error).message }, "old WordPress releases could not be deleted");
          }
          // Listed after the prune: a zip it deleted is not offered. The list reaches the workers with a new release.
          const release = withOthers(resolved);
          const changed = release.sha1 !== current.sha1 || release.fallback !== current.fallback;
          current = release;
          noteReleaseInUse(release.version);
          if (changed) {
            for (const listener of listeners) {
              try {
                listener(release);
              } catch (error) {
                // A full or read-only disk: the workers keep the release they had.
                logger.error({ err: (error as Error).message, version: release.version }, "the new WordPress release could not be put in use");
              }
            }
          }
          return release;
        } finally {
          running = null;
        }
      })();
      return running;
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
