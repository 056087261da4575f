// Types for scripts/audit-deps.mjs.
export type Severity = "critical" | "high" | "moderate" | "low" | "info";
export interface Finding {
  name: string;
  severity: Severity;
  range: string;
  direct: boolean;
  advisories: Array<{ title: string; url: string; severity: Severity; range: string }>;
  /** Vulnerable packages this one is affected through. */
  through: string[];
  fix: string;
}
export type AuditVerdict =
  | { status: "unavailable"; reason: string }
  | { status: "ok" | "failed"; counts: Record<Severity, number>; findings: Finding[] };
export declare function judgeAudit(stdout: string): AuditVerdict;
