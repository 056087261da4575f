import type { PhpNode } from "../../php-ast";
import { calledFunctionName, childNodes, isPhpNode, lineOf, walkPhp } from "../../php-ast";

export const FUNCTION_KINDS = new Set(["function", "method", "closure", "arrowfunc"]);
export const REQUEST_VARIABLES = new Set(["_GET", "_POST", "_REQUEST", "_COOKIE", "_SERVER", "_FILES"]);
export const NONCE_CHECKS = new Set(["check_admin_referer", "check_ajax_referer", "wp_verify_nonce"]);
export const CAPABILITY_CHECKS = new Set(["current_user_can", "user_can", "current_user_can_for_blog", "is_super_admin"]);

export function nodeList(value: unknown): PhpNode[] {
  return Array.isArray(value) ? value.filter(isPhpNode) : [];
}

export function argumentAt(call: PhpNode, index: number): PhpNode | undefined {
  return nodeList(call.arguments)[index];
}

export function stringValue(node: PhpNode | undefined): string | null {
  return node && node.kind === "string" && typeof node.value === "string" ? node.value : null;
}

export function identifierName(node: unknown): string | null {
  if (typeof node === "string") return node;
  if (isPhpNode(node) && typeof node.name === "string") return node.name;
  return null;
}

/** `$_POST`, `$_GET['x']`, `$_POST['a']['b']`: the superglobal a read starts from, or null. */
export function requestVariableOf(node: PhpNode): string | null {
  let current: PhpNode = node;
  while (current.kind === "offsetlookup" && isPhpNode(current.what)) current = current.what;
  return current.kind === "variable" && typeof current.name === "string" && REQUEST_VARIABLES.has(current.name) ? current.name : null;
}

// The rules walk the same tree several times: each body's nodes and the file's calls are listed once, for
// the one file under review (reviewPhpFile forgets them after). Few nodes are keys here: a Map keyed by
// every node would give each its identity hash, which costs more than walking the tree again.
const bodyCache = new Map<PhpNode, PhpNode[]>();
const callsCache = new Map<PhpNode, PhpNode[]>();
const calledCache = new Map<PhpNode, Set<string>>();

export function forgetTree(): void {
  bodyCache.clear();
  callsCache.clear();
  calledCache.clear();
}

/** Every call in the tree, in source order. */
export function callsIn(ast: PhpNode): PhpNode[] {
  let calls = callsCache.get(ast);
  if (!calls) {
    const found: PhpNode[] = [];
    walkPhp(ast, (node) => {
      if (node.kind === "call") found.push(node);
    });
    callsCache.set(ast, (calls = found));
  }
  return calls;
}

/** The nodes of a function body (or the top level), without those of nested functions, classes or closures. */
export function bodyNodes(node: PhpNode): PhpNode[] {
  let nodes = bodyCache.get(node);
  if (!nodes) {
    const found: PhpNode[] = [];
    const visit = (parent: PhpNode) => {
      for (const child of childNodes(parent)) {
        found.push(child);
        if (!FUNCTION_KINDS.has(child.kind) && child.kind !== "class") visit(child);
      }
    };
    visit(node);
    bodyCache.set(node, (nodes = found));
  }
  return nodes;
}

/** Visits a function body without entering nested functions, classes or closures. */
export function walkBody(node: PhpNode, visit: (node: PhpNode) => void): void {
  for (const child of bodyNodes(node)) visit(child);
}

/** The names of the global functions and `$obj->method()` / `Class::method()` calls in a body. */
export function calledNames(body: PhpNode): Set<string> {
  const cached = calledCache.get(body);
  if (cached) return cached;
  const names = new Set<string>();
  calledCache.set(body, names);
  walkBody(body, (node) => {
    if (node.kind === "call") {
      const name = calledFunctionName(node);
      if (name) names.add(name);
      else if (isPhpNode(node.what) && (node.what.kind === "propertylookup" || node.what.kind === "staticlookup")) {
        const method = identifierName(node.what.offset);
        if (method) names.add(method.toLowerCase());
      }
    }
  });
  return names;
}

/** A function scope of the file: a named function, a method, a closure, or the file's top level. */
export interface Scope {
  node: PhpNode;
  /** Lowercase name of a function or method; null for closures and the top level. */
  name: string | null;
  line: number;
}

/** Every function, method and closure of the file, and the top level as a scope of its own. */
export function scopesOf(ast: PhpNode): Scope[] {
  const scopes: Scope[] = [{ node: ast, name: null, line: 1 }];
  const visit = (node: PhpNode) => {
    if (FUNCTION_KINDS.has(node.kind)) {
      const name = node.kind === "function" || node.kind === "method" ? identifierName(node.name)?.toLowerCase() ?? null : null;
      scopes.push({ node, name, line: lineOf(node) });
    }
    for (const child of childNodes(node)) visit(child);
  };
  for (const child of childNodes(ast)) visit(child);
  return scopes;
}

