import { findingText } from "../../../../shared/finding-texts";
import type { PhpNode } from "../../php-ast";
import { calledFunctionName, lineOf } from "../../php-ast";
import type { DangerousCall } from "../security-scan";
import { rawPart } from "./input-sanitize";
import { argumentAt, callsIn } from "./php-scope";
import type { ReviewFinding } from "./review-rules";

/**
 * dangerous-function: eval, create_function, the backtick operator and the shell functions (found by
 * security-scan.ts, which also reads files that do not parse), and unserialize()/maybe_unserialize() of
 * request data, which lets a visitor build objects of any class (PHP object injection).
 */
export function forbiddenFunctionFindings(ast: PhpNode | null, dangerous: readonly DangerousCall[]): ReviewFinding[] {
  const findings: ReviewFinding[] = dangerous.map((call) => dangerousCallFinding(call));
  if (!ast) return findings;
  for (const node of callsIn(ast)) {
        const name = calledFunctionName(node);
    if (name !== "unserialize" && name !== "maybe_unserialize") continue;
    const value = argumentAt(node, 0);
    if (value && rawPart(value, new Set()) !== null) {
      findings.push({
        rule: "dangerous-function",
        severity: "error",
        line: lineOf(node),
        message: `Calls ${name}() on request data, which lets a visitor create arbitrary PHP objects: send JSON and use json_decode() instead`,
        text: findingText("dangerous-function.unserialize", { name }),
      });
    }
  }
  return findings;
}

export function dangerousCallFinding(call: DangerousCall): ReviewFinding {
  const what = call.pattern === "shell_exec" ? "shell_exec() or the backtick operator" : `${call.pattern}()`;
  const text = call.pattern === "shell_exec" ? findingText("dangerous-function.shell") : findingText("dangerous-function", { what });
  return { rule: "dangerous-function", severity: "error", line: call.line, message: `Calls ${what}, which plugins should not use`, text };
}
