// What the built server loads before it answers (decision 0081): the packages that dist/server/main.js imports
// statically, through the chunks it imports statically. `npm run build` fails when one of DEFERRED_PACKAGES is
// among them; those are loaded with import() when first needed, after the server answers.
import { readFileSync } from "node:fs";
import path from "node:path";

/** Packages the server must not load at start: better-auth (~0.8 s), the AI SDK (~0.25 s), Stripe's SDK. */
export const DEFERRED_PACKAGES = [/^better-auth(\/|$)/, /^@better-auth\//, /^ai$/, /^@ai-sdk\//, /^stripe$/];

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
  return startupPackages(entry, read).filter((name) => DEFERRED_PACKAGES.some((pattern) => pattern.test(name)));
}
