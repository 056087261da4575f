import { findingText } from "../../../../shared/finding-texts";
import type { UnescapedEcho } from "../security-scan";
import type { ReviewFinding } from "./review-rules";

/**
 * wp.escape-output: request data printed as it came (security-scan.ts follows it through a function's
 * variables, and reads files that do not parse line by line). A warning: the data flow is followed
 * within one function only, so the scan can be wrong either way.
 */
export function escapeOutputFinding(echo: UnescapedEcho): ReviewFinding {
  return {
    rule: "wp.escape-output",
    severity: "warning",
    line: echo.line,
    message: `Prints request data without escaping (${echo.construct} ${echo.expression.slice(0, 80)}): wrap it in esc_html(), esc_attr(), esc_url() or wp_kses_post() where it is printed`,
    text: findingText("wp.escape-output", { code: `${echo.construct} ${echo.expression.slice(0, 80)}` }),
  };
}
