import { readdirSync, readFileSync } from "node:fs";
import { loadNodeRuntime } from "@php-wasm/node";
import { PHP } from "@php-wasm/universal";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateReply, installable, openTestSite, type TestSite } from "../../../../tests/support/wordpress-test-site";
import { mechanicalFix, withGuard } from "../../modules/generation/mechanical-fix";
import { parsePluginHeader } from "../plugin-header";
import { phpVersionScript, wordpressVersionScript } from "../runtime/gate-php";
import { WORDPRESS_FILES_ROOT } from "../wordpress-files";
import { makeContext } from "./blueprint-context";
import { generateBlueprint } from "./generate-blueprint";
import { LOADER_END, LOADER_START, REQUIRES_PHP, REQUIRES_WORDPRESS, renderLoader, renderMainFile, updateMainFile } from "./main-file";
import { renderUninstall, UNINSTALL_MARKER } from "./uninstall-file";

// Issue #33: the generated plugin's main file, its uninstall.php, the opening and settings page every block shares,
// the gate's one-line scripts and the guard the mechanical fix inserts are real PHP files (blueprint/main-file/,
// blueprint/uninstall/, runtime/gate/, static-check/review/fixes/), which PHP parses as written and as filled.

const FOLDERS = ["blueprint/main-file", "blueprint/uninstall", "static-check/review/fixes"];
const files = FOLDERS.flatMap((folder) =>
  readdirSync(new URL(`${folder}/`, WORDPRESS_FILES_ROOT))
    .filter((name) => name.endsWith(".php"))
    .map((name) => `${folder}/${name}`),
);
const read = (path: string) => readFileSync(new URL(path, WORDPRESS_FILES_ROOT), "utf8");
/** A name that needs escaping everywhere it goes: quotes, a comment end, a closing tag, a backslash. */
const ODD = "Jo's */ Café ?> \\ Bar";
const ctx = makeContext({ name: ODD });
const PLAN = { version: "1.0.0'", requires: ["includes/a.php", "includes/it's.php"], install: ["ps_a_install", "ps_b_install"], deactivate: ["ps_a_deactivate"], styles: ["assets/tweaks.css", "assets/t'2.css"] };
const EVERYTHING = { tables: ["ps_x_entries"], options: ["ps_x_settings", "it's"], transients: ["ps_x_cache"], userMeta: ["ps_x_seen"], cronHooks: ["ps_x_event"], php: ["delete_post_meta_by_key( 'ps_x_meta' );"] };

