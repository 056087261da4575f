// What the built server loads before it answers (decision 0081): the packages that dist/server/main.js imports
// statically, through the chunks it imports statically. `npm run build` fails when one of DEFERRED_PACKAGES is
// among them; those are loaded with import() when first needed, after the server answers.
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";

/**
 * The only packages a start may load from node_modules: their .wasm and data files are read from beside their code,
 * so they cannot be bundled. Any other package a start loads is bundled in (build-server.mjs, decision 0085).
 */
export const LOADED_FROM_NODE_MODULES = [/^@electric-sql\/pglite(\/|$)/, /^@php-wasm\//, /^@wp-playground\//];

/** Packages the server must not load at start: better-auth (~0.8 s), the AI SDK (~0.25 s), Stripe's SDK. */
export const DEFERRED_PACKAGES = [/^better-auth(\/|$)/, /^@better-auth\//, /^ai$/, /^@ai-sdk\//, /^stripe$/];

/** Whether `name` is one of DEFERRED_PACKAGES. */
export const isDeferredPackage = (name) => DEFERRED_PACKAGES.some((pattern) => pattern.test(name));

const STATIC_IMPORT = /^(?:import|export)\s[^;]*?\bfrom\s*"([^"]+)"|^import\s*"([^"]+)"/gm;

/** The bare specifiers (packages) `entry` loads before its code runs, following its static imports of files beside it. */
export function startupPackages(entry, read = (file) => readFileSync(file, "utf8")) {
  const packages = new Set();
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of read(file).matchAll(STATIC_IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (specifier.startsWith(".")) visit(path.join(path.dirname(file), specifier));
      else if (!specifier.startsWith("node:")) packages.add(specifier);
    }
  };
  visit(entry);
  return [...packages].sort();
}

/** The packages of `startupPackages(entry)` that should have been deferred. */
export function deferredAtStartup(entry, read) {
  return startupPackages(entry, read).filter(isDeferredPackage);
}

/** The packages of `startupPackages(entry)` read from node_modules that should have been bundled in. */
export function unbundledAtStartup(entry, read) {
  return startupPackages(entry, read).filter(
    (name) => !builtinModules.includes(name) && !LOADED_FROM_NODE_MODULES.some((pattern) => pattern.test(name)),
  );
}
