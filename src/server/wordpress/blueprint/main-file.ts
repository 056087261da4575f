import type { BlueprintContext } from "./blueprint-context";
import { ABSPATH_GUARD, commentText, packageName, phpString } from "./php-source";

export const LOADER_START = "// Plugsmith blocks: start";
export const LOADER_END = "// Plugsmith blocks: end.";
export const REQUIRES_WORDPRESS = "6.0";
export const TESTED_UP_TO = "6.5";
export const REQUIRES_PHP = "7.4";

/** What the main file's loader wires up. */
export interface LoaderPlan {
  version: string;
  /** PHP files to require, relative to the main file's folder. */
  requires: string[];
  /** Install functions of the blocks (activation and after an update). */
  install: string[];
  /** Deactivation functions of the blocks. */
  deactivate: string[];
  /** Stylesheets to load on every front-end page, relative to the main file's folder (the style tweaks file). */
  styles?: string[];
}

/**
 * The managed section of the main file: constants, the blocks' files, and activation, update and
 * deactivation hooks. Written with closures and fully global names, so it works inside any main
 * file, including one that declares a namespace.
 */
export function renderLoader(ctx: BlueprintContext, plan: LoaderPlan, options: { wrapInGlobalNamespace?: boolean } = {}): string {
  const k = ctx.constPrefix;
  const lines: string[] = [
    `${LOADER_START} (prefix: ${ctx.prefix}). Plugsmith rewrites the lines up to the end marker when it adds a building block or a style tweak.`,
    `if ( ! defined( '${k}VERSION' ) ) {`,
    `\tdefine( '${k}VERSION', ${phpString(plan.version)} );`,
    `}`,
    `if ( ! defined( '${k}BASENAME' ) ) {`,
    `\tdefine( '${k}BASENAME', plugin_basename( __FILE__ ) );`,
    `}`,
    ``,
    ...plan.requires.map((path) => `require_once __DIR__ . ${phpString(`/${path}`)};`),
  ];
  if (plan.styles?.length) {
    lines.push(
      ``,
      `// Style tweaks made in Plugsmith, scoped to the plugin's own elements: loaded on every front-end page.`,
      `add_action(`,
      `\t'wp_enqueue_scripts',`,
      `\tstatic function () {`,
      ...plan.styles.map(
        (path, index) =>
          `\t\twp_enqueue_style( ${phpString(`${ctx.cssPrefix}tweaks${index ? `-${index + 1}` : ""}`)}, plugins_url( ${phpString(path)}, __FILE__ ), array(), ${k}VERSION );`,
      ),
      `\t}`,
      `);`,
    );
  }
  if (plan.install.length) {
    lines.push(
      ``,
      `// Set-up of the building blocks: on activation, and once after an update changed the version.`,
      `$${ctx.prefix}install = static function () {`,
      ...plan.install.map((fn) => `\t${fn}();`),
      `\tupdate_option( '${ctx.prefix}installed_version', ${k}VERSION, false );`,
      `};`,
      `register_activation_hook( __FILE__, $${ctx.prefix}install );`,
      `add_action(`,
      `\t'admin_init',`,
      `\tstatic function () use ( $${ctx.prefix}install ) {`,
      `\t\tif ( get_option( '${ctx.prefix}installed_version' ) !== ${k}VERSION ) {`,
      `\t\t\t$${ctx.prefix}install();`,
      `\t\t}`,
      `\t}`,
      `);`,
    );
  }
  if (plan.deactivate.length) {
    lines.push(
      ``,
      `register_deactivation_hook(`,
      `\t__FILE__,`,
      `\tstatic function () {`,
      ...plan.deactivate.map((fn) => `\t\t${fn}();`),
      `\t\tdelete_option( '${ctx.prefix}installed_version' );`,
      `\t}`,
      `);`,
    );
  }
  lines.push(LOADER_END);
  const body = lines.join("\n");
  if (!options.wrapInGlobalNamespace) return body;
  return `namespace {\n${body}\n}`;
}

export interface MainHeader {
  name: string;
  description: string;
  version: string;
  author: string;
}

