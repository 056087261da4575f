import type { CheckFinding } from "@shared/schemas/plugins";
import { isMechanicallyFixable } from "@shared/mechanical-fixes";
import { useGeneratorInfo } from "../queries/generator-query";

/**
 * Which 'Fix with AI' the check report offers (issue #34): with a model, a fix of the errors ('model');
 * without one, the exact fixes the server makes itself, offered only for findings it has them for
 * ('mechanical'); otherwise none, so the button never promises what the answer would refuse.
 */
export function useFixOffer(findings: readonly CheckFinding[]): "model" | "mechanical" | null {
  const generator = useGeneratorInfo();
  if (!generator.data) return null;
  if (!generator.data.offline) return findings.some((f) => f.severity === "error") ? "model" : null;
  return findings.some(isMechanicallyFixable) ? "mechanical" : null;
}
