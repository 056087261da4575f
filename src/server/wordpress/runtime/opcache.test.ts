import { loadNodeRuntime } from "@php-wasm/node";
import { PHP, setPhpIniEntries } from "@php-wasm/universal";
import { describe, expect, it } from "vitest";
import { PHP_VERSION } from "./wordpress-release";

// Issue #35 item 1 (docs/decisions/0079): a bytecode cache would make every preview page and check 3-5x faster, but
// the php-wasm we ship does not start OPcache. Its php.ini turns OPcache on (file cache only), yet PHP's OPcache
// refuses the `wasm` SAPI, so nothing is ever cached, in the file cache or in memory. This test is the canary: the
// day an upgrade of @php-wasm makes it start, it fails, and the sites should turn it on (measure with
// scripts/bench/live-preview.ts).

const FILE = "/app/cached.php";

async function opcacheAfterTwoRuns(fileCacheOnly: "0" | "1") {
  const php = new PHP(await loadNodeRuntime(PHP_VERSION, { emscriptenOptions: { processId: 9_000 + Number(fileCacheOnly) } }));
  try {
    await setPhpIniEntries(php, { "opcache.file_cache_only": fileCacheOnly });
    php.mkdir("/app");
    php.writeFile(FILE, "<?php function opcache_canary() { return 42; }");
    const code = `<?php require '${FILE}'; echo json_encode(array('sapi' => php_sapi_name(), 'enabled' => ini_get('opcache.enable'), 'status' => opcache_get_status(false) !== false, 'cached' => opcache_is_script_cached('${FILE}'), 'value' => opcache_canary()));`;
    await php.run({ code });
    const second = JSON.parse((await php.run({ code })).text) as { sapi: string; enabled: string; status: boolean; cached: boolean; value: number };
    const walk = (dir: string): string[] => (php.fileExists(dir) ? php.listFiles(dir).flatMap((name) => (php.isDir(`${dir}/${name}`) ? walk(`${dir}/${name}`) : [name])) : []);
    return { ...second, fileCache: walk("/internal/shared/opcache").length };
  } finally {
    php.exit();
  }
}

describe("[WORDPRESS][OPCACHE] php-wasm's OPcache", () => {
  it.each(["1", "0"] as const)("is configured but does not start under the wasm SAPI (file_cache_only=%s)", async (fileCacheOnly) => {
    const seen = await opcacheAfterTwoRuns(fileCacheOnly);
    expect(seen.value).toBe(42);
    expect(seen.sapi).toBe("wasm");
    expect(seen.enabled).toBe("1");
    expect(seen, "OPcache starts in this php-wasm: turn it on for the sites (issue #35 item 1, decision 0079)").toMatchObject({ status: false, cached: false, fileCache: 0 });
  });
});
