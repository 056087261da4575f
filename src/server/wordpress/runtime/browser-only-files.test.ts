import { describe, expect, it } from "vitest";
import { isBrowserOnlyFile } from "./browser-only-files";

describe("[WORDPRESS][SNAPSHOT] the scripts a site's file system leaves out", () => {
  it("leaves out core's scripts and source maps, which only a browser fetches", () => {
    for (const path of [
      "/wordpress/wp-includes/js/jquery/jquery.min.js",
      "/wordpress/wp-includes/js/jquery/jquery.js",
      "/wordpress/wp-includes/js/dist/block-editor.min.js",
      "/wordpress/wp-includes/js/dist/vendor/react.js.map",
      "/wordpress/wp-admin/js/common.min.js",
    ]) {
      expect(isBrowserOnlyFile(path), path).toBe(true);
    }
  });

  it("keeps what WordPress's PHP reads: the emoji and embed loaders, TinyMCE, PHP and style sheets in the script folders, and everything elsewhere", () => {
    for (const path of [
      "/wordpress/wp-includes/js/wp-emoji-loader.min.js",
      "/wordpress/wp-includes/js/wp-emoji-loader.js",
      "/wordpress/wp-includes/js/wp-embed.min.js",
      "/wordpress/wp-includes/js/wp-embed-template.min.js",
      "/wordpress/wp-includes/js/tinymce/wp-tinymce.js",
      "/wordpress/wp-includes/js/tinymce/langs/wp-langs-en.js",
      "/wordpress/wp-includes/js/tinymce/wp-tinymce.php",
      "/wordpress/wp-includes/js/dist/vendor/react.min.asset.php",
      "/wordpress/wp-includes/js/mediaelement/mediaelementplayer-legacy.min.css",
      "/wordpress/wp-includes/blocks/navigation/view.min.js",
      "/wordpress/wp-content/themes/twentytwentyfive/assets/js/x.js",
      "/wordpress/wp-content/plugins/akismet/_inc/akismet.js",
      "/wordpress/wp-includes/js",
      "/wordpress/index.php",
    ]) {
      expect(isBrowserOnlyFile(path), path).toBe(false);
    }
  });
});
