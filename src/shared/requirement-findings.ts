import type { CheckFinding } from "./schemas/plugins";

// A requirement finding says the plugin needs a newer WordPress or PHP than the check ran (issue #32): no
// change to its code meets that, so "Fix with AI" is never offered for one, nor sent to the model.

/** The rules of the findings that say a plugin's `Requires at least` or `Requires PHP` is not met (runtime/run-gate.ts). */
export const REQUIREMENT_RULES: ReadonlySet<string> = new Set(["wp.requires-wordpress", "wp.requires-php"]);

/** The requirement findings: first in the report, whatever file they name, and never "fixed". */
export const isRequirementFinding = (finding: Pick<CheckFinding, "rule">) => REQUIREMENT_RULES.has(finding.rule);

/** The errors a change to the plugin's code can fix: every error but the requirement findings. */
export const fixableErrors = <T extends Pick<CheckFinding, "rule" | "severity">>(findings: readonly T[]): T[] =>
  findings.filter((finding) => finding.severity === "error" && !isRequirementFinding(finding));
