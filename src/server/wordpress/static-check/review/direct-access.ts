import path from "node:path/posix";
import type { DirectStep } from "./abspath-guard";

/** A direct request's end: it stops (or does nothing to the end), or runs code at `line` of the file asked for. */
type Resolved = { runs: number } | "stops" | "nothing";

const isBundledLibrary = (file: string) => /(?:^|\/)(?:vendor|node_modules)\//.test(file);
/** Constants only WordPress defines (wp-config.php, wp-settings.php, default-constants.php). */
const isWordPressConstant = (name: string) => /^(?:ABSPATH|WPINC|WP_[A-Z0-9_]+|MULTISITE|SHORTINIT|DOING_[A-Z_]+|(?:MINUTE|HOUR|DAY|WEEK|MONTH|YEAR)_IN_SECONDS|KB_IN_BYTES|MB_IN_BYTES|GB_IN_BYTES)$/.test(name);

/**
 * wp.abspath-guard across the plugin: the line at which a direct request to `file` runs code, or null when
 * it runs none. A file one of the plugin's files includes by a path beside it runs that file (its own steps,
 * followed the same way; a require of a file that is not there is a fatal error), a bundled library's
 * (Composer's autoloader) counts as quiet, and a call of a function another of the plugin's files declares,
 * or a read of a constant another defines (or WordPress does), is undefined here, which ends the script.
 */
export function directAccessLine(file: string, steps: ReadonlyMap<string, readonly DirectStep[]>, plugin: PluginNames): number | null {
  const resolved = resolve(file, steps, plugin, new Set());
  return typeof resolved === "object" ? resolved.runs : null;
}

/** The functions (lowercase) and constants the plugin's files declare. */
export interface PluginNames {
  functions: ReadonlySet<string>;
  constants: ReadonlySet<string>;
}

function resolve(file: string, steps: ReadonlyMap<string, readonly DirectStep[]>, plugin: PluginNames, open: Set<string>): Resolved {
  open.add(file);
  for (const step of steps.get(file) ?? []) {
    if (step.kind === "stops") return "stops";
    if (step.kind === "runs") return { runs: step.line };
    if (step.kind === "call") return plugin.functions.has(step.name) ? "stops" : { runs: step.line };
    if (step.kind === "constant") return plugin.constants.has(step.name) || isWordPressConstant(step.name) ? "stops" : { runs: step.line };
    const target = path.normalize(path.join(path.dirname(file), step.path));
    if (open.has(target) || isBundledLibrary(target)) continue;
    if (!steps.has(target)) {
      if (step.required) return "stops";
      continue;
    }
    const included = resolve(target, steps, plugin, open);
    if (included === "stops") return "stops";
    if (included !== "nothing") return { runs: step.line };
  }
  return "nothing";
}
