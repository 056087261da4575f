import { findingText } from "../../../../shared/finding-texts";
import type { PhpNode } from "../../php-ast";
import { isPhpNode, lineOf } from "../../php-ast";
import { type Flow, requestPart } from "./request-flow";
import type { ReviewFinding } from "./review-rules";

/**
 * request-include: include/require of a path the request has a part in. `include $dir . $_GET['page']`
 * runs any PHP file on the server the visitor names (../, a file uploaded earlier, php://input on some
 * hosts). A part that went through basename() or sanitize_file_name() (no directories), or was checked
 * against a fixed list, is not counted.
 */
export function requestIncludeFinding(node: PhpNode, flow: Flow): ReviewFinding | null {
  if (node.kind !== "include" || !isPhpNode(node.target) || !requestPart(node.target, flow, "path")) return null;
  const statement = `${node.require ? "require" : "include"}${node.once ? "_once" : ""}`;
  return {
    rule: "request-include",
    severity: "error",
    line: lineOf(node),
    message: `Loads a PHP file (${statement}) whose path comes from the request, so a visitor can run any PHP file on the server. Instead, map the request's value to a fixed list of files (a switch, or an array of allowed names).`,
    text: findingText("request-include", { statement }),
  };
}
