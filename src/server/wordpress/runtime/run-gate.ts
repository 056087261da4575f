import type { CheckFinding } from "../../../shared/schemas/plugins";
import { type FindingText, findingText } from "../../../shared/finding-texts";
import {
  activateScript,
  ANSWER_MARK,
  deactivateScript,
  GATE_LOG,
  lintScript,
  PAGES_FILE,
  phpVersionScript,
  PLUGINS_DIR,
  recorderMuPlugin,
  showcaseScript,
  wordpressVersionScript,
} from "./gate-php";
import { OUTPUT_LIMIT_BYTES } from "./php-sandbox";
import { readPluginRequirements, type UnmetRequirement, unmetRequirementMessage, unmetRequirements } from "../plugin-requirements";
import { type Site, type SiteSnapshot, startSite, WORDPRESS_RELEASE, PHP_VERSION } from "./wordpress-site";

// One plugin version through a real WordPress (issue #14, part 3): PHP's own lint, activation with
// WP_DEBUG on, the dashboard, each admin page it registers, a page holding each of its shortcodes and
// server-rendered blocks, then deactivation and uninstall. Every error, warning, notice or deprecation
// PHP raised on the plugin's behalf is a finding at its file and line.

/** The plugin as installed: its folder name and each file's path inside it (the download's layout). */
export interface InstalledPlugin {
  slug: string;
  /** Path inside the plugin folder → content (text, or bytes for images). */
  files: Record<string, string | Uint8Array>;
  /** The main file's path inside the folder. */
  mainFile: string;
}

/** What the bare site registers: the check reports only what the plugin adds. */
export interface SiteBaseline {
  /** e.g. "6.5.5": what wp-includes/version.php says. */
  wordpressVersion: string;
  /** The bundled 6.5 run because no current release could be had (prepared-runtime.ts). */
  wordpressFallback?: boolean;
  adminPages: string[];
  shortcodes: string[];
  blocks: string[];
}

export interface GateReport {
  status: "passed" | "failed";
  /** Files are paths inside the plugin folder; the caller maps them back to the stored paths. */
  findings: CheckFinding[];
  wordpressVersion: string;
  /** Checked on the bundled 6.5, an offline fallback (no current release could be had): the report says so. */
  wordpressFallback: boolean;
  phpVersion: string;
  /** Milliseconds per phase, for the benchmark and the logs. */
  timings: Record<string, number>;
}

/** At most this many admin pages are opened: a plugin that registers more gets its first ones checked. */
const MAX_ADMIN_PAGES = 12;

export const RUNTIME_LINKS = {
  debugging: "https://developer.wordpress.org/advanced-administration/debug/debug-wordpress/",
  requirements: "https://developer.wordpress.org/plugins/plugin-basics/header-requirements/",
  activation: "https://developer.wordpress.org/plugins/plugin-basics/activation-deactivation-hooks/",
  uninstall: "https://developer.wordpress.org/plugins/plugin-basics/uninstall-methods/",
} as const;

export interface LoggedError {
  type: number;
  message: string;
  file: string;
  line: number | null;
  fatal?: boolean;
}

export interface LogLine {
  phase: string;
  status: number;
  errors: LoggedError[];
}

type RuntimeErrorRule = "wp.runtime-fatal" | "wp.runtime-warning" | "wp.runtime-deprecated" | "wp.runtime-notice";

const E = { WARNING: 2, NOTICE: 8, CORE_WARNING: 32, COMPILE_WARNING: 128, USER_WARNING: 512, USER_NOTICE: 1024, STRICT: 2048, DEPRECATED: 8192, USER_DEPRECATED: 16384 };

export function errorKind(error: LoggedError): { rule: RuntimeErrorRule; severity: CheckFinding["severity"]; label: string } {
  if (error.fatal) return { rule: "wp.runtime-fatal", severity: "error", label: "Fatal error" };
  if ([E.WARNING, E.CORE_WARNING, E.COMPILE_WARNING, E.USER_WARNING].includes(error.type)) return { rule: "wp.runtime-warning", severity: "error", label: "Warning" };
  if ([E.DEPRECATED, E.USER_DEPRECATED].includes(error.type)) return { rule: "wp.runtime-deprecated", severity: "warning", label: "Deprecated" };
  return { rule: "wp.runtime-notice", severity: "warning", label: "Notice" };
}

