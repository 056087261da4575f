import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { SupportedPHPVersion } from "@php-wasm/universal";
import { acceptWasmSapi } from "./opcache";
import { PHP_VERSION } from "./wordpress-release";

// PHP's WebAssembly (23 MB for 8.3), compiled once and instantiated by every site (issue #35 items 2 and 3).
// php-wasm compiles it again for each PHP runtime it loads: 0.5-1 s of every check's start, and each worker
// thread held its own machine code (about 40 MB). A compiled WebAssembly.Module can cross to another thread,
// which then shares its code: the first worker to compile PHP_VERSION's hands it to its pool
// (offerPhpModule), and the pool gives it to every worker it starts after (sharedPhpModule, in workerData).
// Other PHP versions (the PHP matrix) are compiled per site, as before, so a worker does not keep seven.

const require = createRequire(import.meta.url);

/**
 * Which of php-wasm's two builds its loader picks: "jspi" where WebAssembly can suspend (Node 24), else
 * "asyncify" (Node 20). The same test as php-wasm's own (wasm-feature-detect's jspi()), so the .wasm
 * located here is the one its loader expects.
 */
export const phpWasmBuild = "Suspending" in WebAssembly ? "jspi" : "asyncify";

/**
 * Where PHP's .wasm (and its extensions) are. php-wasm finds them beside its loader, from __dirname or
 * import.meta.url; loaded through tsx in a worker thread (the sources, not the build) that comes out
 * empty and the name relative, so wordpress-site.ts resolves relative names against this folder.
 */
export const phpLoaderDir = (phpVersion: SupportedPHPVersion) =>
  join(dirname(require.resolve(`@php-wasm/node-${phpVersion.replace(".", "-")}/package.json`)), phpWasmBuild);

/** PHP_VERSION's module in this thread: compiled here, or handed over by the pool. */
let kept: Promise<WebAssembly.Module> | null = null;

/** The .wasm beside php-wasm's loader ('<loader folder>/8_3_33/php_8_3.wasm': the folder names PHP's patch release). */
function wasmFile(phpVersion: SupportedPHPVersion): string {
  const loaderDir = phpLoaderDir(phpVersion);
  const name = `php_${phpVersion.replace(".", "_")}.wasm`;
  for (const folder of readdirSync(loaderDir)) {
    if (existsSync(join(loaderDir, folder, name))) return join(loaderDir, folder, name);
  }
  throw new Error(`No ${name} in ${loaderDir}`);
}

/** PHP `phpVersion` compiled: PHP_VERSION's once per thread (or the one this thread was handed), another version's for each call. */
export function compiledPhp(phpVersion: SupportedPHPVersion): Promise<WebAssembly.Module> {
  if (phpVersion === PHP_VERSION && kept) return kept;
  if (phpVersion !== PHP_VERSION) return (async () => WebAssembly.compile(await readFile(wasmFile(phpVersion))))();
  // The sites' PHP runs with its bytecode cache (opcache.ts); the PHP matrix's versions start a site for a few
  // requests, which would only pay for writing bytecode nothing reads again.
  const compiling = (async () => {
    const wasm = await readFile(wasmFile(phpVersion));
    acceptWasmSapi(wasm);
    return WebAssembly.compile(wasm);
  })();
  kept = compiling;
  compiling.catch(() => {
    if (kept === compiling) kept = null;
  });
  return compiling;
}

/**
 * In a worker, at its start: the module its pool handed over in workerData (see sharedPhpModule) is used instead of
 * compiling; without one, this thread offers the pool the module it compiles (offerPhpModule).
 */
export function adoptPhpModule(module: unknown, port: { postMessage(message: unknown): void }): void {
  if (module instanceof WebAssembly.Module) kept = Promise.resolve(module);
  else offerPhpModule(port);
}

/** In a worker: sends PHP_VERSION's module to the pool once this thread has it, for the workers started after. */
function offerPhpModule(port: { postMessage(message: unknown): void }): void {
  compiledPhp(PHP_VERSION).then(
    (module) => port.postMessage({ phpModule: module }),
    () => {},
  );
}

// ---- the main thread's side ----

let shared: WebAssembly.Module | null = null;

/** In a pool: keeps a worker's `{ phpModule }` message; true when `message` was one (the pool ignores it then). */
export function keepPhpModule(message: unknown): boolean {
  if (typeof message !== "object" || message === null || !("phpModule" in message)) return false;
  const { phpModule } = message as { phpModule: unknown };
  if (phpModule instanceof WebAssembly.Module) shared ??= phpModule;
  return true;
}

/** The compiled PHP a pool hands to a worker it starts (workerData.phpModule), or null before any worker compiled it. */
export const sharedPhpModule = (): WebAssembly.Module | null => shared;
