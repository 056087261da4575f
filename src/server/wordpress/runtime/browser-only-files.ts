// The scripts of a WordPress release that only a browser fetches: wp-includes/js and wp-admin/js hold 60 MB of a
// 106 MB release (7.1), and no PHP of WordPress reads them once scripts are not concatenated (CONCATENATE_SCRIPTS
// off, wordpress-site.ts). The live preview serves them from the release's folder on disk (wordpress-assets.ts),
// so a site's in-memory file system leaves them out (issue #35 item 2: memory per preview). Playground's own
// minified builds leave out the same files and more.

/** The folders of core's scripts. */
const SCRIPT_FOLDER = /^\/wordpress\/(?:wp-includes|wp-admin)\/js\//;
/** What PHP prints inline, read with file_get_contents (formatting.php, embed.php): the emoji and embed loaders. */
const READ_BY_PHP = /\/wp-(?:emoji|embed)[^/]*\.js$/;
/** TinyMCE's folder: its language files are read by class-wp-editor.php, and wp-tinymce.php reads wp-tinymce.js. */
const TINYMCE = /^\/wordpress\/wp-includes\/js\/tinymce\//;

/** Whether the snapshot leaves out the file at `path` (under /wordpress): a core script no PHP reads. */
export function isBrowserOnlyFile(path: string): boolean {
  if (!SCRIPT_FOLDER.test(path) || TINYMCE.test(path) || READ_BY_PHP.test(path)) return false;
  return path.endsWith(".js") || path.endsWith(".map");
}
