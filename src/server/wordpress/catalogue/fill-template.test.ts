import { describe, expect, it } from "vitest";
import { makeContext } from "../blueprint/blueprint-context";
import type { PhpNode } from "../php-ast";
import { calledFunctionName, parsePhp, walkPhp } from "../php-ast";
import { fillTemplate, joinPhp, literal, phpFragment, TemplateError } from "./fill-template";

const ctx = makeContext({ name: "Site Tweaks" });
const TEMPLATE = `<?php
/**
 * __MARKER__
 *
 * @package __PACKAGE__
 */
function __PREFIX__target() {
	return PLUGSMITH_PARAM_TARGET;
}
$__PREFIX__limit = PLUGSMITH_PARAM_LIMIT;
$__PREFIX__roles = PLUGSMITH_PARAM_ROLES;
echo esc_html__( 'Hello', '__TEXT_DOMAIN__' );
`;

function stringsAndCalls(source: string) {
  const strings: string[] = [];
  const calls: string[] = [];
  walkPhp(parsePhp(source, "x.php"), (node: PhpNode) => {
    if (node.kind === "string") strings.push(String((node as unknown as { value: string }).value));
    if (node.kind === "call") calls.push(calledFunctionName(node) ?? "?");
  });
  return { strings, calls };
}

describe("[CATALOGUE][FILL] one placeholder mechanism", () => {
  it("fills names, the marker and parameters as whole literals", () => {
    const out = fillTemplate(TEMPLATE, "php", { ctx, params: { target: "/shop", limit: 5, roles: ["editor", "author"] }, marker: "Plugsmith task: x (a: 1)" });
    expect(out).toContain("function ps_site_tweaks_target() {\n\treturn '/shop';");
    expect(out).toContain("$ps_site_tweaks_limit = 5;");
    expect(out).toContain("$ps_site_tweaks_roles = array( 'editor', 'author' );");
    expect(out).toContain("esc_html__( 'Hello', 'site-tweaks' )");
    expect(out).toContain(" * Plugsmith task: x (a: 1)\n *\n * @package Site_Tweaks");
    expect(out).not.toMatch(/__[A-Z_]+__|PLUGSMITH_PARAM_/);
  });

  it("a hostile parameter stays one PHP string: no call, no code, whatever it holds", () => {
    const hostile = "x'); system('id'); /* \\' ?> <?php phpinfo(); //\n";
    const out = fillTemplate(TEMPLATE, "php", { ctx, params: { target: hostile, limit: 1, roles: ["a'.exec('ls').'"] }, marker: "m */ phpinfo(); /*" });
    const { strings, calls } = stringsAndCalls(out);
    expect(strings).toContain(hostile);
    expect(strings).toContain("a'.exec('ls').'");
    expect(calls.sort()).toEqual(["esc_html__"]);
    // The marker cannot close the doc comment either.
    expect(out).not.toContain("m */");
  });

  it("refuses names that are not valid where they go, an unknown parameter and a non-integer number", () => {
    const bad = makeContext({ name: "x", prefix: "ps_x'); evil(); //_" });
    expect(() => fillTemplate(TEMPLATE, "php", { ctx: bad, params: { target: "/", limit: 1, roles: [] }, marker: "m" })).toThrow(TemplateError);
    expect(() => fillTemplate("<?php PLUGSMITH_PARAM_OTHER;", "php", { ctx, params: {} })).toThrow(/no parameter/);
    expect(() => fillTemplate("<?php PLUGSMITH_PARAM_N;", "php", { ctx, params: { n: 1.5 } })).toThrow(/whole number/);
    expect(() => fillTemplate("<?php PLUGSMITH_PARAM_N;", "php", { ctx, params: { n: 1e300 } })).toThrow(/whole number/);
    expect(() => fillTemplate("<?php // __MARKER__", "php", { ctx, params: {} })).toThrow(/marker/);
  });

  it("writes JS values as JSON that cannot end a script, and CSS values only when plain", () => {
    expect(literal("</script><script>alert(1)</script>", "js")).toBe('"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"');
    expect(literal(["a", "b"], "js")).toBe('["a","b"]');
    expect(literal("#1e73be", "css")).toBe("#1e73be");
    expect(literal(12, "css")).toBe("12");
    expect(() => literal("red; } body { display: none", "css")).toThrow(TemplateError);
  });

  it("fills the constant prefix, the REST namespace, the name as comment text and derived names, each checked", () => {
    const named = makeContext({ name: "Jo's */ Tools" });
    const source = "<?php\n// __PLUGIN_NAME__\n$a = __CONST_PREFIX__VERSION;\n$b = '__REST_NAMESPACE__/v1';\nadd_shortcode( 'PLUGSMITH_NAME_SHORTCODE', 'f' );\n";
    // A derived name ends before "_" and a lower-case letter: a hook named after a post type.
    expect(fillTemplate("<?php add_action( 'save_post_PLUGSMITH_NAME_POST_TYPE_x', 'f' );", "php", { ctx: named, params: {}, names: { post_type: "ps_project" } })).toBe(
      "<?php add_action( 'save_post_ps_project_x', 'f' );",
    );
    const out = fillTemplate(source, "php", { ctx: named, params: {}, names: { shortcode: "ps_jos_tools_form" } });
    expect(out).toBe("<?php\n// Jo's * / Tools\n$a = PS_JO_S_TOOLS_VERSION;\n$b = 'jo-s-tools/v1';\nadd_shortcode( 'ps_jos_tools_form', 'f' );\n");
    expect(() => fillTemplate(source, "php", { ctx: named, params: {} })).toThrow(/no value/);
    expect(() => fillTemplate(source, "php", { ctx: named, params: {}, names: { shortcode: "x'); evil(); //" } })).toThrow(TemplateError);
    expect(() => fillTemplate(source, "php", { ctx: { ...named, constPrefix: "PS_X; evil(); //" }, params: {}, names: { shortcode: "a" } })).toThrow(TemplateError);
    expect(() => fillTemplate(source, "php", { ctx: { ...named, namespace: "x'/" }, params: {}, names: { shortcode: "a" } })).toThrow(TemplateError);
  });

  it("writes the plugin's constant and class prefixes", () => {
    expect(fillTemplate("<?php echo __CONST_PREFIX__VERSION;", "php", { ctx, params: {} })).toBe("<?php echo PS_SITE_TWEAKS_VERSION;");
    expect(fillTemplate("<?php class __CLASS_PREFIX__Widget {}", "php", { ctx, params: {} })).toBe("<?php class Ps_Site_Tweaks_Widget {}");
  });

  it("fills a file the runtime runs (no plugin) from parameters only, and refuses a plugin's placeholder there", () => {
    expect(fillTemplate("<?php echo PLUGSMITH_PARAM_DIR;", "php", { params: { dir: "it's" } })).toBe("<?php echo 'it\\'s';");
    expect(() => fillTemplate("<?php function __PREFIX__x() {}", "php", { params: {} })).toThrow(/not written for a plugin/);
  });

  it("joins PHP fragments: each keeps its own <?php line as written, dropped when joined", () => {
    expect(joinPhp("<?php\n$a = 1;\n", "<?php\n\n$b = 2;\n", "<?php\n$c = 3;\n")).toBe("<?php\n$a = 1;\n\n$b = 2;\n$c = 3;\n");
    expect(() => joinPhp("<?php\n", "$b = 2;\n")).toThrow(TemplateError);
  });

  it("writes a text parameter as comment text, and lines filled from other files in place of a slot, indented as it is", () => {
    const header = "<?php\n/**\n * Version: PLUGSMITH_TEXT_VERSION\n */\nfunction f() {\n\t// PLUGSMITH_LINES_CALLS\n\treturn 1;\n}\n";
    const calls = ["a();", "if ( $x ) {\n\tb();\n}\n", ""];
    expect(fillTemplate(header, "php", { params: { version: "1.0 */ evil(); /*" }, lines: { calls } })).toBe(
      "<?php\n/**\n * Version: 1.0 * / evil(); /*\n */\nfunction f() {\n\ta();\n\tif ( $x ) {\n\t\tb();\n\t}\n\n\treturn 1;\n}\n",
    );
    // No lines: the slot's line goes. A slot is a line of its own; anywhere else it is left as the comment it is.
    expect(fillTemplate(header, "php", { params: { version: "1" }, lines: { calls: [] } })).toContain("function f() {\n\treturn 1;");
    expect(fillTemplate("<?php $a = 1; // PLUGSMITH_LINES_CALLS\n", "php", { params: {}, lines: { calls: ["b();"] } })).toBe("<?php $a = 1; // PLUGSMITH_LINES_CALLS\n");
    // One pass: lines and values are not read again for placeholders.
    expect(fillTemplate(header, "php", { params: { version: "PLUGSMITH_TEXT_VERSION" }, lines: { calls: ["// PLUGSMITH_LINES_CALLS", "__PREFIX__x();"] } })).toContain(
      " * Version: PLUGSMITH_TEXT_VERSION\n */\nfunction f() {\n\t// PLUGSMITH_LINES_CALLS\n\t__PREFIX__x();\n",
    );
    expect(() => fillTemplate(header, "php", { params: { version: "1" } })).toThrow(/no lines/);
    expect(() => fillTemplate(header, "php", { params: { version: 1 }, lines: { calls } })).toThrow(/no text parameter/);
    expect(phpFragment("<?php\n$a = 1;\n")).toBe("$a = 1;");
    expect(() => phpFragment("$a = 1;")).toThrow(TemplateError);
  });
});
