import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPreviewApp } from "../../src/server/modules/previews/preview-app";
import { PREVIEW_MESSAGES } from "../../src/server/modules/previews/preview.service";
import { PreviewSessions } from "../../src/server/modules/previews/preview-sessions";
import { PREVIEW_LIMITS } from "../../src/shared/constants";
import { createPreviewPool, MAX_WAITING_REQUESTS, PreviewGoneError } from "../../src/server/wordpress/preview-sites/preview-pool";
import { previewPoolOptions } from "../../src/server/services";
import { pluginPhp } from "../fixtures/plugin-zips";
import { signUp } from "../support/factories";
import { createPlugin, generate } from "../support/plugin-factories";
import { createTestApp, type TestApp } from "../support/test-app";
import type { TestClient } from "../support/test-client";

// The live preview (issue #15): a version runs in a real WordPress served from the preview origin
// (createPreviewApp, which main.ts listens with on PREVIEW_PORT) at an unguessable address bound to its
// owner and version; the plugin's form works there, its mail is caught, and Plugsmith's own cookies
// never reach WordPress.

const CONTACT = "Create a contact form with name, e-mail and message fields that I can add to any page with a shortcode. E-mail each new message to the site administrator and show a thank-you message after sending.";

let app: TestApp;
let preview: ReturnType<typeof createPreviewApp>;
beforeAll(async () => {
  // Room for every test's preview (each person's stays open); the capacity test brings its own bound.
  app = await createTestApp({ WP_RUNTIME: "on", WP_PREVIEW_SITES: "16", GENERATION_RATE_LIMIT_PER_MINUTE: "1000", IMPORT_RATE_LIMIT_PER_HOUR: "1000" });
  preview = createPreviewApp(app.services.previews, new URL(app.env.SITE_URL).origin);
});
afterAll(() => app.close());

/** A request to the preview origin, as the iframe makes it (no Plugsmith session). */
const fetchPreview = (url: string, init?: RequestInit) => preview.request(url, init);

async function openPreview(client: TestClient, pluginId: string, version: number) {
  const res = await client.post(`/api/plugins/${pluginId}/versions/${version}/preview`, {});
  expect(res.status, res.text).toBe(200);
  return res.json as { adminUrl: string; siteUrl: string; versionNumber: number };
}

/** Imports a plugin of one file, `{slug}/{slug}.php` with `code` below its header, as the signed-in person; its id. */
async function importPlugin(slug: string, name: string, code: string, client: TestClient = app.client): Promise<string> {
  const form = new FormData();
  const main = new TextEncoder().encode(pluginPhp({ name }, code));
  form.append("file", new Blob([zipSync({ [`${slug}/${slug}.php`]: main }) as Uint8Array<ArrayBuffer>]), `${slug}.zip`);
  const imported = await client.post("/api/plugins/import", form);
  expect(imported.status, imported.text).toBe(201);
  return imported.json.plugin.id as string;
}

const fields = (form: string) => Object.fromEntries([...form.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));

