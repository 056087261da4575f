import type { CheckFinding } from "@shared/schemas/plugins";

// The line that says what the run in WordPress did (issue #32): read from the rules of its findings, so
// it never says more than happened. A plugin that was not activated is never "activated, its pages opened".

/** How far the run in WordPress got, by what stopped it; "completed" when every step ran. */
export type RuntimeOutcome = "requires-wordpress" | "requires-php" | "requires-both" | "not-parsed" | "not-activated" | "timed-out" | "stopped" | "completed";

/** The rules only the run in WordPress reports (the static checks' start with other names, or are wp.* reviews). */
const RUNTIME_RULES: ReadonlySet<string> = new Set([
  "php.lint",
  "wp.requires-wordpress",
  "wp.requires-php",
  "wp.activation",
  "wp.activation-output",
  "wp.runtime-fatal",
  "wp.runtime-warning",
  "wp.runtime-notice",
  "wp.runtime-deprecated",
  "wp.page-error",
  "wp.page-too-large",
  "wp.deactivation",
  "wp.timeout",
]);

export { isRequirementFinding } from "@shared/requirement-findings";

/** What the finished run did, from the report's findings (static and runtime) and whether the run failed. */
export function runtimeOutcome(findings: readonly CheckFinding[], runtimeFailed: boolean): RuntimeOutcome {
  const rules = new Set(findings.map((finding) => finding.rule));
  if (rules.has("wp.requires-wordpress") && rules.has("wp.requires-php")) return "requires-both";
  if (rules.has("wp.requires-wordpress")) return "requires-wordpress";
  if (rules.has("wp.requires-php")) return "requires-php";
  if (rules.has("wp.timeout")) return "timed-out";
  // PHP's lint stops the run before activation; the report keeps a parse error once, under the static
  // check's rule when both found it at the same place, so a failed run with nothing of its own is that.
  if (rules.has("php.lint")) return "not-parsed";
  if (runtimeFailed && rules.has("php-syntax") && !findings.some((finding) => RUNTIME_RULES.has(finding.rule))) return "not-parsed";
  if (rules.has("wp.activation")) return "not-activated";
  if (rules.has("wp.runtime-fatal")) return "stopped";
  return "completed";
}

/** The translation key of each outcome's line (builder.checks.*). */
export const RUNTIME_HEADLINES = {
  "requires-wordpress": "builder.checks.runtimeRequiresWordpress",
  "requires-php": "builder.checks.runtimeRequiresPhp",
  "requires-both": "builder.checks.runtimeRequiresBoth",
  "not-parsed": "builder.checks.runtimeNotParsed",
  "not-activated": "builder.checks.runtimeNotActivated",
  "timed-out": "builder.checks.runtimeTimedOut",
  stopped: "builder.checks.runtimeStopped",
  completed: "builder.checks.runtimeChecked",
} as const satisfies Record<RuntimeOutcome, string>;
