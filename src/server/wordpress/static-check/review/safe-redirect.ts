import { findingText } from "../../../../shared/finding-texts";
import type { PhpNode } from "../../php-ast";
import { calledFunctionName, childNodes, isPhpNode, lineOf } from "../../php-ast";
import { rawPart } from "./input-sanitize";
import { argumentAt, FUNCTION_KINDS, nodeList, type Scope } from "./php-scope";
import type { ReviewFinding } from "./review-rules";

const URL_SANITIZERS_THAT_KEEP_HOSTS = new Set(["esc_url_raw", "esc_url", "sanitize_url", "sanitize_text_field"]);

/**
 * wp.safe-redirect: wp_redirect() (or header('Location: …')) to a URL taken from the request sends
 * visitors wherever a crafted link says (an open redirect); wp_safe_redirect() keeps them on the site.
 * esc_url_raw() and sanitize_text_field() leave the host as it came, so they do not make it safe.
 */
export function safeRedirectFindings(scopes: Scope[]): ReviewFinding[] {
  const findings: ReviewFinding[] = [];
  for (const scope of scopes) visitInOrder(scope.node, new Set(), findings);
  return findings;
}

function visitInOrder(node: PhpNode, tainted: Set<string>, findings: ReviewFinding[]): void {
  for (const child of childNodes(node)) {
    if (FUNCTION_KINDS.has(child.kind) || child.kind === "class") continue;
    visitInOrder(child, tainted, findings);
  }
  if (node.kind === "assign" && isPhpNode(node.left) && node.left.kind === "variable" && isPhpNode(node.right)) {
    if (fromRequest(node.right, tainted)) tainted.add(String(node.left.name));
    else if (node.operator === "=") tainted.delete(String(node.left.name));
  } else if (node.kind === "call") {
    const name = calledFunctionName(node);
    const target = name === "wp_redirect" ? argumentAt(node, 0) : name === "header" ? locationOf(argumentAt(node, 0)) : undefined;
    if (target && fromRequest(target, tainted)) {
      findings.push({
        rule: "wp.safe-redirect",
        severity: "error",
        line: lineOf(node),
        message: "Redirects to a URL taken from the request (an open redirect): use wp_safe_redirect(), which only follows URLs on this site",
        text: findingText("wp.safe-redirect"),
      });
    }
  }
}

/** The URL of `header( 'Location: ' . $url )`. */
function locationOf(header: PhpNode | undefined): PhpNode | undefined {
  if (header?.kind !== "bin" || header.type !== "." || !isPhpNode(header.left) || !isPhpNode(header.right)) return undefined;
  return /^\s*location:\s*$/i.test(String(header.left.value ?? "")) ? header.right : undefined;
}

/** Whether the URL's start (its scheme and host) may come from the request. */
function fromRequest(node: PhpNode, tainted: ReadonlySet<string>): boolean {
  switch (node.kind) {
    case "call": {
      const name = calledFunctionName(node);
      const first = argumentAt(node, 0);
      if (name !== null && (URL_SANITIZERS_THAT_KEEP_HOSTS.has(name) || name === "wp_unslash")) return first !== undefined && fromRequest(first, tainted);
      return false;
    }
    case "retif":
      return [node.trueExpr ?? node.test, node.falseExpr].some((branch) => isPhpNode(branch) && fromRequest(branch, tainted));
    case "bin":
      return node.type === "." || node.type === "??" ? isPhpNode(node.left) && fromRequest(node.left, tainted) : false;
    case "encapsed": {
      const first = nodeList(node.value)[0];
      return first !== undefined && isPhpNode(first.expression) && fromRequest(first.expression, tainted);
    }
    default:
      return rawPart(node, tainted) !== null;
  }
}
