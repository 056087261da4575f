// PHP's bytecode cache in our sites (issue #35 item 1, decisions 0092 and 0093). php-wasm builds OPcache in and its
// php.ini turns the file cache on, but OPcache starts only under the SAPIs it knows, and php-wasm's is called "wasm"
// (decision 0079). The list is a table of strings in PHP's WebAssembly; PHP_VERSION's module gets "wasm" in
// place of the "fuzzer" entry (a SAPI we never run), so OPcache starts. A site keeps the scripts it ran in its own
// shared memory (OPCACHE_MEMORY_MB: later requests use them as they are), and each compiled file in its file cache
// folder. The snapshot carries the bytecode of core's usual pages (bytecode-cache.ts), so a site's first request
// loads WordPress instead of compiling it.
//
// What a cached file is checked against: its modification time (validate_timestamps, on every include). Every
// site writes the snapshot's files with the same time (SNAPSHOT_FILE_TIME_MS), so the snapshot's bytecode matches
// them; a file a site writes later has its own time, and is compiled again. Times have a one-second grain, so a
// file written twice within one second would keep its first bytecode: the files that are (php-wasm's
// /internal/eval.php, which holds each script php.run is given, and the plugins and must-use plugins the checks
// and previews write) are never cached.

/** Where Playground unpacks the SQLite integration in every site at its start: the same files each time. */
export const SQLITE_INTEGRATION_DIR = "/internal/shared/sqlite-database-integration";

/** php-wasm's file cache folder (its php.ini: opcache.file_cache). */
export const OPCACHE_DIR = "/internal/shared/opcache";

const BLACKLIST_FILE = "/internal/shared/opcache-blacklist.txt";

/** Path prefixes OPcache leaves alone: written again and again while a site lives. */
const NEVER_CACHED = ["/internal/eval.php", "/wordpress/wp-content/plugins/", "/wordpress/wp-content/mu-plugins/"];

/** The modification time of every file a site starts with (2023-11-14): the one its snapshot's bytecode was compiled against. */
export const SNAPSHOT_FILE_TIME_MS = 1_700_000_000_000;

const SAPI_TABLE_ENTRY = new TextEncoder().encode("\0fuzzer\0");
const OUR_SAPI = new TextEncoder().encode("\0wasm\0\0\0");

/**
 * Puts "wasm" in OPcache's table of SAPIs in `wasm` (PHP's WebAssembly, changed in place). False when the table's
 * entry is not found exactly once (another php-wasm build): the module is then left as it was, without OPcache.
 */
export function acceptWasmSapi(wasm: Uint8Array): boolean {
  const found = indexesOf(wasm, SAPI_TABLE_ENTRY);
  if (found.length !== 1) return false;
  wasm.set(OUR_SAPI, found[0]);
  return true;
}

function indexesOf(haystack: Uint8Array, needle: Uint8Array): number[] {
  const found: number[] = [];
  const bytes = Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength);
  for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 1)) found.push(at);
  return found;
}

/**
 * The shared memory of each site's OPcache, in MB, 8 of them for interned strings (PHP's default). Emscripten
 * writes all of it at PHP's start, so every site holds it; without it, each request unserializes its scripts
 * from the file cache into its own memory, which held as much (decision 0093). WordPress's usual pages and
 * wp-admin's screens take 26-28 MB; when it is full, a script loads from the file cache on each request.
 */
export const OPCACHE_MEMORY_MB = 32;

/** OPcache's settings beside php-wasm's (its file cache and consistency checks stay on). */
export const OPCACHE_INI_ENTRIES = {
  "opcache.file_cache_only": "0",
  "opcache.memory_consumption": String(OPCACHE_MEMORY_MB),
  // A file is cached even when it was written within the last seconds: a site writes all of its files at its start.
  "opcache.file_update_protection": "0",
  "opcache.validate_timestamps": "1",
  "opcache.revalidate_freq": "0",
  "opcache.blacklist_filename": BLACKLIST_FILE,
} as const;

interface EmscriptenFs {
  mkdirTree(path: string): void;
  writeFile(path: string, data: string): void;
}

/** Emscripten preRun hook: writes the blacklist OPcache reads when PHP starts. */
export function writeOpcacheBlacklist(module: { FS?: EmscriptenFs }): void {
  if (!module.FS) throw new Error("php-wasm's loader no longer sets up its file system before it starts: OPcache's blacklist cannot be written");
  module.FS.mkdirTree(BLACKLIST_FILE.slice(0, BLACKLIST_FILE.lastIndexOf("/")));
  module.FS.writeFile(BLACKLIST_FILE, `${NEVER_CACHED.join("\n")}\n`);
}
