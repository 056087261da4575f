import { readdirSync, readFileSync } from "node:fs";
import { loadNodeRuntime } from "@php-wasm/node";
import { PHP } from "@php-wasm/universal";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPluginFiles } from "../../modules/plugins/checks/version-checks";
import { fallbackNoticeEntries } from "../release/fallback-notice";
import { mailCatcherMuPlugin } from "../preview-sites/preview-php";
import { notActiveMuPlugin } from "../preview-sites/not-active-page";
import { activateScript, deactivateScript, lintScript, recorderMuPlugin, showcaseScript } from "../runtime/gate-php";
import { PHP_SOURCE } from "../php-source-pattern.testing";
import { WORDPRESS_FILES_ROOT } from "../wordpress-files";
import { postTypeBlock } from "./blocks/post-type-block";
import { makeContext } from "./blueprint-context";
import { generateBlueprint } from "./generate-blueprint";

// Issue #33: the PHP the runtime runs in WordPress (the gate's scripts, the preview's must-use plugins) and the
// blueprint's blocks are real files that PHP itself parses, filled through the one placeholder mechanism
// (catalogue/fill-template.ts), and no TypeScript file beside them holds PHP source.

/** The folders of real files the runtime runs in WordPress, relative to src/server/wordpress/: parameters only. */
const RUNTIME_FOLDERS = ["runtime/gate", "preview-sites/mu-plugins", "release/mu-plugins"];
/** The blocks whose files are real files (blueprint/blocks/<id>/), each built into a plugin by `request`. */
const BLOCKS: ReadonlyArray<{ id: string; request: string }> = [
  { id: "scheduled-task", request: "A daily scheduled task that cleans up" },
  { id: "widget", request: "A widget that shows recent posts" },
  { id: "rest-api", request: "A REST API endpoint listing items" },
  { id: "settings", request: "A settings page with a message" },
  { id: "editor-block", request: "A block for the block editor that shows a message" },
  { id: "admin-notice", request: "A dismissible admin notice" },
  { id: "shortcode", request: "A shortcode that shows a greeting" },
  { id: "contact-form", request: "A contact form with e-mail notifications" },
  { id: "entry-form", request: "A form that stores entries" },
  { id: "site-colours", request: "A settings page for site colours" },
  { id: "social-sharing", request: "Social sharing buttons" },
  { id: "post-type", request: "A custom post type for events with a date and a location" },
];
const FOLDERS = [...RUNTIME_FOLDERS, ...BLOCKS.map((block) => `blueprint/blocks/${block.id}`)];
/** The TypeScript files whose PHP moved into those folders: none may hold PHP source again. */
const CONVERTED = [
  "runtime/gate-php.ts",
  "preview-sites/preview-php.ts",
  "preview-sites/not-active-page.ts",
  "release/fallback-notice.ts",
  ...BLOCKS.map((block) => `blueprint/blocks/${block.id.replace(/-block$/, "")}-block.ts`),
];
const PHP_MAGIC = ["DIR", "FILE", "LINE", "FUNCTION", "CLASS", "METHOD", "NAMESPACE"];
const PLUGIN_NAMES = ["New WordPress Plugin", "Jo's Café & Bar"];
const build = (request: string, pluginName: string) =>
  generateBlueprint({ pluginName, files: {}, history: [], message: request, images: [], viewMode: "backend", author: "Jane Doe" });

const files = FOLDERS.flatMap((folder) =>
  readdirSync(new URL(`${folder}/`, WORDPRESS_FILES_ROOT))
    .filter((name) => /\.(?:php|js|css)$/.test(name))
    .map((name) => `${folder}/${name}`),
);
const read = (path: string) => readFileSync(new URL(path, WORDPRESS_FILES_ROOT), "utf8");

describe("[BLUEPRINT][FILES] the runtime's PHP and the blocks' files are real files", () => {
  it("every file names only the placeholders of the one mechanism", () => {
    expect(files.length).toBeGreaterThanOrEqual(9);
    for (const path of files) {
      const source = read(path);
      // PHP's own magic constants (__DIR__, __FILE__ …) are not placeholders.
      const names = [...source.matchAll(/__([A-Z][A-Z_]*[A-Z])__/g)].map((match) => match[1]!).filter((name) => !PHP_MAGIC.includes(name));
      for (const name of names) expect(["PREFIX", "CSS_PREFIX", "CONST_PREFIX", "CLASS_PREFIX", "TEXT_DOMAIN", "PACKAGE", "MARKER"], path).toContain(name);
      // The runtime's files are not written for a plugin: parameters only.
      if (RUNTIME_FOLDERS.some((folder) => path.startsWith(`${folder}/`))) expect(names, path).toEqual([]);
      // A fragment (name.part.php) is joined after a block's file (joinPhp): it has no opening of its own.
      else if (path.endsWith(".part.php")) expect(source, path).toMatch(/^<\?php\n\n(?![\s\S]*__MARKER__)/);
      // A block's PHP file opens as every file of a generated plugin: its marker, its package, the ABSPATH guard.
      else if (path.endsWith(".php")) expect(source, path).toMatch(/^<\?php\n\/\*\*[\s\S]*?__MARKER__[\s\S]*?@package __PACKAGE__\n \*\/\n\nif \( ! defined\( 'ABSPATH' \) \) \{\n\texit;\n\}\n/);
    }
  });

  it("no TypeScript file that was converted holds PHP source again", () => {
    for (const path of CONVERTED) expect(read(path).match(PHP_SOURCE)?.[0] ?? null, path).toBeNull();
    // The guard sees PHP source when there is some.
    expect("return `<?php\nadd_action( 'init', 'x' );`;").toMatch(PHP_SOURCE);
    expect("add_filter( 'pre_wp_mail', function () {} );").toMatch(PHP_SOURCE);
  });
});

