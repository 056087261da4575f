import type { PhpNode } from "../../php-ast";
import { calledFunctionName, childNodes, isPhpNode } from "../../php-ast";
import { argumentAt, FUNCTION_KINDS, identifierName, nodeList, REQUEST_VARIABLES, stringValue } from "./php-scope";

// Where request data goes inside one function, for the rules that judge behaviour (issue #30): which local
// variables hold it, which were checked against a fixed list, and which hold a constant string (a function
// name kept in a variable). The walk is in source order; nested functions and closures are scopes of their
// own, a closure starting with the request data its `use` list brings in.

/** What is known at one point of a scope. */
export interface Flow {
  /** Variables holding request data, by how it was read (a name limited by sanitize_key() is no path). */
  readonly tainted: Record<RequestMode, Set<string>>;
  /** Variables and request reads (by exprKey) checked against a fixed list on the way here. */
  readonly safelisted: Set<string>;
  /** Variables holding a known string (`$f = 'setcookie';`). */
  readonly constants: Map<string, string>;
  /** After extract() or parse_str() of request data: every variable not assigned since holds it. */
  extracted: boolean;
  readonly assignedSinceExtract: Set<string>;
}

/**
 * How much of a value the request must choose to matter. "name": a function, method, class or variable
 * name, which a fixed prefix limits to the plugin's own (`'my_ajax_' . $action`), and which sanitize_key()
 * does not make safe ('system' is a key). "path": a file path, where any request part matters unless it
 * went through a function that removes directories (basename(), sanitize_file_name()).
 */
export type RequestMode = "name" | "path";

/** Functions and methods whose result is request data (REST requests' params among them). */
const SOURCE_FUNCTIONS = new Set(["getallheaders", "apache_request_headers", "filter_input", "filter_input_array", "get_query_var"]);
const SOURCE_METHODS = new Set(["get_param", "get_params", "get_json_params", "get_body_params", "get_query_params", "get_url_params", "get_file_params", "get_body", "get_header", "get_headers"]);
/** Readers of a stream or file that are request data when they read php://input. */
const STREAM_READERS = new Set(["file_get_contents", "fopen", "file", "stream_get_contents"]);

/** Functions that hand a string on with the part the request chose still chosen by it. */
const PASS_ON = new Set([
  "wp_unslash", "stripslashes", "stripslashes_deep", "stripcslashes", "trim", "ltrim", "rtrim", "strtolower", "strtoupper", "ucfirst", "lcfirst", "ucwords",
  "str_replace", "str_ireplace", "preg_replace", "substr", "mb_substr", "strrev", "str_rot13", "strval", "current", "reset", "end", "array_shift", "array_pop",
  "array_values", "array_slice", "array_filter", "array_merge", "wp_parse_args", "implode", "join", "explode", "str_split", "sprintf", "vsprintf",
  "base64_decode", "hex2bin", "pack", "gzinflate", "gzuncompress", "gzdecode", "urldecode", "rawurldecode", "html_entity_decode", "htmlspecialchars_decode",
  "convert_uudecode", "json_decode", "unserialize", "maybe_unserialize", "stream_get_contents", "fgets", "fread",
  "sanitize_text_field", "sanitize_textarea_field", "sanitize_key", "sanitize_title", "sanitize_title_with_dashes", "sanitize_user", "sanitize_file_name",
  "sanitize_mime_type", "sanitize_option", "sanitize_meta", "esc_attr", "esc_html", "esc_sql", "esc_js", "wp_kses", "wp_kses_post", "wp_kses_data", "basename",
]);
/** Functions that leave no directory in what they return: a request part of a path is then a file name only. */
const PATH_SAFE = new Set(["basename", "sanitize_file_name", "sanitize_key", "sanitize_title", "sanitize_title_with_dashes", "sanitize_user", "md5", "sha1"]);
const STRING_CASTS = new Set(["string", "array", "object"]);

/**
 * Function names a fixed prefix must not begin: a prefix that starts one of these ('shell_', 'call_user_',
 * 'wp_') lets the request finish the name of a function that runs code, writes files or signs people in.
 */
