import type { CheckFinding, CheckStatus } from "../../../shared/schemas/plugins";
import { checkPhpSyntax } from "../../wordpress/php-check";
import { fileLanguage, findMainPluginFile, type PluginFileMap } from "../../wordpress/plugin-files";
import { findUnescapedRequestEcho, scanForDangerousCode } from "../../wordpress/security-scan";

export interface VersionCheck {
  status: Exclude<CheckStatus, "pending">;
  findings: CheckFinding[];
}

/**
 * The static checks every saved version gets (design.md §1.7): PHP syntax of each PHP file, calls of
 * dangerous functions, request data printed without escaping, and a main file with a plugin header.
 * Errors (a syntax error, a dangerous call, no main file) make the version 'failed'; unescaped output is
 * a warning, since the scan follows data only within a function and can be wrong either way. Whether a
 * plugin may be made public reads this status of its current version.
 */
export function checkPluginFiles(files: PluginFileMap): VersionCheck {
  const findings: CheckFinding[] = [];
  const phpPaths = Object.keys(files)
    .filter((path) => fileLanguage(path) === "php")
    .sort();
  if (!findMainPluginFile(files)) {
    findings.push({
      rule: "main-file",
      severity: "error",
      file: "",
      line: null,
      message: "No main PHP file with a 'Plugin Name:' header",
    });
  }
  for (const path of phpPaths) {
    const syntax = checkPhpSyntax(files[path]!, path);
    if (!syntax.ok) findings.push({ rule: "php-syntax", severity: "error", file: path, line: syntax.line, message: syntax.message });
  }
  for (const found of scanForDangerousCode(files)) {
    findings.push({
      rule: "dangerous-function",
      severity: "error",
      file: found.path,
      line: found.line,
      message: `Calls ${found.pattern}(), which plugins should not use`,
    });
  }
  for (const path of phpPaths) {
    for (const echo of findUnescapedRequestEcho(files[path]!)) {
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
