import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, isAbsolute, join } from "node:path";
import { loadNodeRuntime } from "@php-wasm/node";
import type { PHPRequestHandler, PHPResponse } from "@php-wasm/universal";
import { bootWordPressAndRequestHandler } from "@wp-playground/wordpress";
import { afterAll, describe, expect, it } from "vitest";
import { currentWordPressSkipReason, currentWordPressZip, versionInZipName } from "../../../../tests/support/current-wordpress";
import { capPhpOutput, closeThreadNetwork, cutPhpNetwork, DISABLED_CLASSES, DISABLED_FUNCTIONS, hideHostEnvironment, whileLoadingPhp } from "./php-sandbox";
import { PHP_VERSION } from "./wordpress-release";

// The current WordPress release boots in our runtime (issue #32): the zip TEST_WORDPRESS_ZIP names (CI
// makes it from Debian's archive: scripts/wordpress-from-debian.mjs) installed with Playground's
// bootWordPressAndRequestHandler on the PHP, sandbox and constants installSnapshot uses (wordpress-site.ts),
// then its version read from wp-includes/version.php and its dashboard opened as the administrator.
// Without the variable the test is skipped here and fails under CI=true (tests/support/current-wordpress.ts).

const SITE_URL = "http://plugsmith-check.local";
const require = createRequire(import.meta.url);
const packageFile = (name: string, path: string) => join(dirname(require.resolve(`${name}/package.json`)), path);

/** wordpress-site.ts's runtime: PHP 8.3 with no network, its functions cut, output capped, WordPress's debug mode on. */
async function bootRelease(zip: Buffer<ArrayBuffer>): Promise<PHPRequestHandler> {
  const loaderDir = join(dirname(require.resolve(`@php-wasm/node-${PHP_VERSION.replace(".", "-")}/package.json`)), "asyncify");
  const locateFile = (path: string) => (isAbsolute(path) ? path : join(loaderDir, path));
  return bootWordPressAndRequestHandler({
    createPhpRuntime: async () => {
      closeThreadNetwork();
      return whileLoadingPhp(() => loadNodeRuntime(PHP_VERSION, { emscriptenOptions: { processId: 1, locateFile, preRun: [cutPhpNetwork, hideHostEnvironment, capPhpOutput] } }));
    },
    siteUrl: SITE_URL,
    phpVersion: PHP_VERSION,
    maxPhpInstances: 1,
    cookieStore: false,
    constants: { WP_DEBUG: true, WP_DEBUG_DISPLAY: false, WP_DEBUG_LOG: false, WP_HTTP_BLOCK_EXTERNAL: true, DISABLE_WP_CRON: true, AUTOMATIC_UPDATER_DISABLED: true },
    phpIniEntries: { allow_url_fopen: "0", allow_url_include: "0", disable_functions: DISABLED_FUNCTIONS, disable_classes: DISABLED_CLASSES, memory_limit: "256M" },
    wordPressZip: new File([zip], "wordpress.zip"),
    sqliteIntegrationPluginZip: new File([readFileSync(packageFile("@wp-playground/cli", "sqlite-database-integration.zip"))], "sqlite-database-integration.zip"),
  });
}

/** The name=value pairs of a response's Set-Cookie headers, as a Cookie header. */
function cookiesOf(response: PHPResponse): string {
  const setCookie = Object.entries(response.headers).find(([name]) => name.toLowerCase() === "set-cookie")?.[1] ?? [];
  return setCookie
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair.includes("=") && !/=deleted$/.test(pair) && !pair.endsWith("="))
    .join("; ");
}

const skipReason = currentWordPressSkipReason();
if (skipReason) console.warn(`current-release.test.ts: ${skipReason}`);

describe("[WORDPRESS][CURRENT] the current WordPress release (TEST_WORDPRESS_ZIP) in our runtime", () => {
  let handler: PHPRequestHandler | null = null;
  afterAll(async () => (await handler?.getPrimaryPhp())?.exit());

  it.skipIf(skipReason !== null)(
    skipReason ?? "installs, says it is WordPress 7 or newer in wp-includes/version.php, and opens its dashboard to the administrator",
    { timeout: 300_000 },
    async () => {
      const zipPath = currentWordPressZip();
      handler = await bootRelease(readFileSync(zipPath));
      const php = await handler.getPrimaryPhp();

      const versionFile = php.readFileAsText("/wordpress/wp-includes/version.php");
      const version = /\$wp_version\s*=\s*'([^']+)'/.exec(versionFile)?.[1];
      expect(version, "wp-includes/version.php's $wp_version").toMatch(/^(?:[7-9]|\d{2,})\.\d+(?:\.\d+)?$/);
      const named = versionInZipName(zipPath);
      if (named) expect(version).toBe(named);
      // What WordPress loads from the libraries Debian packages apart (scripts/wordpress-from-debian.mjs puts them back).
      for (const file of ["wp-includes/PHPMailer/PHPMailer.php", "wp-includes/ID3/getid3.php", "wp-includes/js/dist/vendor/lodash.min.js", "wp-includes/js/underscore.min.js", "wp-includes/js/jquery/ui/core.min.js"]) {
        expect(php.fileExists(`/wordpress/${file}`), file).toBe(true);
      }
      const loaded = await php.run({ code: `<?php require '/wordpress/wp-load.php'; require_once ABSPATH . WPINC . '/class-phpmailer.php'; echo json_encode([get_bloginfo('version'), class_exists('PHPMailer\\\\PHPMailer\\\\PHPMailer'), wp_get_theme()->get_stylesheet()]);` });
      expect(loaded.errors).toBe("");
      expect(JSON.parse(loaded.text)).toEqual([version, true, "twentytwentyfive"]);

      const testCookie = "wordpress_test_cookie=WP%20Cookie%20check";
      const login = await handler.request({
        url: "/wp-login.php",
        method: "POST",
        headers: { cookie: testCookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ log: "admin", pwd: "password", "wp-submit": "Log In", testcookie: "1", redirect_to: `${SITE_URL}/wp-admin/` }).toString(),
      });
      expect(login.httpStatusCode, login.text.slice(0, 500)).toBe(302);
      const cookie = [testCookie, cookiesOf(login)].join("; ");
      expect(cookie).toMatch(/wordpress_logged_in_/);

      const dashboard = await handler.request({ url: "/wp-admin/", headers: { cookie } });
      expect(dashboard.httpStatusCode, dashboard.text.slice(0, 500)).toBe(200);
      expect(dashboard.text).toContain("<title>Dashboard");
      expect(dashboard.text).toContain(`ver=${version}`);
      expect(dashboard.text).not.toMatch(/Fatal error|Parse error|<b>Warning<\/b>/);
    },
  );
});
