import { afterAll, describe, expect, it } from "vitest";
import { checkPluginFiles } from "../../../modules/plugins/checks/version-checks";
import { generateReply, installable, openTestSite, qualityGate, templateReply, type TestSite } from "../../../../../tests/support/wordpress-test-site";

// Starter template 4 (blog idea "Custom analytics dashboard"), built from the blog's own prompt and run
// in a real WordPress: page views recorded without cookies, administrators not counted, the dashboard's
// chart, top pages and referrers for a validated date range, the retention setting and its daily clean-up.
const PROMPT =
  "Build a lightweight analytics plugin. Record each front-end page view in a custom table with the URL, referrer, date and a hashed visitor key, without cookies. Exclude logged-in administrators. Add an admin dashboard page with a chart of daily views, top ten pages and top referrers, filterable by date range. Add a settings page to delete data older than a chosen number of days.";

const P = "ps_lightweight_analytics_";
const DASHBOARD = "/wp-admin/admin.php?page=ps-lightweight-analytics-dashboard";
const SETTINGS = "/wp-admin/admin.php?page=ps-lightweight-analytics-settings";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0";
const SAFARI = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

interface ViewRow {
  id: string;
  viewed_at: string;
  url: string;
  referrer: string;
  referrer_host: string;
  visitor: string;
}

