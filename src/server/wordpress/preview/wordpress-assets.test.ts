import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

  it("serves nothing outside wp-includes and wp-admin, no PHP, and no way up", async () => {
    for (const path of [
      "/wp-includes/../../../package.json",
      "/wp-includes/%2e%2e/%2e%2e/%2e%2e/package.json",
      "/wp-admin/../../wordpress-remote-asset-paths",
      "/wp-includes/version.php",
      "/wp-content/plugins/x/x.css",
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
});
