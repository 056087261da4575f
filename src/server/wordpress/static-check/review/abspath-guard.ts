import { findingText } from "../../../../shared/finding-texts";
import type { PhpNode } from "../../php-ast";
import { calledFunctionName, isPhpNode, lineOf, walkPhp } from "../../php-ast";
import { identifierName, nodeList, stringValue } from "./php-scope";
import type { ReviewFinding } from "./review-rules";

/** Statements that only declare: loading such a file directly runs nothing. */
const DECLARATIONS = new Set(["function", "class", "interface", "trait", "enum", "usegroup", "declare", "namespace", "inline", "noop", "constantstatement", "global"]);
/** Tests that are false outside WordPress (or without the plugin's main file): negated, they guard. */
const EXISTS_CHECKS = new Set(["defined", "class_exists", "function_exists", "interface_exists"]);
/** PHP functions that change nothing and print nothing (a guard's test, a define's value). */
const HARMLESS_FUNCTIONS = new Set([
  "define", "defined", "function_exists", "class_exists", "interface_exists", "trait_exists", "enum_exists", "dirname", "basename",
  "trim", "rtrim", "ltrim", "str_replace", "sprintf", "version_compare", "phpversion", "is_array", "is_string", "strtolower",
]);
/** WordPress's functions a file calls at its top level; PHP alone has none of them. */
const WORDPRESS_FUNCTIONS = new Set([
  "add_action", "add_filter", "remove_action", "remove_filter", "do_action", "apply_filters", "has_action", "has_filter",
  "register_activation_hook", "register_deactivation_hook", "register_uninstall_hook", "add_shortcode", "is_admin", "is_multisite",
  "plugin_basename", "plugin_dir_path", "plugin_dir_url", "plugins_url", "load_plugin_textdomain", "register_block_type",
  "trailingslashit", "untrailingslashit", "path_join", "get_option", "get_site_option", "add_option", "update_option",
  "register_post_type", "register_taxonomy", "register_setting", "register_rest_route", "current_user_can",
]);
/** The constants of PHP itself, always defined: a guard on one of them never stops anything. */
const isPhpConstant = (name: string) => /^(?:PHP_|E_|M_|PEAR_|DEFAULT_|ZEND_)|^(?:DIRECTORY_SEPARATOR|PATH_SEPARATOR|NULL|TRUE|FALSE)$/i.test(name);

type Outcome = "nothing" | "stops" | "runs" | "guarded";

/**
 * What a direct request runs, up to where it is decided; the plugin-wide check (direct-access.ts) follows
 * the steps that depend on another file: an include of one of the plugin's files, a call of a function this
 * file does not declare, or a read of a constant it does not define (declared or defined in another of the
 * plugin's files, or by WordPress, it is undefined here: PHP stops).
 * An empty list: the file runs to its end doing nothing.
 */
export type DirectStep =
  | { kind: "include"; line: number; path: string; required: boolean }
  | { kind: "call"; line: number; name: string }
  | { kind: "constant"; line: number; name: string }
  | { kind: "runs"; line: number }
  | { kind: "stops" };

const MESSAGE = "Runs code when the file is opened directly: start it with `defined( 'ABSPATH' ) || exit;`";

/**
 * wp.abspath-guard: a PHP file that does something when requested directly, outside WordPress, must stop
 * first (`defined( 'ABSPATH' ) || exit;`). What runs is read the way PHP runs it: declarations, constants
 * and `return array( … )` do nothing, and the first call of a WordPress function (add_action, is_admin, …)
 * or of a class the file does not declare ends the script with a fatal error before anything else runs
 * (as does a function or constant of another plugin file, which direct-access.ts knows): such a file needs no guard
 * (docs/decisions/0066). A guard is `defined()` of ABSPATH, WPINC, WP_UNINSTALL_PLUGIN or any constant the
 * plugin defines (or class_exists() of its class), negated, with exit, die or return.
 * Alone, a file's include of another file or call of a function declared elsewhere counts as running code.
 */
export function abspathGuardFindings(steps: readonly DirectStep[]): ReviewFinding[] {
  const first = steps[0];
  return first && first.kind !== "stops" ? [abspathGuardFinding(first.line)] : [];
}

export function abspathGuardFinding(line: number): ReviewFinding {
  return { rule: "wp.abspath-guard", severity: "warning", line, message: MESSAGE, text: findingText("wp.abspath-guard") };
}

/** The steps of a direct request to this file (see {@link DirectStep}). */
export function directRunSteps(ast: PhpNode): DirectStep[] {
  const statements = topLevelStatements(ast);
  const file = declaredIn(statements);
  const steps: DirectStep[] = [];
  for (const statement of statements) {
    const effect = outcomeOf(statement, file);
    if (effect.outcome === "nothing") continue;
    if (effect.outcome === "stops" || effect.outcome === "guarded") return [...steps, { kind: "stops" }];
    const line = lineOf(statement);
    if (effect.include) {
      steps.push({ kind: "include", line, ...effect.include });
      continue;
    }
    if (effect.calls) return [...steps, { kind: "call", line, name: effect.calls }];
    return [...steps, effect.constant ? { kind: "constant", line, name: effect.constant } : { kind: "runs", line }];
  }
  return steps;
}