/** What each phase is called in a finding's message. */
export function phaseName(phase: string): string {
  if (phase === "activation") return "on activation";
  if (phase === "deactivation") return "on deactivation or uninstall";
  if (phase === "dashboard") return "on the admin dashboard";
  if (phase.startsWith("page:")) return `on its admin page '${phase.slice(5)}'`;
  if (phase === "showcase") return "on a page showing its shortcodes and blocks";
  return `while ${phase}`;
}

/** PHP's message without its stack trace, with the plugin's own paths shortened to its files, and WordPress's HTML in it as text. */
export function readable(message: string, slug: string): string {
  return plainText(message.split("\nStack trace:")[0]!.replaceAll(`${PLUGINS_DIR}/${slug}/`, "").replaceAll("/wordpress/", ""));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", hellip: "…", ndash: "–", mdash: "—", lsquo: "‘", rsquo: "’", ldquo: "“", rdquo: "”" };

/**
 * WordPress's HTML (an activation error is `<p><strong>Error:</strong> …</p>`, a _doing_it_wrong notice
 * holds <code> and a link) as plain words: a link keeps its address in brackets, paragraphs and line
 * breaks become spaces, other tags go, entities are decoded. A finding is text, shown as text.
 */
export function plainText(html: string): string {
  return html
    .replace(/<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a\s*>/gi, (_, _quote: string, href: string, text: string) => (/^https?:\/\//i.test(href) ? `${text} (${href})` : text))
    .replace(/<(?:br|p|\/p|li|\/li|div|\/div|h[1-6]|\/h[1-6])\b[^>]*>/gi, " ")
    .replace(/<\/?[a-z][a-z0-9]*\b[^<>]*>/gi, "")
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (entity: string, decimal?: string, hex?: string, name?: string) =>
      decimal ? String.fromCodePoint(Number(decimal)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (ENTITIES[name!.toLowerCase()] ?? entity),
    )
    .replace(/\s+/g, " ")
    .trim();
}

/** The finding that says a requirement is not met: first in the report, and nothing runs after it. */
export function requirementFinding(unmet: UnmetRequirement): CheckFinding {
  return {
    rule: unmet.what === "wordpress" ? "wp.requires-wordpress" : "wp.requires-php",
    severity: "error",
    file: unmet.file,
    line: unmet.line,
    message: unmetRequirementMessage(unmet, "the check"),
    text: findingText(unmet.what === "wordpress" ? "wp.requires-wordpress" : "wp.requires-php", { required: unmet.required, actual: unmet.actual }),
    link: RUNTIME_LINKS.requirements,
  };
}

/** The PHP version the site runs, as WordPress compares it (its PHP_VERSION, e.g. "8.3.19"). */
export async function sitePhpVersion(site: Site, started: string = PHP_VERSION): Promise<string> {
  try {
    return (await site.php.run({ code: phpVersionScript() })).text.trim() || started;
  } catch {
    return started;
  }
}

/** What the plugin requires that `site` (running WordPress `wordpressVersion`) does not have: plugin-requirements.ts. */
export async function unmetOnSite(site: Site, wordpressVersion: string, plugin: InstalledPlugin): Promise<UnmetRequirement[]> {
  return unmetRequirements(readPluginRequirements(plugin.files, plugin.mainFile), { wordpress: wordpressVersion, php: await sitePhpVersion(site) });
}

/**
 * The answer of activateScript: WordPress's error as plain text, and whether the plugin is active after.
 * null when PHP stopped (a fatal error, which the recorder logged). A page instead of the answer is the
 * plugin (or WordPress for it) calling wp_die() on activation: its words are the error.
 */
export function readActivation(answer: string | null): { error: string | null; active: boolean } | null {
  if (answer === null) return null;
  try {
    const { error, active } = JSON.parse(answer) as { error: string | null; active: boolean };
    return { error: error ? plainText(error) : null, active };
  } catch {
    const body = /<body\b[^>]*>([\s\S]*?)(?:<\/body>|$)/i.exec(answer)?.[1] ?? answer;
    const words = plainText(body.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ""));
    return { error: words ? `${STOPPED_WITH}${words.slice(0, 500)}` : STOPPED_SILENT, active: false };
  }
}

/** How readActivation words a page the plugin stopped WordPress with (wp_die() on activation). */
const STOPPED_WITH = "it stopped WordPress with this message: ";
const STOPPED_SILENT = "it stopped WordPress without a message";

/**
 * Why the plugin is not active after WordPress was asked to activate it (readActivation's answer, and the
 * fatal error PHP stopped with, if any), in plain words; null when it is active.
 */
export function activationFailure(activated: { error: string | null; active: boolean } | null, fatal: string | null): string | null {
  if (activated === null) return fatal ? `PHP stopped with a fatal error while WordPress activated it: ${fatal}` : "Activating the plugin stopped PHP without an error message";
  if (activated.active) return null;
  if (activated.error) return `WordPress could not activate the plugin: ${activated.error}`;
  return "WordPress activated the plugin, but it was not active afterwards: it deactivated itself (plugins do so when something they need is missing)";
}

/** activationFailure's finding as a text key (finding-texts.ts) with WordPress's or PHP's own words as its detail. */
export function activationFailureText(activated: { error: string | null; active: boolean } | null, fatal: string | null): FindingText | null {
  if (activated === null) return fatal ? findingText("wp.activation.fatal", { detail: fatal }) : findingText("wp.activation.no-message");
  if (activated.active) return null;
  if (activated.error === STOPPED_SILENT) return findingText("wp.activation.stopped-silent");
  if (activated.error?.startsWith(STOPPED_WITH)) return findingText("wp.activation.stopped", { detail: activated.error.slice(STOPPED_WITH.length) });
  if (activated.error) return findingText("wp.activation.refused", { detail: activated.error });
  return findingText("wp.activation.self-deactivated");
}

/** The text of "WordPress activated the plugin, but reported: …". */
export function activationOutputText(error: string): FindingText {
  return error.startsWith(STOPPED_WITH) ? findingText("wp.activation-output.stopped", { detail: error.slice(STOPPED_WITH.length) }) : findingText("wp.activation-output", { detail: error });
}

/** Each request's line of the recorder's log (gate-php.ts), in order. */
export function readLog(site: Site): LogLine[] {
  const { php } = site;
  return php.fileExists(GATE_LOG)
    ? php
        .readFileAsText(GATE_LOG)
        .split("\n")
        .filter(Boolean)
        .map((line) => parseJson<LogLine>(line, "the recorder"))
    : [];
}

/** The fatal error PHP stopped with while activating the plugin, readable; null when there was none. */
export function activationFatal(site: Site, slug: string): string | null {
  const fatal = readLog(site)
    .filter((line) => line.phase === "activation")
    .flatMap((line) => line.errors)
    .find((error) => error.fatal);
  return fatal ? readable(fatal.message, slug) : null;
}

export function parseJson<T>(text: string, what: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${what} answered something else than JSON: ${text.slice(0, 300)}`);
  }
}

/**
 * Runs a script; a fatal error in it is recorded by the recorder, so the answer may be missing. The answer
 * is what follows the script's ANSWER_MARK (a plugin's own output comes before it); with no mark, all
 * that was printed (a wp_die page).
 */
export async function runScript(site: Site, code: string): Promise<string | null> {
  try {
    const response = await site.php.run({ code });
    if (response.exitCode !== 0) return null;
    const at = response.text.lastIndexOf(ANSWER_MARK);
    return at === -1 ? response.text : response.text.slice(at + ANSWER_MARK.length);
  } catch {
    return null;
  }
}

/** Checks the plugin in a fresh site: `sites` gives one started from `snapshot` (a worker's spare-site.ts, or a new one). */
export async function runGate(
  snapshot: SiteSnapshot,
  baseline: SiteBaseline,
  plugin: InstalledPlugin,
  sites: (snapshot: SiteSnapshot) => Promise<Site> = startSite,
): Promise<GateReport> {
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - mark);
    mark = now;
  };
  const site = await sites(snapshot);
  lap("start");
  try {
    return await checkIn(site, baseline, plugin, timings, lap);
  } finally {
    site.dispose();
  }
}

/**
 * Writes the plugin's files into the site's plugins folder, and the recorder as a must-use plugin (it
 * lists the admin pages as wp-admin builds its menu, and what PHP says about the plugin).
 */
export function installPlugin(site: Site, plugin: InstalledPlugin): void {
  const { php } = site;
  const dir = `${PLUGINS_DIR}/${plugin.slug}`;
  for (const [path, content] of Object.entries(plugin.files)) {
    const full = `${dir}/${path}`;
    php.mkdir(full.slice(0, full.lastIndexOf("/")));
    php.writeFile(full, content);
  }
  php.mkdir("/wordpress/wp-content/mu-plugins");
  php.writeFile("/wordpress/wp-content/mu-plugins/0-plugsmith-gate.php", recorderMuPlugin(plugin.slug));
}

async function checkIn(site: Site, baseline: SiteBaseline, plugin: InstalledPlugin, timings: Record<string, number>, lap: (name: string) => void): Promise<GateReport> {
  const { php } = site;
  installPlugin(site, plugin);
  const pluginFile = `${plugin.slug}/${plugin.mainFile}`;
  const findings: CheckFinding[] = [];
  // The PHP release the site runs (e.g. "8.3.19"), as PHP itself says it.
  const phpVersion = await sitePhpVersion(site);
  const report = (status: GateReport["status"]): GateReport => ({ status, findings, wordpressVersion: baseline.wordpressVersion, wordpressFallback: baseline.wordpressFallback ?? false, phpVersion, timings });

  // WordPress's own rule, checked before it would activate the plugin and said first, in plain words: a
  // plugin made for a newer WordPress or PHP is not run here at all (nothing after could say otherwise).
  const unmet = unmetRequirements(readPluginRequirements(plugin.files, plugin.mainFile), { wordpress: baseline.wordpressVersion, php: phpVersion });
  lap("requirements");
  if (unmet.length > 0) {
    findings.push(...unmet.map(requirementFinding));
    return report("failed");
  }

  const lint = parseJson<Array<{ file: string; line: number; message: string }>>((await runScript(site, lintScript(plugin.slug))) ?? "[]", "lint");
  for (const problem of lint) {
    findings.push({ rule: "php.lint", severity: "error", file: problem.file, line: problem.line, message: `PHP cannot parse this file: ${problem.message}`, text: findingText("php.lint", { detail: problem.message }), link: RUNTIME_LINKS.debugging });
  }
  lap("lint");
  // A file PHP cannot parse fails the version already; running it would only repeat that as a fatal error.
  if (lint.length > 0) return report("failed");

  const activated = readActivation(await runScript(site, activateScript(pluginFile)));
  // PHP's fatal error, when it stopped, is the recorder's finding below (at its file and line).
  const refused = activated === null ? null : activationFailure(activated, null);
  if (refused) findings.push({ rule: "wp.activation", severity: "error", file: plugin.mainFile, line: null, message: refused, text: activationFailureText(activated, null)!, link: RUNTIME_LINKS.activation });
  // Active, with WordPress's complaint (its 'unexpected output'): a rule of its own, so nobody reads it as not activated.
  if (activated?.active && activated.error) {
    findings.push({ rule: "wp.activation-output", severity: "error", file: plugin.mainFile, line: null, message: `WordPress activated the plugin, but reported: ${activated.error}`, text: activationOutputText(activated.error), link: RUNTIME_LINKS.activation });
  }
  lap("activate");

  if (activated?.active) {
    const showcase = await runScript(site, showcaseScript(baseline));
    const { page, cookie, shortcodes, blocks } = showcase
      ? parseJson<{ page: string | null; cookie: string; shortcodes: string[]; blocks: string[] }>(showcase, "showcase")
      : { page: null, cookie: "", shortcodes: [], blocks: [] };
    lap("register");

    const request = async (phase: string, url: string) => {
      const { pathname, search } = new URL(url, "http://plugsmith-check.local");
      const response = await site.handler.request({ url: pathname + search, headers: { cookie, "plugsmith-gate-phase": phase } });
      if (site.answerCut()) {
        findings.push({ rule: "wp.page-too-large", severity: "error", file: "", line: null, message: `The page ${phaseName(phase)} is larger than ${OUTPUT_LIMIT_BYTES / 1024 / 1024} MB: the plugin wrote more than any page should, and the rest was dropped`, text: findingText("wp.page-too-large", { phase, limit: String(OUTPUT_LIMIT_BYTES / 1024 / 1024) }), link: RUNTIME_LINKS.debugging });
      } else if (response.httpStatusCode >= 500) {
        findings.push({ rule: "wp.page-error", severity: "error", file: "", line: null, message: `WordPress answered ${response.httpStatusCode} ${phaseName(phase)}`, text: findingText("wp.page-error", { phase, status: String(response.httpStatusCode) }), link: RUNTIME_LINKS.debugging });
      }
    };
    const pages = php.fileExists(PAGES_FILE) ? parseJson<Record<string, string>>(php.readFileAsText(PAGES_FILE), "admin pages") : {};
    const own = Object.entries(pages).filter(([slug]) => !baseline.adminPages.includes(slug));
    for (const [slug, url] of own.slice(0, MAX_ADMIN_PAGES)) await request(`page:${slug}`, url);
    // Without pages of its own, the dashboard shows what the plugin does in every admin screen (notices, admin_init).
    if (own.length === 0) await request("dashboard", "/wp-admin/index.php");
    lap("admin");
    if (page && (shortcodes.length > 0 || blocks.length > 0)) await request("showcase", page);
    lap("showcase");

    const deactivated = await runScript(site, deactivateScript(pluginFile));
    if (deactivated !== null && parseJson<{ active: boolean }>(deactivated, "deactivation").active) {
      findings.push({ rule: "wp.deactivation", severity: "error", file: plugin.mainFile, line: null, message: "The plugin is still active after WordPress deactivated it", text: findingText("wp.deactivation"), link: RUNTIME_LINKS.activation });
    }
    lap("deactivate");
  }

  const logged = readLog(site);
  const seen = new Set<string>();
  for (const { phase, errors } of logged) {
    for (const error of errors) {
      const kind = errorKind(error);
      const key = `${kind.rule}|${error.file}|${error.line}|${error.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      findings.push({
        rule: kind.rule,
        severity: kind.severity,
        file: error.file,
        line: error.line,
        message: `PHP ${kind.label} ${phaseName(phase)}: ${readable(error.message, plugin.slug)}`,
        text: findingText(kind.rule, { phase, detail: readable(error.message, plugin.slug) }),
        link: phase === "deactivation" ? RUNTIME_LINKS.uninstall : RUNTIME_LINKS.debugging,
      });
    }
  }
  if (activated === null && !findings.some((f) => f.severity === "error")) {
    findings.push({ rule: "wp.activation", severity: "error", file: plugin.mainFile, line: null, message: activationFailure(null, null)!, text: activationFailureText(null, null)!, link: RUNTIME_LINKS.activation });
  }
  return report(findings.some((f) => f.severity === "error") ? "failed" : "passed");
}

/** What the bare site registers, read once per worker from a site started from the snapshot. */
export async function readBaseline(snapshot: SiteSnapshot): Promise<SiteBaseline> {
  const site = await startSite(snapshot);
  try {
    const { php } = site;
    php.mkdir("/wordpress/wp-content/mu-plugins");
    php.writeFile("/wordpress/wp-content/mu-plugins/0-plugsmith-gate.php", recorderMuPlugin("plugsmith-baseline"));
    const showcase = parseJson<{ cookie: string; shortcodes: string[]; blocks: string[] }>(
      (await runScript(site, showcaseScript({ shortcodes: [], blocks: [] }))) ?? "{}",
      "showcase",
    );
    const pages = php.fileExists(PAGES_FILE) ? parseJson<Record<string, string>>(php.readFileAsText(PAGES_FILE), "admin pages") : {};
    const version = await site.php.run({ code: wordpressVersionScript() });
    return { wordpressVersion: version.text.trim() || WORDPRESS_RELEASE, adminPages: Object.keys(pages), shortcodes: showcase.shortcodes ?? [], blocks: showcase.blocks ?? [] };
  } finally {
    site.dispose();
  }
}
