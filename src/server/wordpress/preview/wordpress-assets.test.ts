import { describe, expect, it } from "vitest";
import { readWordPressAsset } from "./wordpress-assets";

// The preview serves WordPress's static files from the Playground package, and nothing else from disk.

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
