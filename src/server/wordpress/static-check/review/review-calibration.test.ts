import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkPluginFiles } from "../../../modules/plugins/checks/version-checks";
import { checkPhpFileUncached } from "../php-file-check";

// The patterns of respected plugins the review once called wrong (issue #34, docs/decisions/0066), each in a
// small file of our own (tests/fixtures/review-calibration), with what the review says of it now.
const FIXTURES = new URL("../../../../../tests/fixtures/review-calibration/", import.meta.url).pathname;

/** The plugin-wide review of one fixture file, as `rule@line`. */
function review(file: string): string[] {
  const source = readFileSync(join(FIXTURES, file), "utf8");
  expect(checkPhpFileUncached(source).syntax).toEqual({ ok: true });
  const main = "<?php\n/**\n * Plugin Name: Acme Cal\n */\ndefined( 'ABSPATH' ) || exit;\n";
  const { findings } = checkPluginFiles({ "acme-cal/acme-cal.php": main, [`acme-cal/${file}`]: source });
  return findings.map((f) => `${f.rule}@${f.line}${f.severity === "warning" ? " (warning)" : ""}`);
}

describe("[WORDPRESS][REVIEW] calibration: a file opened directly", () => {
  it.each([
    ["only declares functions, classes, an interface, a trait and constants", "declares-only.php"],
    ["only returns an array (a build's asset list)", "returns-array.php"],
    ["starts with add_action (PHP stops: WordPress is not loaded)", "hooks-first.php"],
    ["returns when the plugin's class is missing", "missing-class-returns.php"],
    ["loads WordPress's class from ABSPATH when it is missing", "loads-core-class.php"],
    ["exits when the plugin's own constant is missing", "own-constant-guard.php"],
  ])("is not flagged when it %s", (_, file) => {
    expect(review(file).filter((f) => f.startsWith("wp.abspath-guard"))).toEqual([]);
  });

  it.each([
    ["answers the request itself", "runs-on-direct-request.php", 6],
    ["writes a file with PHP's own constants and functions", "writes-a-log.php", 6],
  ])("is flagged when it %s, at the statement that does", (_, file, line) => {
    expect(review(file).filter((f) => f.startsWith("wp.abspath-guard"))).toEqual([`wp.abspath-guard@${line} (warning)`]);
  });

  it("follows the plugin's own includes, functions and constants: quiet files pass (a require of a path from the main file's constant), a file that includes a printing one is flagged", () => {
    const folder = join(FIXTURES, "plugin/acme-cal");
    const files = Object.fromEntries(readdirSync(folder).map((name) => [`acme-cal/${name}`, readFileSync(join(folder, name), "utf8")]));
    const abspath = checkPluginFiles(files).findings.filter((f) => f.rule === "wp.abspath-guard").map((f) => `${f.file}:${f.line}`);
    expect(abspath.sort()).toEqual(["acme-cal/loud.php:3", "acme-cal/prints.php:3"]);
  });
});

describe("[WORDPRESS][REVIEW] calibration: REST routes", () => {
  it("calls a public form submission a warning at its permission_callback, a route list's schema no endpoint, and a missing callback an error at the callback", () => {
    expect(review("public-form-rest-route.php")).toEqual(["wp.rest-permission@13 (warning)", "wp.rest-permission@36"]);
  });
});

describe("[WORDPRESS][REVIEW] calibration: nonces and capabilities", () => {
  it("leaves a save_post handler that checks current_user_can() alone (post.php verified the nonce)", () => {
    expect(review("save-post-after-capability.php")).toEqual([]);
  });

  it("does not read a write to $_POST as form data", () => {
    expect(review("writes-post-superglobal.php")).toEqual([]);
  });

  it("calls an AJAX handler that only sets its plugin's flag to a number a warning, not an error", () => {
    expect(review("dismiss-notice-ajax.php")).toEqual(["wp.capability@6 (warning)"]);
  });
});
