import { __private__dont__use, type PHP } from "@php-wasm/universal";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptWasmSapi, OPCACHE_DIR, OPCACHE_MEMORY_MB } from "./opcache";
import { prepareRuntime, type PreparedRuntime } from "./prepared-runtime";
import { filesUnder, type Site, startSite } from "./wordpress-site";

// Issue #35 item 1 (decisions 0092 and 0093): our sites run PHP with OPcache (its shared memory, bounded, and its
// file cache), and start with the bytecode of core's usual pages from the snapshot. What must hold: OPcache runs, a
// site loads core instead of compiling it, its shared memory keeps its bound, and no file a site writes while it
// lives runs as an older copy of itself.

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("[WORDPRESS][OPCACHE] OPcache's table of SAPIs in PHP's WebAssembly", () => {
  it("gets 'wasm' in place of 'fuzzer', the one entry changed", () => {
    const wasm = encode("\0cli-server\0fuzzer\0frankenphp\0");
    expect(acceptWasmSapi(wasm)).toBe(true);
    expect(decode(wasm)).toBe("\0cli-server\0wasm\0\0\0frankenphp\0");
  });

  it("is left alone when the entry is not there exactly once (another php-wasm build)", () => {
    for (const text of ["\0cli-server\0frankenphp\0", "\0fuzzer\0x\0fuzzer\0", "\0libfuzzer\0"]) {
      const wasm = encode(text);
      expect(acceptWasmSapi(wasm)).toBe(false);
      expect(decode(wasm)).toBe(text);
    }
  });
});

type Fs = { lookupPath(path: string): { node: { contents: Uint8Array } } };
const fsOf = (site: Site) => (site.php as unknown as { [__private__dont__use]: { FS: Fs } })[__private__dont__use].FS;

/** OPcache's shared memory, as opcache_get_status() reports it. */
type Memory = { used_memory: number; free_memory: number; wasted_memory: number };
const sharedMemory = (memory: Memory) => memory.used_memory + memory.free_memory + memory.wasted_memory;

/** Every bytecode file in the site's cache folder. */
const cachedFiles = (php: PHP) => filesUnder(php, OPCACHE_DIR).flatMap(([path, data]) => (data ? [path] : []));

let prepared: PreparedRuntime;
let snapshotBytecode: Map<string, Uint8Array>;

beforeAll(async () => {
  prepared = await prepareRuntime(null);
  snapshotBytecode = new Map(prepared.snapshot.entries.filter((entry): entry is [string, Uint8Array] => entry[0].startsWith(`${OPCACHE_DIR}/`) && entry[1] !== null));
}, 180_000);