const RISKY_FUNCTIONS = [
  "exec", "system", "passthru", "shell_exec", "proc_open", "popen", "pcntl_exec", "assert", "create_function", "call_user_func", "call_user_func_array",
  "forward_static_call", "forward_static_call_array", "array_map", "array_filter", "array_walk", "array_reduce", "usort", "uasort", "uksort",
  "iterator_apply", "register_shutdown_function", "preg_replace_callback", "file_put_contents", "fwrite", "fputs", "fopen", "file_get_contents",
  "readfile", "unlink", "rename", "copy", "move_uploaded_file", "mkdir", "rmdir", "chmod", "symlink", "putenv", "ini_set", "ini_alter", "dl",
  "set_include_path", "mail", "setcookie", "setrawcookie", "header", "extract", "parse_str", "unserialize", "fsockopen", "pfsockopen",
  "stream_socket_client", "stream_socket_server", "curl_exec", "curl_init", "socket_create", "mysqli_connect", "error_log", "show_source",
  "highlight_file", "phpinfo", "posix_kill", "posix_setuid", "wp_set_auth_cookie", "wp_set_current_user", "wp_insert_user", "wp_update_user",
  "wp_create_user", "wp_delete_user", "wp_delete_post", "wp_delete_file", "update_option", "add_option", "delete_option", "update_user_meta",
  "update_user_option", "wp_remote_get", "wp_remote_post", "wp_remote_request", "wp_mail", "wp_redirect", "wp_insert_post", "wp_update_post",
  "do_action", "apply_filters", "get_option", "var_dump", "print_r",
];

export function newFlow(tainted: Iterable<string>): Flow {
  const names = [...tainted];
  return { tainted: { name: new Set(names), path: new Set(names) }, safelisted: new Set(), constants: new Map(), extracted: false, assignedSinceExtract: new Set() };
}

/** `$x`, `$x['a']`, `$x->a`, `$_GET['a']['b']`: a name for a value a safelist check and a later use both spell; null for others. */
export function exprKey(node: PhpNode): string | null {
  if (node.kind === "variable") return typeof node.name === "string" ? `$${node.name}` : null;
  if (node.kind === "offsetlookup" && isPhpNode(node.what) && isPhpNode(node.offset)) {
    const base = exprKey(node.what);
    const key = node.offset.kind === "number" ? String(node.offset.value) : stringValue(node.offset);
    return base !== null && key !== null ? `${base}[${key}]` : null;
  }
  if ((node.kind === "propertylookup" || node.kind === "nullsafepropertylookup") && isPhpNode(node.what)) {
    const base = exprKey(node.what);
    const name = isPhpNode(node.offset) && node.offset.kind === "identifier" ? identifierName(node.offset) : null;
    return base !== null && name !== null ? `${base}->${name}` : null;
  }
  return null;
}

/** The request read a value comes from ($_GET['x'], $GLOBALS['_COOKIE']), or null. */
function superglobalOf(node: PhpNode): string | null {
  let current = node;
  while (current.kind === "offsetlookup" && isPhpNode(current.what)) {
    if (current.what.kind === "variable" && current.what.name === "GLOBALS" && isPhpNode(current.offset)) {
      const name = stringValue(current.offset);
      return name !== null && REQUEST_VARIABLES.has(name) ? name : null;
    }
    current = current.what;
  }
  return current.kind === "variable" && typeof current.name === "string" && REQUEST_VARIABLES.has(current.name) ? current.name : null;
}

/** Unwraps `...$x` and `name: $x` arguments. */
export function argumentValue(node: PhpNode | undefined): PhpNode | undefined {
  if (!node) return undefined;
  if (node.kind === "variadic" && isPhpNode(node.what)) return node.what;
  if (node.kind === "namedargument" && isPhpNode(node.value)) return node.value;
  return node;
}

/**
 * The part of `node` that carries request data chosen by the request (see RequestMode), or null: a request
 * read, a tainted variable, or either through a function that passes it on. Unknown functions and methods
 * end it (a plugin's own lookup is trusted), as does a check against a fixed list anywhere in the scope.
 */
