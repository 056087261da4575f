import { createHash } from "node:crypto";
import { LIMITS } from "../../../shared/constants";
import { type PhpNode, parsePhp, PhpParseError } from "../php-ast";
import { fileLanguage, type PluginFileMap } from "../plugin-files";
import type { DirectStep } from "./review/abspath-guard";
import { reviewPhpFile } from "./review/review-php-file";
import type { GlobalName, ReviewFinding } from "./review/review-rules";
import {
  type DangerousCall,
  type DangerousPattern,
  dangerousCallsIn,
  dangerousCallsInUnparsable,
  mayCallDangerous,
  type UnescapedEcho,
  unescapedRequestEchoIn,
  unescapedRequestEchoInUnparsable,
} from "./security-scan";

export type PhpSyntaxResult = { ok: true } | { ok: false; message: string; line: number };

/** What the static checks found in one PHP file. */
export interface PhpFileCheck {
  syntax: PhpSyntaxResult;
  /** By line. */
  dangerous: readonly DangerousCall[];
  unescaped: readonly UnescapedEcho[];
  /**
   * The security review's findings (review/), dangerous calls and unescaped output among them, by line;
   * empty for a file that does not parse, whose checks are `dangerous` and `unescaped` alone.
   */
  review: readonly ReviewFinding[];
  /** The global names it declares, for the plugin-wide prefix rule. */
  globals: readonly GlobalName[];
  /** What a direct request to it runs, for the plugin-wide ABSPATH rule (review/direct-access.ts). */
  directRun: readonly DirectStep[];
}

/** What runs the checks off this thread (php-check-pool.ts's pool, which imports this module's types). */
interface OffThreadChecker {
  check(sources: readonly string[]): Promise<PhpFileCheck[]>;
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

/** One PHP file's syntax, dangerous calls, unescaped request output and security review, from a single parse. */
export function checkPhpFile(source: string): PhpFileCheck {
  const key = contentKey(source);
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const result = checkPhpFileUncached(source);
  remember(key, result);
  return result;
}

const contentKey = (source: string) => createHash("sha256").update(source).digest("base64url");

function remember(key: string, result: PhpFileCheck): void {
  cache.set(key, result);
  if (cache.size > LIMITS.phpCheckCacheEntries) cache.delete(cache.keys().next().value!);
}

/** The checks themselves, with nothing remembered: what a check worker runs (php-check-pool.ts). */
export function checkPhpFileUncached(source: string): PhpFileCheck {
  let ast: PhpNode;
  try {
    // The file name only labels parser errors, and our messages drop it: results depend on the content alone.
    ast = parsePhp(source, "file.php");
  } catch (error) {
    const syntax: PhpSyntaxResult =
      error instanceof PhpParseError
        ? { ok: false, message: error.message, line: error.line }
        : { ok: false, message: error instanceof Error ? error.message : String(error), line: 1 };
    return { syntax, dangerous: dangerousCallsInUnparsable(source), unescaped: unescapedRequestEchoInUnparsable(source), review: [], globals: [], directRun: [] };
  }
  const dangerous = dangerousCallsIn(ast, source).sort((a, b) => a.line - b.line);
  const unescaped = unescapedRequestEchoIn(ast, source);
  const { findings, globals, directRun } = reviewPhpFile(ast, source, dangerous, unescaped);
  return { syntax: { ok: true }, dangerous, unescaped, review: findings, globals, directRun };
}

/**
 * Checks the PHP files (all of them unless `paths` says which) not yet remembered on the check workers
 * (php-check-pool.ts), so that the synchronous checks that follow (scanForDangerousCode, checkPluginFiles)
 * find them in memory. Parsing a big plugin takes most of a second of CPU, which on this thread would
 * stop every other request in the process (the live event streams included) for as long; on the workers
 * it runs beside them, on as many cores as the pool has.
 */
export async function checkPhpFilesOffThread(files: PluginFileMap, pool: OffThreadChecker, paths = phpPaths(files)): Promise<void> {
  const pending = new Map<string, string>();
  for (const path of paths) {
    const source = files[path]!;
    const key = contentKey(source);
    if (!cache.has(key)) pending.set(key, source);
  }
  if (pending.size === 0) return;
  const results = await pool.check([...pending.values()]);
  [...pending.keys()].forEach((key, i) => remember(key, results[i]!));
}

/** The plugin's PHP files in path order. */
export function phpPaths(files: PluginFileMap): string[] {
  return Object.keys(files)
    .filter((path) => fileLanguage(path) === "php")
    .sort();
}

/** The PHP files that may hold a dangerous call (security-scan.ts mayCallDangerous), in path order. */
const riskyPhpPaths = (files: PluginFileMap) => phpPaths(files).filter((path) => mayCallDangerous(files[path]!));

/**
 * Dangerous calls (spec.md §5) in the plugin's PHP files, sorted by path and line. Only the files that
 * name a dangerous function are parsed: the others have nothing to find.
 */
export function scanForDangerousCode(files: PluginFileMap): DangerousCodeFinding[] {
  return riskyPhpPaths(files).flatMap((path) => checkPhpFile(files[path]!).dangerous.map((call) => ({ path, ...call })));
}

/** scanForDangerousCode with its parsing on the check workers: what an import answers with. */
export async function scanForDangerousCodeOffThread(files: PluginFileMap, pool: OffThreadChecker): Promise<DangerousCodeFinding[]> {
  await checkPhpFilesOffThread(files, pool, riskyPhpPaths(files));
  return scanForDangerousCode(files);
}

