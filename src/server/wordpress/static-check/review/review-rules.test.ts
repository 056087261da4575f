import { describe, expect, it } from "vitest";
import { checkPluginFiles } from "../../../modules/plugins/checks/version-checks";
import { checkPhpFileUncached } from "../php-file-check";
import { prefixFindings } from "./prefix";

/** The review's findings for a PHP file with an ABSPATH guard, as `rule@line`. */
function review(code: string, guard = true): string[] {
  const source = `<?php\n${guard ? "defined( 'ABSPATH' ) || exit;\n" : ""}${code}\n`;
  const check = checkPhpFileUncached(source);
  expect(check.syntax).toEqual({ ok: true });
  return check.review.map((f) => `${f.rule}@${f.line}${f.severity === "warning" ? " (warning)" : ""}`);
}

// Line 3 is the first line of `code` (after `<?php` and the guard).
describe("[WORDPRESS][REVIEW] wp.nonce", () => {
  it.each([
    ["an admin-post handler", "add_action( 'admin_post_x', 'x_save' );\nfunction x_save() {\n\tif ( current_user_can( 'manage_options' ) ) update_option( 'x', absint( $_POST['x'] ) );\n}", ["wp.nonce@5"]],
    ["a form branch of an admin page", "function x_page() {\n\tif ( isset( $_POST['x'] ) ) {\n\t\tupdate_option( 'x', sanitize_text_field( wp_unslash( $_POST['x'] ) ) );\n\t}\n}", ["wp.nonce@4"]],
    ["an e-mail sent from a closure", "add_action( 'init', function () {\n\tif ( isset( $_POST['m'] ) ) wp_mail( 'a@b.c', 'Hi', sanitize_text_field( wp_unslash( $_POST['m'] ) ) );\n} );", ["wp.nonce@4"]],
  ])("flags %s that changes data without a nonce", (_, code, expected) => {
    expect(review(code)).toEqual(expected);
  });

  it.each([
    ["check_admin_referer", "function x_save() {\n\tcheck_admin_referer( 'x' );\n\tif ( current_user_can( 'manage_options' ) ) update_option( 'x', absint( $_POST['x'] ) );\n}"],
    ["wp_verify_nonce", "function x_save( $id ) {\n\tif ( ! isset( $_POST['n'] ) || ! wp_verify_nonce( sanitize_key( $_POST['n'] ), 'x' ) ) return;\n\tupdate_post_meta( $id, 'x', absint( $_POST['x'] ) );\n}"],
    ["a verifier of the same file", "function x_verify() {\n\tcheck_ajax_referer( 'x' );\n}\nfunction x_save() {\n\tx_verify();\n\tupdate_post_meta( 1, 'x', absint( $_POST['x'] ) );\n}"],
    ["a handler that only reads", "function x_search() {\n\t$q = sanitize_text_field( wp_unslash( $_GET['q'] ?? '' ) );\n\treturn get_posts( array( 's' => $q ) );\n}"],
    ["a REST callback", "register_rest_route( 'x/v1', '/a', array( 'methods' => 'POST', 'callback' => 'x_cb', 'permission_callback' => 'x_can' ) );\nfunction x_cb() {\n\tupdate_option( 'x', absint( $_POST['x'] ) );\n}"],
  ])("does not flag a handler with %s", (_, code) => {
    expect(review(code).filter((f) => f.startsWith("wp.nonce"))).toEqual([]);
  });
});