export function requestPart(node: PhpNode, flow: Flow, mode: RequestMode): PhpNode | null {
  if (flow.safelisted.size > 0 && KEYED_KINDS.has(node.kind)) {
    const key = exprKey(node);
    if (key !== null && flow.safelisted.has(key)) return null;
  }
  switch (node.kind) {
    case "variable":
      if (superglobalOf(node) !== null) return node;
      if (typeof node.name !== "string" || node.name === "this") return null;
      return flow.tainted[mode].has(node.name) || (flow.extracted && !flow.assignedSinceExtract.has(node.name)) ? node : null;
    case "offsetlookup":
      return superglobalOf(node) !== null ? node : firstRequestPart([node.what], flow, mode);
    case "propertylookup":
    case "nullsafepropertylookup":
      return firstRequestPart([node.what], flow, mode);
    case "call":
      return requestCall(node, flow, mode);
    case "cast":
      return typeof node.type === "string" && STRING_CASTS.has(node.type) ? firstRequestPart([node.expr], flow, mode) : null;
    case "bin":
      if (node.type === "??") return firstRequestPart([node.left, node.right], flow, mode);
      if (node.type !== ".") return null;
      return mode === "name" && prefixLimits(concatParts(node), flow) ? null : firstRequestPart(concatParts(node), flow, mode);
    case "encapsed": {
      const parts = nodeList(node.value).map((part) => (isPhpNode(part.expression) ? part.expression : part));
      return mode === "name" && prefixLimits(parts, flow) ? null : firstRequestPart(parts, flow, mode);
    }
    case "retif": {
      // `in_array( $x, $list ) ? $x : 'default'`: each branch knows what its test checked.
      if (!isPhpNode(node.test)) return null;
      const test = node.test;
      const chosen = withSafelist(flow, checkedBy(test, true, flow), () => firstRequestPart([node.trueExpr ?? test], flow, mode));
      return chosen ?? withSafelist(flow, checkedBy(test, false, flow), () => firstRequestPart([node.falseExpr], flow, mode));
    }
    case "assign":
      return firstRequestPart([node.right], flow, mode);
    case "silent":
      return firstRequestPart([node.expr], flow, mode);
    case "literal":
      // `$obj->{…}()`, `Foo::{…}()`: the expression in the braces.
      return firstRequestPart([node.value], flow, mode);
    case "array":
      return firstRequestPart(nodeList(node.items).map((item) => (item.kind === "entry" ? item.value : item)), flow, mode);
    case "match":
      return firstRequestPart(nodeList(node.arms).map((arm) => arm.body), flow, mode);
    default:
      return null;
  }
}

const KEYED_KINDS = new Set(["variable", "offsetlookup", "propertylookup", "nullsafepropertylookup"]);

function firstRequestPart(values: unknown[], flow: Flow, mode: RequestMode): PhpNode | null {
  for (const value of values) {
    if (!isPhpNode(value)) continue;
    const found = requestPart(value, flow, mode);
    if (found) return found;
  }
  return null;
}

function requestCall(node: PhpNode, flow: Flow, mode: RequestMode): PhpNode | null {
  const name = calledFunctionName(node);
  if (name !== null) {
    if (SOURCE_FUNCTIONS.has(name)) return node;
    if (STREAM_READERS.has(name) && /^php:\/\/input$/i.test(constantString(argumentAt(node, 0), flow) ?? "")) return node;
    if (!PASS_ON.has(name) || (mode === "path" && PATH_SAFE.has(name))) return null;
    const args = nodeList(node.arguments).map((arg) => argumentValue(arg)!);
    if (mode === "name" && (name === "sprintf" || name === "vsprintf")) {
      const format = constantString(args[0], flow);
      if (format !== null && prefixLimits([{ kind: "string", value: format.split("%")[0] }], flow)) return null;
    }
    for (const arg of args) {
      const found = requestPart(arg, flow, mode);
      if (found) return found;
    }
    return null;
  }
  const what = node.what;
  if (isPhpNode(what) && (what.kind === "propertylookup" || what.kind === "nullsafepropertylookup") && isPhpNode(what.offset)) {
    const method = what.offset.kind === "identifier" ? identifierName(what.offset)?.toLowerCase() : undefined;
    if (method && SOURCE_METHODS.has(method)) return node;
  }
  return null;
}

/** The operands of a chain of `.`, left to right. */
function concatParts(node: PhpNode): PhpNode[] {
  if (node.kind === "bin" && node.type === "." && isPhpNode(node.left) && isPhpNode(node.right)) return [...concatParts(node.left), ...concatParts(node.right)];
  return [node];
}

