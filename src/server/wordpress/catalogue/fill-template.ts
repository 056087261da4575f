import type { BlueprintContext } from "../blueprint/blueprint-context";
import { commentText, packageName, phpString } from "../blueprint/php-source";
import type { ParamValue, TaskParams } from "./catalogue-types";

export type TemplateLanguage = "php" | "js" | "css";

/**
 * The one placeholder mechanism of the catalogue's files. A template stays a valid file of its language as
 * written (the tests lint every .php with PHP), so placeholders are names the language accepts:
 *
 *   __PREFIX__, __CSS_PREFIX__   the plugin's code prefixes, inside identifiers and strings ("ps_disable_xmlrpc_")
 *   __CONST_PREFIX__             the prefix of its constants ("PS_DISABLE_XMLRPC_")
 *   __CLASS_PREFIX__             the prefix of its class names ("Ps_Disable_Xmlrpc_")
 *   __TEXT_DOMAIN__, __PACKAGE__ the text domain (inside a string) and the @package name (in a comment)
 *   __MARKER__                   the task marker (in a comment): which task, with which parameters
 *   PLUGSMITH_PARAM_<NAME>       a whole literal of the parameter: a PHP string, integer or array(); in JS, JSON
 *   __CONST_PREFIX__             the plugin's constant prefix ("PS_DISABLE_XMLRPC_"), inside constant names
 *   __REST_NAMESPACE__           the namespace of its REST routes and block names ("disable-xmlrpc"), inside a string
 *   __PLUGIN_NAME__              the plugin's name as comment text (only in a comment; in code use a parameter)
 *   PLUGSMITH_NAME_<NAME>        a name the manifest derived from the prefixes (a shortcode tag, a post type), bare;
 *                                it may go on with "_" and lower case ('save_post_PLUGSMITH_NAME_POST_TYPE')
 *   PLUGSMITH_TEXT_<NAME>        a parameter as comment text (only in a comment): a plugin header's value
 *   // PLUGSMITH_LINES_<NAME>     a line of its own, replaced by the lines of PHP given as `lines` (each indented as the
 *                                comment is; none: the line goes): PHP filled from other real files, so TypeScript
 *                                chooses and repeats fragments (a require per file) without writing PHP itself
 *
 * Names are validated against what the context allows; parameters are written as complete, escaped literals,
 * never spliced into someone else's quotes. One pass: a value is never read again for placeholders.
 */
