import { readdirSync, readFileSync } from "node:fs";
import { loadNodeRuntime } from "@php-wasm/node";
import { PHP } from "@php-wasm/universal";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPluginFiles } from "../../modules/plugins/checks/version-checks";
import { generateBlueprint } from "../blueprint/generate-blueprint";
import { CATALOGUE, CATALOGUE_ROOT } from "./catalogue";

// Issue #33: the catalogue's templates are real files that PHP itself parses, and every plugin built from them
// passes the project's security review with no finding at all.

const folders = readdirSync(CATALOGUE_ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const templates = folders.flatMap((folder) =>
  readdirSync(new URL(`${folder}/`, CATALOGUE_ROOT))
    .filter((name) => /\.(?:php|js|css)$/.test(name))
    .map((name) => `${folder}/${name}`),
);
const base = { pluginName: "New WordPress Plugin", files: {}, history: [], images: [], viewMode: "backend" as const, author: "Jane Doe" };

describe("[CATALOGUE][FILES] one folder per task, a manifest for each", () => {
  it("has a folder for every task of the catalogue, with its PHP file, declared assets and Swedish words, and no other folder", () => {
    expect(folders).toEqual(CATALOGUE.map((task) => task.id).sort());
    for (const task of CATALOGUE) {
      const files = readdirSync(new URL(`${task.id}/`, CATALOGUE_ROOT)).sort();
      // Its PHP and assets, its manifest, and its words in a Swedish reply (sv.ts, issue #34 item 13).
      expect(files, task.id).toEqual([`${task.id}.php`, ...(task.assets ?? []), "manifest.ts", "sv.ts"].sort());
    }
  });

  it("every template names only the placeholders of the one mechanism, and its task's parameters", () => {
    for (const path of templates) {
      const source = readFileSync(new URL(path, CATALOGUE_ROOT), "utf8");
      const task = CATALOGUE.find((entry) => path.startsWith(`${entry.id}/`))!;
      const params = [...source.matchAll(/PLUGSMITH_PARAM_([A-Z0-9_]+)/g)].map((m) => m[1]!.toLowerCase());
      // The PHP file uses every parameter; a stylesheet or script only those it needs.
      if (path.endsWith(".php")) expect(new Set(params), path).toEqual(new Set(task.params.map((spec) => spec.name)));
      else for (const param of params) expect(task.params.map((spec) => spec.name), path).toContain(param);
      // PHP's own __FILE__ and __DIR__ (a task's assets are found from its file) are not placeholders.
      const names = [...source.replace(/\b__(?:FILE|DIR)__\b/g, "").matchAll(/__([A-Z][A-Z_]*[A-Z])__/g)].map((m) => m[1]!);
      for (const name of names) expect(["PREFIX", "CSS_PREFIX", "TEXT_DOMAIN", "PACKAGE", "MARKER"], `${path}: __${name}__`).toContain(name);
      if (path.endsWith(".php")) expect(source, path).toMatch(/^<\?php\n\/\*\*[\s\S]*?__MARKER__[\s\S]*?\*\/\n\nif \( ! defined\( 'ABSPATH' \) \) \{\n\texit;\n\}\n/);
    }
  });
});

describe("[CATALOGUE][PHP] PHP's own parser reads every template, as written and as filled", () => {
  const runtimes: PHP[] = [];
  beforeAll(async () => {
    for (const version of ["7.4", "8.3"] as const) runtimes.push(new PHP(await loadNodeRuntime(version)));
  }, 60_000);
  afterAll(() => runtimes.forEach((php) => php.exit()));

  it("on PHP 7.4 (the plugins' Requires PHP) and 8.3, with no parse error", async () => {
    const sources: Record<string, string> = {};
    for (const path of templates.filter((name) => name.endsWith(".php"))) sources[`template/${path}`] = readFileSync(new URL(path, CATALOGUE_ROOT), "utf8");
    for (const task of CATALOGUE) {
      const reply = generateBlueprint({ ...base, message: task.quickPrompt });
      for (const [path, content] of Object.entries(reply.files)) if (path.endsWith(".php")) sources[`built/${path}`] = content;
    }
    expect(Object.keys(sources).length).toBeGreaterThanOrEqual(CATALOGUE.length * 3);
    for (const php of runtimes) {
      const errors: string[] = [];
      for (const [path, source] of Object.entries(sources)) {
        php.writeFile("/tmp/lint.php", source);
        const result = await php.run({
          code: "<?php try { token_get_all( file_get_contents( '/tmp/lint.php' ), TOKEN_PARSE ); echo 'ok'; } catch ( Throwable $e ) { echo $e->getMessage() . ' on line ' . $e->getLine(); }",
        });
        if (result.text !== "ok") errors.push(`${path}: ${result.text}`);
      }
      expect(errors).toEqual([]);
    }
    // The check finds a parse error when there is one.
    runtimes[0]!.writeFile("/tmp/lint.php", "<?php function ( {");
    expect((await runtimes[0]!.run({ code: "<?php try { token_get_all( file_get_contents( '/tmp/lint.php' ), TOKEN_PARSE ); echo 'ok'; } catch ( Throwable $e ) { echo 'error'; }" })).text).toBe("error");
  }, 60_000);
});

describe("[CATALOGUE][REVIEW] every plugin built from the catalogue passes the review", () => {
  const requests = [
    ...CATALOGUE.map((task) => task.quickPrompt),
    "Hide the admin bar for everyone except administrators",
    "Allow editors and authors to upload SVG files",
    "Temporarily redirect 404 errors to /shop",
    "Notify jo@example.com when a new user registers",
    CATALOGUE.map((task) => task.quickPrompt).join(", and "),
  ];
  it.each(requests)("%s: no finding of any severity", (message) => {
    const reply = generateBlueprint({ ...base, message });
    expect(Object.keys(reply.files).length).toBeGreaterThanOrEqual(3);
    const check = checkPluginFiles(reply.files);
    expect(check.findings).toEqual([]);
    expect(check.status).toBe("passed");
  });
});
