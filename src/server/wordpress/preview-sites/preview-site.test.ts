import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PreparedRuntime, prepareRuntime } from "../runtime/prepared-runtime";
import { NOT_ACTIVE_PATH } from "./not-active-page";
import { openPreviewSite, type PreviewResponse, type PreviewSite, startPreviewSite } from "./preview-site";

// A preview's WordPress keeps its cookies on the server (issue #30): what PHP sets goes into the preview's
// own jar and comes back with its next requests; no Set-Cookie header leaves the site, whatever the
// plugin sends. A real WordPress, started from the runtime's snapshot as the preview worker starts one.

const SITE_URL = "http://127.0.0.1:3001/preview/0123456789abcdef0123456789abcdef";

/** Sets a Plugsmith-named cookie for /api/billing, a raw Set-Cookie, and counts visits in a cookie; ?cookies echoes $_COOKIE. */
const COOKIE_PLUGIN = `<?php
/**
 * Plugin Name: Cookie Setter
 */
defined( 'ABSPATH' ) || exit;
add_action( 'init', function () {
	setcookie( 'better-auth.session_token', 'x', array( 'path' => '/api/billing' ) );
	header( 'Set-Cookie: a=b', false );
	$visits = isset( $_COOKIE['visits'] ) ? (int) $_COOKIE['visits'] : 0;
	setcookie( 'visits', (string) ( $visits + 1 ), array( 'path' => '/' ) );
	if ( isset( $_GET['cookies'] ) ) {
		header( 'Content-Type: application/json' );
		echo wp_json_encode( $_COOKIE );
		exit;
	}
} );
`;

let site: PreviewSite;
let prepared: PreparedRuntime;
beforeAll(async () => {
  prepared = await prepareRuntime(join(tmpdir(), "plugsmith-test-wordpress"));
  const started = await startPreviewSite(prepared, SITE_URL);
  site = await openPreviewSite(prepared, { slug: "cookie-setter", mainFile: "cookie-setter.php", files: { "cookie-setter.php": new TextEncoder().encode(COOKIE_PLUGIN) } }, SITE_URL, started);
}, 120_000);
afterAll(() => site?.dispose());

const get = (path: string, cookie?: string) => site.request({ method: "GET", path, headers: cookie ? { cookie } : {}, body: null });
const setCookies = (response: PreviewResponse) => Object.entries(response.headers).filter(([name]) => name.toLowerCase() === "set-cookie").flatMap(([, values]) => values);
const cookiesSeen = (response: PreviewResponse) => JSON.parse(new TextDecoder().decode(response.body)) as Record<string, string>;

describe("[PREVIEW][COOKIES] WordPress's cookies stay in the preview's jar", () => {
  it("sends no Set-Cookie out, and gives PHP back on the next request what it set on the last", { timeout: 60_000 }, async () => {
    const first = await get("/?cookies=1");
    expect(first.status).toBe(200);
    expect(setCookies(first)).toEqual([]);
    expect(cookiesSeen(first).visits).toBeUndefined();

    const second = await get("/?cookies=1");
    expect(setCookies(second)).toEqual([]);
    const seen = cookiesSeen(second);
    expect(seen).toMatchObject({ a: "b", visits: "1" });
    // Its path was /api/billing: not below the preview's address, so never sent with a preview request.
    expect(seen["better-auth.session_token"]).toBeUndefined();
    expect(cookiesSeen(await get("/wp-admin/?cookies=1")).visits).toBe("2");
  });

  it("keeps the administrator signed in, and the server's cookies win over the browser's of the same name", { timeout: 60_000 }, async () => {
    const admin = await get("/wp-admin/");
    expect(admin.status).toBe(200);
    expect(new TextDecoder().decode(admin.body)).toContain('Howdy, <span class="display-name">admin</span>');
    expect(setCookies(admin)).toEqual([]);

    // A cookie the page's own scripts set in the browser still reaches PHP; one the jar holds does not change.
    const seen = cookiesSeen(await get("/?cookies=1", "theme_choice=dark; a=from-browser"));
    expect(seen.theme_choice).toBe("dark");
    expect(seen.a).toBe("b");
    expect(Object.keys(seen).some((name) => name.startsWith("wordpress_logged_in_"))).toBe(true);
  });

  it("WordPress's sign-in page sets its test cookie in the jar, and the next request carries it", { timeout: 60_000 }, async () => {
    const login = await get("/wp-login.php");
    expect(setCookies(login)).toEqual([]);
    expect(cookiesSeen(await get("/wp-login.php?cookies=1")).wordpress_test_cookie).toBe("WP Cookie check");
  });
});

