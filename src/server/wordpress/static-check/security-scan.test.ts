import { describe, expect, it } from "vitest";
import { checkPhpFile, scanForDangerousCode } from "./php-file-check";
import { mayCallDangerous } from "./security-scan";

const php = (code: string) => `<?php\n${code}\n`;

describe("[WORDPRESS][SECURITY_SCAN] dangerous calls", () => {
  it("finds each dangerous function with its line", () => {
    const findings = scanForDangerousCode({
      "p/p.php": php(`eval( $code );
$x = base64_decode( $y );
exec( 'ls' );
echo shell_exec( 'ls' );
system( 'ls' );
passthru( 'ls' );`),
    });
    expect(findings).toEqual([
      { path: "p/p.php", line: 2, pattern: "eval" },
      { path: "p/p.php", line: 3, pattern: "base64_decode" },
      { path: "p/p.php", line: 4, pattern: "exec" },
      { path: "p/p.php", line: 5, pattern: "shell_exec" },
      { path: "p/p.php", line: 6, pattern: "system" },
      { path: "p/p.php", line: 7, pattern: "passthru" },
    ]);
  });

  it("counts fully qualified calls, any letter case, backticks and call_user_func('exec')", () => {
    const findings = scanForDangerousCode({
      "a.php": php("\\exec( 'ls' );\nEVAL( $x );\n$out = `ls -la`;\ncall_user_func( 'system', 'ls' );"),
    });
    expect(findings.map((finding) => finding.pattern)).toEqual(["exec", "eval", "shell_exec", "system"]);
  });

  it("does not count methods, static methods, namespaced functions, words in comments or strings, or declarations", () => {
    const findings = scanForDangerousCode({
      "a.php": php(`$this->system( 'x' );
Foo::exec();
$obj?->eval();
My\\Ns\\exec( 'x' );
// exec( 'ls' ) in a comment
/* system( 'ls' ) */
$label = 'eval( not code )';
function my_system() {}
class A { public function exec() {} }`),
    });
    expect(findings).toEqual([]);
  });

  it("reads only PHP files", () => {
    expect(scanForDangerousCode({ "a.js": "eval('x')", "readme.txt": "exec()" })).toEqual([]);
  });

  it("falls back to a regular expression for a file that does not parse", () => {
    const findings = scanForDangerousCode({
      "broken.php": "<?php\nfunction ( {\n  exec( 'ls' );\n  $this->system( 'x' );\n  // eval( 'x' )\n",
    });
    expect(findings).toEqual([{ path: "broken.php", line: 3, pattern: "exec" }]);
  });

  it("parses only files that name a dangerous function as a whole word (mayCallDangerous)", () => {
    for (const named of ["\\exec( 'ls' );", "EVAL( $x );", "$o = `ls`;", "call_user_func( 'System', 'ls' );", "popen('x','r');"]) {
      expect(mayCallDangerous(php(named)), named).toBe(true);
    }
    for (const unnamed of ["WP_Filesystem();", "$wpdb->execute_query();", "evaluate_rules();", "my_exec();", "$ecosystem = 1;", "base64_decode_later();"]) {
      expect(mayCallDangerous(php(unnamed)), unnamed).toBe(false);
    }
  });

  it("sorts findings by path and line", () => {
    const findings = scanForDangerousCode({ "b.php": php("eval($a);"), "a.php": php("\n\nexec('x');\neval($b);") });
    expect(findings.map((finding) => `${finding.path}:${finding.line}`)).toEqual(["a.php:4", "a.php:5", "b.php:2"]);
  });
});

describe("[WORDPRESS][SECURITY_SCAN] unescaped request output", () => {
  it.each([
    ["echo $_GET['q'];", "echo"],
    ["print $_POST['q'];", "print"],
    ["printf( '%s', $_REQUEST['q'] );", "printf"],
    ["?><p><?= $_COOKIE['c'] ?></p><?php", "<?="],
    ["echo 'Hi ' . $_SERVER['PHP_SELF'];", "echo"],
    ['echo "Hi {$_GET[\'name\']}";', "echo"],
    ["echo sanitize_text_field( $_GET['q'] );", "echo"],
    ["echo $_GET['a'] ?? 'x';", "echo"],
    ["echo isset( $_GET['a'] ) ? $_GET['a'] : '';", "echo"],
    ["exit( $_GET['a'] );", "exit"],
    ["$q = $_GET['q']; echo $q;", "echo"],
    ["$q = 'x'; $q .= $_GET['q']; echo $q;", "echo"],
    ["foreach ( $_POST as $key => $value ) { echo $value; }", "echo"],
  ])("flags %s", (code, construct) => {
    const findings = checkPhpFile(php(code)).unescaped;
    expect(findings).toHaveLength(1);
    expect(findings[0]!.construct).toBe(construct);
    expect(findings[0]!.line).toBeGreaterThanOrEqual(2);
  });

  it.each([
    "echo esc_html( $_GET['q'] );",
    "echo esc_attr( wp_unslash( $_POST['q'] ) );",
    "echo wp_kses_post( $_POST['html'] );",
    "echo absint( $_GET['page'] );",
    "echo intval( $_GET['page'] );",
    "echo (int) $_GET['page'];",
    "echo isset( $_GET['a'] ) ? 'yes' : 'no';",
    "echo count( $_POST );",
    "echo $_GET['a'] === 'x' ? 'same' : 'different';",
    "printf( '%d', absint( $_GET['n'] ) );",
    "echo esc_url( add_query_arg( 'a', $_GET['a'] ) );",
    "$q = $_GET['q']; $q = 'fixed'; echo $q;",
    "$q = sanitize_key( $_GET['q'] ); echo $q;",
    "echo $safe;",
    "$status = $_GET['s']; function show() { echo $status; }",
    "// echo $_GET['q'];",
    "$x = '<?= $_GET[1] ?>';",
  ])("accepts %s", (code) => {
    expect(checkPhpFile(php(code)).unescaped).toEqual([]);
  });

  it("reports the source text of the offending expression", () => {
    expect(checkPhpFile(php("echo 'a', $_GET['x'];")).unescaped[0]!.expression).toBe("$_GET['x']");
  });

  it("falls back to line matching when the file does not parse", () => {
    const findings = checkPhpFile("<?php\nfunction ( {\necho $_GET['x'];\necho esc_html( $_GET['y'] );\n").unescaped;
    expect(findings.map((finding) => finding.line)).toEqual([3]);
  });
});