/** How a scope is hooked, when the file registers it as a handler. */
export interface Handler {
  kind: "admin-post" | "ajax" | "ajax-nopriv" | "admin-post-nopriv" | "rest" | "shortcode" | "save-post";
  scope: Scope;
  /** Where it is registered. */
  line: number;
}

/**
 * The file's request handlers: callbacks passed to add_action('admin_post_…' / 'wp_ajax_…' / 'save_post…'),
 * register_rest_route and add_shortcode, resolved within the same file (a function name, a
 * `[ $this, 'method' ]` / `[ __CLASS__, 'method' ]` / 'Class::method' pair, or an inline closure).
 * A callback declared in another file is not followed: the rules that need it then say nothing.
 */
export function handlersOf(ast: PhpNode, scopes: Scope[]): Handler[] {
  const byName = new Map<string, Scope[]>();
  for (const scope of scopes) {
    if (scope.name) byName.set(scope.name, [...(byName.get(scope.name) ?? []), scope]);
  }
  const resolve = (callback: PhpNode | undefined): Scope[] => {
    if (!callback) return [];
    if (callback.kind === "closure" || callback.kind === "arrowfunc") return scopes.filter((s) => s.node === callback);
    const text = stringValue(callback);
    if (text !== null) return byName.get(text.split("::").pop()!.replace(/^\\/, "").toLowerCase()) ?? [];
    if (callback.kind === "array") {
      const method = stringValue(nodeList(callback.items).map((item) => (isPhpNode(item.value) ? item.value : item))[1]);
      return method ? byName.get(method.toLowerCase()) ?? [] : [];
    }
    return [];
  };
  const handlers: Handler[] = [];
  for (const node of callsIn(ast)) {
    const name = calledFunctionName(node);
    if (name === "add_action") {
      const hook = stringValue(argumentAt(node, 0)) ?? templateHookPrefix(argumentAt(node, 0));
      const kind = hook === null ? null : hookKind(hook);
      if (kind) for (const scope of resolve(argumentAt(node, 1))) handlers.push({ kind, scope, line: lineOf(node) });
    } else if (name === "add_shortcode") {
      for (const scope of resolve(argumentAt(node, 1))) handlers.push({ kind: "shortcode", scope, line: lineOf(node) });
    } else if (name === "register_rest_route") {
      for (const endpoint of restEndpoints(argumentAt(node, 2))) {
        for (const scope of resolve(endpoint.get("callback"))) handlers.push({ kind: "rest", scope, line: lineOf(node) });
      }
    }
  }
  return handlers;
}

/** `'wp_ajax_' . $action` and "wp_ajax_{$action}" still say which kind of hook it is. */
function templateHookPrefix(node: PhpNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === "bin" && node.type === "." && isPhpNode(node.left)) return stringValue(node.left) ?? templateHookPrefix(node.left);
  if (node.kind === "encapsed") {
    const first = nodeList(node.value)[0];
    return first && isPhpNode(first.expression) ? stringValue(first.expression) : null;
  }
  return null;
}

/** The hooks WordPress fires when a post is saved from its edit screen, after post.php has checked its nonce. */
const SAVE_POST_HOOK = /^(?:save_post|edit_post|wp_insert_post|post_updated)(?:_|$)/;

function hookKind(hook: string): Handler["kind"] | null {
  if (SAVE_POST_HOOK.test(hook)) return "save-post";
  if (hook.startsWith("admin_post_nopriv_")) return "admin-post-nopriv";
  if (hook.startsWith("admin_post_")) return "admin-post";
  if (hook.startsWith("wp_ajax_nopriv_")) return "ajax-nopriv";
  if (hook.startsWith("wp_ajax_")) return "ajax";
  return null;
}

/**
 * The endpoint arrays of register_rest_route's third argument (one endpoint, or a list of them), by key.
 * A list may carry route-wide keys beside its endpoints (`'schema' => …`, `'args' => …`): those are not
 * an endpoint of their own.
 */
export function restEndpoints(args: PhpNode | undefined): Array<Map<string, PhpNode>> {
  if (!args || args.kind !== "array") return [];
  const entries = nodeList(args.items);
  const listed = entries
    .filter((entry) => !(entry.kind === "entry" && isPhpNode(entry.key)))
    .map((entry) => (isPhpNode(entry.value) ? entry.value : entry))
    .filter((e) => e.kind === "array");
  if (listed.length > 0) return listed.map(arrayByKey);
  return entries.some((entry) => entry.kind === "entry" && isPhpNode(entry.key)) ? [arrayByKey(args)] : [];
}

export function arrayByKey(array: PhpNode): Map<string, PhpNode> {
  const map = new Map<string, PhpNode>();
  for (const entry of nodeList(array.items)) {
    const key = isPhpNode(entry.key) ? stringValue(entry.key) : null;
    if (key !== null && isPhpNode(entry.value)) map.set(key, entry.value);
  }
  return map;
}
