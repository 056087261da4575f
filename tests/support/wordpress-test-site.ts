import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkPluginFiles } from "../../src/server/modules/plugins/checks/version-checks";
import { generateBlueprint } from "../../src/server/wordpress/blueprint/generate-blueprint";
import { pluginFolder } from "../../src/server/wordpress/plugin-zip";
import { mailCatcherMuPlugin, MAILS_FILE } from "../../src/server/wordpress/preview-sites/preview-php";
import { activateScript, GATE_LOG, phpString, showcaseScript } from "../../src/server/wordpress/runtime/gate-php";
import { prepareRuntime, type PreparedRuntime } from "../../src/server/wordpress/runtime/prepared-runtime";
import { type GateReport, type InstalledPlugin, installPlugin, runGate, runScript } from "../../src/server/wordpress/runtime/run-gate";
import { startSite } from "../../src/server/wordpress/runtime/wordpress-site";
import type { CaughtMail } from "../../src/shared/schemas/previews";
import type { GeneratedReply } from "../../src/server/modules/generation/protocol/reply";
import type { TemplateId } from "../../src/shared/starter-templates";

// A real WordPress for behaviour tests of generated plugins (the starter templates, issue #16): the
// runtime's snapshot started in this process, the plugin installed and activated, requests made as a
// visitor or as the administrator, PHP run inside WordPress, mail caught. No database, no worker.

/** One snapshot for every test file of a run (the first file installs WordPress and saves it). */
const SNAPSHOT_DIR = join(tmpdir(), "plugsmith-test-wordpress");
let prepared: Promise<PreparedRuntime> | null = null;
const runtime = () => (prepared ??= prepareRuntime(SNAPSHOT_DIR));

export const TEST_SITE_URL = "http://plugsmith-check.local";

/** What the offline generator answers to `message` as a first turn (or a follow-up on `files`). */
export function generateReply(message: string, files: Record<string, string> = {}, pluginName = "New WordPress Plugin"): GeneratedReply {
  return generateBlueprint({ pluginName, files, history: [], message, images: [], viewMode: "backend", author: "Tester" });
}

/** The first turn that builds starter template `templateId` (as its card on the builder does), named from `message`. */
export function templateReply(templateId: TemplateId, message: string): GeneratedReply {
  return generateBlueprint({ pluginName: "New WordPress Plugin", files: {}, history: [], message, images: [], viewMode: "backend", author: "Tester", templateId });
}

/** A reply's files as WordPress installs them (one plugin folder). */
export function installable(files: Record<string, string>): InstalledPlugin {
  const folder = pluginFolder(files, "New WordPress Plugin");
  return { slug: folder.slug, mainFile: folder.mainFile!, files: Object.fromEntries(folder.entries.map((entry) => [entry.path, entry.data])) };
}

/** The quality gate on a plugin: the review of its files and the runtime check in WordPress (activate, pages, deactivate, uninstall). */
export async function qualityGate(files: Record<string, string>): Promise<{ review: ReturnType<typeof checkPluginFiles>; runtime: GateReport }> {
  const { snapshot, baseline } = await runtime();
  return { review: checkPluginFiles(files), runtime: await runGate(snapshot, baseline, installable(files)) };
}

export interface TestResponse {
  status: number;
  headers: Record<string, string[]>;
  text: string;
  /** The first value of a header (lower-case name). */
  header(name: string): string | undefined;
}

export interface RequestOptions {
  method?: "GET" | "POST";
  /** Form fields (sent as application/x-www-form-urlencoded) or a raw body with its own content-type header. */
  form?: Record<string, string | string[]>;
  body?: string;
  headers?: Record<string, string>;
  /** "admin" sends the administrator's cookies; "visitor" (the default) none besides `cookie`. */
  as?: "admin" | "visitor";
  cookie?: string;
}

