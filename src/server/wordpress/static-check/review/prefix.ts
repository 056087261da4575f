import { findingText } from "../../../../shared/finding-texts";
import type { PhpNode } from "../../php-ast";
import { calledFunctionName, childNodes, lineOf } from "../../php-ast";
import { argumentAt, callsIn, identifierName, nodeList, stringValue } from "./php-scope";
import type { GlobalName, ReviewFinding } from "./review-rules";

/**
 * The functions, classes and constants one file declares in the global namespace: its top-level
 * statements (inside `if ( ! function_exists() )` blocks too), and define() calls anywhere when the
 * file has one. Function bodies are not entered otherwise: a function declared inside another is rare.
 */
export function globalNamesIn(ast: PhpNode, source: string): GlobalName[] {
  const names: GlobalName[] = [];
  const declarations = (node: PhpNode) => {
    if (node.kind === "namespace" && identifierName(node.name)) return;
    if (node.kind === "function") {
      const name = identifierName(node.name);
      if (name) names.push({ kind: "function", name, line: lineOf(node) });
    } else if (["class", "interface", "trait", "enum"].includes(node.kind)) {
      const name = identifierName(node.name);
      if (name) names.push({ kind: "class", name, line: lineOf(node) });
    } else if (node.kind === "constantstatement") {
      for (const constant of nodeList(node.constants)) {
        const name = identifierName(constant.name);
        if (name) names.push({ kind: "constant", name, line: lineOf(constant) });
      }
    } else if (["program", "namespace", "if", "block"].includes(node.kind)) {
      for (const child of childNodes(node)) declarations(child);
    }
  };
  declarations(ast);
  if (/\bdefine\s*\(/i.test(source)) {
    for (const call of callsIn(ast)) {
      if (calledFunctionName(call) !== "define") continue;
      const name = stringValue(argumentAt(call, 0));
      if (name && !name.includes("\\")) names.push({ kind: "constant", name, line: lineOf(call) });
    }
  }
  return names.sort((a, b) => a.line - b.line);
}

/**
 * Words that say what a name does, not whose it is: a global name starting with one of them (or with
 * WordPress's own wp_/WP_) collides sooner or later with another plugin's. WordPress Coding Standards
 * need the prefix configured; here a name passes when it starts with the plugin's slug, the slug's
 * initials, or any first word that is not one of these.
 */
const GENERIC_WORDS = new Set(
  `add admin ajax api app assets author block blocks button cache check clean content create css custom data
  delete display do enqueue field fields filter form format frontend front get handle has helper helpers
  init install is js load main menu meta my option options page plugin post posts print process public
  register remove render save script scripts send set settings setup shortcode show site style styles
  the theme update user validate version widget wp wordpress`.split(/\s+/),
);

/** wp.prefix, for the whole plugin: global names without a prefix of the plugin's own. */
export function prefixFindings(globals: readonly GlobalName[], slug: string): Array<ReviewFinding & { name: string }> {
  const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");
  const slugParts = slug.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const ownPrefixes = [squash(slug), slugParts.length > 1 ? slugParts.map((part) => part[0]).join("") : ""].filter((p) => p.length >= 2);
  return globals
    .filter((global) => {
      const squashed = squash(global.name);
      if (ownPrefixes.some((prefix) => squashed.startsWith(prefix))) return false;
      const firstWord = global.name.replace(/^_+/, "").split(/_|(?<=[a-z0-9])(?=[A-Z])/)[0]!.toLowerCase();
      return GENERIC_WORDS.has(firstWord) || global.name.startsWith("_");
    })
    .map((global) => ({
      rule: "wp.prefix",
      severity: "warning",
      line: global.line,
      name: global.name,
      message: `The ${global.kind} ${global.name} has no prefix of the plugin's own and may clash with another plugin's: prefix it (for example ${slug.replace(/-/g, "_")}_…) or put it in a namespace`,
      text: findingText(`wp.prefix.${global.kind}`, { name: global.name, example: `${slug.replace(/-/g, "_")}_…` }),
    }));
}
