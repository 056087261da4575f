import type { PhpNode } from "../php-ast";
import { calledFunctionName, isPhpNode, lineOf, walkPhp } from "../php-ast";
import { nodeList, stringValue } from "./php-scope";
import type { ReviewFinding } from "./review-rules";

/** Statements that only declare: loading such a file directly runs nothing. */
const DECLARATIONS = new Set(["function", "class", "interface", "trait", "enum", "usegroup", "declare", "namespace", "inline", "noop"]);
const GUARD_CONSTANTS = new Set(["ABSPATH", "WPINC", "WP_UNINSTALL_PLUGIN"]);

/**
 * wp.abspath-guard: a PHP file that does something when loaded must stop when it is requested directly
 * (`defined( 'ABSPATH' ) || exit;`) before its first such statement. WP_UNINSTALL_PLUGIN (uninstall.php)
 * and WPINC count as well; a file that only declares functions or classes needs no guard.
 */
export function abspathGuardFindings(ast: PhpNode): ReviewFinding[] {
  for (const statement of topLevelStatements(ast)) {
    if (DECLARATIONS.has(statement.kind)) continue;
    if (isGuard(statement)) return [];
    return [
      {
        rule: "wp.abspath-guard",
        severity: "warning",
        line: lineOf(statement),
        message: "Runs code when the file is opened directly: start it with `defined( 'ABSPATH' ) || exit;`",
      },
    ];
  }
  return [];
}

function topLevelStatements(ast: PhpNode): PhpNode[] {
  return nodeList(ast.children).flatMap((node) => (node.kind === "namespace" ? nodeList(node.children) : [node]));
}

/** Whether the statement stops the script when a guard constant is undefined. */
function isGuard(statement: PhpNode): boolean {
  let namesConstant = false;
  let exits = false;
  walkPhp(statement, (node) => {
    if (node.kind === "call" && calledFunctionName(node) === "defined" && GUARD_CONSTANTS.has(stringValue(nodeList(node.arguments)[0]) ?? "")) namesConstant = true;
    if (node.kind === "exit" || (node.kind === "return" && statement.kind === "if")) exits = true;
  });
  return namesConstant && exits && (statement.kind === "if" || (statement.kind === "expressionstatement" && isPhpNode(statement.expression)));
}