describe("[PREVIEW][LIVE] a version in a real WordPress", () => {
  it("serves the plugin's admin page and its form; a message sent there is stored and its mail caught", { timeout: 180_000 }, async () => {
    await signUp(app.client);
    const id = await createPlugin(app.client);
    await generate(app.client, id, { message: CONTACT });
    const opened = await openPreview(app.client, id, 1);
    const origin = app.env.PREVIEW_ORIGIN;
    expect(origin).not.toBe(new URL(app.env.SITE_URL).origin);
    expect(opened.adminUrl).toMatch(new RegExp(`^${origin}/preview/[\\w-]{32}/wp-admin/`));
    expect(opened.siteUrl.slice(0, origin.length + 42)).toBe(opened.adminUrl.slice(0, origin.length + 42));

    const admin = await fetchPreview(opened.adminUrl);
    expect(admin.status).toBe(200);
    // Only Plugsmith's pages may frame it, WordPress's SAMEORIGIN gives way to that.
    expect(admin.headers.get("content-security-policy")).toBe(`frame-ancestors ${new URL(app.env.SITE_URL).origin}`);
    expect(admin.headers.get("x-frame-options")).toBeNull();
    const adminHtml = await admin.text();
    expect(adminHtml).toContain("Send messages to");
    expect(adminHtml).toContain("Howdy, <span class=\"display-name\">admin</span>");
    // Each page carries the preview runtime (element marking), which reports to the app's origin only.
    const script = /<script src="(\/preview\/[\w-]+\/__plugsmith\/preview-runtime\.js)"><\/script>\s*<\/body>/.exec(adminHtml)?.[1];
    expect(script).toBeTruthy();
    const runtime = await fetchPreview(`${origin}${script}`);
    expect(runtime.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await runtime.text()).toContain(JSON.stringify(new URL(app.env.SITE_URL).origin));

    const page = await (await fetchPreview(opened.siteUrl)).text();
    const form = [...page.matchAll(/<form[\s\S]*?<\/form>/g)].map((m) => m[0]).find((f) => f.includes("contact_submit"))!;
    expect(form).toBeTruthy();
    const action = /action="([^"]+)"/.exec(form)![1]!;
    expect(action.startsWith(`${origin}/preview/`)).toBe(true);
    const values = fields(form);
    const prefix = Object.keys(values).find((name) => name.endsWith("_nonce"))!.replace(/_nonce$/, "");
    const body = new URLSearchParams({ ...values, [`${prefix}_name`]: "Ada Preview", [`${prefix}_email`]: "ada@example.com", [`${prefix}_message`]: "Hello from the preview" });
    const sent = await fetchPreview(action, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" }, redirect: "manual" });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toContain(`${origin}/preview/`);

    const mails = await app.client.get(`/api/plugins/${id}/versions/1/preview/mails`);
    expect(mails.json.mails).toEqual([expect.objectContaining({ to: ["admin@localhost.com"], message: expect.stringContaining("Hello from the preview") })]);
    // The admin's list of messages holds it.
    const dashboard = await (await fetchPreview(opened.adminUrl)).text();
    const messages = /href=['"]([^'"]+)['"][^>]*>(?:<[^>]+>)*Messages/.exec(dashboard)?.[1];
    expect(messages).toBeTruthy();
    const base = opened.adminUrl.slice(0, opened.adminUrl.indexOf("/wp-admin/") + "/wp-admin/".length);
    const list = await (await fetchPreview(new URL(messages!.replace(/&amp;/g, "&"), base).href)).text();
    expect(list).toContain("Ada Preview");
  });

  it("is its owner's: another person gets 404; a later version replaces the person's preview, whose address then answers 410", { timeout: 180_000 }, async () => {
    await signUp(app.client);
    const id = await createPlugin(app.client);
    await generate(app.client, id, { message: CONTACT });
    await generate(app.client, id, { message: "Make the send button larger" });
    const other = app.newClient();
    await signUp(other);
    expect((await other.post(`/api/plugins/${id}/versions/1/preview`, {})).status).toBe(404);
    expect((await app.client.post(`/api/plugins/${id}/versions/9/preview`, {})).status).toBe(404);

    const first = await openPreview(app.client, id, 1);
    expect(await openPreview(app.client, id, 1)).toEqual(first);
    const second = await openPreview(app.client, id, 2);
    expect(second.adminUrl).not.toBe(first.adminUrl);
    expect((await fetchPreview(first.adminUrl)).status).toBe(410);
    expect((await fetchPreview(second.adminUrl)).status).toBe(200);
    expect((await fetchPreview(`${app.env.PREVIEW_ORIGIN}/preview/${"x".repeat(32)}/wp-admin/`)).status).toBe(410);
    // WordPress's REST API and admin-ajax answer inside the preview too.
    const root = second.adminUrl.slice(0, second.adminUrl.indexOf("/wp-admin/"));
    const rest = await fetchPreview(`${root}/wp-json/`);
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { url: string }).url).toBe(root);
    // An action nobody registered: WordPress's own answer, '0' with 400.
    const ajax = await fetchPreview(`${root}/wp-admin/admin-ajax.php`, { method: "POST", body: new URLSearchParams({ action: "plugsmith_nothing" }) });
    expect(ajax.status).toBe(400);
    expect(await ajax.text()).toBe("0");
    // WordPress's own static files come with it; nothing else from the server's disk.
    const base = second.adminUrl.slice(0, second.adminUrl.indexOf("/wp-admin/"));
    const css = await fetchPreview(`${base}/wp-includes/css/dashicons.min.css?ver=6.5.5`);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    // A path that climbs out of WordPress's folder must reach the preview's route to test anything: a
    // literal '..' is resolved by the URL parser before routing (to /package.json: the catch-all's 404),
    // an encoded slash is not. Through the route (its x-robots-tag), a climb inside the folder is served
    // and one out of it is not (the bundled root's ../../package.json is @wp-playground's package.json).
    const inside = await fetchPreview(`${base}/wp-includes/js/..%2fcss/dashicons.min.css`);
    expect([inside.status, inside.headers.get("x-robots-tag"), inside.headers.get("content-type")]).toEqual([200, "noindex", "text/css; charset=utf-8"]);
    const outside = await fetchPreview(`${base}/wp-includes/..%2f..%2f..%2fpackage.json`);
    expect(outside.headers.get("x-robots-tag")).toBe("noindex");
    expect(outside.headers.get("content-type")).not.toBe("application/json");
    expect(await outside.text()).not.toContain('"name": "@wp-playground');
    // The default theme's fonts too (they answered 404: issue #34 item 11), and still nothing outside the tree.
    const font = await fetchPreview(`${base}/wp-content/themes/twentytwentyfour/assets/fonts/inter/Inter-VariableFont_slnt,wght.woff2`);
    expect(font.status).toBe(200);
    expect(font.headers.get("content-type")).toBe("font/woff2");
    const outOfThemes = await fetchPreview(`${base}/wp-content/themes/..%2f..%2f..%2f..%2fpackage.json`);
    expect(outOfThemes.headers.get("x-robots-tag")).toBe("noindex");
    expect(outOfThemes.headers.get("content-type")).not.toBe("application/json");
    expect(await outOfThemes.text()).not.toContain('"name": "@wp-playground');
    expect((await fetchPreview(`${first.adminUrl.slice(0, first.adminUrl.indexOf("/wp-admin/"))}/wp-includes/css/dashicons.min.css`)).status).toBe(410);
    // The app's own routes are not on the preview origin.
    expect((await fetchPreview(`${app.env.PREVIEW_ORIGIN}/api/me`)).status).toBe(404);
  });

  it("closes a preview left idle: its address answers 410, its site is gone from the worker, and opening the version again starts a new one", { timeout: 180_000 }, async () => {
    const deps = app.services.previews;
    const realSessions = deps.sessions;
    const clock = { now: Date.now() };
    deps.sessions = new PreviewSessions(4, PREVIEW_LIMITS.idleMs, PREVIEW_LIMITS.activeMs, () => clock.now);
    try {
      await signUp(app.client);
      const id = await createPlugin(app.client);
      await generate(app.client, id, { message: CONTACT });
      const first = await openPreview(app.client, id, 1);
      expect((await fetchPreview(first.adminUrl)).status).toBe(200);
      const token = /\/preview\/([\w-]+)\//.exec(first.adminUrl)![1]!;

      clock.now += PREVIEW_LIMITS.idleMs + 1;
      const again = await openPreview(app.client, id, 1);
      expect(again.adminUrl).not.toBe(first.adminUrl);
      // The idle one's WordPress was closed in its worker, not just forgotten here.
      await expect(deps.pool!.request(token, { method: "GET", path: "/wp-admin/", headers: {}, body: null })).rejects.toBeInstanceOf(PreviewGoneError);
      expect((await fetchPreview(first.adminUrl)).status).toBe(410);
      expect((await fetchPreview(again.adminUrl)).status).toBe(200);
      expect(deps.sessions.size).toBe(1);

      // Idle again, and this time its own address is asked first: 410, and the site is closed as well.
      const token2 = /\/preview\/([\w-]+)\//.exec(again.adminUrl)![1]!;
      clock.now += PREVIEW_LIMITS.idleMs + 1;
      expect((await fetchPreview(again.adminUrl)).status).toBe(410);
      await expect(deps.pool!.request(token2, { method: "GET", path: "/wp-admin/", headers: {}, body: null })).rejects.toBeInstanceOf(PreviewGoneError);
      expect(deps.sessions.size).toBe(0);
    } finally {
      deps.sessions = realSessions;
    }
  });

  it(`answers requests that arrive together one after another (never the runtime's bare 500), and past ${MAX_WAITING_REQUESTS} waiting says it is busy (503)`, { timeout: 180_000 }, async () => {
    await signUp(app.client);
    // A request that waits inside PHP (a sleep hands the thread back to JavaScript) while others arrive.
    const pluginId = await importPlugin("together", "Together", "add_action( 'init', function () {\n\tif ( isset( $_GET['nap'] ) ) {\n\t\tusleep( 300000 );\n\t}\n} );");
    const opened = await openPreview(app.client, pluginId, 1);
    const napping = `${opened.siteUrl}${opened.siteUrl.includes("?") ? "&" : "?"}nap=1`;
    const together = await Promise.all([napping, opened.adminUrl, opened.siteUrl, opened.adminUrl].map((url) => fetchPreview(url)));
    expect(together.map((res) => res.status)).toEqual([200, 200, 200, 200]);

    const extra = 3;
    const flood = await Promise.all(Array.from({ length: MAX_WAITING_REQUESTS + extra }, () => fetchPreview(opened.siteUrl)));
    const statuses = flood.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_WAITING_REQUESTS);
    expect(statuses.filter((status) => status === 503)).toHaveLength(extra);
    const refused = flood.find((res) => res.status === 503)!;
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("busy");
    // The queue empties: the preview answers again.
    expect((await fetchPreview(opened.siteUrl)).status).toBe(200);
  });

  it(`opens asked for together answer one preview that stays open; past ${PREVIEW_LIMITS.opensWaiting} waiting they are refused (429)`, { timeout: 180_000 }, async () => {
    await signUp(app.client);
    const pluginId = await importPlugin("asked-twice", "Asked Twice", "add_shortcode( 'asked_twice', function () {\n\treturn '<p>asked twice</p>';\n} );");
    const asked = PREVIEW_LIMITS.opensWaiting + 2;
    const answers = await Promise.all(Array.from({ length: asked }, () => app.client.post(`/api/plugins/${pluginId}/versions/1/preview`, {})));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    const opened = answers.filter((res) => res.status === 200).map((res) => res.json as { adminUrl: string });
    expect(opened).toHaveLength(PREVIEW_LIMITS.opensWaiting);
    // One WordPress, one address: none of the later opens closed the first one's preview.
    expect(new Set(opened.map((o) => o.adminUrl)).size).toBe(1);
    expect((await fetchPreview(opened[0]!.adminUrl)).status).toBe(200);
  });

  it("never hands WordPress Plugsmith's session cookie", { timeout: 180_000 }, async () => {
    await signUp(app.client);
    const pluginId = await importPlugin("cookie-echo", "Cookie Echo", "add_shortcode( 'cookie_echo', function () {\n\treturn '<pre id=\"cookies\">' . esc_html( implode( ',', array_keys( $_COOKIE ) ) ) . '</pre>';\n} );");
    const opened = await openPreview(app.client, pluginId, 1);
    const page = await (await fetchPreview(opened.siteUrl, { headers: { cookie: "better-auth.session_token=secret-session; theme_choice=dark" } })).text();
    const cookies = /<pre id="cookies">([^<]*)<\/pre>/.exec(page)?.[1] ?? "";
    expect(cookies).toContain("theme_choice");
    expect(cookies).not.toContain("better-auth");
  });

  it("says on the page, through the preview origin, why a plugin requiring a newer WordPress is not active (issue #32)", { timeout: 180_000 }, async () => {
    await signUp(app.client);
    const main = ["<?php", "/**", " * Plugin Name: Needs Nine", " * Requires at least: 9.0", " */", "defined( 'ABSPATH' ) || exit;", "add_action( 'admin_notices', function () { echo 'NEEDS NINE RAN'; } );", ""].join("\n");
    const form = new FormData();
    form.append("file", new Blob([zipSync({ "needs-nine/needs-nine.php": new TextEncoder().encode(main) }) as Uint8Array<ArrayBuffer>]), "needs-nine.zip");
    const imported = await app.client.post("/api/plugins/import", form);
    expect(imported.status, imported.text).toBe(201);
    const opened = await openPreview(app.client, imported.json.plugin.id as string, 1);
    expect(opened.adminUrl).toMatch(/\/preview\/[\w-]{32}\/__plugsmith\/not-active$/);
    expect(opened.siteUrl).toBe(opened.adminUrl);

    const answer = await fetchPreview(opened.adminUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-security-policy")).toBe(`frame-ancestors ${new URL(app.env.SITE_URL).origin}`);
    const html = await answer.text();
    expect(html).toMatch(/<div class="notice notice-error" role="alert">\s*<p><strong>Needs Nine is not active\.<\/strong><\/p>\s*<p>This plugin requires WordPress 9\.0 or later; the preview runs WordPress \d+\.\d+(\.\d+)?, so it could not be activated\.<\/p>/);
    // A page of the preview like any other: the marking script is on it.
    expect(html).toMatch(/<script src="\/preview\/[\w-]+\/__plugsmith\/preview-runtime\.js"><\/script>\s*<\/body>/);
    // Its link leads into the preview's WordPress, whose admin pages say it too; the plugin never ran.
    const plugins = await (await fetchPreview(new URL("../wp-admin/plugins.php", opened.adminUrl).href)).text();
    expect(plugins).toContain("Needs Nine is not active.</strong> This plugin requires WordPress 9.0 or later");
    expect(plugins).not.toContain("NEEDS NINE RAN");
  });

  it("opens the newest post on the Website side of a plugin with no shortcode or block, where its content filter shows", { timeout: 180_000 }, async () => {
    await signUp(app.client);
    const pluginId = await importPlugin("content-stamp", "Content Stamp", "add_filter( 'the_content', function ( $content ) {\n\treturn '<p id=\"stamp\">Stamped</p>' . $content;\n} );");
    const opened = await openPreview(app.client, pluginId, 1);
    expect(opened.siteUrl).toMatch(/\/hello-world\/$/);
    const page = await (await fetchPreview(opened.siteUrl)).text();
    expect(page).toContain('<p id="stamp">Stamped</p>');
    expect(page).toContain("Hello world!");
  });
});

