import type { PhpNode } from "../php-ast";
import { calledFunctionName, childNodes, isPhpNode, lineOf, sourceOf, walkPhp } from "../php-ast";

/** The calls spec.md §5 warns about in uploaded plugins, with the rest of PHP's code and shell runners. */
export const DANGEROUS_FUNCTIONS = ["eval", "base64_decode", "exec", "shell_exec", "system", "passthru", "create_function", "proc_open", "popen"] as const;
export type DangerousPattern = (typeof DANGEROUS_FUNCTIONS)[number];

const DANGEROUS = new Set<string>(DANGEROUS_FUNCTIONS);
/** Functions that call the function named by their first argument. */
const CALLBACK_RUNNERS = new Set(["call_user_func", "call_user_func_array", "forward_static_call", "forward_static_call_array"]);

// The names as whole words: "filesystem", "execute" and "evaluate" are common in plugins and call nothing.
const MAY_CALL_DANGEROUS = new RegExp(`\\b(?:${DANGEROUS_FUNCTIONS.join("|")})\\b|\``, "i");

/**
 * Whether a PHP file may hold one of the dangerous calls: every call the scan finds names its function in
 * the source as a whole word (any letter case: PHP's function names are case-insensitive; after a
 * namespace backslash or inside the string a callback runner is given) or uses backticks. A file without
 * one has nothing to find, parsed or not, and most of a large plugin's files are such files.
 */
export const mayCallDangerous = (source: string) => MAY_CALL_DANGEROUS.test(source);

/** A dangerous call in one PHP file. */
export interface DangerousCall {
  line: number;
  pattern: DangerousPattern;
}

/**
 * Calls of eval, base64_decode, exec, shell_exec, system, passthru, create_function, proc_open and
 * popen in one parsed PHP file. PHP is
 * read as an AST, so a method such as `$this->system()`, a word in a comment or a string does not
 * count; the backtick operator counts as shell_exec, and `call_user_func('exec', …)` as exec.
 */
export function dangerousCallsIn(ast: PhpNode, source: string): DangerousCall[] {
  if (!mayCallDangerous(source)) return [];
  const calls: DangerousCall[] = [];
  walkPhp(ast, (node) => {
    const pattern = dangerousPatternOf(node);
    if (pattern) calls.push({ line: lineOf(node), pattern });
  });
  return calls;
}

function dangerousPatternOf(node: PhpNode): DangerousPattern | null {
  if (node.kind === "eval") return "eval";
  if (node.kind === "encapsed" && node.type === "shell") return "shell_exec";
  if (node.kind !== "call") return null;
  const name = calledFunctionName(node);
  if (name === null) return null;
  if (DANGEROUS.has(name)) return name as DangerousPattern;
  if (CALLBACK_RUNNERS.has(name)) {
    const first = Array.isArray(node.arguments) ? node.arguments[0] : undefined;
    if (isPhpNode(first) && first.kind === "string" && typeof first.value === "string") {
      const callee = first.value.replace(/^\\/, "").toLowerCase();
      if (DANGEROUS.has(callee)) return callee as DangerousPattern;
    }
  }
  return null;
}