export interface TestSite {
  plugin: InstalledPlugin;
  /** A request to the site, path and query ('/?p=1', '/wp-admin/admin.php?page=x'); redirects are not followed. */
  request(path: string, options?: RequestOptions): Promise<TestResponse>;
  /** Runs PHP inside WordPress (wp-load.php loaded, the administrator, user 1, signed in); returns what it echoed. */
  php(code: string): Promise<string>;
  /** The published page holding the plugin's shortcodes and blocks ('/?page_id=…'), or null when it has none. */
  showcasePath: string | null;
  /** The mail the plugin sent so far. */
  mails(): CaughtMail[];
  /** PHP errors, warnings, notices and deprecations WordPress reported about the plugin's files so far. */
  phpErrors(): Array<{ type: number; message: string; file: string; line: number }>;
  dispose(): void;
}

function encodeForm(form: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (Array.isArray(value)) for (const one of value) params.append(key, one);
    else params.append(key, value);
  }
  return params.toString();
}

/** A fresh WordPress with `plugin` installed and activated (throws with WordPress's reason when activation fails). */
export async function openTestSite(plugin: InstalledPlugin): Promise<TestSite> {
  const { snapshot, baseline } = await runtime();
  const site = await startSite(snapshot, TEST_SITE_URL);
  const { php } = site;
  try {
    installPlugin(site, plugin);
    php.writeFile("/wordpress/wp-content/mu-plugins/1-plugsmith-mail.php", mailCatcherMuPlugin());
    const activation = await runScript(site, activateScript(`${plugin.slug}/${plugin.mainFile}`));
    const activated = activation ? (JSON.parse(activation) as { error: string | null; active: boolean }) : null;
    if (!activated?.active) throw new Error(`WordPress did not activate ${plugin.slug}: ${activated?.error ?? "PHP stopped"}`);
    const shown = JSON.parse((await runScript(site, showcaseScript(baseline))) ?? "{}") as { page?: string | null; cookie?: string; shortcodes?: string[]; blocks?: string[] };
    const adminCookie = shown.cookie ?? "";
    const showcasePath = shown.page && ((shown.shortcodes?.length ?? 0) > 0 || (shown.blocks?.length ?? 0) > 0) ? shown.page.slice(TEST_SITE_URL.length) || "/" : null;

    return {
      plugin,
      showcasePath,
      async request(path, options = {}) {
        const headers: Record<string, string> = { ...options.headers };
        const cookie = [options.as === "admin" ? adminCookie : "", options.cookie ?? ""].filter(Boolean).join("; ");
        if (cookie) headers.cookie = cookie;
        let body: string | undefined = options.body;
        if (options.form) {
          body = encodeForm(options.form);
          headers["content-type"] = "application/x-www-form-urlencoded";
        }
        const method = options.method ?? (body === undefined ? "GET" : "POST");
        const response = await site.handler.request({ method, url: `${TEST_SITE_URL}${path}`, headers, ...(body === undefined ? {} : { body }) });
        const lower = Object.fromEntries(Object.entries(response.headers).map(([key, value]) => [key.toLowerCase(), value]));
        return { status: response.httpStatusCode, headers: lower, text: response.text, header: (name) => lower[name.toLowerCase()]?.[0] };
      },
      async php(code) {
        const response = await php.run({
          code: `<?php\n$_SERVER['REQUEST_URI'] = '/';\nrequire '/wordpress/wp-load.php';\nwp_set_current_user( 1 );\n?>${code.startsWith("<?php") ? code : `<?php\n${code}`}`,
        });
        if (response.exitCode !== 0) throw new Error(`PHP stopped (exit ${response.exitCode}): ${response.errors || response.text}`);
        return response.text;
      },
      mails() {
        if (!php.fileExists(MAILS_FILE)) return [];
        return php.readFileAsText(MAILS_FILE).split("\n").filter(Boolean).map((line) => JSON.parse(line) as CaughtMail);
      },
      phpErrors() {
        if (!php.fileExists(GATE_LOG)) return [];
        return php
          .readFileAsText(GATE_LOG)
          .split("\n")
          .filter(Boolean)
          .flatMap((line) => (JSON.parse(line) as { errors: Array<{ type: number; message: string; file: string; line: number }> }).errors);
      },
      dispose: () => site.dispose(),
    };
  } catch (error) {
    site.dispose();
    throw error;
  }
}

/** PHP's single-quoted string literal of `text`, for tests that build PHP code. */
export const php = phpString;