/** A body the server can only measure while reading: no Content-Length, `total` bytes in 64 KB chunks; `pulled()` counts the chunks asked for. */
function countedBody(total: number) {
  let pulled = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled * chunk.length >= total) return controller.close();
      pulled++;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

const postStream = (url: string, stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  fetchPreview(url, { method: "POST", body: stream, headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, duplex: "half" } as RequestInit);

describe("[PREVIEW][STRICT] the preview port is as strict as the app's", () => {
  // Sets a cookie named like Plugsmith's session for /api/billing and a raw one, and echoes the cookies it gets.
  const COOKIE_SETTER = `add_action( 'init', function () {
	setcookie( 'better-auth.session_token', 'x', array( 'path' => '/api/billing' ) );
	header( 'Set-Cookie: a=b', false );
	if ( isset( $_GET['cookies'] ) ) {
		header( 'Content-Type: application/json' );
		echo wp_json_encode( $_COOKIE );
		exit;
	}
} );`;

  it("no answer carries a Set-Cookie, WordPress's cookies come back from the preview's jar, and the app's security headers are on every answer", { timeout: 180_000 }, async () => {
    await signUp(app.client);
    const pluginId = await importPlugin("cookie-setter", "Cookie Setter", COOKIE_SETTER);
    const opened = await openPreview(app.client, pluginId, 1);
    const root = opened.siteUrl.slice(0, opened.siteUrl.indexOf("/preview/") + "/preview/".length + 32);
    const answers = [
      await fetchPreview(opened.siteUrl),
      await fetchPreview(opened.adminUrl),
      await fetchPreview(`${root}/wp-login.php`),
      await fetchPreview(`${root}/wp-login.php`, { method: "POST", body: new URLSearchParams({ log: "admin", pwd: "wrong", testcookie: "1" }) }),
      await fetchPreview(`${root}/wp-admin/admin-ajax.php`, { method: "POST", body: new URLSearchParams({ action: "plugsmith_nothing" }) }),
      await fetchPreview(`${root}/?cookies=1`),
    ];
    for (const answer of answers) {
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
      expect(answer.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(answer.headers.get("content-security-policy")).toBe(`frame-ancestors ${new URL(app.env.SITE_URL).origin}`);
      expect(answer.headers.get("x-frame-options")).toBeNull();
      expect(answer.headers.get("x-powered-by")).toBeNull();
    }
    // PHP set 'a' on the earlier requests: the jar, not the browser, sent it back.
    const seen = (await answers.at(-1)!.json()) as Record<string, string>;
    expect(seen.a).toBe("b");
    expect(seen.wordpress_test_cookie).toBe("WP Cookie check");
    expect(seen["better-auth.session_token"]).toBeUndefined();
    // A closed preview's page, an unknown path: the same headers.
    for (const other of [await fetchPreview(`${app.env.PREVIEW_ORIGIN}/preview/${"x".repeat(32)}/`), await fetchPreview(`${app.env.PREVIEW_ORIGIN}/nothing`)]) {
      expect(other.headers.get("x-content-type-options")).toBe("nosniff");
      expect(other.headers.get("content-security-policy")).toBe(`frame-ancestors ${new URL(app.env.SITE_URL).origin}`);
    }
  });

  it(`reads no body for a token that is not a preview, and at most ${PREVIEW_LIMITS.bodyBytes / 1024 / 1024} MB of a chunked one for a live preview (413)`, { timeout: 180_000 }, async () => {
    const gone = countedBody(300 * 1024 * 1024);
    const refused = await postStream(`${app.env.PREVIEW_ORIGIN}/preview/not-a-token/x`, gone.stream);
    expect(refused.status).toBe(410);
    // The stream may fill its queue once before anyone reads; the server asked for nothing.
    expect(gone.pulled()).toBeLessThanOrEqual(1);

    await signUp(app.client);
    const pluginId = await importPlugin("body-sink", "Body Sink", "");
    const opened = await openPreview(app.client, pluginId, 1);
    const big = countedBody(300 * 1024 * 1024);
    const tooLarge = await postStream(opened.siteUrl, big.stream);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
    expect(big.pulled() * 64 * 1024).toBeLessThanOrEqual(PREVIEW_LIMITS.bodyBytes + 2 * 64 * 1024);
    // A declared length past the limit is refused before a byte is read; a body within it still reaches WordPress.
    const declared = countedBody(PREVIEW_LIMITS.bodyBytes + 1);
    expect((await postStream(opened.siteUrl, declared.stream, { "content-length": String(PREVIEW_LIMITS.bodyBytes + 1) })).status).toBe(413);
    expect(declared.pulled()).toBeLessThanOrEqual(1);
    const within = countedBody(PREVIEW_LIMITS.bodyBytes - 64 * 1024);
    expect((await postStream(opened.siteUrl, within.stream)).status).toBe(200);
  });
});

describe("[PREVIEW][LIVE] WP_RUNTIME=off", () => {
  it("answers 503 preview_unavailable, and the builder keeps its mock preview", async () => {
    const off = await createTestApp({ WP_RUNTIME: "off" });
    try {
      await signUp(off.client);
      const id = await createPlugin(off.client);
      await generate(off.client, id, { message: CONTACT });
      const res = await off.client.post(`/api/plugins/${id}/versions/1/preview`, {});
      expect(res.status).toBe(503);
      expect(res.json.error).toEqual({ code: "preview_unavailable", message: PREVIEW_MESSAGES.off });
    } finally {
      await off.close();
    }
  });
});

/** The preview's root address, `${PREVIEW_ORIGIN}/preview/{token}`. */
const rootOf = (opened: { adminUrl: string }) => opened.adminUrl.slice(0, opened.adminUrl.indexOf("/wp-admin/"));

describe("[PREVIEW][SHARED FATE] one person's PHP ends only that person's preview (issue #30)", () => {
  // Loops for ever on a request that asks for it; its pages answer as usual otherwise.
  const SPIN = "add_action( 'init', function () {\n\tif ( isset( $_GET['spin'] ) ) {\n\t\twhile ( true ) {\n\t\t}\n\t}\n} );";
  const STAMP = "add_filter( 'the_content', function ( $content ) {\n\treturn '<p id=\"stamp\">Stamped</p>' . $content;\n} );";
  /** The time limit of one request here (30 s in the app: PREVIEW_LIMITS.requestTimeoutMs); a first page on a busy 2-core machine can take 3 s. */
  const LIMIT_MS = 8_000;

  it("a request looping in ada's preview is ended at its time limit; bob's open preview answers 200 all along and after", { timeout: 180_000 }, async () => {
    const deps = app.services.previews;
    const appPool = deps.pool;
    // The app's own pool, with a time limit a test can wait for.
    const pool = createPreviewPool({ ...previewPoolOptions(app.env), timeoutMs: LIMIT_MS });
    deps.pool = pool;
    try {
      const ada = app.newClient();
      await signUp(ada);
      const spinId = await importPlugin("spin", "Spin", SPIN, ada);
      const bob = app.newClient();
      await signUp(bob);
      const stampId = await importPlugin("stamp", "Stamp", STAMP, bob);
      const adas = await openPreview(ada, spinId, 1);
      const bobs = await openPreview(bob, stampId, 1);
      expect((await fetchPreview(bobs.siteUrl)).status).toBe(200);
      expect((await fetchPreview(adas.siteUrl)).status).toBe(200);
      const before = performance.now();
      expect((await fetchPreview(bobs.siteUrl)).status).toBe(200);
      const beforeMs = performance.now() - before;

      const started = performance.now();
      let spinning = true;
      const spin = (async () => {
        const res = await fetchPreview(`${rootOf(adas)}/?spin=1`);
        spinning = false;
        return { status: res.status, ms: performance.now() - started };
      })();
      // Bob goes on using his preview while ada's PHP loops: every page answers, none waits for her.
      const during: Array<{ status: number; ms: number; stamped: boolean; beforeHerEnd: boolean }> = [];
      while (spinning) {
        const asked = performance.now();
        const res = await fetchPreview(bobs.siteUrl);
        const page = await res.text();
        during.push({ status: res.status, ms: performance.now() - asked, stamped: page.includes('<p id="stamp">Stamped</p>'), beforeHerEnd: spinning });
      }
      const spun = await spin;
      expect(spun.status).toBe(410); // her site was stopped with her request: she opens it again
      expect(spun.ms).toBeGreaterThanOrEqual(LIMIT_MS - 100);
      expect(during.map((page) => [page.status, page.stamped])).toEqual(during.map(() => [200, true]));
      expect(during.filter((page) => page.beforeHerEnd).length).toBeGreaterThanOrEqual(1);
      expect(Math.max(...during.map((page) => page.ms))).toBeLessThan(LIMIT_MS);

      // After: bob's preview is untouched, ada's address is gone, and opening hers again works.
      expect((await fetchPreview(bobs.siteUrl)).status).toBe(200);
      expect((await fetchPreview(bobs.adminUrl)).status).toBe(200);
      expect((await fetchPreview(adas.adminUrl)).status).toBe(410);
      const again = await openPreview(ada, spinId, 1);
      expect(again.adminUrl).not.toBe(adas.adminUrl);
      expect((await fetchPreview(again.adminUrl)).status).toBe(200);
      console.info(`[PREVIEW][SHARED FATE] bob's pages while ada's PHP looped: ${during.map((page) => `${page.status} in ${page.ms.toFixed(0)} ms`).join(", ")} (${beforeMs.toFixed(0)} ms before it); her request ended after ${spun.ms.toFixed(0)} ms`);
    } finally {
      deps.pool = appPool;
      await pool.shutdown();
    }
  });

  it("five people open previews with room for four: the fifth is told the previews are busy while all four are in use, then takes an idle one's place", { timeout: 180_000 }, async () => {
    const deps = app.services.previews;
    const appSessions = deps.sessions;
    const clock = { now: Date.now() };
    deps.sessions = new PreviewSessions(4, PREVIEW_LIMITS.idleMs, PREVIEW_LIMITS.activeMs, () => clock.now);
    const opened: Array<{ adminUrl: string; siteUrl: string }> = [];
    try {
      const people: Array<{ client: TestClient; pluginId: string }> = [];
      for (let n = 0; n < 5; n++) {
        const client = app.newClient();
        await signUp(client);
        people.push({ client, pluginId: await importPlugin(`stamp-${n}`, `Stamp ${n}`, STAMP, client) });
      }
      for (const { client, pluginId } of people.slice(0, 4)) opened.push(await openPreview(client, pluginId, 1));

      const fifth = people[4]!;
      const busy = await fifth.client.post(`/api/plugins/${fifth.pluginId}/versions/1/preview`, {});
      expect(busy.status).toBe(503);
      expect(busy.json.error).toEqual({ code: "previews_busy", message: PREVIEW_MESSAGES.busy });
      for (const preview of opened) expect((await fetchPreview(preview.siteUrl)).status).toBe(200);

      // Past the active time, three of the four are used again; the first is idle and gives way.
      clock.now += PREVIEW_LIMITS.activeMs + 1;
      for (const preview of opened.slice(1)) expect((await fetchPreview(preview.siteUrl)).status).toBe(200);
      opened.push(await openPreview(fifth.client, fifth.pluginId, 1));
      expect((await fetchPreview(opened[0]!.siteUrl)).status).toBe(410);
      for (const preview of opened.slice(1)) expect((await fetchPreview(preview.siteUrl)).status).toBe(200);
      expect(deps.sessions.size).toBe(4);
    } finally {
      deps.sessions = appSessions;
      for (const preview of opened) await deps.pool!.close(/\/preview\/([\w-]+)\//.exec(preview.adminUrl)![1]!);
    }
  });

  it("a person who leaves the builder gives their preview's place at once (DELETE); another person's leave changes nothing", { timeout: 180_000 }, async () => {
    const deps = app.services.previews;
    const appSessions = deps.sessions;
    deps.sessions = new PreviewSessions(2, PREVIEW_LIMITS.idleMs, PREVIEW_LIMITS.activeMs);
    const opened: Array<{ adminUrl: string; siteUrl: string }> = [];
    try {
      const people: Array<{ client: TestClient; pluginId: string }> = [];
      for (let n = 0; n < 3; n++) {
        const client = app.newClient();
        await signUp(client);
        people.push({ client, pluginId: await importPlugin(`leave-${n}`, `Leave ${n}`, STAMP, client) });
      }
      const [first, second, third] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
      opened.push(await openPreview(first.client, first.pluginId, 1), await openPreview(second.client, second.pluginId, 1));
      const refused = async () => (await third.client.post(`/api/plugins/${third.pluginId}/versions/1/preview`, {})).status;
      expect(await refused()).toBe(503);

      // Leaving someone else's preview, or another version of one's own, sets nothing aside.
      expect((await third.client.delete(`/api/plugins/${first.pluginId}/versions/1/preview`)).status).toBe(200);
      expect((await first.client.delete(`/api/plugins/${first.pluginId}/versions/2/preview`)).status).toBe(200);
      expect(await refused()).toBe(503);
      expect((await app.newClient().delete(`/api/plugins/${first.pluginId}/versions/1/preview`)).status).toBe(401);

      // The first person leaves: their preview still answers until a newcomer needs its place, then 410.
      expect((await first.client.delete(`/api/plugins/${first.pluginId}/versions/1/preview`)).json).toEqual({ ok: true });
      expect((await fetchPreview(opened[0]!.siteUrl)).status).toBe(200);
      // That request was the person coming back: in use again, so leaving once more is needed.
      expect(await refused()).toBe(503);
      await first.client.delete(`/api/plugins/${first.pluginId}/versions/1/preview`);
      opened.push(await openPreview(third.client, third.pluginId, 1));
      expect((await fetchPreview(opened[0]!.siteUrl)).status).toBe(410);
      for (const preview of opened.slice(1)) expect((await fetchPreview(preview.siteUrl)).status).toBe(200);
    } finally {
      deps.sessions = appSessions;
      for (const preview of opened) await deps.pool!.close(/\/preview\/([\w-]+)\//.exec(preview.adminUrl)![1]!).catch(() => undefined);
    }
  });
});