describe("[WORDPRESS][REVIEW] wp.capability", () => {
  it("flags an AJAX handler that deletes posts for any signed-in account, at the handler", () => {
    expect(review("add_action( 'wp_ajax_x_del', function () {\n\tcheck_ajax_referer( 'x' );\n\twp_delete_post( absint( $_POST['id'] ) );\n} );")).toEqual(["wp.capability@3"]);
  });

  it.each([
    ["a capability check", "add_action( 'admin_post_x', 'x_h' );\nfunction x_h() {\n\tcheck_admin_referer( 'x' );\n\tif ( ! current_user_can( 'manage_options' ) ) wp_die();\n\tupdate_option( 'x', 1 );\n}"],
    ["a handler also hooked for visitors", "add_action( 'wp_ajax_x', 'x_h' );\nadd_action( 'wp_ajax_nopriv_x', 'x_h' );\nfunction x_h() {\n\tcheck_ajax_referer( 'x' );\n\tupdate_option( 'x_votes', 1 );\n}"],
    ["a change to the person's own meta", "add_action( 'wp_ajax_x', 'x_h' );\nfunction x_h() {\n\tcheck_ajax_referer( 'x' );\n\tupdate_user_meta( get_current_user_id(), 'x', 1 );\n}"],
    ["a method checking through a helper", "class X_A {\n\tfunction __construct() { add_action( 'admin_post_x', array( $this, 'h' ) ); }\n\tfunction allowed() { return current_user_can( 'manage_options' ); }\n\tfunction h() { check_admin_referer( 'x' ); if ( $this->allowed() ) update_option( 'x', 1 ); }\n}"],
  ])("does not flag %s", (_, code) => {
    expect(review(code)).toEqual([]);
  });
});

describe("[WORDPRESS][REVIEW] wp.rest-permission", () => {
  const route = (args: string) => `register_rest_route( 'x/v1', '/a', array( ${args} ) );`;
  it.each([
    ["'__return_true' on POST, a deliberate public route, as a warning", route("'methods' => 'POST', 'callback' => 'x_cb', 'permission_callback' => '__return_true'"), ["wp.rest-permission@3 (warning)"]],
    ["an arrow function returning true on DELETE, as a warning", route("'methods' => WP_REST_Server::DELETABLE, 'callback' => 'x_cb', 'permission_callback' => fn() => true"), ["wp.rest-permission@3 (warning)"]],
    ["no permission_callback on a write", route("'methods' => array( 'GET', 'POST' ), 'callback' => 'x_cb'"), ["wp.rest-permission@3"]],
    ["no permission_callback on a read, as a warning", route("'methods' => 'GET', 'callback' => 'x_cb'"), ["wp.rest-permission@3 (warning)"]],
    ["'__return_true' on a public read", route("'methods' => WP_REST_Server::READABLE, 'callback' => 'x_cb', 'permission_callback' => '__return_true'"), []],
    ["a real check on a write", route("'methods' => 'POST', 'callback' => 'x_cb', 'permission_callback' => fn() => current_user_can( 'edit_posts' )"), []],
  ])("%s", (_, code, expected) => {
    expect(review(code)).toEqual(expected);
  });
});

describe("[WORDPRESS][REVIEW] wp.input-sanitize and wp.input-unslash", () => {
  const handler = (body: string) => `function x_h( $id ) {\n\tcheck_admin_referer( 'x' );\n${body}\n}`;
  it.each([
    ["a raw option", handler("\tupdate_option( 'x', $_POST['x'] );"), ["wp.input-sanitize@5"]],
    ["a raw value through a variable", handler("\t$v = wp_unslash( $_POST['x'] );\n\tupdate_post_meta( $id, 'x', $v );"), ["wp.input-sanitize@6"]],
    ["a raw field of an insert", handler("\tglobal $wpdb;\n\t$wpdb->insert( 't', array( 'a' => trim( $_POST['a'] ) ) );"), ["wp.input-sanitize@6"]],
    ["a value sanitised without wp_unslash", handler("\tupdate_option( 'x', sanitize_text_field( $_POST['x'] ) );"), ["wp.input-unslash@5 (warning)"]],
    ["a sanitised value", handler("\tupdate_option( 'x', sanitize_text_field( wp_unslash( $_POST['x'] ) ) );"), []],
    ["a variable sanitised again before it is stored", handler("\t$v = wp_unslash( $_POST['x'] );\n\t$v = sanitize_email( $v );\n\tupdate_option( 'x', $v );"), []],
    ["integers and keys, which need no unslashing", handler("\tupdate_option( 'x', absint( $_POST['x'] ) );\n\tupdate_option( 'y', sanitize_key( $_POST['y'] ) );\n\tupdate_option( 'z', (int) $_POST['z'] );"), []],
  ])("%s", (_, code, expected) => {
    expect(review(code)).toEqual(expected);
  });
});

