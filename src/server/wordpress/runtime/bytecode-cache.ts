import { OPCACHE_DIR } from "./opcache";
import { parseJson, runScript } from "./run-gate";
import { showcaseScript } from "./gate-php";
import { filesUnder, hasSnapshotTime, sharedEntries, type SiteSnapshot, startSite } from "./wordpress-site";

// The snapshot carries PHP's bytecode of WordPress's usual pages (opcache.ts, decision 0092): compiled once,
// when the snapshot is made, in a bare site of its own (no plugin has run in it), and loaded by every site after.
// A file these pages do not reach is compiled by the site that first includes it, into that site's own cache.

/** What a check and a preview open: a visitor's pages, then wp-admin's as the administrator. */
const VISITOR_PAGES = ["/", "/wp-login.php", "/?rest_route=/wp/v2/types"];
const ADMIN_PAGES = [
  "/wp-admin/",
  "/wp-admin/plugins.php",
  "/wp-admin/options-general.php",
  "/wp-admin/edit.php",
  "/wp-admin/edit.php?post_type=page",
  "/wp-admin/post-new.php",
  "/wp-admin/users.php",
  "/wp-admin/profile.php",
  "/wp-admin/tools.php",
  "/wp-admin/admin.php?page=plugsmith-missing",
];

/** `snapshot` (a release just installed: its /wordpress) with the bytecode of its usual pages in php-wasm's file cache folder. */
export async function withCoreBytecode(snapshot: SiteSnapshot): Promise<SiteSnapshot> {
  const site = await startSite(snapshot);
  try {
    const answer = await runScript(site, showcaseScript({ shortcodes: [], blocks: [] }));
    // The showcase's page (where a check shows a plugin's shortcodes) and the newest post, by their permalinks.
    const { cookie, page, post } = parseJson<{ cookie: string; page: string | null; post: string | null }>(answer ?? "{}", "showcase");
    const permalinks = [page, post].flatMap((url) => (url ? [new URL(url).pathname] : []));
    for (const url of [...VISITOR_PAGES, ...permalinks]) await site.handler.request({ url });
    for (const url of ADMIN_PAGES) await site.handler.request({ url, headers: { cookie } });
    // Only what every site starts with, at the snapshot's time: a file Playground writes anew at each start (its
    // wp-env.php differs from site to site) is compiled by each site itself.
    const bytecode = filesUnder(site.php, OPCACHE_DIR, (path) => hasSnapshotTime(site.php, sourceOf(path)));
    return { entries: [...snapshot.entries, ...sharedEntries(bytecode)] };
  } finally {
    site.dispose();
  }
}

/** The PHP file a bytecode file holds: '<OPCACHE_DIR>/<build id>/wordpress/index.php.bin' → '/wordpress/index.php'. */
const sourceOf = (bytecodeFile: string) => bytecodeFile.slice(OPCACHE_DIR.length + 1).replace(/^[^/]+/, "").replace(/\.bin$/, "");
