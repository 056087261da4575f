import { findingText } from "../../../../shared/finding-texts";
import type { PhpNode } from "../../php-ast";
import { isPhpNode, lineOf } from "../../php-ast";
import { CAPABILITY_CHECKS, calledNames, type Handler, NONCE_CHECKS, requestVariableOf, type Scope, walkBody } from "./php-scope";
import type { ReviewFinding } from "./review-rules";
import { stateChangesIn } from "./state-changes";

const FORM_DATA = new Set(["_POST", "_GET", "_REQUEST", "_FILES"]);

/**
 * wp.nonce: a function (or the file's top level) that reads form data and changes stored state must
 * verify a nonce first (check_admin_referer, check_ajax_referer, wp_verify_nonce), itself or through a
 * function of the same file that does. This covers admin-post and AJAX handlers and the form branches
 * of admin pages alike. REST callbacks are left to wp.rest-permission: the REST API checks its own
 * cookie nonce; a save_post handler that checks current_user_can() is left alone too, since post.php
 * verified the edit screen's nonce before WordPress fired it. Writing to $_POST is not reading a form. Limits: the check is per function, not per path, and a verifier in another file is
 * recognised only by a name that says "nonce".
 */
export function nonceFindings(scopes: Scope[], handlers: Handler[]): ReviewFinding[] {
  const verifiers = verifyingScopes(scopes, NONCE_CHECKS);
  const capabilityCheckers = verifyingScopes(scopes, CAPABILITY_CHECKS);
  const rest = new Set(handlers.filter((h) => h.kind === "rest").map((h) => h.scope.node));
  const savePost = new Set(handlers.filter((h) => h.kind === "save-post").map((h) => h.scope.node));
  for (const handler of handlers) if (handler.kind !== "save-post") savePost.delete(handler.scope.node);
  const findings: ReviewFinding[] = [];
  for (const scope of scopes) {
    if (rest.has(scope.node)) continue;
    const read = firstFormRead(scope.node);
    if (read === null || stateChangesIn(scope.node).length === 0) continue;
    const called = calledNames(scope.node);
    if ([...called].some((name) => verifiers.has(name) || name.includes("nonce"))) continue;
    // Core checked the edit screen's nonce before save_post; the handler's own duty is the capability.
    if (savePost.has(scope.node) && [...called].some((name) => capabilityCheckers.has(name))) continue;
    findings.push({
      rule: "wp.nonce",
      severity: "error",
      line: read,
      message: "Handles submitted form data and changes stored data without verifying a nonce: call check_admin_referer(), check_ajax_referer() or wp_verify_nonce() first",
      text: findingText("wp.nonce"),
    });
  }
  return findings;
}

/** Names (lowercase) of the file's functions that call one of `checks`, directly or through another of them. */
export function verifyingScopes(scopes: Scope[], checks: ReadonlySet<string>): Set<string> {
  const verifiers = new Set<string>(checks);
  const named = scopes.filter((s) => s.name !== null).map((s) => ({ name: s.name!, called: calledNames(s.node) }));
  for (let round = 0; round < 2; round++) {
    for (const { name, called } of named) if ([...called].some((c) => verifiers.has(c))) verifiers.add(name);
  }
  return verifiers;
}

function firstFormRead(body: PhpNode): number | null {
  const written = new Set<PhpNode>();
  walkBody(body, (node) => {
    if (node.kind === "assign" && isPhpNode(node.left)) for (let target: PhpNode = node.left; ; target = target.what as PhpNode) {
      written.add(target);
      if (target.kind !== "offsetlookup" || !isPhpNode(target.what)) break;
    }
  });
  let line: number | null = null;
  walkBody(body, (node) => {
    if (line === null && node.kind === "variable" && !written.has(node) && FORM_DATA.has(requestVariableOf(node) ?? "")) line = lineOf(node);
  });
  return line;
}
