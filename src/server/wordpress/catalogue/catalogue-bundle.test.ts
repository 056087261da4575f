import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { copyWordpressFiles } from "../../../../scripts/copy-wordpress-files.mjs";

// The production server is one esbuild bundle (scripts/build-server.mjs) that reads the catalogue's templates
// from dist/server/wordpress/catalogue/. This bundles the offline generator the same way (same options, same copy of
// the templates beside it), runs the bundle in a plain Node process, and reads back the plugins it built.

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
// Inside the repository, so the bundle's external packages resolve from its node_modules as dist/server's do.
const OUT = path.join(ROOT, "node_modules/.cache/catalogue-bundle-test", String(process.pid));

describe("[CATALOGUE][BUILD] the bundled server finds the templates", () => {
  afterAll(() => rmSync(OUT, { recursive: true, force: true }));

  it("generates the five Must-show plugins from the bundle, with the templates copied beside it", { timeout: 60_000 }, async () => {
    mkdirSync(OUT, { recursive: true });
    const entry = path.join(OUT, "entry.ts");
    writeFileSync(
      entry,
      `import { generateBlueprint } from ${JSON.stringify(path.join(ROOT, "src/server/wordpress/blueprint/generate-blueprint.ts"))};
const base = { pluginName: "New WordPress Plugin", files: {}, history: [], images: [], viewMode: "backend", author: "Jane Doe" };
const messages = JSON.parse(process.argv[2]);
console.log(JSON.stringify(messages.map((message) => Object.keys(generateBlueprint({ ...base, message }).files))));
`,
    );
    await build({ entryPoints: { main: entry }, outdir: OUT, bundle: true, platform: "node", format: "esm", target: "node20", packages: "external", logLevel: "error" });
    const run = (messages: string[]) => JSON.parse(execFileSync(process.execPath, [path.join(OUT, "main.js"), JSON.stringify(messages)], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })) as string[][];
    const messages = [
      "Disable XML-RPC on my site",
      "Hide the admin bar for subscribers",
      "Allow administrators to upload SVG files",
      "Redirect 404 pages to the home page",
      "E-mail the site admin when a new user registers",
    ];
    // Without the templates beside it the bundle cannot build them.
    expect(() => run(messages.slice(0, 1))).toThrow(/ENOENT[\s\S]*catalogue/);
    copyWordpressFiles(OUT, ROOT);
    const built = run(messages);
    expect(built.map((paths) => paths.find((file) => file.includes("/includes/"))!.replace(/^[^/]+\//, ""))).toEqual([
      "includes/disable-xmlrpc.php",
      "includes/hide-admin-bar.php",
      "includes/allow-svg-uploads.php",
      "includes/redirect-404.php",
      "includes/email-admin-new-user.php",
    ]);
  });
});
