#!/usr/bin/env node
// `node scripts/audit-deps.mjs`: the production dependencies' known advisories (npm audit --omit=dev), run
// by .ci/run before the tests. Fails (exit 1) when one is high or critical, printing each with its advice
// and fix; lower ones are listed and pass. When the registry's advisory service does not answer (this
// workplace's registry refuses it with 405), says so loudly and passes: no answer is not a finding.
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

const FAILING = new Set(["high", "critical"]);
const LEVELS = ["critical", "high", "moderate", "low", "info"];

/**
 * What `npm audit --json` printed, judged: { status: "unavailable", reason } when the service did not
 * answer, else { status: "ok" | "failed", counts, findings } with the high and critical packages first.
 */
export function judgeAudit(stdout) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { status: "unavailable", reason: `npm audit printed no report: ${stdout.trim().slice(0, 200) || "(nothing)"}` };
  }
  if (!report || typeof report !== "object" || report.error || typeof report.vulnerabilities !== "object") {
    const reason = report?.message ?? report?.error?.summary ?? "npm audit answered without a report";
    return { status: "unavailable", reason: String(reason) };
  }
  const findings = Object.values(report.vulnerabilities)
    .map((v) => ({
      name: v.name,
      severity: v.severity,
      range: v.range,
      direct: Boolean(v.isDirect),
      advisories: (v.via ?? [])
        .filter((via) => typeof via === "object")
        .map((via) => ({ title: via.title, url: via.url, severity: via.severity, range: via.range })),
      through: (v.via ?? []).filter((via) => typeof via === "string"),
      fix: describeFix(v.fixAvailable),
    }))
    .sort((a, b) => LEVELS.indexOf(a.severity) - LEVELS.indexOf(b.severity) || a.name.localeCompare(b.name));
  const counts = Object.fromEntries(LEVELS.map((level) => [level, findings.filter((f) => f.severity === level).length]));
  return { status: findings.some((f) => FAILING.has(f.severity)) ? "failed" : "ok", counts, findings };
}

function describeFix(fix) {
  if (fix === true) return "npm audit fix";
  if (fix && typeof fix === "object") return `${fix.name}@${fix.version}${fix.isSemVerMajor ? " (a major version)" : ""}`;
  return "no fix published";
}

function print(verdict) {
  if (verdict.status === "unavailable") {
    console.log(`!! The advisory service did not answer, so the production dependencies were NOT audited: ${verdict.reason}`);
    return;
  }
  const summary = LEVELS.map((level) => `${verdict.counts[level]} ${level}`).join(", ");
  console.log(`npm audit --omit=dev: ${summary}`);
  for (const f of verdict.findings) {
    const via = f.through.length ? ` (through ${f.through.join(", ")})` : "";
    console.log(`- ${f.severity.toUpperCase()} ${f.name} ${f.range}${f.direct ? " [direct]" : ""}${via}; fix: ${f.fix}`);
    for (const a of f.advisories) console.log(`    ${a.severity}: ${a.title} (${a.range}) ${a.url}`);
  }
  if (verdict.status === "failed") console.log("High or critical advisories in production dependencies: failing.");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: 180_000 });
  const verdict = judgeAudit(run.stdout ?? "");
  print(verdict);
  process.exitCode = verdict.status === "failed" ? 1 : 0;
}
