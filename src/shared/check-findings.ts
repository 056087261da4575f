import { isRequirementFinding } from "./requirement-findings";
import type { CheckFinding } from "./schemas/plugins";

/**
 * A check report's findings in reading order (issue #34): unmet requirements, then the errors that block
 * (a failed version, the public gallery), then warnings; each group keeps its own order (by file and line).
 */
export function blockingFirst<T extends Pick<CheckFinding, "rule" | "severity">>(findings: readonly T[]): T[] {
  const rank = (finding: T) => (isRequirementFinding(finding) ? 0 : finding.severity === "error" ? 1 : 2);
  return findings.map((finding, index) => ({ finding, index })).sort((a, b) => rank(a.finding) - rank(b.finding) || a.index - b.index).map(({ finding }) => finding);
}
