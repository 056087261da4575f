import { createRequire } from "node:module";
import type { SupportedPHPVersion } from "@php-wasm/universal";

// The PHP versions the WordPress runtime ships: php-wasm's builds that are installed (@php-wasm/node-8-1…).
// Read from the packages, not from php-wasm's own list, so the main thread never loads the PHP runtime
// (issue #17) and a build taken out of package.json drops out of the PHP matrix by itself.

/** Every PHP php-wasm may build, oldest first (its SupportedPHPVersions); 8.5 only when its package is there. */
const KNOWN: readonly SupportedPHPVersion[] = ["7.4", "8.0", "8.1", "8.2", "8.3", "8.4", "8.5"];

const require = createRequire(import.meta.url);
let shipped: SupportedPHPVersion[] | undefined;

/** The PHP versions the runtime can run, oldest first. */
export function shippedPhpVersions(): readonly SupportedPHPVersion[] {
  return (shipped ??= KNOWN.filter((version) => {
    try {
      require.resolve(`@php-wasm/node-${version.replace(".", "-")}/package.json`);
      return true;
    } catch {
      return false;
    }
  }));
}