describe("[TEMPLATES][ANALYTICS] cookieless page-view analytics with a dashboard, date range and retention", () => {
  const reply = templateReply("analytics", PROMPT);
  const files = reply.files;
  let site: TestSite | undefined;
  afterAll(() => site?.dispose());

  /** The stored views, after running `before` (PHP) in the same request. */
  const rows = async (before = ""): Promise<ViewRow[]> =>
    JSON.parse(await site!.php(`${before} global $wpdb; echo wp_json_encode( $wpdb->get_results( "SELECT * FROM {$wpdb->prefix}${P}views ORDER BY id", ARRAY_A ) );`)) as ViewRow[];

  it("is named from the prompt and passes the review and the runtime gate with no findings", { timeout: 180_000 }, async () => {
    const main = files["lightweight-analytics/lightweight-analytics.php"]!;
    expect(main).toMatch(/Plugin Name:\s+Lightweight Analytics\n/);
    expect(main).toMatch(/Description:\s+Adds cookieless page-view analytics with an admin chart\./);
    expect(Object.keys(files).sort()).toEqual([
      "lightweight-analytics/assets/analytics-admin.css",
      "lightweight-analytics/assets/popular-pages.css",
      "lightweight-analytics/includes/analytics-admin.php",
      "lightweight-analytics/includes/analytics.php",
      "lightweight-analytics/lightweight-analytics.php",
      "lightweight-analytics/readme.txt",
      "lightweight-analytics/uninstall.php",
    ]);
    // Nothing is fetched from elsewhere: no script at all, no remote address in the plugin's assets.
    for (const [path, source] of Object.entries(files)) {
      if (path.endsWith(".css")) expect(source).not.toMatch(/https?:|@import|url\(/);
      expect(source).not.toMatch(/setcookie|\$_COOKIE|<script/i);
    }

    const gate = await qualityGate(files);
    expect(gate.review.findings).toEqual([]);
    expect(gate.review.status).toBe("passed");
    expect(gate.runtime.findings).toEqual([]);
    expect(gate.runtime.status).toBe("passed");
  });

  it("records visitors' page views without cookies, skips administrators and bots, charts them for a date range and deletes old ones daily", { timeout: 180_000 }, async () => {
    site = await openTestSite(installable(files));
    expect(site.showcasePath).not.toBeNull();
    const s = site;
    const [hello, today, tenDaysAgo] = (await s.php("echo wp_make_link_relative( get_permalink( 1 ) ), ' ', wp_date( 'Y-m-d' ), ' ', wp_date( 'Y-m-d', time() - 10 * DAY_IN_SECONDS );")).trim().split(" ") as [string, string, string];
    expect(hello).toMatch(/^\/./);

    // A visitor from another site, twice on the same day with the same browser, then with another browser.
    const first = await s.request(hello, { headers: { "user-agent": FIREFOX, referer: "https://www.example.org/blog/links?x=1" } });
    expect(first.status).toBe(200);
    expect(first.headers["set-cookie"]).toBeUndefined();
    const showcase = await s.request(s.showcasePath!, { headers: { "user-agent": FIREFOX, referer: `http://plugsmith-check.local${hello}` } });
    expect(showcase.status).toBe(200);
    expect(showcase.headers["set-cookie"]).toBeUndefined();
    expect(showcase.text).toContain('class="ps-lightweight-analytics-popular"');
    await s.request(`${hello}?utm_source=newsletter`, { headers: { "user-agent": SAFARI, referer: "https://duckduckgo.com/" } });

    // Not counted: the administrator, a bot, a feed, the REST API.
    expect((await s.request(hello, { as: "admin", headers: { "user-agent": FIREFOX } })).status).toBe(200);
    await s.request(hello, { headers: { "user-agent": BOT } });
    await s.request("/?feed=rss2", { headers: { "user-agent": FIREFOX } });
    await s.request("/?rest_route=/", { headers: { "user-agent": FIREFOX } });

    let views = await rows();
    expect(views.map((row) => row.url)).toEqual([hello, s.showcasePath, hello]);
    expect(views.map((row) => row.referrer_host)).toEqual(["www.example.org", "", "duckduckgo.com"]);
    expect(views[0]!.referrer).toBe("https://www.example.org/blog/links?x=1");
    expect(views[1]!.referrer).toBe(`http://plugsmith-check.local${hello}`);
    for (const row of views) {
      expect(row.visitor).toMatch(/^[0-9a-f]{64}$/);
      expect(row.viewed_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    expect(views[1]!.visitor).toBe(views[0]!.visitor);
    expect(views[2]!.visitor).not.toBe(views[0]!.visitor);
    // Only these columns: the address itself is never stored.
    expect(Object.keys(views[0]!).sort()).toEqual(["id", "referrer", "referrer_host", "url", "viewed_at", "visitor"]);

    // The salt changes every day: the same browser tomorrow is a new, unlinkable key.
    const salt = JSON.parse(await s.php(`echo wp_json_encode( get_option( '${P}salt' ) ); update_option( '${P}salt', array( 'day' => '2000-01-01', 'salt' => 'yesterday' ) );`)) as { day: string; salt: string };
    expect(salt.day).toBe(today);
    expect(salt.salt.length).toBe(64);
    await s.request(hello, { headers: { "user-agent": FIREFOX } });
    views = await rows();
    expect(views).toHaveLength(4);
    expect(views[3]!.visitor).not.toBe(views[0]!.visitor);

    // The dashboard: administrators only; cards, the inline SVG chart, top pages and top referrers.
    expect((await s.request(DASHBOARD)).status).toBe(302);
    const dashboard = await s.request(DASHBOARD, { as: "admin" });
    expect(dashboard.status).toBe(200);
    const start = dashboard.text.indexOf('<div class="wrap ps-lightweight-analytics-stats">');
    const wrap = dashboard.text.slice(start, dashboard.text.indexOf("<!-- wpbody-content -->", start));
    expect(wrap.length).toBeGreaterThan(1000);
    expect(wrap).toContain('<svg class="ps-lightweight-analytics-stats__chart"');
    expect(wrap.match(/<rect class="ps-lightweight-analytics-stats__bar"/g)).toHaveLength(1);
    expect(wrap).toMatch(/<title>[^<]*: 4 views, 3 visitors<\/title>/);
    expect(wrap).not.toMatch(/<script|<canvas/);
    const pages = wrap.slice(wrap.indexOf("__pages"), wrap.indexOf("__referrers"));
    expect(pages).toContain("Hello world!");
    expect(pages).toMatch(/Hello world![\s\S]*?<td class="num">3<\/td>\s*<td class="num">3<\/td>/);
    const referrers = wrap.slice(wrap.indexOf("__referrers"), wrap.indexOf("</table>", wrap.indexOf("__referrers")));
    expect(referrers).toContain("www.example.org");
    expect(referrers).toContain("duckduckgo.com");
    expect(referrers).not.toContain("plugsmith-check.local");
    expect(dashboard.text).toContain("ps-lightweight-analytics-stats-css");

    // The date range: a view moved ten days back is outside "today", inside a range covering that day.
    await s.php(`global $wpdb; $wpdb->update( $wpdb->prefix . '${P}views', array( 'viewed_at' => '${tenDaysAgo} 12:00:00' ), array( 'id' => ${views[2]!.id} ) );`);
    const todayOnly = await s.request(`${DASHBOARD}&from=${today}&to=${today}`, { as: "admin" });
    expect(todayOnly.text).not.toContain("duckduckgo.com");
    expect(todayOnly.text).toMatch(/__number">3</);
    const thatDay = await s.request(`${DASHBOARD}&from=${tenDaysAgo}&to=${tenDaysAgo}`, { as: "admin" });
    expect(thatDay.text).toContain("duckduckgo.com");
    expect(thatDay.text).not.toContain("www.example.org");
    expect(thatDay.text).toContain(`name="from" value="${tenDaysAgo}"`);
    // Reversed dates are swapped; invalid ones are refused with a notice and never printed raw.
    const reversed = await s.request(`${DASHBOARD}&from=${today}&to=${tenDaysAgo}`, { as: "admin" });
    expect(reversed.text).toContain(`name="from" value="${tenDaysAgo}"`);
    expect(reversed.text).toContain(`name="to" value="${today}"`);
    const invalid = await s.request(`${DASHBOARD}&from=2024-02-30&to=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`, { as: "admin" });
    expect(invalid.status).toBe(200);
    expect(invalid.text).toContain("“2024-02-30” is not a valid start date");
    expect(invalid.text).toContain("“&quot;&gt;” is not a valid end date");
    expect(invalid.text).not.toMatch(/"><img|onerror=alert/);
    expect(invalid.text).toContain(`name="to" value="${today}"`);

    // Settings: the retention is saved through the real form (Settings API nonce) and validated.
    const settings = await s.request(SETTINGS, { as: "admin" });
    expect(settings.status).toBe(200);
    expect(settings.text).toContain(`name="${P}settings[retention_days]" value="90"`);
    expect(settings.text).toMatch(/4 page views are stored\./);
    const nonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(settings.text)![1]!;
    const save = (days: string) =>
      s.request("/wp-admin/options.php", {
        as: "admin",
        form: { option_page: `${P}settings_group`, action: "update", _wpnonce: nonce, _wp_http_referer: SETTINGS, [`${P}settings[retention_days]`]: days },
      });
    expect((await save("7")).status).toBe(302);
    // Zero days is refused: the seven days stay.
    expect((await save("0")).status).toBe(302);

    // The daily WP-Cron event deletes what is older than seven days: the view moved ten days back.
    const kept = [views[0]!.id, views[1]!.id, views[3]!.id];
    const purged = JSON.parse(
      await s.php(
        `$before = array( 'retention' => get_option( '${P}settings' )['retention_days'], 'scheduled' => (bool) wp_next_scheduled( '${P}purge_old_views' ) ); do_action( '${P}purge_old_views' ); global $wpdb; $before['ids'] = $wpdb->get_col( "SELECT id FROM {$wpdb->prefix}${P}views ORDER BY id" ); echo wp_json_encode( $before );`,
      ),
    ) as { retention: number; scheduled: boolean; ids: string[] };
    expect(purged).toEqual({ retention: 7, scheduled: true, ids: kept });

    // The shortcode lists the most viewed pages (cached; the clean-up emptied the cache).
    const popular = await s.request(s.showcasePath!, { headers: { "user-agent": SAFARI } });
    expect(popular.text).toContain(`__link" href="http://plugsmith-check.local${hello}">Hello world!</a> <span class="ps-lightweight-analytics-popular__count">2 views</span>`);

    expect(s.phpErrors()).toEqual([]);
  });

  it("restyles its list on the site in a follow-up turn, and still passes the review", { timeout: 60_000 }, () => {
    const next = generateReply("Make the links larger", files);
    const css = next.files["lightweight-analytics/assets/popular-pages.css"];
    expect(css).toBeDefined();
    expect(css).not.toBe(files["lightweight-analytics/assets/popular-pages.css"]);
    expect(css).toMatch(/\.ps-lightweight-analytics-popular \.ps-lightweight-analytics-popular__link \{[^}]*font-size/);
    const merged = { ...files, ...next.files };
    expect(checkPluginFiles(merged).findings).toEqual([]);
  });
});
