import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, isAbsolute, join } from "node:path";
import { loadNodeRuntime } from "@php-wasm/node";
import { __private__dont__use, type PHP, type PHPRequestHandler, type SupportedPHPVersion } from "@php-wasm/universal";
import { bootWordPressAndRequestHandler } from "@wp-playground/wordpress";
import { isBrowserOnlyFile } from "./browser-only-files";
import { compiledPhp, phpLoaderDir } from "./php-module";
import { capPhpOutput, closeThreadNetwork, copySharedFilesOnWrite, cutPhpNetwork, DISABLED_CLASSES, disabledFunctions, hideHostEnvironment, outputOverflowed, whileLoadingPhp } from "./php-sandbox";
import { OPCACHE_INI_ENTRIES, SNAPSHOT_FILE_TIME_MS, SQLITE_INTEGRATION_DIR, writeOpcacheBlacklist } from "./opcache";
import { shareBytes } from "./shared-snapshot";
import { PHP_VERSION, WORDPRESS_RELEASE } from "./wordpress-release";

// WordPress in PHP compiled to WebAssembly (WordPress Playground's packages, pinned in package.json).
// Installing WordPress takes seconds, so it is installed once into a snapshot (the files of an installed site,
// its SQLite database among them), and every check and preview starts from that: its files are the snapshot's
// bytes, shared, until the site writes to one (shared-snapshot.ts).

export { PHP_VERSION, WORDPRESS_RELEASE };
/** Where the check's sites believe they live (a preview's site lives at its public address). */
export const CHECK_SITE_URL = "http://plugsmith-check.local";
const SITE_URL = CHECK_SITE_URL;

const require = createRequire(import.meta.url);
/** A file inside an installed package (resolved from its package.json: the zips are not exported). */
const packageFile = (name: string, path: string) => join(dirname(require.resolve(`${name}/package.json`)), path);
const sqliteZip = () => readFileSync(packageFile("@wp-playground/cli", "sqlite-database-integration.zip"));

/** Resolves php-wasm's relative file names against its loader's folder (php-module.ts says why). */
const fileLocator = (phpVersion: SupportedPHPVersion) => {
  const dir = phpLoaderDir(phpVersion);
  return (path: string) => (isAbsolute(path) ? path : join(dir, path));
};

/**
 * Every file and folder of an installed site's /wordpress, in creation order (a folder before its files). A file's
 * bytes in a SharedArrayBuffer are shared by the sites started from it; others are copied into each site.
 */
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

/** A file or folder of Emscripten's file system, with its file system's operations. */
interface FsNode {
  node_ops: {
    mknod(parent: FsNode, name: string, mode: number, dev: number): FsNode;
    setattr(node: FsNode, attr: { atime: number; mtime: number }): void;
  };
}

/** What startSite uses of Emscripten's file system, beside php-wasm's own calls. */
interface SnapshotFs {
  utime(path: string, atimeMs: number, mtimeMs: number): void;
  stat(path: string): { mtime: Date };
  lookupPath(path: string): { node: FsNode };
  lookupNode(parent: FsNode, name: string): FsNode;
  /** 0 when `name` can be made in `parent`, else the error number (20: it exists). */
  mayCreate(parent: FsNode, name: string): number;
  open(node: FsNode, flags: number): object;
  write(stream: object, data: Uint8Array, offset: number, length: number, position: number, canOwn: boolean): number;
  close(stream: object): void;
}

/** The modes Emscripten's mkdir and writeFile give a folder and a file (rwx and rw for all: one user). */
const FOLDER_MODE = 0o40777;
const FILE_MODE = 0o100666;
/** Emscripten's open flags (O_WRONLY, O_TRUNC). */
const WRITE_ONLY = 1;
const TRUNCATE = 512;

const fsOf = (php: PHP) => (php as unknown as { [__private__dont__use]: { FS: SnapshotFs } })[__private__dont__use].FS;

/** Whether the file at `path` has the snapshot's time (its bytecode from the snapshot matches it: opcache.ts). */
export function hasSnapshotTime(php: PHP, path: string): boolean {
  try {
    return fsOf(php).stat(path).mtime.getTime() === SNAPSHOT_FILE_TIME_MS;
  } catch {
    return false;
  }
}

/** Gives every file under `dir` the snapshot's time: files every site writes alike at its start load the snapshot's bytecode (opcache.ts). */
function stampFiles(php: PHP, dir: string): void {
  const fs = fsOf(php);
  for (const { path, folder } of pathsUnder(php, dir)) if (!folder) fs.utime(path, SNAPSHOT_FILE_TIME_MS, SNAPSHOT_FILE_TIME_MS);
}

let nextProcessId = 1;

/** Starts PHP with no way out to the network (php-sandbox.ts: its socket layer leads nowhere). */
function phpRuntimeFactory(phpVersion: SupportedPHPVersion) {
  const locateFile = fileLocator(phpVersion);
  return async () => {
    closeThreadNetwork();
    const processId = nextProcessId++;
    const module = await compiledPhp(phpVersion);
    // Emscripten takes the instance through a callback and has no way to hear that instantiating failed (out of
    // memory, say): that failure rejects `failed`, which the load races.
    let fail: (error: unknown) => void = () => {};
    const failed = new Promise<never>((_, reject) => (fail = reject));
    const instantiateWasm = (imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) => {
      WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module), fail);
      return {};
    };
    return whileLoadingPhp(() =>
      Promise.race([loadNodeRuntime(phpVersion, { emscriptenOptions: { processId, locateFile, instantiateWasm, preRun: [cutPhpNetwork, hideHostEnvironment, capPhpOutput, copySharedFilesOnWrite, writeOpcacheBlacklist] } }), failed]),
    );
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
      // Each script its own static file, served from the release's folder (wordpress-assets.ts): the sites'
      // file systems leave the scripts out (browser-only-files.ts), so load-scripts.php would find nothing.
      CONCATENATE_SCRIPTS: false,
    },
    phpIniEntries: {
      allow_url_fopen: "0",
      allow_url_include: "0",
      disable_functions: disabledFunctions(phpVersion),
      disable_classes: DISABLED_CLASSES,
      memory_limit: "256M",
      ...OPCACHE_INI_ENTRIES,
    },
  };
}

