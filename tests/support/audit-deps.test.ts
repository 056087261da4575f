import { describe, expect, it } from "vitest";
import { judgeAudit } from "../../scripts/audit-deps.mjs";

// How the CI audit step (scripts/audit-deps.mjs) judges `npm audit --omit=dev --json`. The reports are
// shaped like npm 11's (auditReportVersion 2); the refusal is what this workplace's registry answers.

function report(vulnerabilities: Record<string, object>) {
  return JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: {} });
}

const moderate = {
  name: "postcss",
  severity: "moderate",
  isDirect: false,
  via: [{ source: 1, name: "postcss", title: "Line return parsing error", url: "https://github.com/advisories/GHSA-1", severity: "moderate", range: "<8.4.31" }],
  range: "<8.4.31",
  fixAvailable: true,
};
const high = {
  name: "tar",
  severity: "high",
  isDirect: false,
  via: [{ source: 2, name: "tar", title: "Arbitrary file overwrite", url: "https://github.com/advisories/GHSA-2", severity: "high", range: "<6.2.1" }],
  range: "<6.2.1",
  fixAvailable: { name: "tar", version: "6.2.1", isSemVerMajor: false },
};
const critical = { name: "wrapper", severity: "critical", isDirect: true, via: ["tar"], range: "1.x", fixAvailable: false };

describe("[CI][AUDIT] judgeAudit", () => {
  it("passes with no advisories, and with moderate ones only (listed)", () => {
    expect(judgeAudit(report({}))).toMatchObject({ status: "ok", findings: [] });
    const verdict = judgeAudit(report({ postcss: moderate }));
    expect(verdict).toMatchObject({ status: "ok", counts: { moderate: 1, high: 0, critical: 0 } });
  });

  it("fails on a high or critical advisory, the worst first, each with its advice and fix", () => {
    const verdict = judgeAudit(report({ postcss: moderate, tar: high, wrapper: critical }));
    expect(verdict.status).toBe("failed");
    if (verdict.status === "unavailable") throw new Error("unreachable");
    expect(verdict.findings.map((f) => [f.name, f.severity])).toEqual([["wrapper", "critical"], ["tar", "high"], ["postcss", "moderate"]]);
    expect(verdict.findings[0]).toMatchObject({ direct: true, through: ["tar"], fix: "no fix published" });
    expect(verdict.findings[1]).toMatchObject({ fix: "tar@6.2.1", advisories: [{ title: "Arbitrary file overwrite", url: "https://github.com/advisories/GHSA-2" }] });
  });

  it("says the audit was not done when the advisory service refuses or nothing comes back", () => {
    const refused = JSON.stringify({ message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk", statusCode: 405, error: { summary: "", detail: "" } });
    expect(judgeAudit(refused)).toEqual({ status: "unavailable", reason: expect.stringContaining("405") });
    expect(judgeAudit("")).toMatchObject({ status: "unavailable" });
  });
});
