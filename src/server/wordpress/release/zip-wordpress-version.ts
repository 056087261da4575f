import { unzipSync } from "fflate";

// A release zip's version, as WordPress itself reads it: `$wp_version` in wp-includes/version.php. Release
// zips hold it under wordpress/; Playground's builds at the top.

const VERSION_FILE = /^(?:[^/]+\/)?wp-includes\/version\.php$/;

/** The version in the zip's wp-includes/version.php, or null when the zip has none (not a WordPress release). */
export function zipWordPressVersion(zip: Uint8Array): string | null {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, { filter: (file) => VERSION_FILE.test(file.name) });
  } catch {
    return null;
  }
  const names = Object.keys(files).sort((a, b) => a.length - b.length);
  if (names.length === 0) return null;
  const php = new TextDecoder().decode(files[names[0]!]);
  return /\$wp_version\s*=\s*'([^']+)'/.exec(php)?.[1] ?? null;
}