/** The same calls in a file that does not parse, found with a regular expression instead. */
export function dangerousCallsInUnparsable(source: string): DangerousCall[] {
  const findings: DangerousCall[] = [];
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "));
  const lines = withoutComments.split("\n");
  const call = /(?<![\w$>:\\])\\?(eval|base64_decode|shell_exec|exec|system|passthru|create_function|proc_open|popen)\s*\(/gi;
  lines.forEach((rawLine, index) => {
    const line = rawLine.replace(/(?:\/\/|#(?!\[)).*$/, "");
    for (const match of line.matchAll(call)) {
      const before = line.slice(0, match.index).trimEnd();
      if (/\bfunction$/i.test(before)) continue; // a declaration, not a call
      findings.push({ line: index + 1, pattern: match[1]!.toLowerCase() as DangerousPattern });
    }
  });
  return findings;
}

// ---------------------------------------------------------------------------------------------------
// Unescaped output of request data

export const REQUEST_SUPERGLOBALS = ["_GET", "_POST", "_REQUEST", "_COOKIE", "_SERVER"] as const;

export interface UnescapedEcho {
  line: number;
  /** "echo", "<?=", "print", "printf", "vprintf", "print_r", "var_dump", "exit". */
  construct: string;
  /** The source text of the expression that carries request data. */
  expression: string;
}

const SUPERGLOBALS = new Set<string>(REQUEST_SUPERGLOBALS);
const MAY_READ_REQUEST = new RegExp(`\\$(?:${REQUEST_SUPERGLOBALS.join("|")})\\b`);

/** Functions whose result is safe to print whatever goes in (escapers, numbers, booleans, fixed sets). */
const SAFE_FUNCTIONS = new Set([
  "absint",
  "intval",
  "floatval",
  "boolval",
  "isset",
  "empty",
  "count",
  "sizeof",
  "strlen",
  "mb_strlen",
  "in_array",
  "array_key_exists",
  "sanitize_key",
  "sanitize_hex_color",
  "sanitize_hex_color_no_hash",
  "sanitize_html_class",
  "number_format",
  "number_format_i18n",
  "checked",
  "selected",
  "disabled",
  "rawurlencode",
  "urlencode",
  "htmlspecialchars",
  "htmlentities",
  "md5",
  "sha1",
  "crc32",
  "wp_hash",
  "wp_verify_nonce",
  "current_user_can",
]);
const SAFE_FUNCTION_PREFIXES = ["esc_", "wp_kses", "is_"];
const SAFE_CASTS = new Set(["int", "integer", "float", "double", "bool", "boolean"]);
/** Binary operators whose result is a number or a boolean. */
const NON_STRING_OPERATORS = new Set([
  "+", "-", "*", "/", "%", "**", "==", "===", "!=", "!==", "<>", "<", ">", "<=", ">=", "<=>",
  "&&", "||", "and", "or", "xor", "&", "|", "^", "<<", ">>", "instanceof",
]);
/** Output functions and which of their arguments are printed. */
const OUTPUT_FUNCTIONS = new Map<string, "all" | "first">([
  ["printf", "all"],
  ["vprintf", "all"],
  ["print_r", "first"],
  ["var_dump", "all"],
]);
const FUNCTION_SCOPES = new Set(["function", "method", "closure", "arrowfunc"]);

/**
 * Places in one parsed PHP file where it prints request data ($_GET, $_POST, $_REQUEST, $_COOKIE,
 * $_SERVER) without an escaping or casting wrapper (esc_*, wp_kses*, absint, intval, (int) and the
 * like): `echo`, `<?=`, `print`, `printf`, `vprintf`, `print_r`, `var_dump`, `exit`/`die`. Request data
 * is followed through local variables in the same function (`$q = $_GET['q']; echo $q;`).
 */
export function unescapedRequestEchoIn(ast: PhpNode, source: string): UnescapedEcho[] {
  // Taint starts only at a request superglobal, whose name PHP spells exactly so: without one, nothing to find.
  if (!MAY_READ_REQUEST.test(source)) return [];
  const findings: UnescapedEcho[] = [];
  new TaintWalker(source, findings).visit(ast, new Set());
  return findings;
}

class TaintWalker {
  constructor(
    private readonly source: string,
    private readonly findings: UnescapedEcho[],
  ) {}

  visit(node: PhpNode, tainted: Set<string>): void {
    if (FUNCTION_SCOPES.has(node.kind)) {
      const inner = new Set<string>();
      if (node.kind === "arrowfunc") for (const name of tainted) inner.add(name);
      if (node.kind === "closure" && Array.isArray(node.uses)) {
        for (const use of node.uses) {
          if (isPhpNode(use) && typeof use.name === "string" && tainted.has(use.name)) inner.add(use.name);
        }
      }
      for (const child of childNodes(node)) this.visit(child, inner);
      return;
    }
    switch (node.kind) {
      case "echo":
        for (const expression of nodes(node.expressions)) this.report(expression, node.shortForm ? "<?=" : "echo", tainted);
        break;
      case "print":
        if (isPhpNode(node.expression)) this.report(node.expression, "print", tainted);
        break;
      case "exit":
        if (isPhpNode(node.expression)) this.report(node.expression, "exit", tainted);
        break;
      case "call": {
        const name = calledFunctionName(node);
        const printed = name === null ? undefined : OUTPUT_FUNCTIONS.get(name);
        if (printed) {
          const args = nodes(node.arguments);
          for (const arg of printed === "all" ? args : args.slice(0, 1)) this.report(arg, name!, tainted);
        }
        break;
      }
    }
    // A loop variable is tainted before the loop body runs; an assignment after its right side is read.
    if (node.kind === "foreach") this.track(node, tainted);
    for (const child of childNodes(node)) this.visit(child, tainted);
    if (node.kind === "assign") this.track(node, tainted);
  }

  private report(expression: PhpNode, construct: string, tainted: Set<string>): void {
    if (isTainted(expression, tainted)) {
      this.findings.push({ line: lineOf(expression), construct, expression: sourceOf(expression, this.source) });
    }
  }

  /** Follows request data into variables: assignments, array writes, list() and foreach. */
  private track(node: PhpNode, tainted: Set<string>): void {
    if (node.kind === "assign" && isPhpNode(node.left) && isPhpNode(node.right)) {
      const dirty = isTainted(node.right, tainted) || (node.operator === ".=" && isTainted(node.left, tainted));
      assignTo(node.left, dirty, node.operator === "=", tainted);
    } else if (node.kind === "foreach" && isPhpNode(node.source) && isTainted(node.source, tainted)) {
      for (const target of [node.key, node.value]) if (isPhpNode(target)) assignTo(target, true, true, tainted);
    }
  }
}

function assignTo(target: PhpNode, dirty: boolean, overwrite: boolean, tainted: Set<string>): void {
  if (target.kind === "variable" && typeof target.name === "string") {
    if (dirty) tainted.add(target.name);
    else if (overwrite) tainted.delete(target.name);
  } else if (["offsetlookup", "propertylookup", "nullsafepropertylookup"].includes(target.kind)) {
    if (dirty && isPhpNode(target.what)) assignTo(target.what, true, false, tainted);
  } else if (target.kind === "list" || target.kind === "array") {
    for (const item of nodes(target.items)) assignTo(item.kind === "entry" && isPhpNode(item.value) ? item.value : item, dirty, overwrite, tainted);
  }
}

function nodes(value: unknown): PhpNode[] {
  return Array.isArray(value) ? value.filter(isPhpNode) : [];
}

function isSafeFunction(name: string): boolean {
  return SAFE_FUNCTIONS.has(name) || SAFE_FUNCTION_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** Whether printing the expression may print request data as it came. */
function isTainted(node: PhpNode, tainted: ReadonlySet<string>): boolean {
  const any = (values: unknown[]) => values.some((value) => isPhpNode(value) && isTainted(value, tainted));
  switch (node.kind) {
    case "variable":
      return typeof node.name === "string" && (SUPERGLOBALS.has(node.name) || tainted.has(node.name));
    case "offsetlookup":
    case "propertylookup":
    case "nullsafepropertylookup":
    case "staticlookup":
      return any([node.what]);
    case "call": {
      const name = calledFunctionName(node);
      if (name !== null && isSafeFunction(name)) return false;
      return any(nodes(node.arguments)) || (!isPhpNode(node.what) || node.what.kind !== "name" ? any([node.what]) : false);
    }
    case "cast":
      return typeof node.type === "string" && SAFE_CASTS.has(node.type) ? false : any([node.expr]);
    case "bin":
      return typeof node.type === "string" && NON_STRING_OPERATORS.has(node.type) ? false : any([node.left, node.right]);
    case "unary":
    case "isset":
    case "empty":
    case "pre":
    case "post":
      return false;
    case "retif":
      return any([node.trueExpr ?? node.test, node.falseExpr]);
    case "encapsed":
      return any(nodes(node.value));
    case "encapsedpart":
      return any([node.expression]);
    case "assign":
      return any([node.right]);
    case "array":
    case "list":
      return any(nodes(node.items));
    case "entry":
      return any([node.value]);
    case "silent":
    case "clone":
      return any([node.expr, node.what]);
    case "match":
      return any(nodes(node.arms).map((arm) => arm.body));
    default:
      return false;
  }
}

/** The same places in a file that does not parse, searched line by line instead. */
export function unescapedRequestEchoInUnparsable(php: string): UnescapedEcho[] {
  const findings: UnescapedEcho[] = [];
  const output = /(<\?=|\becho\b|\bprint\b|\bprintf\b|\bvprintf\b|\bprint_r\b)([^;]*?\$_(?:GET|POST|REQUEST|COOKIE|SERVER)\b[^;]*)/i;
  const escaped = /\b(?:esc_\w+|wp_kses\w*|absint|intval|floatval)\s*\(|\(\s*(?:int|integer|float|bool)\s*\)/i;
  php.split(/\r?\n/).forEach((line, index) => {
    const match = output.exec(line);
    if (match && !escaped.test(match[2]!)) {
      findings.push({ line: index + 1, construct: match[1]!.toLowerCase(), expression: match[2]!.trim() });
    }
  });
  return findings;
}