const PLACEHOLDER =
  /__(PREFIX|CSS_PREFIX|CONST_PREFIX|CLASS_PREFIX|TEXT_DOMAIN|PACKAGE|MARKER|REST_NAMESPACE|PLUGIN_NAME)__|PLUGSMITH_PARAM_([A-Z][A-Z0-9_]*)|PLUGSMITH_NAME_([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)|PLUGSMITH_TEXT_([A-Z][A-Z0-9_]*)|^([ \t]*)\/\/ PLUGSMITH_LINES_([A-Z][A-Z0-9_]*)\n/gm;

export interface FillValues {
  /** The plugin the file is written for; absent for a file the runtime runs in WordPress, which has parameters only. */
  ctx?: BlueprintContext;
  params: TaskParams;
  /** The marker line written into the PHP file's doc comment. */
  marker?: string;
  /** Values of PLUGSMITH_NAME_<NAME> (by lower-case name): identifiers such as a shortcode tag. */
  names?: Readonly<Record<string, string>>;
  /** Values of `// PLUGSMITH_LINES_<NAME>` (by lower-case name): PHP filled from other real files, never written in TypeScript. */
  lines?: Readonly<Record<string, readonly string[]>>;
}

export class TemplateError extends Error {}

const IDENTIFIER_PREFIX = /^[a-z][a-z0-9_]*_$/;
const CSS_PREFIX = /^[a-z][a-z0-9-]*-$/;
const CONST_PREFIX = /^[A-Z][A-Z0-9_]*_$/;
const CLASS_PREFIX = /^[A-Z][A-Za-z0-9_]*_$/;
const TEXT_DOMAIN = /^[a-z0-9][a-z0-9-]*$/;
const REST_NAMESPACE = /^[a-z][a-z0-9-]*$/;
const DERIVED_NAME = /^[a-z][a-z0-9_-]*$/;

export function fillTemplate(source: string, language: TemplateLanguage, values: FillValues): string {
  return source.replace(PLACEHOLDER, (whole, name?: string, param?: string, derived?: string, text?: string, indent?: string, slot?: string) => {
    if (slot !== undefined) {
      const key = slot.toLowerCase();
      if (!values.lines || !Object.hasOwn(values.lines, key)) throw new TemplateError(`The template uses PLUGSMITH_LINES_${slot}, which was given no lines`);
      return values.lines[key]!.flatMap((code) => code.replace(/\n$/, "").split("\n")).map((line) => (line ? `${indent}${line}\n` : "\n")).join("");
    }
    if (text !== undefined) {
      const value = values.params[text.toLowerCase()];
      if (typeof value !== "string") throw new TemplateError(`The template uses ${whole}, which the task has no text parameter for`);
      return commentText(value);
    }
    if (derived !== undefined) {
      const key = derived.toLowerCase();
      if (!values.names || !Object.hasOwn(values.names, key)) throw new TemplateError(`The template uses ${whole}, which was given no value`);
      return checked(values.names[key]!, DERIVED_NAME, whole);
    }
    if (param !== undefined) {
      const key = param.toLowerCase();
      if (!Object.hasOwn(values.params, key)) throw new TemplateError(`The template uses ${whole}, which the task has no parameter for`);
      return literal(values.params[key]!, language, whole);
    }
    const ctx = values.ctx;
    if (!ctx) throw new TemplateError(`The template uses ${whole}, but it is not written for a plugin`);
    switch (name) {
      case "PREFIX":
        return checked(ctx.prefix, IDENTIFIER_PREFIX, whole);
      case "CSS_PREFIX":
        return checked(ctx.cssPrefix, CSS_PREFIX, whole);
      case "CONST_PREFIX":
        return checked(ctx.constPrefix, CONST_PREFIX, whole);
      case "CLASS_PREFIX":
        return checked(ctx.classPrefix, CLASS_PREFIX, whole);
      case "TEXT_DOMAIN":
        return checked(ctx.textDomain, TEXT_DOMAIN, whole);
      case "REST_NAMESPACE":
        return checked(ctx.namespace, REST_NAMESPACE, whole);
      case "PACKAGE":
        return packageName(ctx);
      case "PLUGIN_NAME":
        return commentText(ctx.name);
      case "MARKER":
        if (values.marker === undefined) throw new TemplateError("The template has __MARKER__ but no marker was given");
        return commentText(values.marker);
      default:
        throw new TemplateError(`Unknown placeholder ${whole}`);
    }
  });
}

function checked(value: string, pattern: RegExp, placeholder: string): string {
  if (!pattern.test(value)) throw new TemplateError(`${placeholder} would be ${JSON.stringify(value)}, which is not allowed there`);
  return value;
}

/** A parameter as a complete literal of the file's language. */
export function literal(value: ParamValue, language: TemplateLanguage, placeholder = "a parameter"): string {
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new TemplateError(`${placeholder} must be a whole number`);
    return String(value);
  }
  if (language === "php") {
    if (typeof value === "string") return phpString(value);
    return value.length ? `array( ${value.map(phpString).join(", ")} )` : "array()";
  }
  if (language === "js") {
    // JSON, with the characters that could end a <script> element or a JS line written as escapes.
    return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
  }
  // CSS has no string literal we trust for arbitrary text: only plain words, colours and sizes.
  if (typeof value === "string" && /^[#a-zA-Z0-9 .%-]*$/.test(value)) return value;
  throw new TemplateError(`${placeholder} cannot be written into CSS`);
}

/**
 * PHP files joined into one that runs top to bottom. Every file after the first is a fragment: a PHP file as written
 * (so PHP lints it on its own), whose opening `<?php` line is dropped when it is joined. This is the one way the
 * product assembles a PHP file from parts TypeScript chooses between.
 */
/** A filled fragment's code without its opening `<?php` line and final line break: lines for a PLUGSMITH_LINES slot. */
export function phpFragment(filled: string): string {
  if (!filled.startsWith("<?php\n")) throw new TemplateError("A PHP fragment starts with its own <?php line");
  return filled.slice("<?php\n".length).replace(/\n$/, "");
}

export function joinPhp(first: string, ...fragments: readonly string[]): string {
  return first + fragments.map((fragment) => {
    if (!fragment.startsWith("<?php\n")) throw new TemplateError("A PHP fragment starts with its own <?php line");
    return fragment.slice("<?php\n".length);
  }).join("");
}
