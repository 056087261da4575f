import type { PluginHeader } from "./plugin-header";

/** A readme.txt in the WordPress.org format, written from the plugin header when a plugin has none. */
export function readmeTxt(header: PluginHeader, slug: string): string {
  const tags = ["plugsmith"];
  const lines = [
    `=== ${header.name} ===`,
    `Contributors: ${slug.replace(/-/g, "")}`,
    `Tags: ${tags.join(", ")}`,
    `Requires at least: ${header.requiresAtLeast ?? "6.0"}`,
    `Tested up to: 6.7`,
    `Requires PHP: ${header.requiresPhp ?? "7.4"}`,
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
