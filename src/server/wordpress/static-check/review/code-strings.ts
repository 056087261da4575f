import { type FindingText, findingText } from "../../../../shared/finding-texts";
import type { PhpNode } from "../../php-ast";
import { isPhpNode, lineOf } from "../../php-ast";
import { argumentAt, nodeList } from "./php-scope";
import { calleeName } from "./request-callables";
import { argumentValue, constantString, type Flow, requestPart } from "./request-flow";
import type { ReviewFinding } from "./review-rules";

/** Functions whose result is a string made from another (the usual wrapping of hidden code). */
const DECODERS = new Set(["base64_decode", "str_rot13", "gzinflate", "gzuncompress", "gzdecode", "hex2bin", "strrev", "urldecode", "rawurldecode", "convert_uudecode", "implode", "join", "sprintf", "chr", "pack"]);

/**
 * code-string: PHP code in a string that PHP runs. assert() given a string (PHP before 8 evaluates it
 * as code: assert( $_POST['x'] ) is a classic backdoor), and preg_replace() / mb_ereg_replace() with the
 * `e` modifier (the replacement is run as code; removed in PHP 7, but a pattern from the request could
 * bring it back on old hosts). eval() and create_function() are dangerous-function findings already.
 */
export function codeStringFinding(node: PhpNode, flow: Flow): ReviewFinding | null {
  if (node.kind !== "call") return null;
  const name = calleeName(node, flow);
  const found = (message: string, text: FindingText): ReviewFinding => ({ rule: "code-string", severity: "error", line: lineOf(node), message, text });
  if (name === "assert") {
    const value = argumentValue(argumentAt(node, 0));
    if (value && isCodeString(value, flow)) {
      return found("Calls assert() with a string, which PHP before 8 runs as code: assert a condition (assert( $count > 0 )), or check it with if and return an error.", findingText("code-string.assert"));
    }
    return null;
  }
  if (name === "preg_replace" || name === "preg_filter") {
    const pattern = argumentValue(argumentAt(node, 0));
    if (!pattern) return null;
    if (requestPart(pattern, flow, "path")) return found(`Calls ${name}() with a pattern taken from the request, which could carry the e modifier that runs code: use a fixed pattern and preg_quote() the request's part.`, findingText("code-string.pattern", { name }));
    const patterns = pattern.kind === "array" ? nodeList(pattern.items).map((item) => (item.kind === "entry" && isPhpNode(item.value) ? item.value : item)) : [pattern];
    if (patterns.some((p) => hasEvalModifier(constantString(p, flow)))) {
      return found(`Calls ${name}() with the e modifier, which runs the replacement as PHP code: use preg_replace_callback() with a function instead.`, findingText("code-string.e-modifier", { name }));
    }
    return null;
  }
  if (name === "mb_ereg_replace" || name === "mb_eregi_replace") {
    const options = constantString(argumentValue(argumentAt(node, 3)), flow);
    if (options !== null && options.includes("e")) return found(`Calls ${name}() with the e option, which runs the replacement as PHP code: use mb_ereg_replace_callback() instead.`, findingText("code-string.e-option", { name }));
  }
  return null;
}

/** A string literal, a string built from parts, a decoded string, or request data. */
function isCodeString(node: PhpNode, flow: Flow): boolean {
  if (node.kind === "string" || node.kind === "encapsed" || node.kind === "nowdoc") return true;
  if (node.kind === "bin" && node.type === ".") return true;
  if (node.kind === "variable" && constantString(node, flow) !== null) return true;
  if (node.kind === "call" && DECODERS.has(calleeName(node, flow) ?? "")) return true;
  return requestPart(node, flow, "path") !== null;
}

/** Whether a /…/ pattern ends in modifiers that include e. */
export function hasEvalModifier(pattern: string | null): boolean {
  if (pattern === null) return false;
  const trimmed = pattern.trimStart();
  const open = trimmed[0];
  if (!open || /[\w\s\\]/.test(open)) return false;
  const close = ({ "(": ")", "{": "}", "[": "]", "<": ">" } as Record<string, string>)[open] ?? open;
  const end = trimmed.lastIndexOf(close);
  if (end <= 0) return false;
  return /^[a-zA-Z\s]*$/.test(trimmed.slice(end + 1)) && trimmed.slice(end + 1).includes("e");
}