describe("[WORDPRESS][REVIEW] wp.prepared-sql", () => {
  const query = (body: string) => `function x_q( $name, $ids ) {\n\tglobal $wpdb;\n${body}\n}`;
  it.each([
    ["a parameter in the query", query("\treturn $wpdb->get_results( \"SELECT * FROM t WHERE name = '$name'\" );"), ["wp.prepared-sql@5"]],
    ["a parameter concatenated", query("\treturn $wpdb->query( 'DELETE FROM t WHERE name = ' . $name );"), ["wp.prepared-sql@5"]],
    ["a variable interpolated into prepare's query", query("\treturn $wpdb->prepare( \"SELECT * FROM t WHERE a = %d AND b = '$name'\", 1 );"), ["wp.prepared-sql@5"]],
    ["a prepared query with table names", query("\t$table = $wpdb->prefix . 'x';\n\treturn $wpdb->get_row( $wpdb->prepare( \"SELECT * FROM {$table} JOIN {$wpdb->posts} WHERE name = %s\", $name ) );"), []],
    ["an IN list of placeholders", query("\t$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );\n\treturn $wpdb->get_col( $wpdb->prepare( \"SELECT ID FROM {$wpdb->posts} WHERE ID IN ($in)\", $ids ) );"), []],
    ["escaped and integer values", query("\treturn $wpdb->get_var( \"SELECT COUNT(*) FROM t WHERE a = '\" . esc_sql( $name ) . \"' AND b = \" . absint( $ids ) );"), []],
    ["a query kept in a local variable built from safe parts", query("\t$sql = \"SELECT * FROM {$wpdb->prefix}x\";\n\t$sql .= ' ORDER BY id';\n\treturn $wpdb->get_results( $sql );"), []],
  ])("%s", (_, code, expected) => {
    expect(review(code)).toEqual(expected);
  });
});

describe("[WORDPRESS][REVIEW] wp.abspath-guard", () => {
  it("flags the first statement that runs when there is no guard before it", () => {
    expect(review("function x_a() {}\nx_a();\ndefined( 'ABSPATH' ) || exit;", false)).toEqual(["wp.abspath-guard@3 (warning)"]);
  });

  it.each([
    ["`defined( 'ABSPATH' ) || exit;`", "defined( 'ABSPATH' ) || exit;\nadd_action( 'init', 'x_a' );"],
    ["`if ( ! defined( 'WPINC' ) ) die;`", "if ( ! defined( 'WPINC' ) ) {\n\tdie;\n}\nadd_action( 'init', 'x_a' );"],
    ["uninstall.php's guard", "if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) exit;\ndelete_option( 'x' );"],
    ["a guard after a namespace", "namespace X;\nuse Y\\Z;\ndefined( 'ABSPATH' ) or die( 'No' );\nadd_action( 'init', 'x_a' );"],
    ["a file that only declares", "namespace X;\nclass A {\n\tpublic function b() {}\n}\nfunction c() {}"],
  ])("accepts %s", (_, code) => {
    expect(review(code, false)).toEqual([]);
  });
});

describe("[WORDPRESS][REVIEW] wp.register-setting-sanitize", () => {
  it.each([
    ["no arguments", "register_setting( 'g', 'x_opt' );", ["wp.register-setting-sanitize@3 (warning)"]],
    ["an array without a callback", "register_setting( 'g', 'x_opt', array( 'type' => 'string' ) );", ["wp.register-setting-sanitize@3 (warning)"]],
    ["a callback in the array", "register_setting( 'g', 'x_opt', array( 'sanitize_callback' => 'sanitize_text_field' ) );", []],
    ["the old string form", "register_setting( 'g', 'x_opt', 'absint' );", []],
    ["arguments in a variable (not followed)", "register_setting( 'g', 'x_opt', $args );", []],
  ])("%s", (_, code, expected) => {
    expect(review(code)).toEqual(expected);
  });
});