describe("[BLUEPRINT][PHP] PHP's own parser reads every file, as written and as filled", () => {
  const runtimes: PHP[] = [];
  beforeAll(async () => {
    for (const version of ["7.4", "8.3"] as const) runtimes.push(new PHP(await loadNodeRuntime(version)));
  }, 60_000);
  afterAll(() => runtimes.forEach((php) => php.exit()));

  const lint = async (php: PHP, source: string) => {
    php.writeFile("/tmp/lint.php", source);
    return (
      await php.run({
        code: "<?php try { token_get_all( file_get_contents( '/tmp/lint.php' ), TOKEN_PARSE ); echo 'ok'; } catch ( Throwable $e ) { echo $e->getMessage() . ' on line ' . $e->getLine(); }",
      })
    ).text;
  };

  it("on PHP 7.4 and 8.3, with no parse error", async () => {
    const sources: Record<string, string> = {};
    for (const path of files.filter((name) => name.endsWith(".php"))) sources[`file/${path}`] = read(path);
    // Values that need escaping, so a placeholder that is not a whole literal would break the parse.
    const odd = "it's a \\ path";
    sources["filled/recorder"] = recorderMuPlugin(odd);
    sources["filled/lint"] = lintScript(odd);
    sources["filled/activate"] = activateScript(`${odd}/x.php`);
    sources["filled/showcase"] = showcaseScript({ shortcodes: ["a", odd], blocks: [] });
    sources["filled/deactivate"] = deactivateScript(`${odd}/x.php`);
    sources["filled/mail"] = mailCatcherMuPlugin();
    sources["filled/not-active"] = notActiveMuPlugin({ name: odd, reason: `${odd} '`, requirement: true, wordpressVersion: "6.8" });
    sources["filled/fallback"] = new TextDecoder().decode(fallbackNoticeEntries("6.4.3", "http://o'k.test")[1]![1]!);
    // A post type without meta fields is built without the meta box fragment.
    for (const [path, content] of Object.entries(postTypeBlock.build(makeContext({ name: PLUGIN_NAMES[1]! }), { type: "faq" }).files)) sources[`built/post-type/faq/${path}`] = content;
    for (const block of BLOCKS) {
      for (const pluginName of PLUGIN_NAMES) {
        for (const [path, content] of Object.entries(build(block.request, pluginName).files)) if (path.endsWith(".php")) sources[`built/${block.id}/${pluginName}/${path}`] = content;
      }
    }
    for (const php of runtimes) {
      const errors: string[] = [];
      for (const [path, source] of Object.entries(sources)) {
        const result = await lint(php, source);
        if (result !== "ok") errors.push(`${path}: ${result}`);
      }
      expect(errors).toEqual([]);
    }
    expect(await lint(runtimes[0]!, "<?php function ( {")).not.toBe("ok");
  }, 60_000);

  it("a filled script holds each value once as an escaped literal, and no placeholder is left", () => {
    const script = showcaseScript({ shortcodes: ["it's"], blocks: ["a/b"] });
    expect(script).toContain("$known_shortcodes = array( 'it\\'s' );");
    expect(script).toContain("$known_blocks = array( 'a/b' );");
    expect(script).toContain("$GLOBALS['plugsmith_gate_phase'] = 'showcase';");
    expect(script.match(/<\?php/g)).toHaveLength(1);
    for (const source of [script, recorderMuPlugin("x"), activateScript("x/x.php"), deactivateScript("x/x.php"), lintScript("x"), mailCatcherMuPlugin()]) {
      expect(source).not.toMatch(/PLUGSMITH_PARAM_|__[A-Z_]+__/);
    }
  });
});

describe("[BLUEPRINT][REVIEW] every plugin built from a block's files passes the review", () => {
  it.each(BLOCKS.flatMap((block) => PLUGIN_NAMES.map((pluginName) => ({ ...block, pluginName }))))("$id, named $pluginName: no finding of any severity", ({ id, request, pluginName }) => {
    const reply = build(request, pluginName);
    expect(Object.values(reply.files).some((content) => content.includes(`Plugsmith block: ${id}`))).toBe(true);
    const check = checkPluginFiles(reply.files);
    expect(check.findings).toEqual([]);
    expect(check.status).toBe("passed");
  });
});
