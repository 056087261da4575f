import { findingText } from "../../../../shared/finding-texts";
import type { PhpNode } from "../../php-ast";
import { calledFunctionName, lineOf } from "../../php-ast";
import { argumentAt, arrayByKey, callsIn } from "./php-scope";
import type { ReviewFinding } from "./review-rules";

/**
 * wp.register-setting-sanitize: register_setting() without a sanitize callback stores whatever the
 * settings form posts. Its third argument is the callback itself (the old form) or an array with
 * 'sanitize_callback'; a variable there is not followed.
 */
export function registerSettingFindings(ast: PhpNode): ReviewFinding[] {
  const findings: ReviewFinding[] = [];
  for (const node of callsIn(ast)) {
    if (calledFunctionName(node) !== "register_setting") continue;
    const args = argumentAt(node, 2);
    let missing = args === undefined;
    if (args?.kind === "array") {
      const callback = arrayByKey(args).get("sanitize_callback");
      missing = callback === undefined || callback.kind === "nullkeyword" || (callback.kind === "string" && callback.value === "");
    } else if (args?.kind === "string") {
      missing = args.value === "";
    }
    if (missing) {
      findings.push({
        rule: "wp.register-setting-sanitize",
        severity: "warning",
        line: lineOf(node),
        message: "register_setting() without a sanitize_callback saves whatever is posted: pass array( 'sanitize_callback' => … )",
        text: findingText("wp.register-setting-sanitize"),
      });
    }
  }
  return findings;
}
