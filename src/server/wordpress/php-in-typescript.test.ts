import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { phpInStrings } from "./php-source-pattern.testing";

// Issue #33: "src/ holds the catalogue as at least 60 .php files and no TypeScript file with PHP source in a
// string". Every PHP file the product writes or runs is a real file under src/server/wordpress/, filled through the
// one placeholder mechanism (catalogue/fill-template.ts); this guard reads every TypeScript file under src/.

const SRC = new URL("../../", import.meta.url);

/**
 * Files whose strings match the pattern without holding PHP source, each with the reason. Analyzers whose PHP is
 * in regular expression literals need no entry: a regex literal is not a string.
 */
const NOT_PHP_SOURCE: Readonly<Record<string, string>> = {
  // The model's instructions: prose that shows the model the shape of a plugin header and of a file in its reply
  // ("Human Readable Name", "…the complete content of the file…"); never written into a plugin, not PHP a tool
  // could run or lint.
  "server/modules/generation/prompt/system-prompt.ts": "the model's instructions: a header shown as prose",
  "server/modules/generation/protocol/reply-format.ts": "the model's reply format: a file shown as prose",
};

/** Every TypeScript file under src/ but tests and their support (*.test.ts, *.testing.ts, whose fixtures are PHP). */
const typescriptFiles = readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .filter((path) => /\.tsx?$/.test(path) && !/\.(?:test|testing)\.tsx?$/.test(path) && !path.includes("+types"))
  .map((path) => path.split("\\").join("/"))
  .sort();

describe("[PHP][TYPESCRIPT] no TypeScript file under src/ holds PHP source in a string", () => {
  it("the PHP is in real files: the catalogue's at least 60", () => {
    const php = readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter((path) => path.endsWith(".php"));
    expect(php.filter((path) => path.startsWith("server/wordpress/catalogue/")).length).toBeGreaterThanOrEqual(60);
    expect(php.length).toBeGreaterThanOrEqual(120);
  });

  // TypeScript parses some 750 files: seconds on a loaded machine.
  it("every file but the commented exceptions", { timeout: 60_000 }, () => {
    expect(typescriptFiles.length).toBeGreaterThan(300);
    const offenders: string[] = [];
    for (const path of typescriptFiles) {
      if (Object.hasOwn(NOT_PHP_SOURCE, path)) continue;
      for (const found of phpInStrings(path, readFileSync(new URL(path, SRC), "utf8"))) offenders.push(`${path}:${found.line} ${found.match}`);
    }
    expect(offenders).toEqual([]);
  });

  it("each exception still needs its entry (an entry nobody needs is removed)", { timeout: 60_000 }, () => {
    for (const path of Object.keys(NOT_PHP_SOURCE)) {
      expect(typescriptFiles, path).toContain(path);
      expect(phpInStrings(path, readFileSync(new URL(path, SRC), "utf8")), path).not.toEqual([]);
    }
  });

  it("finds PHP in any kind of string, and not in comments or regular expressions", () => {
    const found = (source: string) => phpInStrings("x.ts", source).map((hit) => hit.match);
    expect(found("const a = `<?php\n/**\n * Summary\n */\nfunction ${p}init() {}`;")).toEqual(["<?php"]);
    expect(found('run({ code: "<?php echo PHP_VERSION;" });')).toEqual(["<?php"]);
    expect(found("const b = [`add_action( 'init', '${p}init' );`];")).toEqual(["add_action( '"]);
    expect(found("uninstall: [`delete_option( '${option}' );`],")).toEqual(["delete_option( '"]);
    expect(found("const c = `'label' => __( ${phpString(label)}, 'x' ),`;")).toEqual(["__( ${"]);
    expect(found("const d = <p>{\"$wpdb->query( $sql );\"}</p>;")).toEqual(["$wpdb->query("]);
    // Not PHP source: the bare opening tag, a sentence naming it, a comment, a regex literal, an analyzer's message.
    expect(found('if (!s.startsWith("<?php\\n")) throw new Error("A fragment starts with its own <?php line");')).toEqual([]);
    expect(found("// add_action( 'init', 'x' ); <?php echo 1;\n/* function ${p}x() */")).toEqual([]);
    expect(found("const r = /\\badd_action\\(\\s*'(admin_post_\\w+)'/;\nconst t = /<\\?php echo/;")).toEqual([]);
    expect(found('const m = "Runs code when opened directly: start it with `defined( \'ABSPATH\' ) || exit;`";')).toEqual([]);
  });
});