describe("[PREVIEW][REQUIREMENTS] a plugin that is not active says why on the page", () => {
  const opened: PreviewSite[] = [];
  afterAll(() => opened.forEach((preview) => preview.dispose()));
  const open = async (slug: string, header: string[], body = "") => {
    const main = ["<?php", "/**", ` * Plugin Name: ${slug === "needs-nine" ? "Needs Nine & Co" : slug}`, ...header.map((line) => ` * ${line}`), " */", body, ""].join("\n");
    const preview = await openPreviewSite(prepared, { slug, mainFile: `${slug}.php`, files: { [`${slug}.php`]: main } }, SITE_URL, await startPreviewSite(prepared, SITE_URL));
    opened.push(preview);
    return preview;
  };
  const text = async (preview: PreviewSite, path: string) => new TextDecoder().decode((await preview.request({ method: "GET", path, headers: {}, body: null })).body);

  it("requiring WordPress 9.0: the preview opens on a notice that says so in plain words, and wp-admin carries it too", { timeout: 90_000 }, async () => {
    const preview = await open("needs-nine", ["Requires at least: 9.0"], "add_action( 'admin_notices', function () { echo 'NEEDS NINE RAN'; } );");
    expect(preview.adminPath).toBe(NOT_ACTIVE_PATH);
    expect(preview.sitePath).toBe(NOT_ACTIVE_PATH);
    const answer = await preview.request({ method: "GET", path: NOT_ACTIVE_PATH, headers: {}, body: null });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toEqual(["text/html; charset=utf-8"]);
    const page = new TextDecoder().decode(answer.body);
    const version = prepared.baseline.wordpressVersion;
    expect(page).toContain('<div class="notice notice-error" role="alert">');
    expect(page).toContain("<strong>Needs Nine &amp; Co is not active.</strong>");
    expect(page).toContain(`<p>This plugin requires WordPress 9.0 or later; the preview runs WordPress ${version}, so it could not be activated.</p>`);
    expect(page).toContain('href="../wp-admin/plugins.php"');

    const dashboard = await text(preview, "/wp-admin/");
    expect(dashboard).toContain("Needs Nine &amp; Co is not active.</strong> This plugin requires WordPress 9.0 or later");
    // Never activated, so never included.
    expect(dashboard).not.toContain("NEEDS NINE RAN");
    const row = /<tr[^>]*data-plugin="needs-nine\/needs-nine\.php"[^>]*>/.exec(await text(preview, "/wp-admin/plugins.php"))?.[0];
    expect(row).toMatch(/class="inactive\b/);
  });

  it("refused by WordPress (a plugin it depends on is missing): the notice gives WordPress's reason as text", { timeout: 90_000 }, async () => {
    const preview = await open("needs-woo", ["Requires Plugins: woocommerce"]);
    expect(preview.adminPath).toBe(NOT_ACTIVE_PATH);
    const page = await text(preview, NOT_ACTIVE_PATH);
    const reason = /<div class="notice notice-error" role="alert">\s*<p><strong>[^<]*<\/strong><\/p>\s*<p>([^<]*)<\/p>/.exec(page)?.[1];
    expect(reason).toMatch(/^WordPress could not activate the plugin: Error: .*woocommerce/i);
    expect(reason).not.toMatch(/&lt;|<\/?(p|strong)>/);
  });

  it("an active plugin opens on its own pages, and the notice's address is WordPress's again", { timeout: 60_000 }, async () => {
    expect(site.adminPath).not.toBe(NOT_ACTIVE_PATH);
    expect(site.sitePath).not.toBe(NOT_ACTIVE_PATH);
    expect((await get(NOT_ACTIVE_PATH)).status).toBe(404);
  });
});