interface Effect {
  outcome: Outcome;
  /** "runs" by calling a global function the file does not declare, nor PHP is known to have. */
  calls?: string;
  /** "runs" unless this constant, which the file does not define, is undefined (then PHP stops). */
  constant?: string;
  /** "runs" by including a file named by a path relative to this one. */
  include?: { path: string; required: boolean };
}

interface Declared {
  functions: Set<string>;
  classes: Set<string>;
  constants: Set<string>;
}

function topLevelStatements(ast: PhpNode): PhpNode[] {
  return nodeList(ast.children).flatMap((node) => (node.kind === "namespace" ? nodeList(node.children) : [node]));
}

/** What the file itself declares (PHP hoists its functions and classes; its constants are defined as it runs). */
function declaredIn(statements: PhpNode[]): Declared {
  const declared: Declared = { functions: new Set(), classes: new Set(), constants: new Set() };
  for (const statement of statements) {
    walkPhp(statement, (node) => {
      const name = identifierName(node.name)?.toLowerCase();
      if (node.kind === "function" && name) declared.functions.add(name);
      else if ((node.kind === "class" || node.kind === "interface" || node.kind === "trait" || node.kind === "enum") && name) declared.classes.add(name);
      else if (node.kind === "constant" && name) declared.constants.add(name);
      else if (node.kind === "call" && calledFunctionName(node) === "define") {
        const constant = stringValue(nodeList(node.arguments)[0]);
        if (constant) declared.constants.add(constant.toLowerCase());
      }
    });
  }
  return declared;
}

function outcomeOf(statement: PhpNode, file: Declared): Effect {
  if (DECLARATIONS.has(statement.kind)) return { outcome: "nothing" };
  // Returning ends the file: nothing after it runs, and a returned array (a settings file, a build's asset list) does nothing.
  if (statement.kind === "return") {
    const value: Effect = isPhpNode(statement.expr) ? firstEffect(statement.expr, file) : { outcome: "nothing" };
    // A constant in the returned value: defined or not, the file ends there having done nothing.
    return value.outcome === "nothing" || value.constant ? { outcome: "stops" } : value;
  }
  if (statement.kind === "if" && isPhpNode(statement.test)) {
    if (isGuard(statement, file)) return { outcome: "guarded" };
    const test = firstEffect(statement.test, file);
    if (test.outcome !== "nothing") return test.include ? { outcome: "runs" } : test;
    // `if ( ! class_exists( 'WP_List_Table' ) ) require_once ABSPATH . …;` is taken on a direct request: it decides.
    if (!isPhpNode(statement.alternate) && missingOnDirectRequest(statement.test, file) && isPhpNode(statement.body)) {
      const taken = branchEffect(statement.body, file);
      return taken.outcome === "guarded" ? { outcome: "stops" } : taken;
    }
    const branches = [statement.body, statement.alternate].filter(isPhpNode).map((branch) => branchOutcome(branch, file));
    if (branches.includes("runs")) return { outcome: "runs" };
    // A branch that does nothing (or no else) falls through to the next statement.
    return { outcome: branches.includes("nothing") || !isPhpNode(statement.alternate) ? "nothing" : "stops" };
  }
  if (statement.kind === "expressionstatement" && isPhpNode(statement.expression)) {
    if (isGuard(statement, file)) return { outcome: "guarded" };
    return firstEffect(statement.expression, file);
  }
  return { outcome: "runs" };
}

/** A branch's outcome; one that depends on another file counts as running code (it may not be taken). */
function branchOutcome(branch: PhpNode, file: Declared): Outcome {
  const { outcome, calls, include, constant } = branchEffect(branch, file);
  if (calls || include || constant) return "runs";
  return outcome === "guarded" ? "stops" : outcome;
}

function branchEffect(branch: PhpNode, file: Declared): Effect {
  for (const statement of branch.kind === "block" ? nodeList(branch.children) : [branch]) {
    const effect = outcomeOf(statement, file);
    if (effect.outcome !== "nothing") return effect;
  }
  return { outcome: "nothing" };
}

/** `! class_exists( 'X' )`, `! defined( 'X' )`, …: true on a direct request when the file does not declare X. */
function missingOnDirectRequest(test: PhpNode, file: Declared): boolean {
  if (test.kind !== "unary" || test.type !== "!" || !isPhpNode(test.what) || test.what.kind !== "call") return false;
  const check = calledFunctionName(test.what);
  const name = stringValue(nodeList(test.what.arguments)[0])?.replace(/^\\/, "").toLowerCase();
  if (check === null || !EXISTS_CHECKS.has(check) || !name) return false;
  const declared = check === "defined" ? file.constants : check === "function_exists" ? file.functions : file.classes;
  return !(check === "defined" && isPhpConstant(name)) && !declared.has(name.split("\\").pop()!);
}

