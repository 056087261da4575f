import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareRuntime } from "../runtime/prepared-runtime";
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
beforeAll(async () => {
  const prepared = await prepareRuntime(join(tmpdir(), "plugsmith-test-wordpress"));
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
