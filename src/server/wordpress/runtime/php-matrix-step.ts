import type { SupportedPHPVersion } from "@php-wasm/universal";
import { type FindingText, findingText } from "../../../shared/finding-texts";
import { readPluginRequirements, unmetRequirementMessage, unmetRequirements } from "../plugin-requirements";
import { activateScript, lintScript } from "./gate-php";
import { activationFailure, activationFailureText, activationOutputText, errorKind, installPlugin, type InstalledPlugin, parseJson, readable, readActivation, readLog, runScript, type SiteBaseline, sitePhpVersion } from "./run-gate";
import { CHECK_SITE_URL, type SiteSnapshot, startSite } from "./wordpress-site";

// One row of the PHP compatibility matrix (issue #32, docs/decisions/0061): the plugin on one PHP version
// the runtime ships, in a site started from the same installed WordPress as the main check (its files and
// SQLite database do not depend on PHP). Only what decides whether the plugin runs there at all: WordPress's
// own requirements, PHP's lint of every file, and activation. The rest of the main check (admin pages,
// shortcodes, uninstall) stays on the main PHP. The site is thrown away after, its memory with it.

export interface PhpStepResult {
  /** The PHP version asked for, e.g. "8.1". */
  php: string;
  /** What PHP says it is, e.g. "8.1.31". */
  phpRelease: string;
  status: "passed" | "failed";
  /** The first error, in plain words; null when it passed. */
  message: string | null;
  /**
   * The message, language-neutral (issue #34 item 13): a key of FINDING_TEXTS and its values, worded by the web in the
   * person's language; absent when it passed.
   */
  text?: FindingText;
  /** Where it is: a path inside the plugin folder (the caller maps it back), "" for the plugin as a whole. */
  file: string;
  line: number | null;
  /** Milliseconds, from the site's start to the answer. */
  ms: number;
}

/** The plugin linted and activated on PHP `phpVersion`: passed, or the first error with its file and line. */
export async function runPhpStep(snapshot: SiteSnapshot, baseline: SiteBaseline, plugin: InstalledPlugin, phpVersion: SupportedPHPVersion): Promise<PhpStepResult> {
  const started = performance.now();
  const site = await startSite(snapshot, CHECK_SITE_URL, phpVersion);
  try {
    const phpRelease = await sitePhpVersion(site, phpVersion);
    const result = (fields: Pick<PhpStepResult, "status" | "message" | "text" | "file" | "line">): PhpStepResult => ({ php: phpVersion, phpRelease, ...fields, ms: Math.round(performance.now() - started) });
    const fail = (message: string, text: FindingText, file: string, line: number | null) => result({ status: "failed", message, text, file, line });

    // The plugin's files and the recorder, as the main check installs them.
    installPlugin(site, plugin);

    const [unmet] = unmetRequirements(readPluginRequirements(plugin.files, plugin.mainFile), { wordpress: baseline.wordpressVersion, php: phpRelease });
    if (unmet) {
      const text = findingText(unmet.what === "wordpress" ? "wp.requires-wordpress" : "wp.requires-php", { required: unmet.required, actual: unmet.actual });
      return fail(unmetRequirementMessage(unmet, "the check"), text, unmet.file, unmet.line);
    }

    const lint = parseJson<Array<{ file: string; line: number; message: string }>>((await runScript(site, lintScript(plugin.slug))) ?? "[]", "lint");
    const [problem] = lint;
    if (problem) return fail(`PHP ${phpVersion} cannot parse this file: ${problem.message}`, findingText("php-matrix.lint", { php: phpVersion, detail: problem.message }), problem.file, problem.line);

    const activated = readActivation(await runScript(site, activateScript(`${plugin.slug}/${plugin.mainFile}`)));
    // What PHP reported on the plugin's behalf while WordPress activated it: a fatal error, or a warning.
    const logged = readLog(site)
      .filter((line) => line.phase === "activation")
      .flatMap((line) => line.errors)
      .filter((error) => errorKind(error).severity === "error");
    const fatal = logged.find((error) => error.fatal);
    const first = fatal ?? logged[0];
    if (first) {
      const detail = readable(first.message, plugin.slug);
      // Only errors are read here: a fatal error or a warning.
      const text = findingText(first.fatal ? "php-matrix.fatal" : "php-matrix.warning", { php: phpVersion, detail });
      return fail(`PHP ${phpVersion} ${errorKind(first).label.toLowerCase()} on activation: ${detail}`, text, first.file, first.line);
    }
    const refused = activationFailure(activated, null);
    if (refused) return fail(refused, activationFailureText(activated, null)!, plugin.mainFile, null);
    if (activated?.error) return fail(`WordPress activated the plugin, but reported: ${activated.error}`, activationOutputText(activated.error), plugin.mainFile, null);
    return result({ status: "passed", message: null, file: "", line: null });
  } finally {
    site.dispose();
  }
}