/**
 * The first thing an expression does, in the order PHP does it: a call to a function PHP does not know ends
 * the script before its arguments are read; PHP's own harmless functions are looked through.
 */
function firstEffect(expression: PhpNode, file: Declared): Effect {
  let effect: Effect | null = null;
  const visit = (node: PhpNode): void => {
    if (effect !== null) return;
    if (node.kind === "closure" || node.kind === "arrowfunc") return;
    if (node.kind === "call") {
      const name = calledFunctionName(node);
      if (name !== null && !file.functions.has(name)) {
        if (WORDPRESS_FUNCTIONS.has(name) || name.startsWith("wp_")) return void (effect = { outcome: "stops" });
        if (!HARMLESS_FUNCTIONS.has(name)) return void (effect = { outcome: "runs", calls: name });
      } else if (isPhpNode(node.what) && node.what.kind === "staticlookup" && unknownClass(node.what.what, file)) {
        return void (effect = { outcome: "stops" });
      } else {
        return void (effect = { outcome: "runs" });
      }
    } else if (node.kind === "new") {
      return void (effect = { outcome: unknownClass(node.what, file) ? "stops" : "runs" });
    } else if (node.kind === "include" && isPhpNode(node.target)) {
      const target = firstEffect(node.target, file);
      if (target.outcome !== "nothing") return void (effect = target);
      const path = relativePath(node.target);
      return void (effect = path === null ? { outcome: "runs" } : { outcome: "runs", include: { path, required: node.require === true } });
    } else if (node.kind === "name" && !isPhpConstant(String(node.name)) && !file.constants.has(String(node.name).replace(/^\\/, "").toLowerCase())) {
      // A constant this file does not define: if no one did (another plugin file, WordPress), an Error since PHP 8.
      return void (effect = { outcome: "runs", constant: String(node.name).replace(/^\\/, "") });
    } else if (node.kind === "echo" || node.kind === "print" || node.kind === "exit" || node.kind === "eval" || node.kind === "shell") {
      return void (effect = { outcome: "runs" });
    }
    for (const child of childrenInOrder(node)) visit(child);
  };
  visit(expression);
  return effect ?? { outcome: "nothing" };
}

/** `'x.php'`, `__DIR__ . '/x.php'`, `dirname( __FILE__ ) . '/x.php'`: the path from this file's folder. */
function relativePath(target: PhpNode): string | null {
  const literal = stringValue(target);
  if (literal !== null) return literal;
  if (target.kind !== "bin" || target.type !== "." || !isPhpNode(target.left) || !isPhpNode(target.right)) return null;
  const rest = stringValue(target.right);
  const left = target.left;
  const here =
    (left.kind === "magic" && left.value === "__DIR__") ||
    (left.kind === "call" && calledFunctionName(left) === "dirname" && nodeList(left.arguments).length === 1 && nodeList(left.arguments)[0]!.kind === "magic" && nodeList(left.arguments)[0]!.value === "__FILE__");
  return here && rest !== null ? rest.replace(/^\//, "") : null;
}

/** A call's name is not a constant read: skip it; everything else in source order. */
function childrenInOrder(node: PhpNode): PhpNode[] {
  const children: PhpNode[] = [];
  walkChildren(node, (child) => {
    if (!((node.kind === "call" || node.kind === "new") && child === node.what)) children.push(child);
  });
  return children;
}

function walkChildren(node: PhpNode, visit: (child: PhpNode) => void): void {
  for (const [field, value] of Object.entries(node)) {
    if (field === "loc") continue;
    if (Array.isArray(value)) value.filter(isPhpNode).forEach(visit);
    else if (isPhpNode(value)) visit(value);
  }
}

function unknownClass(what: unknown, file: Declared): boolean {
  const name = isPhpNode(what) && what.kind === "name" ? String(what.name).replace(/^\\/, "").split("\\").pop()!.toLowerCase() : null;
  return name !== null && name !== "self" && name !== "static" && name !== "parent" && !file.classes.has(name);
}

/**
 * Whether the statement stops the script when a constant, class or function only WordPress or the plugin
 * defines is missing (`if ( ! class_exists( 'X_Service' ) ) return;` in a file the main file includes).
 */
function isGuard(statement: PhpNode, file: Declared): boolean {
  let namesConstant = false;
  let exits = false;
  walkPhp(statement, (node) => {
    const check = node.kind === "call" ? calledFunctionName(node) : null;
    if (check !== null && EXISTS_CHECKS.has(check)) {
      const name = stringValue(nodeList(node.arguments)[0])?.replace(/^\\/, "").toLowerCase();
      const declared = check === "defined" ? file.constants : check === "function_exists" ? file.functions : file.classes;
      if (name && !(check === "defined" && isPhpConstant(name)) && !declared.has(name.split("\\").pop()!)) namesConstant = true;
    }
    if (node.kind === "exit" || (node.kind === "return" && statement.kind === "if")) exits = true;
  });
  return namesConstant && exits;
}
