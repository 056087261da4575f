import { existsSync, statSync } from "node:fs";
import { basename } from "node:path";

// The current WordPress release for tests that need one (issue #32): a release zip named by
// TEST_WORDPRESS_ZIP. CI makes it from Debian's archive (scripts/wordpress-from-debian.mjs, decision 0059)
// and sets the variable for `npm test`. On a laptop without it those tests are skipped and say how to
// run them; under CI=true they are never skipped: a missing zip fails them.

export const CURRENT_WORDPRESS_ENV = "TEST_WORDPRESS_ZIP";
const CI = process.env.CI === "true" || process.env.CI === "1";

const HOW = "make one with `node scripts/wordpress-from-debian.mjs` and set TEST_WORDPRESS_ZIP to the path it prints";

/** Why TEST_WORDPRESS_ZIP cannot be used, or null when it names a zip file. */
function problem(): string | null {
  const zip = process.env[CURRENT_WORDPRESS_ENV];
  if (!zip) return `TEST_WORDPRESS_ZIP is not set: ${HOW}`;
  if (!existsSync(zip) || !statSync(zip).isFile()) return `TEST_WORDPRESS_ZIP=${zip} is not a file: ${HOW}`;
  return null;
}

/**
 * Why the tests on the current release are skipped here, or null when they run. Always null under CI:
 * there they run and fail at currentWordPressZip() when the zip is missing.
 */
export function currentWordPressSkipReason(): string | null {
  if (CI) return null;
  const reason = problem();
  return reason ? `SKIPPED (tests on the current WordPress release): ${reason}` : null;
}

/** The path of the current release's zip; throws, saying how to make one, when there is none. */
export function currentWordPressZip(): string {
  const reason = problem();
  if (reason) throw new Error(CI ? `CI runs the tests on the current WordPress release and has no zip for them: ${reason} (.ci/run does)` : reason);
  return process.env[CURRENT_WORDPRESS_ENV]!;
}

/** The version a zip's name carries (wordpress-7.1.4.zip → 7.1.4), or null when its name has none. */
export function versionInZipName(zip: string): string | null {
  return /^wordpress-(\d+\.\d+(?:\.\d+)?)\.zip$/.exec(basename(zip))?.[1] ?? null;
}
