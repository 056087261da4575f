import { findingText } from "../../../../shared/finding-texts";
import type { PhpNode } from "../../php-ast";
import { calledFunctionName, childNodes, isPhpNode, lineOf } from "../../php-ast";
import { argumentAt, FUNCTION_KINDS, identifierName, nodeList, type Scope, stringValue } from "./php-scope";
import type { ReviewFinding } from "./review-rules";

const QUERY_METHODS = new Set(["query", "get_results", "get_row", "get_var", "get_col", "prepare"]);
/** What WordPress Coding Standards accept inside SQL: escaped, cast to a number, or counted. */
const SAFE_SQL_FUNCTIONS = new Set(["esc_sql", "absint", "intval", "floatval", "count", "sanitize_sql_orderby", "sanitize_key"]);
const SAFE_CASTS = new Set(["int", "integer", "float", "double", "bool", "boolean"]);

/**
 * wp.prepared-sql: a `$wpdb` query (query, get_results, get_row, get_var, get_col, or prepare's own
 * query text) built from variables must take them through `$wpdb->prepare()` placeholders. Safe parts:
 * literals, `$wpdb->prefix` and the other table names, esc_sql(), absint()/intval()/(int), local
 * variables built only from those, and table names kept in properties or in variables named for a
 * table (`$this->table`, `$table_name`), which WordPress Coding Standards would still flag but which
 * hold no request data in the plugins this reviews.
 */
export function preparedSqlFindings(scopes: Scope[]): ReviewFinding[] {
  const findings: ReviewFinding[] = [];
  for (const scope of scopes) visitInOrder(scope.node, new Set(), findings);
  return findings;
}

function visitInOrder(node: PhpNode, safe: Set<string>, findings: ReviewFinding[]): void {
  for (const child of childNodes(node)) {
    if (FUNCTION_KINDS.has(child.kind) || child.kind === "class") continue;
    visitInOrder(child, safe, findings);
  }
  if (node.kind === "assign" && isPhpNode(node.left) && node.left.kind === "variable" && isPhpNode(node.right)) {
    const name = String(node.left.name);
    const isSafe = isSafeSql(node.right, safe) && (node.operator === "=" || safe.has(name));
    if (isSafe) safe.add(name);
    else safe.delete(name);
  } else if (node.kind === "call" && isWpdbCall(node)) {
    const query = argumentAt(node, 0);
    const unsafe = query ? unsafePart(query, safe) : null;
    if (unsafe) {
      findings.push({
        rule: "wp.prepared-sql",
        severity: "error",
        line: lineOf(unsafe),
        message: "SQL built from a variable: put a %s/%d/%i placeholder in the query and pass the value to $wpdb->prepare()",
        text: findingText("wp.prepared-sql"),
      });
    }
  }
}

function isWpdbCall(call: PhpNode): boolean {
  const what = call.what;
  if (!isPhpNode(what) || what.kind !== "propertylookup" || !isPhpNode(what.what) || what.what.kind !== "variable" || what.what.name !== "wpdb") return false;
  return QUERY_METHODS.has(identifierName(what.offset)?.toLowerCase() ?? "");
}

const isSafeSql = (node: PhpNode, safe: ReadonlySet<string>) => unsafePart(node, safe) === null;

/** The part of a query expression that may carry outside data into the SQL text, if any. */
function unsafePart(node: PhpNode, safe: ReadonlySet<string>): PhpNode | null {
  const first = (values: unknown[]): PhpNode | null => {
    for (const value of values) {
      if (!isPhpNode(value)) continue;
      const found = unsafePart(value, safe);
      if (found) return found;
    }
    return null;
  };
  switch (node.kind) {
    case "string":
    case "nowdoc":
    case "number":
    case "boolean":
    case "nullkeyword":
    case "constref":
    case "name":
    case "magic":
      return null;
    case "variable": {
      const name = String(node.name);
      return safe.has(name) || /table/i.test(name) || name === "charset_collate" ? null : node;
    }
    case "propertylookup":
    case "staticlookup":
      // $wpdb->prefix / $wpdb->posts, $this->table, self::TABLE: table names, not data.
      return isPhpNode(node.what) && (node.what.kind === "variable" || node.what.kind === "name" || node.what.kind === "selfreference" || node.what.kind === "staticreference")
        ? null
        : node;
    case "encapsed":
      return first(nodeList(node.value).map((part) => part.expression));
    case "bin":
      return node.type === "." ? first([node.left, node.right]) : null;
    case "retif":
      return first([node.trueExpr ?? node.test, node.falseExpr]);
    case "cast":
      return typeof node.type === "string" && SAFE_CASTS.has(node.type) ? null : first([node.expr]);
    case "call": {
      if (isWpdbCall(node) && identifierName((node.what as PhpNode).offset)?.toLowerCase() === "prepare") return null;
      const name = calledFunctionName(node);
      if (name !== null && SAFE_SQL_FUNCTIONS.has(name)) return null;
      if (name === "implode" || name === "join") return safeList(argumentAt(node, 1)) ? null : node;
      return node;
    }
    default:
      return node;
  }
}

/** `array_map( 'absint', $ids )` and `array_fill( 0, n, '%d' )`: lists made safe for an IN (...). */
function safeList(node: PhpNode | undefined): boolean {
  if (!node || node.kind !== "call") return false;
  const name = calledFunctionName(node);
  if (name === "array_map") return SAFE_SQL_FUNCTIONS.has(stringValue(argumentAt(node, 0)) ?? "");
  if (name === "array_fill") return stringValue(argumentAt(node, 2)) !== null;
  return false;
}
