import { describe, expect, it } from "vitest";
import type { CheckFinding } from "../../../shared/schemas/plugins";
import { checkPhpFile } from "../../wordpress/static-check/php-file-check";
import { mechanicalFix, withGuard } from "./mechanical-fix";

const HEADER = "<?php\n/**\n * Plugin Name: Echo Back\n * Version: 1.0.0\n */\n";
const finding = (rule: string, file: string, line: number | null): CheckFinding => ({ rule, severity: "warning", file, line, message: rule });
const rules = (source: string) => checkPhpFile(source).review.map((f) => f.rule);

describe("[GENERATION][FIX] fixes without a model", () => {
  it("adds the ABSPATH guard below the header comment, and the check no longer finds the file unguarded", () => {
    // Code a direct request runs (a WordPress call first would stop PHP there, which the review knows: decision 0066).
    const source = `${HEADER}\necho 'Echo Back';\nfunction echo_back_init() {}\n`;
    expect(rules(source)).toContain("wp.abspath-guard");
    const fix = mechanicalFix({ "echo-back.php": source }, [finding("wp.abspath-guard", "echo-back.php", 7)]);
    expect(fix.files["echo-back.php"]).toBe(`${HEADER}\ndefined( 'ABSPATH' ) || exit;\n\necho 'Echo Back';\nfunction echo_back_init() {}\n`);
    expect(rules(fix.files["echo-back.php"]!)).not.toContain("wp.abspath-guard");
    expect(fix.fixed).toEqual(["echo-back.php defined( 'ABSPATH' ) || exit;"]);
  });

  it("puts the guard after a namespace declaration, and leaves a braced namespace alone", () => {
    expect(withGuard("<?php\nnamespace Echo\\Back;\n\nrun();\n")).toBe("<?php\nnamespace Echo\\Back;\n\ndefined( 'ABSPATH' ) || exit;\n\nrun();\n");
    expect(withGuard("<?php\nnamespace Echo\\Back {\nrun();\n}\n")).toBeNull();
    expect(withGuard("<html><?php run();")).toBeNull();
  });

  it("escapes a printed request value by its context: text, an attribute, a URL attribute", () => {
    const source = [
      HEADER.trimEnd(),
      "defined( 'ABSPATH' ) || exit;",
      "function echo_back_page() {",
      "\techo $_GET['q'];",
      "\t?><input value=\"<?php echo $_GET['q']; ?>\"><a href=\"<?= $_GET['u'] ?>\">x</a><?php",
      "}",
      "",
    ].join("\n");
    const found = checkPhpFile(source).unescaped;
    expect(found.length).toBe(3);
    const fix = mechanicalFix({ "echo-back.php": source }, found.map((echo) => finding("wp.escape-output", "echo-back.php", echo.line)));
    const fixed = fix.files["echo-back.php"]!;
    expect(fixed).toContain("\techo esc_html( wp_unslash( $_GET['q'] ) );");
    expect(fixed).toContain("<input value=\"<?php echo esc_attr( wp_unslash( $_GET['q'] ) ); ?>\">");
    expect(fixed).toContain("<a href=\"<?= esc_url( wp_unslash( $_GET['u'] ) ) ?>\">");
    expect(rules(fixed)).toEqual([]);
    expect(fix.fixed).toHaveLength(3);
  });

  it("leaves alone a printed value that carries HTML of its own, and findings it has no exact edit for", () => {
    const source = `${HEADER}defined( 'ABSPATH' ) || exit;\nfunction echo_back_page() {\n\techo '<b>' . $_GET['q'] . '</b>';\n}\n`;
    const found = checkPhpFile(source).unescaped;
    expect(found.length).toBe(1);
    const fix = mechanicalFix({ "echo-back.php": source }, [
      finding("wp.escape-output", "echo-back.php", found[0]!.line),
      finding("wp.nonce", "echo-back.php", 3),
    ]);
    expect(fix).toEqual({ files: {}, fixed: [] });
  });
});
