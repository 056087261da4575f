import { comparePhp } from "../../shared/schemas/php-matrix";
import { REQUIRES_PHP, REQUIRES_WORDPRESS } from "./blueprint/main-file";
import { testedUpToNow } from "./release/release-in-use";
import type { PluginHeader } from "./plugin-header";

/**
 * What a downloaded plugin's readme says it was tested with (docs/decisions/0061): `Tested up to`, the
 * WordPress release its check ran (major.minor), and `Requires PHP`, the PHP matrix's measured minimum
 * once the matrix has run (null before).
 */
export interface ReadmeFigures {
  testedUpTo: string;
  requiresPhp: string | null;
}

/**
 * The `Requires PHP` to write: the measured minimum, never below what the plugin declares (WordPress
 * refuses it below that anyway); the declared one, or REQUIRES_PHP, before the matrix has run.
 */
export function requiresPhpFigure(declared: string | null | undefined, measured: string | null | undefined): string {
  const given = declared?.trim() || null;
  if (!measured) return given ?? REQUIRES_PHP;
  if (!given || !/^\d+(\.\d+)*$/.test(given)) return measured;
  return comparePhp(given, measured) >= 0 ? given : measured;
}

/**
 * A readme.txt in the WordPress.org format, written from the plugin header when a plugin has none (a
 * model's or an uploaded plugin; the blueprint generator writes its own, richer one). With `figures` (a
 * download), `Tested up to` and `Requires PHP` are the measured ones.
 */
export function readmeTxt(header: PluginHeader, slug: string, figures?: ReadmeFigures): string {
  const tags = ["plugsmith"];
  const lines = [
    `=== ${header.name} ===`,
    `Contributors: ${slug.replace(/-/g, "")}`,
    `Tags: ${tags.join(", ")}`,
    `Requires at least: ${header.requiresAtLeast ?? REQUIRES_WORDPRESS}`,
    `Tested up to: ${figures?.testedUpTo ?? testedUpToNow()}`,
    `Requires PHP: ${requiresPhpFigure(header.requiresPhp, figures?.requiresPhp)}`,
    `Stable tag: ${header.version}`,
    `License: ${header.license ?? "GPLv2 or later"}`,
    `License URI: https://www.gnu.org/licenses/gpl-2.0.html`,
    "",
    header.description || `${header.name} for WordPress.`,
    "",
    "== Description ==",
    "",
    header.description || `${header.name} for WordPress.`,
    "",
    `Author: ${header.author}`,
    "",
    "== Installation ==",
    "",
    `1. In WordPress, go to Plugins → Add New → Upload Plugin and choose ${slug}.zip.`,
    "2. Click Install Now, then Activate.",
    "",
    "== Changelog ==",
    "",
    `= ${header.version} =`,
    "* Built with Plugsmith.",
    "",
  ];
  return lines.join("\n");
}
