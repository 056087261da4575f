import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadNodeRuntime } from "@php-wasm/node";
import { build } from "esbuild";
import { unzipSync } from "fflate";
import { PHP } from "@php-wasm/universal";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyWordpressFiles } from "../../../../scripts/copy-wordpress-files.mjs";
import { checkPluginFiles } from "../../modules/plugins/checks/version-checks";
import { connectorFiles, connectorZip } from "./connector-zip";
import { CONNECTOR_SLUG, MAX_CLOCK_SKEW_SECONDS, MAX_PUSH_ZIP_BYTES } from "./protocol";

// Issue #37: the connector is our plugin in people's sites, reviewed like every template: PHP parses each file on
// 7.4 and 8.3, the project's security review finds nothing, and the ZIP holds the tree under plugsmith-connector/.

const files = connectorFiles();
const php = Object.entries(files).filter(([path]) => path.endsWith(".php"));

describe("[CONNECTOR][FILES] the connector's file tree", () => {
  it("has its main file, readme, uninstall and includes, each PHP file guarded and in its own text domain", () => {
    expect(Object.keys(files)).toEqual(expect.arrayContaining(["plugsmith-connector.php", "readme.txt", "uninstall.php", "includes/rest.php", "includes/verify.php", "includes/packages.php", "includes/settings-page.php", "includes/store.php"]));
    for (const [path, source] of php) {
      const guard = path === "uninstall.php" ? "if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {\n\texit;\n}" : "if ( ! defined( 'ABSPATH' ) ) {\n\texit;\n}";
      expect(source, path).toContain(guard);
      for (const match of source.matchAll(/\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|_n|_x)\(\s*'(?:[^'\\]|\\.)*',\s*'([^']+)'/g)) expect(match[1], path).toBe("plugsmith-connector");
    }
  });

  it("says the protocol's numbers as protocol.ts does", () => {
    expect(files["includes/verify.php"]).toContain(`define( 'PLUGSMITH_CONNECTOR_MAX_SKEW', ${MAX_CLOCK_SKEW_SECONDS} );`);
    expect(MAX_PUSH_ZIP_BYTES).toBe(10 * 1024 * 1024);
    expect(files["includes/verify.php"]).toContain("define( 'PLUGSMITH_CONNECTOR_MAX_ZIP_BYTES', 10 * 1024 * 1024 );");
    expect(files["includes/rest.php"]).toContain("'plugsmith-connector/v1'");
  });

  it("passes the review every generated and catalogue plugin gets, with no finding of any severity", () => {
    const check = checkPluginFiles(Object.fromEntries(Object.entries(files).map(([path, source]) => [path, source])));
    expect(check.findings).toEqual([]);
    expect(check.status).toBe("passed");
  });

  it("the review does find an unguarded change in it (the check above can fail)", () => {
    const page = files["includes/settings-page.php"]!;
    const verify = files["includes/verify.php"]!;
    const decode = "sodium_base642bin( $text, SODIUM_BASE64_VARIANT_ORIGINAL )";
    expect(page).toContain("echo esc_html( $refusal['message'] );");
    expect(verify).toContain(decode);
    const broken = {
      ...files,
      "includes/settings-page.php": page.replace("echo esc_html( $refusal['message'] );", "echo $_GET['m'];"),
      "includes/verify.php": verify.replace(decode, "base64_decode( $text, true )"),
    };
    expect(checkPluginFiles(broken).findings.map((finding) => finding.rule).sort()).toEqual(["dangerous-function", "wp.escape-output"]);
  });

  it("builds the installable ZIP: every file under the top folder plugsmith-connector/", async () => {
    const entries = unzipSync(await connectorZip());
    expect(Object.keys(entries).sort()).toEqual(Object.keys(files).map((path) => `${CONNECTOR_SLUG}/${path}`).sort());
    expect(new TextDecoder().decode(entries[`${CONNECTOR_SLUG}/plugsmith-connector.php`])).toBe(files["plugsmith-connector.php"]);
  });
});

describe("[CONNECTOR][PHP] PHP's own parser reads every file", () => {
  const runtimes: PHP[] = [];
  beforeAll(async () => {
    for (const version of ["7.4", "8.3"] as const) runtimes.push(new PHP(await loadNodeRuntime(version)));
  }, 60_000);
  afterAll(() => runtimes.forEach((runtime) => runtime.exit()));

  it("on PHP 7.4 (its Requires PHP) and 8.3, with no parse error", async () => {
    for (const runtime of runtimes) {
      const errors: string[] = [];
      for (const [path, source] of php) {
        runtime.writeFile("/tmp/lint.php", source);
        const result = await runtime.run({
          code: "<?php try { token_get_all( file_get_contents( '/tmp/lint.php' ), TOKEN_PARSE ); echo 'ok'; } catch ( Throwable $e ) { echo $e->getMessage() . ' on line ' . $e->getLine(); }",
        });
        if (result.text !== "ok") errors.push(`${path}: ${result.text}`);
      }
      expect(errors).toEqual([]);
    }
  }, 60_000);
});

describe("[CONNECTOR][BUILD] the bundled server builds the connector's ZIP from the files copied beside it", () => {
  const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
  // Inside the repository, so the bundle's external packages resolve from its node_modules as dist/server's do.
  const OUT = path.join(ROOT, "node_modules/.cache/connector-bundle-test", String(process.pid));
  afterAll(() => rmSync(OUT, { recursive: true, force: true }));

  it("as scripts/build-server.mjs bundles and copies, readme.txt included", { timeout: 60_000 }, async () => {
    mkdirSync(OUT, { recursive: true });
    const entry = path.join(OUT, "entry.ts");
    writeFileSync(
      entry,
      `import { unzipSync } from "fflate";
import { connectorZip } from ${JSON.stringify(path.join(ROOT, "src/server/wordpress/connector/connector-zip.ts"))};
console.log(JSON.stringify(Object.keys(unzipSync(await connectorZip())).sort()));
`,
    );
    await build({ entryPoints: { main: entry }, outdir: OUT, bundle: true, platform: "node", format: "esm", target: "node20", packages: "external", logLevel: "error" });
    const run = () => JSON.parse(execFileSync(process.execPath, [path.join(OUT, "main.js")], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })) as string[];
    // Without the files beside it the bundle has nothing to zip.
    expect(run).toThrow(/ENOENT[\s\S]*connector/);
    copyWordpressFiles(OUT, ROOT);
    expect(run()).toEqual(Object.keys(files).map((file) => `${CONNECTOR_SLUG}/${file}`).sort());
    expect(run()).toContain(`${CONNECTOR_SLUG}/readme.txt`);
  });
});
