import type { CheckFinding, CheckStatus } from "../../../shared/schemas/plugins";
import { checkPhpFile, phpPaths } from "../../wordpress/php-file-check";
import { findMainPluginFile, type PluginFileMap } from "../../wordpress/plugin-files";

export interface VersionCheck {
  status: Exclude<CheckStatus, "pending">;
  findings: CheckFinding[];
}

/**
 * The static checks every saved version gets (design.md §1.7): PHP syntax of each PHP file, calls of
 * dangerous functions, request data printed without escaping, and a main file with a plugin header.
 * Errors (a syntax error, a dangerous call, no main file) make the version 'failed'; unescaped output is
 * a warning, since the scan follows data only within a function and can be wrong either way. Whether a
 * plugin may be made public reads this status of its current version. Each PHP file is parsed once for
 * all three, and not again while its content is unchanged (php-file-check.ts).
 */
export function checkPluginFiles(files: PluginFileMap): VersionCheck {
  const findings: CheckFinding[] = [];
  if (!findMainPluginFile(files)) {
    findings.push({
      rule: "main-file",
      severity: "error",
      file: "",
      line: null,
      message: "No main PHP file with a 'Plugin Name:' header",
    });
  }
  const checked = phpPaths(files).map((path) => ({ path, check: checkPhpFile(files[path]!) }));
  for (const { path, check } of checked) {
    if (!check.syntax.ok) findings.push({ rule: "php-syntax", severity: "error", file: path, line: check.syntax.line, message: check.syntax.message });
  }
  for (const { path, check } of checked) {
    for (const call of check.dangerous) {
      findings.push({
        rule: "dangerous-function",
        severity: "error",
        file: path,
        line: call.line,
        message: `Calls ${call.pattern}(), which plugins should not use`,
      });
    }
  }
  for (const { path, check } of checked) {
    for (const echo of check.unescaped) {
      findings.push({
        rule: "unescaped-output",
        severity: "warning",
        file: path,
        line: echo.line,
        message: `Prints request data without escaping (${echo.construct} ${echo.expression.slice(0, 80)})`,
      });
    }
  }
  return { status: findings.some((f) => f.severity === "error") ? "failed" : "passed", findings };
}
