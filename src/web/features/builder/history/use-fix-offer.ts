import type { CheckFinding } from "@shared/schemas/plugins";
import { isMechanicallyFixable } from "@shared/mechanical-fixes";
import { fixableErrors } from "@shared/requirement-findings";
import { useGeneratorInfo } from "../queries/generator-query";

/**
 * Which 'Fix with AI' the check report offers (issue #34): with a model, a fix of the errors ('model');
 * without one, the exact fixes the server makes itself, offered only for findings it has them for
 * ('mechanical'); otherwise none, so the button never promises what the answer would refuse.
 */
export function useFixOffer(findings: readonly CheckFinding[]): "model" | "mechanical" | null {
  const generator = useGeneratorInfo();
  if (!generator.data) return null;
  // A plugin that needs a newer WordPress or PHP is not fixed by editing its code: those errors offer no fix.
  if (!generator.data.offline) return fixableErrors(findings).length > 0 ? "model" : null;
  return findings.some(isMechanicallyFixable) ? "mechanical" : null;
}
