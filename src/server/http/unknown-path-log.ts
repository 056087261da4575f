import type { Logger } from "../lib/logger";

/** The most characters of a path a log line keeps: a visitor chooses the path, up to the 16 KB header limit. */
export const LOGGED_PATH_MAX_CHARS = 200;
/** Unknown-path lines written per minute by one process; the rest are counted in one summary line. */
export const UNKNOWN_PATH_LINES_PER_MINUTE = 60;
const MINUTE_MS = 60_000;

/** `path` cut to LOGGED_PATH_MAX_CHARS, saying how long it was when cut. */
export function truncatedPath(path: string): string {
  if (path.length <= LOGGED_PATH_MAX_CHARS) return path;
  return `${path.slice(0, LOGGED_PATH_MAX_CHARS)}… (${path.length} chars)`;
}

export type UnknownPathLog = (path: string) => void;

/**
 * Logs requests for paths nobody serves, bounded: anonymous visitors (and scanners) choose how many and
 * how long (20,000 long paths once made 82 MB of log). Each line keeps at most LOGGED_PATH_MAX_CHARS of
 * the path, and at most UNKNOWN_PATH_LINES_PER_MINUTE lines are written a minute; past that they are only
 * counted, and one line '… and K more unknown paths' says how many when the minute ends. The state is two
 * numbers and at most one timer (unref'd, so it never holds the process open).
 */
export function createUnknownPathLog(
  logger: Logger,
  { linesPerMinute = UNKNOWN_PATH_LINES_PER_MINUTE, now = Date.now }: { linesPerMinute?: number; now?: () => number } = {},
): UnknownPathLog {
  let windowStart = now();
  let written = 0;
  let skipped = 0;
  let summary: NodeJS.Timeout | null = null;

  const flush = () => {
    summary = null;
    if (skipped > 0) logger.warn({ skipped }, `… and ${skipped} more unknown paths`);
    skipped = 0;
  };

  return (path) => {
    if (now() - windowStart >= MINUTE_MS) {
      if (summary) clearTimeout(summary);
      flush();
      windowStart = now();
      written = 0;
    }
    if (written < linesPerMinute) {
      written += 1;
      logger.warn({ path: truncatedPath(path) }, "page not found");
      return;
    }
    skipped += 1;
    if (!summary) {
      summary = setTimeout(flush, Math.max(0, windowStart + MINUTE_MS - now()));
      summary.unref();
    }
  };
}
