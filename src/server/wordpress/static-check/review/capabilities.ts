import { findingText } from "../../../../shared/finding-texts";
import type { PhpNode } from "../../php-ast";
import { calledFunctionName, isPhpNode, lineOf } from "../../php-ast";
import { verifyingScopes } from "./nonces";
import { argumentAt, CAPABILITY_CHECKS, calledNames, callsIn, type Handler, nodeList, restEndpoints, type Scope, stringValue } from "./php-scope";
import type { ReviewFinding } from "./review-rules";
import { stateChangesIn } from "./state-changes";


/**
 * wp.capability: an admin-post or AJAX handler for signed-in people runs for every account, subscribers
 * included; one that changes settings, content, terms or users must ask current_user_can() first.
 * Handlers also hooked for visitors (nopriv) are public by design and left alone, as are changes a
 * plugin may rightly let anyone signed in make (their own meta, a post meta counter, an e-mail). A handler
 * whose only such change sets an option to a value written in the code is a warning, not an error.
 */
export function capabilityFindings(scopes: Scope[], handlers: Handler[]): ReviewFinding[] {
  const checkers = verifyingScopes(scopes, CAPABILITY_CHECKS);
  const publicScopes = new Set(handlers.filter((h) => h.kind === "ajax-nopriv" || h.kind === "admin-post-nopriv").map((h) => h.scope.node));
  const findings: ReviewFinding[] = [];
  const reported = new Set<PhpNode>();
  for (const handler of handlers) {
    if (handler.kind !== "admin-post" && handler.kind !== "ajax") continue;
    const { node } = handler.scope;
    if (publicScopes.has(node) || reported.has(node)) continue;
    const privileged = stateChangesIn(node).filter((change) => change.privileged);
    if (privileged.length === 0) continue;
    if ([...calledNames(node)].some((name) => checkers.has(name) || name.includes("can_") || name.includes("permission"))) continue;
    reported.add(node);
    const kind = handler.kind === "ajax" ? "AJAX" : "admin-post";
    // Setting a flag to a value of the code (dismissing a notice) gives an account nothing to choose.
    const fixed = privileged.every((change) => change.fixedOption);
    findings.push({
      rule: "wp.capability",
      severity: fixed ? "warning" : "error",
      line: handler.scope.line,
      message: fixed
        ? `This ${kind} handler sets an option to a fixed value for any signed-in account (dismissing a notice for everyone, say): check current_user_can() if only some people may do that`
        : `This ${kind} handler changes site data for any signed-in account: check current_user_can() with the capability the change needs`,
      text: findingText(fixed ? "wp.capability.fixed" : "wp.capability.changes", { kind }),
    });
  }
  return findings;
}

const WRITE_METHODS = /POST|PUT|PATCH|DELETE|CREATABLE|EDITABLE|DELETABLE|ALLMETHODS/i;

/**
 * wp.rest-permission: every register_rest_route endpoint needs a permission_callback (WordPress 5.5
 * warns without one); a route that writes (POST, PUT, PATCH, DELETE) without one is an error. An explicit
 * '__return_true' (or a callback that only returns true) is a deliberate public route, as a form that
 * anyone may submit must be: on a route that writes it is a warning to look at, never an error. Each
 * finding names the line of the argument it is about.
 */
export function restPermissionFindings(ast: PhpNode): ReviewFinding[] {
  const findings: ReviewFinding[] = [];
  for (const node of callsIn(ast)) {
    if (calledFunctionName(node) === "register_rest_route") {
      for (const endpoint of restEndpoints(argumentAt(node, 2))) {
        const methods = endpoint.get("methods");
        const writes = methods !== undefined && WRITE_METHODS.test(methodsText(methods));
        const permission = endpoint.get("permission_callback");
        if (!permission) {
          const callback = endpoint.get("callback");
          findings.push({
            rule: "wp.rest-permission",
            severity: writes ? "error" : "warning",
            line: lineOf(callback ?? node),
            message: "REST route without a permission_callback: add one that checks current_user_can() (or '__return_true' for a public read-only route)",
            text: findingText("wp.rest-permission.missing"),
          });
        } else if (writes && allowsEveryone(permission)) {
          findings.push({
            rule: "wp.rest-permission",
            severity: "warning",
            line: lineOf(permission),
            message: "A REST route that changes data is open to everyone (permission_callback returns true): right for a form anyone may submit; otherwise check current_user_can() in it",
            text: findingText("wp.rest-permission.open"),
          });
        }
      }
    }
  }
  return findings;
}

function methodsText(node: PhpNode): string {
  if (node.kind === "string") return String(node.value);
  if (node.kind === "staticlookup" && isPhpNode(node.offset)) return String(node.offset.name);
  if (node.kind === "array") return nodeList(node.items).map((item) => methodsText(isPhpNode(item.value) ? item.value : item)).join(",");
  return "";
}

function allowsEveryone(callback: PhpNode): boolean {
  if (stringValue(callback)?.replace(/^\\/, "") === "__return_true") return true;
  if (callback.kind === "arrowfunc") return isPhpNode(callback.body) && isTrue(callback.body);
  if (callback.kind === "closure" && isPhpNode(callback.body)) {
    const statements = nodeList(callback.body.children);
    return statements.length === 1 && statements[0]!.kind === "return" && isPhpNode(statements[0]!.expr) && isTrue(statements[0]!.expr);
  }
  return false;
}

const isTrue = (node: PhpNode) => node.kind === "boolean" && node.value === true;
