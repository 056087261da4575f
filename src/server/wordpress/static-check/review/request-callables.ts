import { type FindingText, findingText } from "../../../../shared/finding-texts";
import type { PhpNode } from "../../php-ast";
import { calledFunctionName, isPhpNode, lineOf } from "../../php-ast";
import { argumentAt, identifierName, nodeList } from "./php-scope";
import { argumentValue, constantString, type Flow, requestPart } from "./request-flow";
import type { ReviewFinding } from "./review-rules";

/** Functions that call what one of their arguments names, and which argument (by position). */
export const CALLABLE_ARGUMENTS = new Map<string, number>([
  ["call_user_func", 0], ["call_user_func_array", 0], ["forward_static_call", 0], ["forward_static_call_array", 0],
  ["array_map", 0], ["array_filter", 1], ["array_walk", 1], ["array_walk_recursive", 1], ["array_reduce", 1],
  ["usort", 1], ["uasort", 1], ["uksort", 1], ["preg_replace_callback", 1], ["mb_ereg_replace_callback", 1], ["iterator_apply", 1],
  ["register_shutdown_function", 0], ["register_tick_function", 0], ["set_error_handler", 0], ["set_exception_handler", 0],
  ["spl_autoload_register", 0], ["ob_start", 0], ["header_register_callback", 0],
  ["add_action", 1], ["add_filter", 1], ["add_shortcode", 1],
]);
const REFLECTION_CLASSES = new Set(["reflectionfunction", "reflectionmethod"]);

const WHY = "whoever sends the request picks the code that runs, which is how backdoors hide";
const INSTEAD = "compare the value with a fixed list (in_array( $value, array( … ), true ) or a switch) and call only what the list names";

/** The function a call runs: its name, or the string a variable holding the name was given (`$f = 'exec'; $f()`). */
export function calleeName(call: PhpNode, flow: Flow): string | null {
  const direct = calledFunctionName(call);
  if (direct !== null) return direct;
  if (!isPhpNode(call.what) || call.what.kind !== "variable") return null;
  const text = constantString(call.what, flow);
  return text !== null && /^\\?[A-Za-z_]\w*$/.test(text) ? text.replace(/^\\/, "").toLowerCase() : null;
}

/** Callback runners whose literal first argument names the function they run: call_user_func( 'setcookie', … ). */
const RUNNERS = new Set(["call_user_func", "call_user_func_array", "forward_static_call", "forward_static_call_array"]);

/** The functions a call runs by name: its own, and the one a callback runner is given as a string. */
export function functionsRun(call: PhpNode, flow: Flow): string[] {
  const name = calleeName(call, flow);
  if (name === null) return [];
  if (!RUNNERS.has(name)) return [name];
  const given = constantString(argumentValue(argumentAt(call, 0)), flow);
  return given !== null && /^\\?[A-Za-z_]\w*$/.test(given) ? [name, given.replace(/^\\/, "").toLowerCase()] : [name];
}

/**
 * request-callable: code whose name the request chooses. A callable argument (call_user_func*, array_map,
 * usort, add_action… and Reflection/Closure::fromCallable) that is request data; a variable function,
 * method or static method (`$f()`, `$obj->$m()`, `Foo::$m()`), a `new $class` or a variable variable
 * (`$$name`, `${…}`) whose name is. Request data is read as in request-flow.ts: through local variables and
 * string functions, not through a fixed prefix (`'my_ajax_' . $action`) or a check against a fixed list.
 */
export function requestCallableFinding(node: PhpNode, flow: Flow): ReviewFinding | null {
  const found = (what: string, text: FindingText): ReviewFinding => ({
    rule: "request-callable",
    severity: "error",
    line: lineOf(node),
    message: `${what}: ${WHY}. Instead, ${INSTEAD}.`,
    text,
  });
  if (node.kind === "call") {
    const name = calleeName(node, flow);
    const position = name === null ? undefined : CALLABLE_ARGUMENTS.get(name);
    if (position !== undefined && callableFromRequest(argumentAt(node, position), flow)) {
      return found(`Passes a callable taken from the request to ${name}()`, findingText("request-callable.passes", { name: name ?? "" }));
    }
    const what = isPhpNode(node.what) ? node.what : undefined;
    if (!what) return null;
    if (name === null && (what.kind === "variable" || what.kind === "offsetlookup" || what.kind === "call") && requestPart(what, flow, "name")) {
      return found("Calls a function whose name comes from the request", findingText("request-callable.function"));
    }
    if ((what.kind === "propertylookup" || what.kind === "nullsafepropertylookup" || what.kind === "staticlookup") && isPhpNode(what.offset)) {
      if (what.offset.kind !== "identifier" && requestPart(what.offset, flow, "name")) return found("Calls a method whose name comes from the request", findingText("request-callable.method"));
      if (what.kind === "staticlookup" && identifierName(what.offset)?.toLowerCase() === "fromcallable" && isPhpNode(what.what) && identifierName(what.what)?.replace(/^\\/, "").toLowerCase() === "closure") {
        if (callableFromRequest(argumentAt(node, 0), flow)) return found("Makes a closure of a callable taken from the request", findingText("request-callable.closure"));
      }
    }
    return null;
  }
  if (node.kind === "new" && isPhpNode(node.what)) {
    const className = node.what.kind === "name" ? identifierName(node.what)?.replace(/^\\/, "").toLowerCase() : undefined;
    if (className && REFLECTION_CLASSES.has(className) && callableFromRequest(argumentAt(node, 0), flow)) {
      return found("Reflects a function or method named by the request", findingText("request-callable.reflects"));
    }
    if (node.what.kind !== "name" && node.what.kind !== "class" && requestPart(node.what, flow, "name")) return found("Creates an object of a class named by the request", findingText("request-callable.class"));
    return null;
  }
  if (node.kind === "variable" && isPhpNode(node.name) && requestPart(node.name, flow, "name")) {
    return found("Reads or writes a variable whose name comes from the request ($$name)", findingText("request-callable.variable"));
  }
  return null;
}

/** A callable whose function (or method) name the request chooses: a string, or an [object, method] pair. */
function callableFromRequest(argument: PhpNode | undefined, flow: Flow): boolean {
  const value = argumentValue(argument);
  if (!value) return false;
  if (value.kind === "array") {
    const items = nodeList(value.items).map((item) => (item.kind === "entry" && isPhpNode(item.value) ? item.value : item));
    if (items.length === 2) return requestPart(items[1]!, flow, "name") !== null;
  }
  return requestPart(value, flow, "name") !== null;
}
