import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { fakeReleaseZip } from "../../../tests/fakes/fake-wordpress-org";
import { createLogger } from "../lib/logger";
import { makeContext } from "./blueprint/blueprint-context";
import { generateBlueprint } from "./blueprint/generate-blueprint";
import { renderReadme, withReadmeFigures } from "./blueprint/readme-txt";
import { buildPluginZip, pluginFolder } from "./plugin-zip";
import { parsePluginHeader } from "./plugin-header";
import { readmeTxt, requiresPhpFigure } from "./readme-txt";
import { createReleaseSource } from "./release/release-source";
import { createZipCache } from "./zip-cache";

// The figures a downloaded plugin's readme and main file carry (docs/decisions/0061): `Tested up to` the
// WordPress release its check ran, `Requires PHP` the PHP matrix's measured minimum, never below what the
// plugin declares.

const MAIN = `<?php
/**
 * Plugin Name: Modern Status
 * Version: 1.2.0
 * Requires PHP:      7.4
 */
defined( 'ABSPATH' ) || exit;
`;
const figures = { testedUpTo: "6.8", requiresPhp: "8.1" };
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe("readme figures", () => {
  it("takes the measured minimum, never below what the plugin declares, and the declared one before the matrix ran", () => {
    expect(requiresPhpFigure("7.4", "8.1")).toBe("8.1");
    expect(requiresPhpFigure("8.2", "8.1")).toBe("8.2");
    expect(requiresPhpFigure(undefined, "8.0")).toBe("8.0");
    expect(requiresPhpFigure("7.4", null)).toBe("7.4");
    expect(requiresPhpFigure(null, null)).toBe("7.4");
    expect(requiresPhpFigure("eight", "8.1")).toBe("8.1");
  });

  it("writes them into the readme.txt made from the header of a plugin without one", () => {
    const header = parsePluginHeader(MAIN)!;
    const readme = readmeTxt(header, "modern-status", figures);
    expect(readme).toMatch(/^Tested up to: 6\.8$/m);
    expect(readme).toMatch(/^Requires PHP: 8\.1$/m);
    // Before the matrix has run: the declared PHP, and the release checked on.
    expect(readmeTxt(header, "modern-status", { testedUpTo: "7.0", requiresPhp: null })).toMatch(/^Tested up to: 7\.0\nRequires PHP: 7\.4$/m);
  });

  it("rewrites the header of a readme Plugsmith wrote and leaves an author's own readme as it is", () => {
    const ours = renderReadme({ ctx: makeContext({ name: "Modern Status" }), author: "Ada", version: "1.2.0", shortDescription: "Status.", blockIds: [], features: ["A"], usage: [], changes: ["First."] });
    expect(ours).toMatch(/^Tested up to: 6\.5$/m);
    const rewritten = withReadmeFigures(ours, figures);
    expect(rewritten).toMatch(/^Tested up to: 6\.8$/m);
    expect(rewritten).toMatch(/^Requires PHP: 8\.1$/m);
    expect(rewritten.split("\n").length).toBe(ours.split("\n").length);
    // Only the header: a line of the description that starts the same way stays.
    const withLine = `${ours.replace("== Description ==", "== Description ==\n\nTested up to: the moon")}`;
    expect(withReadmeFigures(withLine, figures)).toContain("Tested up to: the moon");
    const foreign = "=== Mine ===\nTested up to: 6.1\nRequires PHP: 7.2\n\n== Description ==\nMine.\n";
    expect(withReadmeFigures(foreign, figures)).toBe(foreign);
  });

  it("raises the main file's Requires PHP in the download only, and only with a measured figure", async () => {
    const files = { "modern-status/modern-status.php": MAIN };
    const folder = pluginFolder(files, "Modern Status", figures);
    const main = text(folder.entries.find((entry) => entry.path === "modern-status.php")?.data);
    expect(main).toContain(" * Requires PHP:      8.1\n");
    expect(text(folder.entries.find((entry) => entry.path === "readme.txt")?.data)).toMatch(/^Requires PHP: 8\.1$/m);
    // The check's copy (no figures) and the stored files are the plugin as written.
    expect(text(pluginFolder(files, "Modern Status").entries[0]!.data)).toBe(MAIN);
    expect(files["modern-status/modern-status.php"]).toBe(MAIN);
    const unzipped = unzipSync((await buildPluginZip(files, "Modern Status", { testedUpTo: "6.8", requiresPhp: null })).zip);
    expect(text(unzipped["modern-status/modern-status.php"])).toBe(MAIN);
    expect(text(unzipped["modern-status/readme.txt"])).toMatch(/^Tested up to: 6\.8\nRequires PHP: 7\.4$/m);
  });

  it("builds the ZIP again when the figures changed (the matrix finished)", async () => {
    const cache = createZipCache();
    const source = { pluginId: "p", versionNumber: 1, fileHashes: { "a.php": "h" }, loadFiles: async () => ({ "a.php": MAIN }), fallbackName: "Modern Status" };
    const before = await cache.get({ ...source, figures: { testedUpTo: "6.8", requiresPhp: null } });
    const after = await cache.get({ ...source, figures });
    expect(cache.stats.builds).toBe(2);
    expect(text(unzipSync(before.zip)["modern-status/readme.txt"])).toMatch(/^Requires PHP: 7\.4$/m);
    expect(text(unzipSync(after.zip)["modern-status/readme.txt"])).toMatch(/^Requires PHP: 8\.1$/m);
    await cache.get({ ...source, figures });
    expect(cache.stats).toMatchObject({ builds: 2, hits: 1 });
  });

  it("writes the release the server resolved into a new plugin's readme, which the download still corrects", async () => {
    const generate = () => generateBlueprint({ pluginName: "New WordPress Plugin", files: {}, history: [], message: "A contact form", images: [], viewMode: "backend", author: "Ada" });
    const readmeOf = (files: Record<string, string>) => Object.entries(files).find(([path]) => path.endsWith("readme.txt"))![1];
    // No release resolved in this process (the runtime off): the bundled release's.
    expect(readmeOf(generate().files)).toMatch(/^Tested up to: 6\.5$/m);

    const dir = mkdtempSync(join(tmpdir(), "plugsmith-readme-release-"));
    try {
      const zip = join(dir, "wordpress.zip");
      writeFileSync(zip, fakeReleaseZip("7.1.4"));
      // The resolver as the server starts it (WORDPRESS_ZIP: no network); the generator asks nobody.
      createReleaseSource({ dataDir: dir, wanted: "latest", localZip: zip, orgUrl: "off", logger: createLogger("silent") });
      const generated = generate().files;
      const readme = readmeOf(generated);
      expect(readme).toMatch(/^Tested up to: 7\.1$/m);
      expect(readme).toMatch(/^Requires PHP: 7\.4$/m);
      const header = parsePluginHeader(Object.entries(generated).find(([path]) => path.endsWith(".php") && parsePluginHeader(generated[path]!))![1])!;
      expect(readmeTxt(header, "contact")).toMatch(/^Tested up to: 7\.1$/m);
      // The download writes the release the version's own check ran.
      expect(withReadmeFigures(readme, { testedUpTo: "6.9", requiresPhp: "8.0" })).toMatch(/^Tested up to: 6\.9\nRequires PHP: 8\.0$/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
