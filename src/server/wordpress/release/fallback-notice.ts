import { fillTemplate } from "../catalogue/fill-template";
import type { SiteSnapshot } from "../runtime/wordpress-site";
import { wordpressFile } from "../wordpress-files";

// The live preview says when it runs the offline fallback (issue #32): a must-use plugin added to the
// worker's snapshot (never to the file on disk) shows an admin notice on every screen of a preview's site.
// The check's sites (at CHECK_SITE_URL) show nothing: the check reports it in its own words.

const NOTICE_FILE = "/wordpress/wp-content/mu-plugins/2-plugsmith-fallback-notice.php";

/** The snapshot entries that add the notice (its folder, then the file). */
export function fallbackNoticeEntries(version: string, checkSiteUrl: string): SiteSnapshot["entries"] {
  const branch = version.split(".").slice(0, 2).join(".");
  const text = `This preview runs WordPress ${branch}, an offline fallback: the server could not get a current WordPress release, so a plugin that needs a newer WordPress may not work here.`;
  const php = fillTemplate(wordpressFile("release/mu-plugins/fallback-notice.php"), "php", { params: { check_site_url: checkSiteUrl, text } });
  return [
    ["/wordpress/wp-content/mu-plugins", null],
    [NOTICE_FILE, new TextEncoder().encode(php)],
  ];
}