/** A new main plugin file: header, ABSPATH guard, loader. */
export function renderMainFile(ctx: BlueprintContext, header: MainHeader, plan: LoaderPlan): string {
  return `<?php
/**
 * Plugin Name:       ${commentText(header.name)}
 * Description:       ${commentText(header.description)}
 * Version:           ${commentText(header.version)}
 * Requires at least: ${REQUIRES_WORDPRESS}
 * Requires PHP:      ${REQUIRES_PHP}
 * Author:            ${commentText(header.author)}
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       ${commentText(ctx.textDomain)}
 *
 * @package ${packageName(ctx)}
 */

${ABSPATH_GUARD}

${renderLoader(ctx, plan)}
`;
}

/** Whether a main file has the loader section this generator manages. */
export function hasLoader(source: string): boolean {
  return source.includes(LOADER_START) && source.includes(LOADER_END);
}

/** The prefix recorded in the loader's start marker, if any. */
export function loaderPrefix(source: string): string | null {
  const match = /\/\/ Plugsmith blocks: start \(prefix: ([a-z][a-z0-9_]*_)\)/.exec(source);
  return match ? match[1]! : null;
}

/**
 * The main file with its loader replaced (or, for a plugin this generator has not touched yet,
 * added at the end of the PHP code), its Version header set, and optionally its Description.
 */
export function updateMainFile(
  source: string,
  ctx: BlueprintContext,
  plan: LoaderPlan,
  options: { description?: string } = {},
): string {
  let next = setHeaderField(source, "Version", plan.version);
  if (options.description !== undefined) next = setHeaderField(next, "Description", options.description);
  if (hasLoader(next)) {
    const start = next.indexOf(LOADER_START);
    const endMarker = next.indexOf(LOADER_END, start);
    const lineStart = next.lastIndexOf("\n", start) + 1;
    const wrapped = next.slice(lineStart, start).trim() === "namespace {";
    const from = wrapped ? lineStart : start;
    let to = endMarker + LOADER_END.length;
    if (wrapped) {
      const close = next.indexOf("}", to);
      to = close >= 0 ? close + 1 : to;
    }
    return next.slice(0, from) + renderLoader(ctx, plan, { wrapInGlobalNamespace: wrapped }) + next.slice(to);
  }
  const braced = /^\s*namespace\s+[A-Za-z_\\][\w\\]*\s*\{/m.test(next);
  const loader = renderLoader(ctx, plan, { wrapInGlobalNamespace: braced });
  const trimmed = next.replace(/\s+$/, "");
  const lastOpen = trimmed.lastIndexOf("<?php");
  const lastClose = trimmed.lastIndexOf("?>");
  if (lastClose > lastOpen && trimmed.endsWith("?>")) {
    return `${trimmed.slice(0, -2).replace(/\s+$/, "")}\n\n${loader}\n`;
  }
  if (lastClose > lastOpen) {
    return `${trimmed}\n<?php\n\n${loader}\n`;
  }
  return `${trimmed}\n\n${loader}\n`;
}

/** Sets one field of the plugin header comment (the first such line), keeping its alignment. */
export function setHeaderField(source: string, field: string, value: string): string {
  const pattern = new RegExp(`^((?:[ \\t]*<\\?php)?[ \\t/*#@]*${field}:[ \\t]*)(.*)$`, "im");
  const match = pattern.exec(source.slice(0, 8192));
  if (!match) return source;
  const start = match.index + match[1]!.length;
  const end = match.index + match[0].length;
  const rest = source.slice(start, end);
  const trailer = /\s*(?:\*\/|\?>).*$/.exec(rest)?.[0] ?? "";
  return source.slice(0, start) + commentText(value) + trailer + source.slice(end);
}

/** The next patch version: 1.0.0 → 1.0.1, 2.1 → 2.1.1, 1.2.3-beta → 1.2.4; anything else → 1.0.1. */
export function bumpPatch(version: string): string {
  const match = /^(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(version.trim());
  if (!match) return "1.0.1";
  const major = Number(match[1]);
  const minor = Number(match[2] ?? 0);
  const patch = Number(match[3] ?? 0);
  return `${major}.${minor}.${patch + 1}`;
}