/**
 * Whether a name built from `parts` starts with something the request does not choose and that limits it
 * to the plugin's own names: a literal (or known) string that begins no risky function's name, or a
 * constant or property of the plugin (`self::PREFIX`, `$this->prefix`).
 */
function prefixLimits(parts: PhpNode[], flow: Flow): boolean {
  let prefix = "";
  for (const part of parts) {
    const text = constantString(part, flow);
    if (text === null) {
      if (prefix !== "") break;
      // A constant or a property of the plugin's own limits the name as a literal would.
      return ["constref", "staticlookup", "propertylookup", "name"].includes(part.kind) && requestPart(part, flow, "name") === null;
    }
    prefix += text;
  }
  const lower = prefix.replace(/^\\+/, "").toLowerCase();
  return lower !== "" && !RISKY_FUNCTIONS.some((risky) => risky.startsWith(lower));
}

/** The string a node always holds: a literal, literals joined, or a variable assigned one. */
export function constantString(node: PhpNode | undefined, flow: Flow): string | null {
  if (!node) return null;
  if (node.kind === "string" && typeof node.value === "string") return node.value;
  if (node.kind === "variable" && typeof node.name === "string") return flow.constants.get(node.name) ?? null;
  if (node.kind === "bin" && node.type === "." && isPhpNode(node.left) && isPhpNode(node.right)) {
    const left = constantString(node.left, flow);
    const right = left === null ? null : constantString(node.right, flow);
    return left !== null && right !== null ? left + right : null;
  }
  if (node.kind === "encapsed") {
    let text = "";
    for (const part of nodeList(node.value)) {
      const value = constantString(isPhpNode(part.expression) ? part.expression : part, flow);
      if (value === null) return null;
      text += value;
    }
    return text;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Checks against a fixed list

/** Checks that limit their first argument to what their other argument (by position) lists or names. */
const SAFELIST_FUNCTIONS = new Map<string, number>([["in_array", 1], ["array_key_exists", 1], ["array_search", 1], ["is_subclass_of", 1], ["is_a", 1]]);
const EXITS = new Set(["wp_die", "die", "exit", "wp_send_json", "wp_send_json_error", "wp_send_json_success", "wp_safe_redirect", "wp_redirect"]);

/**
 * The values (by exprKey) a condition checks against a fixed list when it is true (`polarity`) or false:
 * in_array($x, $list), array_key_exists($x, $map), isset($map[$x]), array_search($x, $list) !== false,
 * is_subclass_of($class, Base::class), $x === 'literal', through !, && and ||. The list must not be request data.
 */
export function checkedBy(test: PhpNode, polarity: boolean, flow: Flow): string[] {
  const keyOf = (node: unknown): string | null => {
    const value = isPhpNode(node) ? argumentValue(node) : undefined;
    if (!value) return null;
    // in_array( $_GET['x'] ?? '', … ), in_array( wp_unslash( $_GET['x'] ), … ): the value checked is the read's.
    if (value.kind === "bin" && value.type === "??") return keyOf(value.left);
    if (value.kind === "cast") return keyOf(value.expr);
    if (value.kind === "call" && PASS_ON.has(calledFunctionName(value) ?? "") && nodeList(value.arguments).length === 1) return keyOf(argumentAt(value, 0));
    return exprKey(value);
  };
  const fixed = (node: PhpNode | undefined) => node !== undefined && requestPart(node, flow, "path") === null;
  const keys = (values: Array<string | null>) => values.filter((key): key is string => key !== null);
  switch (test.kind) {
    case "unary":
      return test.type === "!" && isPhpNode(test.what) ? checkedBy(test.what, !polarity, flow) : [];
    case "bin": {
      const { left, right } = test;
      if (!isPhpNode(left) || !isPhpNode(right)) return [];
      const and = test.type === "&&" || test.type === "and";
      const or = test.type === "||" || test.type === "or";
      // Both sides hold: what either checks. One side holds: what both check (is_subclass_of( $c, A ) || is_subclass_of( $c, B )).
      if ((and && polarity) || (or && !polarity)) return [...checkedBy(left, polarity, flow), ...checkedBy(right, polarity, flow)];
      if (and || or) {
        const other = new Set(checkedBy(right, polarity, flow));
        return checkedBy(left, polarity, flow).filter((key) => other.has(key));
      }
      const equal = test.type === "===" || test.type === "==";
      if (!equal && test.type !== "!==" && test.type !== "!=") return [];
      const same = equal === polarity;
      for (const [value, other] of [[left, right], [right, left]] as const) {
        if (other.kind === "boolean") return checkedBy(value, other.value === same, flow);
        if (other.kind === "string" && same) return keys([keyOf(value)]);
      }
      return [];
    }
    case "call": {
      const name = calledFunctionName(test);
      const listAt = name === null ? undefined : SAFELIST_FUNCTIONS.get(name);
      return polarity && listAt !== undefined && fixed(argumentValue(argumentAt(test, listAt))) ? keys([keyOf(argumentAt(test, 0))]) : [];
    }
    case "isset":
      if (!polarity) return [];
      return keys(nodeList(test.variables).map((lookup) => (lookup.kind === "offsetlookup" && isPhpNode(lookup.what) && fixed(lookup.what) ? keyOf(lookup.offset) : null)));
    default:
      return [];
  }
}

/** Runs `fn` with `keys` counted as checked, then forgets the ones that were not before. */
function withSafelist<T>(flow: Flow, keys: readonly string[], fn: () => T): T {
  const added = keys.filter((key) => !flow.safelisted.has(key));
  for (const key of added) flow.safelisted.add(key);
  try {
    return fn();
  } finally {
    for (const key of added) flow.safelisted.delete(key);
  }
}

/** Whether a statement (or a block's last one) leaves: return, throw, exit/die, continue, break, wp_die(), wp_send_json*(). */
function exits(node: PhpNode | undefined): boolean {
  if (!node) return false;
  if (node.kind === "block") return exits(nodeList(node.children).at(-1));
  if (["return", "throw", "continue", "break", "exit"].includes(node.kind)) return true;
  if (node.kind === "expressionstatement" && isPhpNode(node.expression)) return exits(node.expression);
  if (node.kind === "call") return EXITS.has(calledFunctionName(node) ?? "");
  return false;
}

// ---------------------------------------------------------------------------------------------------
// The walk

/** Visits every node of a scope in source order, with what is known just before it runs. */
export type FlowVisitor = (node: PhpNode, flow: Flow) => void;

/**
 * Walks one scope (a function's body, or the file's top level) in source order, calling `visit` for
 * each node with the flow before it; an assignment takes effect after its right side is visited, a loop
 * variable before the loop's body. A check against a fixed list holds inside the `if` (or the `switch`
 * case) it guards, and for the rest of the scope after `if ( ! check ) { return; }`. `seeds` carries request
 * data into closures (their `use` list) and arrow functions (everything) met on the way; nested scopes are
 * not entered.
 */
export function walkFlow(scope: PhpNode, flow: Flow, visit: FlowVisitor, seeds: Map<PhpNode, Set<string>>): void {
  const step = (node: PhpNode): void => {
    if (FUNCTION_KINDS.has(node.kind)) {
      seedClosure(node, flow, seeds);
      return;
    }
    // A class is visited (what it extends) but not entered: its methods are scopes of their own.
    if (node.kind === "class") {
      visit(node, flow);
      return;
    }
    visit(node, flow);
    if (node.kind === "if" && isPhpNode(node.test)) {
      const test = node.test;
      step(test);
      const body = isPhpNode(node.body) ? node.body : undefined;
      const alternate = isPhpNode(node.alternate) ? node.alternate : undefined;
      if (body) withSafelist(flow, checkedBy(test, true, flow), () => step(body));
      if (alternate) withSafelist(flow, checkedBy(test, false, flow), () => step(alternate));
      if (exits(body) && !alternate) for (const key of checkedBy(test, false, flow)) flow.safelisted.add(key);
      return;
    }
    if (node.kind === "switch" && isPhpNode(node.test) && isPhpNode(node.body)) {
      step(node.test);
      const key = exprKey(node.test);
      for (const entry of nodeList(node.body.children)) {
        if (entry.kind !== "case") step(entry);
        else if (isPhpNode(entry.body)) withSafelist(flow, key !== null && entry.test ? [key] : [], () => step(entry.body as PhpNode));
      }
      return;
    }
    if (node.kind === "foreach") track(node, flow);
    for (const child of childNodes(node)) step(child);
    if (node.kind === "assign") track(node, flow);
    else if (node.kind === "call") trackCall(node, flow);
  };
  for (const child of childNodes(scope)) step(child);
}

function seedClosure(node: PhpNode, flow: Flow, seeds: Map<PhpNode, Set<string>>): void {
  const inherited = new Set<string>();
  if (node.kind === "arrowfunc") for (const name of flow.tainted.name) inherited.add(name);
  if (node.kind === "closure") {
    for (const use of nodeList(node.uses)) {
      const name = identifierName(use.name) ?? identifierName(use);
      if (name !== null && flow.tainted.name.has(name)) inherited.add(name);
    }
  }
  if (inherited.size > 0) seeds.set(node, inherited);
}

/** A scope's parameters that are request data: a WP_REST_Request, whose params the caller sent. */
export function requestParameters(scope: PhpNode): string[] {
  return nodeList(scope.arguments)
    .filter((param) => isPhpNode(param.type) && identifierName(param.type)?.replace(/^\\/, "").toLowerCase() === "wp_rest_request")
    .map((param) => identifierName(param.name))
    .filter((name): name is string => name !== null);
}

function track(node: PhpNode, flow: Flow): void {
  if (node.kind === "assign" && isPhpNode(node.left) && isPhpNode(node.right)) {
    const right = node.right;
    const appends = node.operator === ".=";
    const dirty = (mode: RequestMode) => requestPart(right, flow, mode) !== null || (appends && requestPart(node.left as PhpNode, flow, mode) !== null);
    const text = node.operator === "=" ? constantString(right, flow) : null;
    assignTo(node.left, { name: dirty("name"), path: dirty("path") }, node.operator === "=", flow, text);
  } else if (node.kind === "foreach" && isPhpNode(node.source)) {
    const dirty = requestPart(node.source, flow, "path") !== null;
    for (const target of [node.key, node.value]) if (isPhpNode(target)) assignTo(target, { name: dirty, path: dirty }, true, flow, null);
  }
}

function assignTo(target: PhpNode, dirty: Record<RequestMode, boolean>, overwrite: boolean, flow: Flow, text: string | null): void {
  const anyDirty = dirty.name || dirty.path;
  if (target.kind === "variable" && typeof target.name === "string") {
    const name = target.name;
    for (const mode of ["name", "path"] as const) {
      if (dirty[mode]) flow.tainted[mode].add(name);
      else if (overwrite) flow.tainted[mode].delete(name);
    }
    if (overwrite && !anyDirty) flow.assignedSinceExtract.add(name);
    if (text !== null && !anyDirty) flow.constants.set(name, text);
    else flow.constants.delete(name);
  } else if (["offsetlookup", "propertylookup", "nullsafepropertylookup"].includes(target.kind) && isPhpNode(target.what)) {
    if (anyDirty) assignTo(target.what, dirty, false, flow, null);
  } else if (target.kind === "list" || target.kind === "array") {
    for (const item of nodeList(target.items)) assignTo(item.kind === "entry" && isPhpNode(item.value) ? item.value : item, dirty, overwrite, flow, null);
  }
}

/** extract($_GET) and parse_str($_POST['q']) (with or without a result array) put request data in variables. */
function trackCall(node: PhpNode, flow: Flow): void {
  // Most calls are neither: a look at the raw name before the lower-cased one.
  const what = node.what;
  if (!isPhpNode(what) || what.kind !== "name" || typeof what.name !== "string" || !/extract|parse_str/i.test(what.name)) return;
  const name = calledFunctionName(node);
  if (name !== "extract" && name !== "parse_str") return;
  const source = argumentValue(argumentAt(node, 0));
  if (!source || requestPart(source, flow, "path") === null) return;
  const result = name === "parse_str" ? argumentValue(argumentAt(node, 1)) : undefined;
  if (result) {
    assignTo(result, { name: true, path: true }, true, flow, null);
  } else {
    flow.extracted = true;
    flow.assignedSinceExtract.clear();
  }
}