/**
 * Installs WordPress from a release zip (seconds) and keeps the files its PHP reads (not the scripts only a
 * browser fetches: browser-only-files.ts): the start of every later site. The
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
  const entries = sharedEntries(filesUnder(php, "/wordpress", (path) => !isBrowserOnlyFile(path)));
  php.exit();
  return { entries };
}

/**
 * The snapshot's folders and files, as Emscripten's mkdir and writeFile make them, each with the snapshot's time
 * (the one its bytecode was compiled against: opcache.ts). Made in their folder's node, which is looked up once
 * instead of by path for each of the 4,000-odd entries (a third of a site's start). A file's bytes in a
 * SharedArrayBuffer are the file's own (canOwn); copySharedFilesOnWrite copies them before the site's first write.
 */
function writeSnapshot(fs: SnapshotFs, entries: SiteSnapshot["entries"]): void {
  const folders = new Map<string, FsNode>();
  const folder = (path: string) => {
    let node = folders.get(path);
    if (!node) folders.set(path, (node = fs.lookupPath(path).node));
    return node;
  };
  for (const [path, data] of entries) {
    const slash = path.lastIndexOf("/");
    const parent = folder(path.slice(0, slash) || "/");
    const name = path.slice(slash + 1);
    // A path the runtime made already (php-wasm's own files) is taken as it is, and a file there is emptied first.
    const node = fs.mayCreate(parent, name) === 0 ? parent.node_ops.mknod(parent, name, data === null ? FOLDER_MODE : FILE_MODE, 0) : fs.lookupNode(parent, name);
    if (data === null) {
      folders.set(path, node);
      continue;
    }
    const stream = fs.open(node, WRITE_ONLY | TRUNCATE);
    try {
      fs.write(stream, data, 0, data.length, 0, data.buffer instanceof SharedArrayBuffer);
    } finally {
      fs.close(stream);
    }
    node.node_ops.setattr(node, { atime: SNAPSHOT_FILE_TIME_MS, mtime: SNAPSHOT_FILE_TIME_MS });
  }
}

/** Every folder (data null) and file under `dir` in `php`'s file system, a folder before what it holds; files `keep` refuses are left out. */
export function filesUnder(php: PHP, dir: string, keep: (path: string) => boolean = () => true): SiteSnapshot["entries"] {
  const entries: SiteSnapshot["entries"] = [];
  for (const { path, folder } of pathsUnder(php, dir)) {
    if (folder) entries.push([path, null]);
    else if (keep(path)) entries.push([path, php.readFileAsBuffer(path)]);
  }
  return entries;
}

/** Every folder and file under `dir` (none when it is missing), a folder before what it holds. */
function* pathsUnder(php: PHP, dir: string): Generator<{ path: string; folder: boolean }> {
  if (!php.isDir(dir)) return;
  for (const name of php.listFiles(dir)) {
    const path = `${dir}/${name}`;
    const folder = php.isDir(path);
    yield { path, folder };
    if (folder) yield* pathsUnder(php, path);
  }
}

/** `entries` with their files' bytes moved into one SharedArrayBuffer (shared-snapshot.ts). */
export function sharedEntries(entries: SiteSnapshot["entries"]): SiteSnapshot["entries"] {
  const shared = shareBytes(entries.flatMap(([, data]) => (data ? [data] : [])));
  let next = 0;
  return entries.map(([path, data]) => [path, data ? shared[next++]! : null]);
}

/**
 * A fresh site from the snapshot (well under a second): a new PHP runtime whose files are the snapshot's shared
 * bytes (copied by the site on its first write to each: copySharedFilesOnWrite), on PHP `phpVersion` (the check's
 * 8.3 unless the PHP matrix asks for another). `siteUrl` is where WordPress believes it lives (a preview's public
 * address; its path is taken off each request's URL before WordPress sees it).
 */
export async function startSite(snapshot: SiteSnapshot, siteUrl = SITE_URL, phpVersion: SupportedPHPVersion = PHP_VERSION): Promise<Site> {
  const handler = await bootWordPressAndRequestHandler({
    ...siteOptions(siteUrl, phpVersion),
    sqliteIntegrationPluginZip: new File([sqliteZip()], "sqlite-database-integration.zip"),
    wordpressInstallMode: "do-not-attempt-installing",
    hooks: {
      beforeWordPressFiles: (php) => {
        php.mkdir("/wordpress");
        writeSnapshot(fsOf(php), snapshot.entries);
      },
    },
  });
  const php = await handler.getPrimaryPhp();
  stampFiles(php, SQLITE_INTEGRATION_DIR);
  return { handler, php, answerCut: () => outputOverflowed(php[__private__dont__use]), dispose: () => php.exit() };
}
