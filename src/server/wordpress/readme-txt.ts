import { REQUIRES_PHP, REQUIRES_WORDPRESS, TESTED_UP_TO } from "./blueprint/main-file";
import type { PluginHeader } from "./plugin-header";

/**
 * A readme.txt in the WordPress.org format, written from the plugin header when a plugin has none (a
 * model's or an uploaded plugin; the blueprint generator writes its own, richer one).
 */
export function readmeTxt(header: PluginHeader, slug: string): string {
  const tags = ["plugsmith"];
  const lines = [
    `=== ${header.name} ===`,
    `Contributors: ${slug.replace(/-/g, "")}`,
    `Tags: ${tags.join(", ")}`,
    `Requires at least: ${header.requiresAtLeast ?? REQUIRES_WORDPRESS}`,
    `Tested up to: ${TESTED_UP_TO}`,
    `Requires PHP: ${header.requiresPhp ?? REQUIRES_PHP}`,
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
