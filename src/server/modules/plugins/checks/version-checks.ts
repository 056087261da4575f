import type { CheckFinding, CheckStatus } from "../../../../shared/schemas/plugins";
import { checkPhpFile, phpPaths } from "../../../wordpress/static-check/php-file-check";
import { findMainPluginFile, type PluginFileMap } from "../../../wordpress/plugin-files";
import { abspathGuardFinding } from "../../../wordpress/static-check/review/abspath-guard";
import { directAccessLine } from "../../../wordpress/static-check/review/direct-access";
import { escapeOutputFinding } from "../../../wordpress/static-check/review/escape-output";
import { dangerousCallFinding } from "../../../wordpress/static-check/review/forbidden-functions";
import { prefixFindings } from "../../../wordpress/static-check/review/prefix";
import { type ReviewFinding, reviewRuleLink } from "../../../wordpress/static-check/review/review-rules";

export interface VersionCheck {
  status: Exclude<CheckStatus, "pending">;
  findings: CheckFinding[];
}

/** Rules of WordPress style that a bundled library (Composer's vendor/) cannot be expected to follow. */
const WORDPRESS_CONVENTIONS = new Set(["wp.abspath-guard", "wp.prefix"]);
const isBundledLibrary = (path: string) => /(?:^|\/)(?:vendor|node_modules)\//.test(path);

/**
 * The static checks every saved version gets (design.md §1.7): PHP syntax of each PHP file, a main file
 * with a plugin header, and the security review (review/: nonces, capabilities, REST permissions,
 * sanitised input, escaped output, prepared SQL, the ABSPATH guard, register_setting's sanitize
 * callback, dangerous functions, safe redirects, prefixed names), each finding with its handbook page.
 * Errors make the version 'failed'; whether a plugin may be made public reads this status of its
 * current version. Each PHP file is parsed once for all of it, and not again while its content is
 * unchanged (php-file-check.ts). A file that does not parse gets its dangerous calls and unescaped
 * output from a line-by-line scan instead.
 */
export function checkPluginFiles(files: PluginFileMap): VersionCheck {
  const findings: CheckFinding[] = [];
  const mainPath = findMainPluginFile(files);
  if (!mainPath) {
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
  const toFinding = (path: string) => (review: ReviewFinding): CheckFinding => ({
    rule: review.rule,
    severity: review.severity,
    file: path,
    line: review.line,
    message: review.message,
    link: reviewRuleLink(review.rule),
    text: review.text,
  });
  // A direct request to one file may run another, or stop at a function another declares (direct-access.ts).
  const directRuns = new Map(checked.map(({ path, check }) => [path, check.directRun]));
  const globals = checked.flatMap(({ check }) => check.globals);
  const pluginNames = {
    functions: new Set(globals.filter((g) => g.kind === "function").map((g) => g.name.toLowerCase())),
    constants: new Set(globals.filter((g) => g.kind === "constant").map((g) => g.name)),
  };
  for (const { path, check } of checked) {
    const review = check.syntax.ok ? check.review : [...check.dangerous.map(dangerousCallFinding), ...check.unescaped.map(escapeOutputFinding)];
    const ownCode = !isBundledLibrary(path);
    const direct = ownCode ? directAccessLine(path, directRuns, pluginNames) : null;
    findings.push(...review.filter((f) => ownCode || !WORDPRESS_CONVENTIONS.has(f.rule)).filter((f) => f.rule !== "wp.abspath-guard").map(toFinding(path)));
    if (direct !== null) findings.push(toFinding(path)(abspathGuardFinding(direct)));
  }
  if (mainPath) {
    const slug = mainPath.includes("/") ? mainPath.split("/")[0]! : mainPath.replace(/\.php$/i, "");
    for (const { path, check } of checked) {
      if (!isBundledLibrary(path)) findings.push(...prefixFindings(check.globals, slug).map(toFinding(path)));
    }
  }
  return { status: findings.some((f) => f.severity === "error") ? "failed" : "passed", findings };
}