describe("[WORDPRESS][OPCACHE] a site starts with core's bytecode", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite(prepared.snapshot);
  }, 60_000);
  afterAll(() => site.dispose());

  it("the snapshot holds the bytecode of WordPress's files, shared by the sites", () => {
    const settings = [...snapshotBytecode.keys()].find((path) => path.endsWith("/wordpress/wp-settings.php.bin"));
    expect(settings, "wp-settings.php's bytecode in the snapshot").toBeDefined();
    expect(snapshotBytecode.size).toBeGreaterThan(200);
    expect(snapshotBytecode.get(settings!)!.buffer).toBeInstanceOf(SharedArrayBuffer);
  });

  it("OPcache runs in the site, and a page loads core's bytecode instead of compiling it again", { timeout: 60_000 }, async () => {
    const status = JSON.parse((await site.php.run({ code: "<?php echo json_encode( opcache_get_status( false ) );" })).text) as { memory_usage: Memory } | false;
    expect(status).toMatchObject({ opcache_enabled: true, file_cache: OPCACHE_DIR });
    // Its shared memory, OPCACHE_MEMORY_MB and no more.
    expect(status && sharedMemory(status.memory_usage)).toBe(OPCACHE_MEMORY_MB * 1024 * 1024);
    const response = await site.handler.request({ url: "/" });
    expect(response.httpStatusCode).toBe(200);
    // Core's files and the SQLite integration's (which Playground unpacks again at every start).
    const coreAndDatabase = /\/wordpress\/wp-(includes|admin)\/|\/sqlite-database-integration\//;
    expect([...snapshotBytecode.keys()].filter((path) => path.includes("/sqlite-database-integration/")).length).toBeGreaterThan(10);
    const compiledHere = cachedFiles(site.php).filter((path) => !snapshotBytecode.has(path) && coreAndDatabase.test(path));
    expect(compiledHere).toEqual([]);
    const settings = [...snapshotBytecode.keys()].find((path) => path.endsWith("/wordpress/wp-settings.php.bin"))!;
    // Loaded, not stored again: still the snapshot's shared bytes.
    expect(fsOf(site).lookupPath(settings).node.contents.buffer).toBe(snapshotBytecode.get(settings)!.buffer);
  });

  it("a core file no usual page includes is compiled once, into the site's own cache", { timeout: 60_000 }, async () => {
    const rss = (path: string) => path.endsWith("/wordpress/wp-includes/rss.php.bin");
    expect([...snapshotBytecode.keys()].some(rss)).toBe(false);
    // Compiled without running it (OPcache's own call).
    expect((await site.php.run({ code: "<?php var_export( opcache_compile_file( '/wordpress/wp-includes/rss.php' ) );" })).text).toBe("true");
    expect(cachedFiles(site.php).some(rss)).toBe(true);
  });

  it("the shared memory keeps its bound when a site compiles far more than it holds, and the site goes on answering", { timeout: 120_000 }, async () => {
    // As a plugin could: 400 files of its own (outside the plugins folder, which is never cached), each holding
    // 2,000 strings, about 40 MB of bytecode, compiled without running.
    const filled = JSON.parse(
      (
        await site.php.run({
          code: `<?php
            @mkdir( '/wordpress/wp-content/uploads/fill', 0777, true );
            $compiled = 0;
            for ( $n = 0; $n < 400; $n++ ) {
              $file = "/wordpress/wp-content/uploads/fill/$n.php";
              file_put_contents( $file, '<?php return ' . var_export( array_map( fn ( $i ) => "fill-$n-$i", range( 1, 2000 ) ), true ) . ';' );
              $compiled += opcache_compile_file( $file ) ? 1 : 0;
            }
            $status = opcache_get_status( false );
            echo json_encode( array( 'compiled' => $compiled, 'full' => $status['cache_full'], 'memory' => $status['memory_usage'] ) );`,
        })
      ).text,
    ) as { compiled: number; full: boolean; memory: Memory };
    expect(filled.compiled).toBe(400);
    expect(filled.full).toBe(true);
    expect(sharedMemory(filled.memory)).toBe(OPCACHE_MEMORY_MB * 1024 * 1024);
    expect((await site.handler.request({ url: "/" })).httpStatusCode).toBe(200);
  });

  it("a plugin file written again within the same second runs as last written, and so does each php.run script", { timeout: 60_000 }, async () => {
    const file = "/wordpress/wp-content/plugins/rewritten/rewritten.php";
    site.php.mkdir("/wordpress/wp-content/plugins/rewritten");
    const answers: string[] = [];
    for (const n of [1, 2, 3]) {
      site.php.writeFile(file, `<?php return ${n};`);
      answers.push((await site.php.run({ code: `<?php echo include '${file}';` })).text);
    }
    expect(answers).toEqual(["1", "2", "3"]);
    expect(cachedFiles(site.php).some((path) => path.includes("/wp-content/plugins/"))).toBe(false);
    expect((await site.php.run({ code: "<?php echo 'first';" })).text).toBe("first");
    expect((await site.php.run({ code: "<?php echo 'second';" })).text).toBe("second");
  });
});