describe("[BLUEPRINT][CORE_FILES] the main file and uninstall.php are real files", () => {
  it("every file names only the placeholders of the one mechanism, comment text only in comments", () => {
    expect(files.length).toBeGreaterThanOrEqual(17);
    for (const path of files) {
      const source = read(path);
      expect(source, path).toMatch(/^<\?php\n/);
      for (const match of source.matchAll(/__([A-Z][A-Z_]*[A-Z])__/g)) expect(["PREFIX", "CSS_PREFIX", "CONST_PREFIX", "TEXT_DOMAIN", "PACKAGE", "MARKER", "PLUGIN_NAME", "FILE", "DIR"], `${path}: ${match[0]}`).toContain(match[1]);
      for (const line of source.split("\n").filter((text) => /PLUGSMITH_TEXT_|__PLUGIN_NAME__|__MARKER__/.test(text))) expect(line, path).toMatch(/^\s*\*/);
      for (const line of source.split("\n").filter((text) => text.includes("PLUGSMITH_LINES_"))) expect(line, path).toMatch(/^\s*\/\/ PLUGSMITH_LINES_[A-Z_]+$/);
    }
  });

  it("the markers the TypeScript looks for are the ones the files write", () => {
    expect(read("blueprint/main-file/loader.php")).toContain(`${LOADER_START} (prefix: __PREFIX__)`);
    expect(read("blueprint/main-file/loader.php")).toContain(LOADER_END);
    expect(read("blueprint/uninstall/uninstall.php")).toContain(`${UNINSTALL_MARKER}:`);
  });

  it("the main file's header keeps every field, with values that cannot end the comment", () => {
    const main = renderMainFile(ctx, { name: ODD, description: "Tools */ for\nyou", version: "1.0.0", author: "Jane ?> Doe" }, PLAN);
    expect(parsePluginHeader(main)).toMatchObject({ name: "Jo's * / Café ? > \\ Bar", description: "Tools * / for you", version: "1.0.0", author: "Jane ? > Doe", requiresAtLeast: REQUIRES_WORDPRESS, requiresPhp: REQUIRES_PHP, textDomain: ctx.textDomain, license: "GPL-2.0-or-later" });
    expect(main.match(/\*\//g)).toHaveLength(1);
    expect(main).toContain(`require_once __DIR__ . '/includes/it\\'s.php';`);
    expect(main).toContain(`\t\twp_enqueue_style( '${ctx.cssPrefix}tweaks-2', plugins_url( 'assets/t\\'2.css', __FILE__ ), array(), ${ctx.constPrefix}VERSION );`);
    expect(main).toContain(`$${ctx.prefix}install = static function () {\n\tps_a_install();\n\tps_b_install();\n\tupdate_option(`);
    expect(main).toContain("\tstatic function () {\n\t\tps_a_deactivate();\n\t\tdelete_option(");
    expect(main).not.toMatch(/PLUGSMITH_|__[A-Z_]+__(?<!__FILE__|__DIR__)/);
    // A function name that is not one is refused, not written.
    expect(() => renderLoader(ctx, { ...PLAN, install: ["x(); evil"] })).toThrow(/not allowed/);
  });

  it("uninstall.php deletes each kind of stored data, and is not written when nothing is stored", () => {
    const uninstall = renderUninstall(ctx, EVERYTHING)!;
    expect(uninstall).toContain("if ( ! defined( 'ABSPATH' ) || ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {\n\texit;\n}\n\nglobal $wpdb;\n\n$wpdb->query( \"DROP TABLE IF EXISTS {$wpdb->prefix}ps_x_entries\" );");
    for (const statement of ["delete_option( 'ps_x_settings' );", "delete_option( 'it\\'s' );", "delete_transient( 'ps_x_cache' );", "delete_metadata( 'user', 0, 'ps_x_seen', '', true );", "wp_clear_scheduled_hook( 'ps_x_event' );", "delete_post_meta_by_key( 'ps_x_meta' );"]) expect(uninstall).toContain(`\n${statement}\n`);
    expect(renderUninstall(ctx, { options: ["a"] })).not.toContain("global $wpdb;");
    expect(renderUninstall(ctx, {})).toBeNull();
    expect(() => renderUninstall(ctx, { tables: ["x\" ); evil(); //"] })).toThrow(/table/);
  });

  it("every block's stored data reaches the plugin's uninstall.php", () => {
    const build = (message: string) => generateBlueprint({ pluginName: "Shop Tools", files: {}, history: [], message, images: [], viewMode: "backend", author: "Jane" }).files["shop-tools/uninstall.php"];
    const p = "ps_shop_tools_";
    expect(build("A daily scheduled task that cleans up")).toMatch(new RegExp(`delete_option\\( '${p}cron_last_run' \\);\\ndelete_option\\( '${p}installed_version' \\);\\nwp_clear_scheduled_hook\\( '${p}cron_event' \\);`));
    expect(build("A dismissible admin notice")).toContain(`delete_metadata( 'user', 0, '${p}notice_dismissed', '', true );`);
    expect(build("A settings page with a message")).toContain(`delete_option( '${p}settings' );`);
    expect(build("A form whose entries are stored in a custom table")).toContain(`DROP TABLE IF EXISTS {$wpdb->prefix}${p}entries`);
    expect(build("A shortcode that shows a greeting")).toBeUndefined();
  });

  it("the gate's version scripts and the mechanical fix's guard come from their files", () => {
    expect(phpVersionScript()).toMatch(/^<\?php\n[\s\S]*\necho PHP_VERSION;\n$/);
    expect(wordpressVersionScript()).toContain("require '/wordpress/wp-includes/version.php';\necho $wp_version;\n");
    expect(withGuard("<?php\n/**\n * Plugin Name: X\n */\nadd_action( 'init', 'x' );\n")).toBe("<?php\n/**\n * Plugin Name: X\n */\n\ndefined( 'ABSPATH' ) || exit;\n\nadd_action( 'init', 'x' );\n");
    const fixed = mechanicalFix({ "x/x.php": "<?php\n/**\n * Plugin Name: X\n */\nfile_put_contents( '/tmp/x', 'y' );\n" }, [{ rule: "wp.abspath-guard", severity: "warning", file: "x/x.php", line: 5, message: "m" }]);
    expect(fixed.fixed).toEqual(["x/x.php defined( 'ABSPATH' ) || exit;"]);
  });
});

const LINT = "<?php try { token_get_all( file_get_contents( '/tmp/lint.php' ), TOKEN_PARSE ); echo 'ok'; } catch ( Throwable $e ) { echo $e->getMessage() . ' on line ' . $e->getLine(); }";

describe("[BLUEPRINT][CORE_FILES][PHP] PHP's own parser reads them as written and as filled", () => {
  const runtimes: PHP[] = [];
  beforeAll(async () => {
    for (const version of ["7.4", "8.3"] as const) runtimes.push(new PHP(await loadNodeRuntime(version)));
  }, 60_000);
  afterAll(() => runtimes.forEach((php) => php.exit()));

  it("on PHP 7.4 and 8.3, with no parse error", async () => {
    const sources: Record<string, string> = {};
    for (const path of files) sources[`file/${path}`] = read(path);
    for (const name of ["php-version", "wordpress-version"]) sources[`file/runtime/gate/${name}.php`] = read(`runtime/gate/${name}.php`);
    const header = { name: ODD, description: "Tools */ for\nyou", version: "1.0.0", author: "Jane ?> Doe" };
    sources["filled/main"] = renderMainFile(ctx, header, PLAN);
    sources["filled/main-bare"] = renderMainFile(ctx, header, { version: "1", requires: [], install: [], deactivate: [] });
    sources["filled/namespaced"] = updateMainFile("<?php\n/*\nPlugin Name: A\nVersion: 1.0\n*/\nnamespace Acme\\A {\n\tfunction a() {}\n}\n", ctx, PLAN);
    sources["filled/closed"] = updateMainFile("<?php\n/*\nPlugin Name: A\n*/\n?>\n<p>hello</p>\n", ctx, PLAN);
    sources["filled/uninstall"] = renderUninstall(ctx, EVERYTHING)!;
    sources["filled/php-version"] = phpVersionScript();
    sources["filled/wordpress-version"] = wordpressVersionScript();
    for (const php of runtimes) {
      const errors: string[] = [];
      for (const [path, source] of Object.entries(sources)) {
        php.writeFile("/tmp/lint.php", source);
        const result = await php.run({ code: LINT });
        if (result.text !== "ok") errors.push(`${path}: ${result.text}`);
      }
      expect(errors).toEqual([]);
    }
    runtimes[0]!.writeFile("/tmp/lint.php", "<?php function ( {");
    expect((await runtimes[0]!.run({ code: LINT })).text).not.toBe("ok");
  }, 60_000);
});

describe("[BLUEPRINT][CORE_FILES][WORDPRESS] uninstall.php deletes what the blocks stored, in a real WordPress", () => {
  let site: TestSite | undefined;
  afterAll(() => site?.dispose());

  it("its options, custom table, cron event and user meta are gone once the plugin is deleted", { timeout: 240_000 }, async () => {
    const reply = generateReply("A settings page, a daily scheduled task, a dismissible admin notice and a form whose entries are stored in a custom table");
    const plugin = installable(reply.files);
    const uninstall = reply.files[`${plugin.slug}/uninstall.php`]!;
    const p = /'(ps_[a-z0-9_]+_)installed_version'/.exec(uninstall)![1]!;
    site = await openTestSite(plugin);
    const stored = `global $wpdb;
      $wpdb->suppress_errors( true );
      echo wp_json_encode( array(
        false !== get_option( '${p}settings' ),
        false !== get_option( '${p}entries_db_version' ),
        false !== get_option( '${p}cron_last_run' ),
        false !== get_option( '${p}installed_version' ),
        '' !== get_user_meta( 1, '${p}notice_dismissed', true ),
        false !== wp_next_scheduled( '${p}cron_event' ),
        false !== $wpdb->query( "SELECT COUNT(*) FROM {$wpdb->prefix}${p}entries" ),
      ) );`;
    // What the plugin stores as it is used: activation made the table, the version and the event; the rest is saved.
    await site.php(`update_option( '${p}settings', array( 'message' => 'Hi' ) ); update_option( '${p}cron_last_run', time() ); update_user_meta( 1, '${p}notice_dismissed', 1 );`);
    expect(await site.php(stored)).toBe("[true,true,true,true,true,true,true]");
    // Deactivation clears the event itself: schedule it again, so that uninstall.php is what clears it.
    await site.php(`require_once ABSPATH . 'wp-admin/includes/plugin.php'; deactivate_plugins( '${plugin.slug}/${plugin.mainFile}' ); wp_schedule_event( time() + 60, 'daily', '${p}cron_event' );`);
    await site.php(`require_once ABSPATH . 'wp-admin/includes/plugin.php'; uninstall_plugin( '${plugin.slug}/${plugin.mainFile}' );`);
    expect(await site.php(stored)).toBe("[false,false,false,false,false,false,false]");
    expect(site.phpErrors()).toEqual([]);
  });
});
