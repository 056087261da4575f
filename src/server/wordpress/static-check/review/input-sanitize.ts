import { findingText } from "../../../../shared/finding-texts";
import type { PhpNode } from "../../php-ast";
import { calledFunctionName, childNodes, isPhpNode, lineOf } from "../../php-ast";
import { argumentAt, callsIn, FUNCTION_KINDS, identifierName, nodeList, requestVariableOf, type Scope, stringValue } from "./php-scope";
import type { ReviewFinding } from "./review-rules";

/** Functions that hand request data back unchanged as far as safety goes. */
const PASS_THROUGH = new Set([
  "wp_unslash", "stripslashes", "stripslashes_deep", "trim", "ltrim", "rtrim", "strtolower", "strtoupper", "json_decode",
  "urldecode", "rawurldecode", "html_entity_decode", "base64_decode", "maybe_unserialize", "array_values", "wp_parse_args",
]);
const CLEAN_CASTS = new Set(["int", "integer", "float", "double", "bool", "boolean"]);

/** Storage calls and the argument (by position) that is stored. */
const STORAGE_ARGUMENTS = new Map<string, number>([
  ["update_option", 1], ["add_option", 1], ["update_site_option", 1], ["add_site_option", 1],
  ["update_post_meta", 2], ["add_post_meta", 2], ["update_user_meta", 2], ["add_user_meta", 2],
  ["update_term_meta", 2], ["add_term_meta", 2], ["wp_insert_post", 0], ["wp_update_post", 0],
]);
const WPDB_STORAGE = new Set(["insert", "update", "replace"]);

/**
 * wp.input-sanitize: request data stored as it came (update_option, post/user/term meta, wp_insert_post,
 * `$wpdb->insert/update/replace`) without a sanitising function on the way (sanitize_*, absint, an
 * (int) cast, wp_kses_post, a function of the plugin's own…): it comes back out later to every visitor.
 * Data is followed through the function's local variables; any function not known to pass data through
 * unchanged counts as sanitising, so a plugin's own validator is trusted.
 */
export function inputSanitizeFindings(scopes: Scope[]): ReviewFinding[] {
  const findings: ReviewFinding[] = [];
  for (const scope of scopes) {
    const tainted = new Set<string>();
    visitInOrder(scope.node, tainted, findings);
  }
  return findings;
}

function visitInOrder(node: PhpNode, tainted: Set<string>, findings: ReviewFinding[]): void {
  for (const child of childNodes(node)) {
    if (FUNCTION_KINDS.has(child.kind) || child.kind === "class") continue;
    visitInOrder(child, tainted, findings);
  }
  if (node.kind === "assign" && isPhpNode(node.left) && isPhpNode(node.right)) {
    const raw = rawPart(node.right, tainted) !== null;
    const target = rootVariable(node.left);
    if (target !== null) {
      if (raw) tainted.add(target);
      else if (node.operator === "=" && node.left.kind === "variable") tainted.delete(target);
    }
  } else if (node.kind === "foreach" && isPhpNode(node.source) && rawPart(node.source, tainted) !== null) {
    for (const target of [node.key, node.value]) if (isPhpNode(target) && target.kind === "variable") tainted.add(String(target.name));
  } else if (node.kind === "call") {
    const stored = storedArgument(node);
    const raw = stored ? rawPart(stored, tainted) : null;
    if (raw) {
      findings.push({
        rule: "wp.input-sanitize",
        severity: "error",
        line: lineOf(raw),
        message: "Stores request data without sanitising it: pass it through wp_unslash() and a sanitize_*() function (or absint(), wp_kses_post()) first",
        text: findingText("wp.input-sanitize"),
      });
    }
  }
}

function storedArgument(call: PhpNode): PhpNode | undefined {
  const name = calledFunctionName(call);
  if (name !== null) {
    const index = STORAGE_ARGUMENTS.get(name);
    return index === undefined ? undefined : argumentAt(call, index);
  }
  const what = call.what;
  if (isPhpNode(what) && what.kind === "propertylookup" && isPhpNode(what.what) && what.what.name === "wpdb") {
    const method = identifierName(what.offset)?.toLowerCase();
    if (method && WPDB_STORAGE.has(method)) return argumentAt(call, 1);
  }
  return undefined;
}

function rootVariable(node: PhpNode): string | null {
  let current = node;
  while (current.kind === "offsetlookup" && isPhpNode(current.what)) current = current.what;
  return current.kind === "variable" && typeof current.name === "string" ? current.name : null;
}

/** The request read (or tainted variable) that reaches `node`'s value unsanitised, if any. */
export function rawPart(node: PhpNode, tainted: ReadonlySet<string>): PhpNode | null {
  const first = (values: unknown[]): PhpNode | null => {
    for (const value of values) {
      if (!isPhpNode(value)) continue;
      const found = rawPart(value, tainted);
      if (found) return found;
    }
    return null;
  };
  switch (node.kind) {
    case "variable":
      return (requestVariableOf(node) !== null && node.name !== "_FILES") || tainted.has(String(node.name)) ? node : null;
    case "offsetlookup": {
      const source = requestVariableOf(node);
      if (source !== null) return source === "_FILES" ? null : node;
      return first([node.what]);
    }
    case "call": {
      const name = calledFunctionName(node);
      if (name === null || !PASS_THROUGH.has(name)) return null;
      return first(nodeList(node.arguments));
    }
    case "cast":
      return typeof node.type === "string" && CLEAN_CASTS.has(node.type) ? null : first([node.expr]);
    case "bin":
      return node.type === "." || node.type === "??" ? first([node.left, node.right]) : null;
    case "retif":
      return first([node.trueExpr ?? node.test, node.falseExpr]);
    case "encapsed":
      return first(nodeList(node.value).map((part) => part.expression));
    case "array":
      return first(nodeList(node.items).map((item) => (item.kind === "entry" ? item.value : item)));
    default:
      return null;
  }
}

const SANITIZER = /^(?:sanitize_|esc_|wp_kses)/;
const UNSLASH_NOT_NEEDED = new Set(["sanitize_key"]);

/**
 * wp.input-unslash: WordPress adds slashes to $_GET, $_POST, $_COOKIE and $_SERVER; a value sanitised
 * without wp_unslash() first keeps them (O\'Brien). Only a sanitiser applied straight to a request
 * read is flagged, the form every WordPress Coding Standards example writes unslashed.
 */
export function inputUnslashFindings(ast: PhpNode): ReviewFinding[] {
  const findings: ReviewFinding[] = [];
  for (const node of callsIn(ast)) {
    const name = calledFunctionName(node);
    let value: PhpNode | undefined;
    if (name !== null && SANITIZER.test(name) && !UNSLASH_NOT_NEEDED.has(name)) value = argumentAt(node, 0);
    else if (name === "array_map" && SANITIZER.test(stringValue(argumentAt(node, 0)) ?? "")) value = argumentAt(node, 1);
    else if (name === "map_deep" && SANITIZER.test(stringValue(argumentAt(node, 1)) ?? "")) value = argumentAt(node, 0);
    const source = value ? requestVariableOf(value) : null;
    if (value && source !== null && source !== "_FILES") {
      findings.push({
        rule: "wp.input-unslash",
        severity: "warning",
        line: lineOf(value),
        message: `Sanitises ${source} data without wp_unslash(): WordPress adds slashes to request data, so unslash it first`,
        text: findingText("wp.input-unslash", { source }),
      });
    }
  }
  return findings;
}
