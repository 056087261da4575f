import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { fakeReleaseZip } from "../../../../tests/fakes/fake-wordpress-org";
import { extractReleaseAssets } from "../release/release-assets";
import { readWordPressAsset, serveWordPressAssetsFrom, wordPressAssetsRoot } from "./wordpress-assets";

// The preview serves WordPress's static files of the release it runs (the bundled fallback's from the
// Playground package by default), and nothing else from disk.

describe("[PREVIEW][ASSETS] WordPress's static files", () => {
  it("serves core CSS, scripts and fonts with their types", async () => {
    expect((await readWordPressAsset("/wp-includes/css/dashicons.min.css"))?.type).toBe("text/css; charset=utf-8");
    expect((await readWordPressAsset("/wp-includes/js/jquery/jquery.min.js"))?.type).toBe("text/javascript; charset=utf-8");
    expect((await readWordPressAsset("/wp-admin/css/common.min.css"))?.body.length).toBeGreaterThan(10_000);
    expect((await readWordPressAsset("/wp-includes/fonts/dashicons.woff2"))?.type).toBe("font/woff2");
  });

  it("serves the default theme's fonts and style sheet (they answered 404: issue #34 item 11)", async () => {
    const font = await readWordPressAsset("/wp-content/themes/twentytwentyfour/assets/fonts/inter/Inter-VariableFont_slnt%2Cwght.woff2");
    expect(font?.type).toBe("font/woff2");
    expect(font?.body.length).toBeGreaterThan(10_000);
    expect((await readWordPressAsset("/wp-content/themes/twentytwentyfour/assets/fonts/cardo/cardo_normal_400.woff2"))?.type).toBe("font/woff2");
    expect((await readWordPressAsset("/wp-content/themes/twentytwentyfour/style.css"))?.type).toBe("text/css; charset=utf-8");
  });

  it("serves nothing outside wp-includes and wp-admin, no PHP, and no way up", async () => {
    for (const path of [
      "/wp-includes/../../../package.json",
      "/wp-includes/%2e%2e/%2e%2e/%2e%2e/package.json",
      "/wp-admin/../../wordpress-remote-asset-paths",
      "/wp-includes/version.php",
      "/wp-content/plugins/x/x.css",
      "/wp-content/themes/../plugins/x/x.css",
      "/wp-content/themes/../../../package.json",
      "/wp-content/themes/%2e%2e/%2e%2e/%2e%2e/package.json",
      "/wp-content/themes/twentytwentyfour/functions.php",
      "/wp-content/database/.ht.sqlite",
      "/wp-content/uploads/x.png",
      "/wp-includes/css/missing.css",
      "/wp-includes/%E0%A4%A.css",
      "/wp-includes/css/dashicons.min.css%00.php",
    ]) {
      expect(await readWordPressAsset(path), path).toBeNull();
    }
  });
});

describe("[PREVIEW][ASSETS] of the release running", () => {
  it("serves the static files extracted from the release's zip once the release is in use, and no PHP from it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "plugsmith-assets-"));
    const bundled = wordPressAssetsRoot();
    try {
      serveWordPressAssetsFrom(extractReleaseAssets(fakeReleaseZip("7.1.4"), join(dir, "wordpress-7.1.4-assets")));
      expect(new TextDecoder().decode((await readWordPressAsset("/wp-includes/css/dashicons.min.css"))?.body)).toBe("/* dashicons of 7.1.4 */");
      expect(await readWordPressAsset("/wp-includes/version.php")).toBeNull();
      expect(await readWordPressAsset("/wp-includes/js/jquery/jquery.min.js")).toBeNull();
    } finally {
      serveWordPressAssetsFrom(bundled);
      rmSync(dir, { recursive: true, force: true });
    }
    expect((await readWordPressAsset("/wp-includes/js/jquery/jquery.min.js"))?.type).toBe("text/javascript; charset=utf-8");
  });

  it("serves the release's theme fonts, and extracts again a folder extracted before themes were", async () => {
    const dir = mkdtempSync(join(tmpdir(), "plugsmith-assets-"));
    const bundled = wordPressAssetsRoot();
    const zip = zipSync({
      "wordpress/wp-includes/version.php": strToU8("<?php\n$wp_version = '7.1.4';\n"),
      "wordpress/wp-includes/css/dashicons.min.css": strToU8("/* dashicons */"),
      "wordpress/wp-content/themes/twentytwentyfive/assets/fonts/manrope/Manrope-VariableFont_wght.woff2": strToU8("wOF2 manrope"),
      "wordpress/wp-content/themes/twentytwentyfive/functions.php": strToU8("<?php\n"),
      "wordpress/wp-content/plugins/akismet/akismet.css": strToU8("/* akismet */"),
    });
    try {
      // What an earlier version of the server left: core's files only.
      const assets = join(dir, "wordpress-7.1.4-assets");
      mkdirSync(join(assets, "wp-includes", "css"), { recursive: true });
      writeFileSync(join(assets, "wp-includes", "css", "dashicons.min.css"), "/* old */");
      serveWordPressAssetsFrom(extractReleaseAssets(zip, assets));
      const font = await readWordPressAsset("/wp-content/themes/twentytwentyfive/assets/fonts/manrope/Manrope-VariableFont_wght.woff2");
      expect(font?.type).toBe("font/woff2");
      expect(new TextDecoder().decode(font?.body)).toBe("wOF2 manrope");
      expect(await readWordPressAsset("/wp-content/themes/twentytwentyfive/functions.php")).toBeNull();
      expect(existsSync(join(assets, "wp-content", "plugins"))).toBe(false);
      expect(await readWordPressAsset("/wp-content/plugins/akismet/akismet.css")).toBeNull();
    } finally {
      serveWordPressAssetsFrom(bundled);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
