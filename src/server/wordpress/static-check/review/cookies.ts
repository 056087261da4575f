import { findingText } from "../../../../shared/finding-texts";
import type { PhpNode } from "../../php-ast";
import { isPhpNode, lineOf } from "../../php-ast";
import { argumentAt, nodeList } from "./php-scope";
import { functionsRun } from "./request-callables";
import { argumentValue, constantString, type Flow } from "./request-flow";
import type { ReviewFinding } from "./review-rules";

const COOKIE_FUNCTIONS = new Set(["setcookie", "setrawcookie"]);

/**
 * set-cookie: setcookie(), setrawcookie() and header( 'Set-Cookie: …' ). A cookie a plugin sets lands in
 * the browser of everyone who runs it; a gallery plugin that sets one under a name of its choosing can sign
 * a person in or out of accounts (issue #30 reproduced it against our own session cookie). Legitimate
 * plugins do set cookies, so the message says what to use instead rather than calling it malicious; the
 * finding is an error because it keeps the plugin out of the public gallery.
 */
export function setCookieFinding(node: PhpNode, flow: Flow): ReviewFinding | null {
  if (node.kind !== "call") return null;
  const names = functionsRun(node, flow);
  const cookie = names.find((name) => COOKIE_FUNCTIONS.has(name));
  let what: string | null = cookie ? `${cookie}()` : null;
  if (!what && names.at(-1) === "header") {
    const header = argumentValue(argumentAt(node, names.length > 1 ? 1 : 0));
    if (/^\s*set-cookie\s*:/i.test(leadingText(header, flow))) what = "header( 'Set-Cookie: …' )";
  }
  if (!what) return null;
  return {
    rule: "set-cookie",
    severity: "error",
    line: lineOf(node),
    message: `Sets a cookie with ${what}. Plugins that set cookies are not shown in the public gallery: a cookie goes to the browser of everyone who runs the plugin and can change which account they are signed in to. Keep per-visitor state in user meta (update_user_meta()) for signed-in people, or in a transient; a plugin you keep private may set cookies.`,
    text: findingText("set-cookie", { what }),
  };
}

/** The text a string expression starts with, as far as it is fixed ('' when unknown). */
function leadingText(node: PhpNode | undefined, flow: Flow): string {
  if (!node) return "";
  const whole = constantString(node, flow);
  if (whole !== null) return whole;
  if (node.kind === "bin" && node.type === "." && isPhpNode(node.left)) return leadingText(node.left, flow);
  if (node.kind === "encapsed") {
    let text = "";
    for (const part of nodeList(node.value)) {
      const value = constantString(isPhpNode(part.expression) ? part.expression : part, flow);
      if (value === null) break;
      text += value;
    }
    return text;
  }
  return "";
}
