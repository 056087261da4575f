import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, isAbsolute, join } from "node:path";
import { loadNodeRuntime } from "@php-wasm/node";
import { __private__dont__use, type PHP, type PHPRequestHandler, type SupportedPHPVersion } from "@php-wasm/universal";
import { bootWordPressAndRequestHandler } from "@wp-playground/wordpress";
import { capPhpOutput, closeThreadNetwork, cutPhpNetwork, DISABLED_CLASSES, disabledFunctions, hideHostEnvironment, outputOverflowed, whileLoadingPhp } from "./php-sandbox";
import { PHP_VERSION, WORDPRESS_RELEASE } from "./wordpress-release";

// WordPress in PHP compiled to WebAssembly (WordPress Playground's packages, pinned in package.json).
// Installing WordPress takes seconds, so each runtime worker installs it once into a snapshot (the files
// of an installed site, its SQLite database among them) and starts every check from a copy of that.

export { PHP_VERSION, WORDPRESS_RELEASE };
/** Where the check's sites believe they live (a preview's site lives at its public address). */
export const CHECK_SITE_URL = "http://plugsmith-check.local";
const SITE_URL = CHECK_SITE_URL;

const require = createRequire(import.meta.url);
/** A file inside an installed package (resolved from its package.json: the zips are not exported). */
const packageFile = (name: string, path: string) => join(dirname(require.resolve(`${name}/package.json`)), path);
const sqliteZip = () => readFileSync(packageFile("@wp-playground/cli", "sqlite-database-integration.zip"));

/**
 * Which of php-wasm's two builds its loader picks: "jspi" where WebAssembly can suspend (Node 24), else
 * "asyncify" (Node 20). The same test as php-wasm's own (wasm-feature-detect's jspi()), so the .wasm
 * located here is the one its loader expects.
 */
export const phpWasmBuild = "Suspending" in WebAssembly ? "jspi" : "asyncify";
/**
 * Where PHP's .wasm (and its extensions) are. php-wasm finds them beside its loader, from __dirname or
 * import.meta.url; loaded through tsx in a worker thread (the sources, not the build) that comes out
 * empty and the name relative, so relative names are resolved here against the loader's folder.
 */
const phpLoaderDir = (phpVersion: SupportedPHPVersion) =>
  join(dirname(require.resolve(`@php-wasm/node-${phpVersion.replace(".", "-")}/package.json`)), phpWasmBuild);
const fileLocator = (phpVersion: SupportedPHPVersion) => {
  const dir = phpLoaderDir(phpVersion);
  return (path: string) => (isAbsolute(path) ? path : join(dir, path));
};

/** Every file and folder of an installed site's /wordpress, in creation order (a folder before its files). */
export interface SiteSnapshot {
  entries: Array<[path: string, data: Uint8Array | null]>;
}

export interface Site {
  handler: PHPRequestHandler;
  php: PHP;
  /** Whether PHP's last answer was cut at OUTPUT_LIMIT_BYTES (php-sandbox.ts): it wrote more than a page may. */
  answerCut(): boolean;
  /** Ends the PHP runtime and frees its memory. */
  dispose(): void;
}

let nextProcessId = 1;

/** Starts PHP with no way out to the network (php-sandbox.ts: its socket layer leads nowhere). */
function phpRuntimeFactory(phpVersion: SupportedPHPVersion) {
  const locateFile = fileLocator(phpVersion);
  return async () => {
    closeThreadNetwork();
    const processId = nextProcessId++;
    return whileLoadingPhp(() => loadNodeRuntime(phpVersion, { emscriptenOptions: { processId, locateFile, preRun: [cutPhpNetwork, hideHostEnvironment, capPhpOutput] } }));
  };
}

/**
 * The runtime every site gets: PHP 8.3 (or the PHP matrix's version) with WordPress's debug mode on and no network (php-sandbox.ts): a
 * plugin's request fails here as it would on a host with no route out, and the check still runs.
 */
function siteOptions(siteUrl = SITE_URL, phpVersion: SupportedPHPVersion = PHP_VERSION) {
  return {
    createPhpRuntime: phpRuntimeFactory(phpVersion),
    siteUrl,
    phpVersion,
    maxPhpInstances: 1,
    cookieStore: false as const,
    constants: {
      WP_DEBUG: true,
      WP_DEBUG_DISPLAY: false,
      WP_DEBUG_LOG: false,
      WP_HTTP_BLOCK_EXTERNAL: true,
      DISABLE_WP_CRON: true,
      AUTOMATIC_UPDATER_DISABLED: true,
    },
    phpIniEntries: {
      allow_url_fopen: "0",
      allow_url_include: "0",
      disable_functions: disabledFunctions(phpVersion),
      disable_classes: DISABLED_CLASSES,
      memory_limit: "256M",
    },
  };
}

/**
 * Installs WordPress from a release zip (seconds) and keeps its files: the start of every later site. The
 * zip is the resolved release's (release/release-source.ts): a WordPress.org release, WORDPRESS_ZIP, or
 * the bundled 6.5.
 */
export async function installSnapshot(wordpressZip: Uint8Array): Promise<SiteSnapshot> {
  const handler = await bootWordPressAndRequestHandler({
    ...siteOptions(),
    wordPressZip: new File([wordpressZip as Uint8Array<ArrayBuffer>], "wordpress.zip"),
    sqliteIntegrationPluginZip: new File([sqliteZip()], "sqlite-database-integration.zip"),
  });
  const php = await handler.getPrimaryPhp();
  const entries: SiteSnapshot["entries"] = [];
  const walk = (dir: string) => {
    for (const name of php.listFiles(dir)) {
      const path = `${dir}/${name}`;
      if (php.isDir(path)) {
        entries.push([path, null]);
        walk(path);
      } else {
        entries.push([path, php.readFileAsBuffer(path)]);
      }
    }
  };
  walk("/wordpress");
  php.exit();
  return { entries };
}

/**
 * A fresh site from the snapshot: a new PHP runtime with the installed files written into it (well under a
 * second), on PHP `phpVersion` (the check's 8.3 unless the PHP matrix asks for another). `siteUrl` is where WordPress believes it lives (a preview's public address; its path is taken
 * off each request's URL before WordPress sees it).
 */
export async function startSite(snapshot: SiteSnapshot, siteUrl = SITE_URL, phpVersion: SupportedPHPVersion = PHP_VERSION): Promise<Site> {
  const handler = await bootWordPressAndRequestHandler({
    ...siteOptions(siteUrl, phpVersion),
    sqliteIntegrationPluginZip: new File([sqliteZip()], "sqlite-database-integration.zip"),
    wordpressInstallMode: "do-not-attempt-installing",
    hooks: {
      beforeWordPressFiles: (php) => {
        php.mkdir("/wordpress");
        for (const [path, data] of snapshot.entries) {
          if (data === null) php.mkdir(path);
          else php.writeFile(path, data);
        }
      },
    },
  });
  const php = await handler.getPrimaryPhp();
  return { handler, php, answerCut: () => outputOverflowed(php[__private__dont__use]), dispose: () => php.exit() };
}
