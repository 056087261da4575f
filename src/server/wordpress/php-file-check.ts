import { createHash } from "node:crypto";
import { LIMITS } from "../../shared/constants";
import { type PhpNode, parsePhp, PhpParseError } from "./php-ast";
import type { PhpSyntaxResult } from "./php-check";
import { fileLanguage, type PluginFileMap } from "./plugin-files";
import {
  type DangerousCall,
  type DangerousPattern,
  dangerousCallsIn,
  dangerousCallsInUnparsable,
  type UnescapedEcho,
  unescapedRequestEchoIn,
  unescapedRequestEchoInUnparsable,
} from "./security-scan";

/** What the static checks found in one PHP file. */
export interface PhpFileCheck {
  syntax: PhpSyntaxResult;
  /** By line. */
  dangerous: readonly DangerousCall[];
  unescaped: readonly UnescapedEcho[];
}

export interface DangerousCodeFinding {
  path: string;
  line: number;
  pattern: DangerousPattern;
}

/**
 * Results by content hash, oldest first (Map order is the LRU order). Parsing is the checks' whole cost
 * (about 150 ms a megabyte of PHP here): an import parses each file once for its danger scan and its
 * version checks together, and a hand edit of one file in a big plugin re-parses only that file.
 */
const cache = new Map<string, PhpFileCheck>();

/** One PHP file's syntax, dangerous calls and unescaped request output, from a single parse. */
export function checkPhpFile(source: string): PhpFileCheck {
  const key = createHash("sha256").update(source).digest("base64url");
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const result = checkUncached(source);
  cache.set(key, result);
  if (cache.size > LIMITS.phpCheckCacheEntries) cache.delete(cache.keys().next().value!);
  return result;
}

function checkUncached(source: string): PhpFileCheck {
  let ast: PhpNode;
  try {
    // The file name only labels parser errors, and our messages drop it: results depend on the content alone.
    ast = parsePhp(source, "file.php");
  } catch (error) {
    const syntax: PhpSyntaxResult =
      error instanceof PhpParseError
        ? { ok: false, message: error.message, line: error.line }
        : { ok: false, message: error instanceof Error ? error.message : String(error), line: 1 };
    return { syntax, dangerous: dangerousCallsInUnparsable(source), unescaped: unescapedRequestEchoInUnparsable(source) };
  }
  const dangerous = dangerousCallsIn(ast, source).sort((a, b) => a.line - b.line);
  return { syntax: { ok: true }, dangerous, unescaped: unescapedRequestEchoIn(ast, source) };
}

/** How long the checks may hold the event loop before they let other requests in. */
const SLICE_MS = 10;

/**
 * Checks every PHP file not yet remembered, letting other requests run every SLICE_MS, so that the
 * synchronous checks that follow (scanForDangerousCode, checkPluginFiles) find them all in memory. An
 * import calls it first: parsing a big plugin takes most of a second, which would otherwise stop every
 * other request in the process (the live event streams included) for as long.
 */
export async function checkPhpFilesInSlices(files: PluginFileMap): Promise<void> {
  let sliceStarted = performance.now();
  for (const path of phpPaths(files)) {
    checkPhpFile(files[path]!);
    if (performance.now() - sliceStarted >= SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStarted = performance.now();
    }
  }
}

/** The plugin's PHP files in path order. */
export function phpPaths(files: PluginFileMap): string[] {
  return Object.keys(files)
    .filter((path) => fileLanguage(path) === "php")
    .sort();
}

/** Dangerous calls (spec.md §5) in the plugin's PHP files, sorted by path and line. */
export function scanForDangerousCode(files: PluginFileMap): DangerousCodeFinding[] {
  return phpPaths(files).flatMap((path) => checkPhpFile(files[path]!).dangerous.map((call) => ({ path, ...call })));
}

/** Request data printed without escaping in one PHP file (see unescapedRequestEchoIn). */
export function findUnescapedRequestEcho(php: string): readonly UnescapedEcho[] {
  return checkPhpFile(php).unescaped;
}
