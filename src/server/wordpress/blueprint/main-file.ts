import { fillTemplate, type FillValues, phpFragment } from "../catalogue/fill-template";
import { wordpressFile } from "../wordpress-files";
import type { BlueprintContext } from "./blueprint-context";
import { commentText } from "./php-source";

/** Opens PHP again after a main file's closing `?>`, before the loader is added. */
const PHP_OPEN_TAG = "<?php";

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
 * The managed section of the main file (main-file/loader.php and the fragments beside it): constants, the blocks'
 * files, and activation, update and deactivation hooks. Written with closures and fully global names, so it works
 * inside any main file, including one that declares a namespace.
 */
export function renderLoader(ctx: BlueprintContext, plan: LoaderPlan, options: { wrapInGlobalNamespace?: boolean } = {}): string {
  const part = (name: string, values: Omit<FillValues, "ctx"> = { params: {} }) => phpFragment(fillTemplate(wordpressFile(`blueprint/main-file/${name}.php`), "php", { ctx, ...values }));
  const calls = (functions: readonly string[]) => functions.map((fn) => part("call", { params: {}, names: { function: fn } }));
  const sections: string[] = [];
  if (plan.styles?.length) {
    const styles = plan.styles.map((path, index) => part("style", { params: { handle: `${ctx.cssPrefix}tweaks${index ? `-${index + 1}` : ""}`, path } }));
    sections.push(part("styles", { params: {}, lines: { styles } }));
  }
  if (plan.install.length) sections.push(part("install", { params: {}, lines: { calls: calls(plan.install) } }));
  if (plan.deactivate.length) sections.push(part("deactivate", { params: {}, lines: { calls: calls(plan.deactivate) } }));
  const requires = plan.requires.map((path) => part("require", { params: { path: `/${path}` } }));
  const body = part("loader", { params: { version: plan.version }, lines: { requires, sections } });
  return options.wrapInGlobalNamespace ? part("global-namespace", { params: {}, lines: { loader: [body] } }) : body;
}

export interface MainHeader {
  name: string;
  description: string;
  version: string;
  author: string;
}

/** A new main plugin file (main-file/main.php): header, ABSPATH guard, loader. */
export function renderMainFile(ctx: BlueprintContext, header: MainHeader, plan: LoaderPlan): string {
  return fillTemplate(wordpressFile("blueprint/main-file/main.php"), "php", {
    ctx,
    params: { ...header, requires_wordpress: REQUIRES_WORDPRESS, requires_php: REQUIRES_PHP },
    lines: { loader: [renderLoader(ctx, plan)] },
  });
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
    return `${trimmed}\n${PHP_OPEN_TAG}\n\n${loader}\n`;
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