describe("[WORDPRESS][REVIEW] dangerous-function", () => {
  it.each([
    ["create_function", "$f = create_function( '$a', 'return $a;' );", ["dangerous-function@3"]],
    ["popen", "$p = popen( 'ls', 'r' );", ["dangerous-function@3"]],
    ["backticks", "$out = `ls`;", ["dangerous-function@3"]],
    ["unserialize of a cookie", "$cart = unserialize( wp_unslash( $_COOKIE['cart'] ) );", ["dangerous-function@3"]],
    ["unserialize of an option (WordPress's own data)", "$cart = unserialize( get_option( 'x_cart' ) );", []],
    ["a method named like a shell function", "$this->system( 'x' );\n$query->exec();", []],
  ])("%s", (_, code, expected) => {
    expect(review(code)).toEqual(expected);
  });

  it("keeps its message and handbook link in the version's findings", () => {
    const check = checkPhpFileUncached("<?php\ndefined( 'ABSPATH' ) || exit;\neval( $code );\n");
    expect(check.review).toEqual([
      { rule: "dangerous-function", severity: "error", line: 3, message: "Calls eval(), which plugins should not use", text: { key: "dangerous-function", values: { what: "eval()" } } },
    ]);
  });
});

describe("[WORDPRESS][REVIEW] wp.safe-redirect", () => {
  it.each([
    ["wp_redirect to a request URL", "wp_redirect( wp_unslash( $_GET['to'] ) );", ["wp.safe-redirect@3"]],
    ["wp_redirect to an esc_url_raw'd request URL through a variable", "$to = esc_url_raw( wp_unslash( $_POST['to'] ?? '' ) );\nwp_redirect( $to );", ["wp.safe-redirect@4"]],
    ["a Location header built from the request", "header( 'Location: ' . $_GET['to'] );", ["wp.safe-redirect@3"]],
    ["wp_safe_redirect to a request URL", "wp_safe_redirect( esc_url_raw( wp_unslash( $_GET['to'] ) ) );", []],
    ["wp_redirect to the site with a request parameter", "wp_redirect( admin_url( 'admin.php?page=' . sanitize_key( $_GET['page'] ) ) );", []],
  ])("%s", (_, code, expected) => {
    expect(review(code)).toEqual(expected);
  });
});

describe("[WORDPRESS][REVIEW] wp.prefix", () => {
  const global = (name: string, kind: "function" | "class" | "constant" = "function") => ({ kind, name, line: 3 });
  it.each([
    ["a generic function", global("get_settings"), true],
    ["a class named for what it does", global("SettingsPage", "class"), true],
    ["a constant of any plugin", global("PLUGIN_URL", "constant"), true],
    ["WordPress's own prefix", global("wp_custom_thing"), true],
    ["the slug as a prefix", global("faq_accordion_render"), false],
    ["the slug's initials", global("FA_Admin", "class"), false],
    ["a brand prefix", global("acme_render"), false],
    ["a CamelCase class named after the plugin", global("FaqAccordion", "class"), false],
  ])("%s", (_, name, flagged) => {
    expect(prefixFindings([name], "faq-accordion").length > 0).toBe(flagged);
  });

  it("reads the global names a file declares, not its methods or namespaced names", () => {
    const check = checkPhpFileUncached("<?php\nfunction a_b() {}\nclass C_D { function e() { define( 'F_G', 1 ); } }\nconst H = 1;\n");
    expect(check.globals).toEqual([
      { kind: "function", name: "a_b", line: 2 },
      { kind: "class", name: "C_D", line: 3 },
      { kind: "constant", name: "F_G", line: 3 },
      { kind: "constant", name: "H", line: 4 },
    ]);
    expect(checkPhpFileUncached("<?php\nnamespace X;\nfunction get_data() {}\nclass Settings {}\n").globals).toEqual([]);
  });
});

describe("[WORDPRESS][REVIEW] a plugin's bundled libraries", () => {
  it("are held to the security rules but not to WordPress's guard and prefix conventions", () => {
    const library = "<?php\nfunction get_config() {}\nrequire __DIR__ . '/composer/autoload_real.php';\neval( $code );\n";
    const { findings } = checkPluginFiles({
      "acme/acme.php": "<?php\n/**\n * Plugin Name: Acme\n */\ndefined( 'ABSPATH' ) || exit;\nrequire __DIR__ . '/vendor/autoload.php';\n",
      "acme/vendor/autoload.php": library,
    });
    expect(findings.map((f) => `${f.rule}@${f.file}:${f.line}`)).toEqual(["dangerous-function@acme/vendor/autoload.php:4"]);
  });
});
