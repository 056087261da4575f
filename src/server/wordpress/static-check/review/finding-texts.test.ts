import { describe, expect, it } from "vitest";
import type { CheckFinding } from "../../../../shared/schemas/plugins";
import { checkPluginFiles } from "../../../modules/plugins/checks/version-checks";

// Issue #34 item 13: a finding is stored language-neutral (its rule, its English message as before, and a text
// key with the values it was worded from), so the web words it in the person's language.

const HEADER = "<?php\n/**\n * Plugin Name: Lang Probe\n */\n";

function findingsOf(code: string, guard = true): CheckFinding[] {
  const files = { "lang-probe/lang-probe.php": `${HEADER}${guard ? "defined( 'ABSPATH' ) || exit;\n" : ""}${code}\n` };
  return checkPluginFiles(files).findings;
}

describe("[WORDPRESS][REVIEW][LANGUAGE] findings keep a language-neutral text", () => {
  it.each([
    ["wp.nonce", "add_action( 'admin_post_lang_probe_save', 'lang_probe_save' );\nfunction lang_probe_save() {\n\tif ( current_user_can( 'manage_options' ) ) update_option( 'lang_probe_x', absint( $_POST['x'] ) );\n}", {}],
    ["request-callable.passes", "function lang_probe_run() {\n\tcall_user_func( $_GET['cb'] );\n}", { name: "call_user_func" }],
    ["request-callable.function", "function lang_probe_run() {\n\t$f = $_COOKIE['f'];\n\t$f( 1 );\n}", {}],
    ["wp.prefix.function", "function get_data() {\n\treturn 1;\n}", { name: "get_data", example: "lang_probe_…" }],
    ["wp.http-api", "function lang_probe_fetch() {\n\treturn curl_init( 'https://example.com' );\n}", { what: "curl_init()" }],
  ] as const)("words %s by key, with its values", (key, code, values) => {
    const finding = findingsOf(code).find((f) => f.text?.key === key);
    expect(finding, JSON.stringify(findingsOf(code))).toBeDefined();
    expect(finding!.text).toEqual(Object.keys(values).length ? { key, values } : { key });
    // The English message is as it was: the API and its tests keep their words.
    expect(finding!.message).not.toBe("");
  });

  it("words a dangerous call and a missing ABSPATH guard by key", () => {
    const findings = findingsOf("echo 'hi';\neval( $code );", false);
    expect(findings.map((f) => f.text?.key)).toEqual(expect.arrayContaining(["wp.abspath-guard", "dangerous-function"]));
    expect(findings.find((f) => f.text?.key === "dangerous-function")!.text!.values).toEqual({ what: "eval()" });
  });
});
