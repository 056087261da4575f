import { warmUpScript } from "./gate-php";
import { type Site, type SiteSnapshot, startSite } from "./wordpress-site";

// A runtime worker's next site, started from its snapshot while the worker waits (issue #35 item 3, decision
// 0088): a check then spends none of its time starting WordPress (a fifth of a check on a current release). One
// at a time, for the release in use; nothing of a plugin ever runs in it before a check takes it.

/**
 * What the spare's PHP allocates and frees once started, without loading WordPress: the first WordPress request of
 * a new site took 300 ms against 190 for the next ones, touching its fresh WebAssembly memory; with this much
 * touched ahead it takes 195 ms. The spare holds that memory while it waits.
 */
export const WARM_UP_BYTES = 64 * 1024 * 1024;

async function startWarmSite(snapshot: SiteSnapshot): Promise<Site> {
  const site = await startSite(snapshot);
  try {
    await site.php.run({ code: warmUpScript(WARM_UP_BYTES) });
  } catch (error) {
    site.dispose();
    throw error;
  }
  return site;
}

export class SpareSite {
  private spare: { snapshot: SiteSnapshot; site: Promise<Site> } | null = null;

  /** Starts the next site for `snapshot`, unless one is there already. */
  prepare(snapshot: SiteSnapshot): void {
    if (this.spare?.snapshot === snapshot) return;
    this.drop();
    const site = startWarmSite(snapshot);
    site.catch(() => {});
    this.spare = { snapshot, site };
  }

  /** The site started ahead for `snapshot`, once; otherwise (none, another release's, or its start failed) a new one. */
  async take(snapshot: SiteSnapshot): Promise<Site> {
    const spare = this.spare;
    if (spare?.snapshot !== snapshot) {
      this.drop();
      return startSite(snapshot);
    }
    this.spare = null;
    try {
      return await spare.site;
    } catch {
      return startSite(snapshot);
    }
  }

  /** Disposes of the site held, if any. */
  drop(): void {
    if (this.spare) void this.spare.site.then((site) => site.dispose(), () => {});
    this.spare = null;
  }
}
