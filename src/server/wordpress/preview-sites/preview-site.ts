import { activateScript, PAGES_FILE, showcaseScript } from "../runtime/gate-php";
import type { PreparedRuntime } from "../runtime/prepared-runtime";
import { activationFailure, activationFatal, type InstalledPlugin, installPlugin, readActivation, runScript, unmetOnSite } from "../runtime/run-gate";
import { OUTPUT_LIMIT_BYTES } from "../runtime/php-sandbox";
import { parsePluginHeader } from "../plugin-header";
import { unmetRequirementMessage } from "../plugin-requirements";
import { type Site, startSite } from "../runtime/wordpress-site";
import type { CaughtMail } from "../../../shared/schemas/previews";
import { createCookieJar } from "./cookie-jar";
import { type NotActive, NOT_ACTIVE_PATH, notActiveMuPlugin, notActivePage } from "./not-active-page";
import { MAILS_FILE, mailCatcherMuPlugin } from "./preview-php";

// One plugin version running in a WordPress of its own for the live preview (issue #15): started from the
// worker's snapshot at the preview's public address, the plugin installed and activated, a page holding
// its shortcodes and blocks, and every request made as the site's administrator. The cookies WordPress
// sets stay in the preview's own jar on the server (cookie-jar.ts): no Set-Cookie leaves here.

export interface PreviewRequest {
  method: string;
  /** Path and query below the preview's address, starting with '/'. */
  path: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
}

export interface PreviewResponse {
  status: number;
  headers: Record<string, string[]>;
  body: Uint8Array;
}

export interface PreviewPages {
  /** The plugin's first admin page, or the dashboard when it has none; NOT_ACTIVE_PATH when the plugin is not active. */
  adminPath: string;
  /** A page showing its shortcodes and blocks, or else the newest post (content filters show there); NOT_ACTIVE_PATH when the plugin is not active. */
  sitePath: string;
}

export interface PreviewSite extends PreviewPages {
  request(request: PreviewRequest): Promise<PreviewResponse>;
  mails(): CaughtMail[];
  dispose(): void;
}

/** The part of `url` below `siteUrl` ('/…'), or `fallback` when it is not one of the site's addresses. */
function below(url: string | null | undefined, siteUrl: string, fallback: string): string {
  if (!url || !url.startsWith(siteUrl)) return fallback;
  const rest = url.slice(siteUrl.length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** A Cookie header's name/value pairs ('a=1; b=2'), in order; a part without a name is left out. */
function cookiePairs(header: string): Array<[name: string, value: string]> {
  const pairs: Array<[string, string]> = [];
  for (const part of header.split(";")) {
    const equals = part.indexOf("=");
    const name = (equals === -1 ? "" : part.slice(0, equals)).trim();
    if (name) pairs.push([name, part.slice(equals + 1).trim()]);
  }
  return pairs;
}

/** What the preview answers for a page PHP made larger than OUTPUT_LIMIT_BYTES (its bytes past that were dropped). */
function pageTooLarge(): PreviewResponse {
  const text = `This page is larger than a preview may show (${OUTPUT_LIMIT_BYTES / 1024 / 1024} MB): the plugin wrote more than that.`;
  return { status: 502, headers: { "content-type": ["text/plain; charset=utf-8"] }, body: new TextEncoder().encode(text) };
}

/** WordPress started from the worker's snapshot at a preview's address, not yet holding a plugin (a spare). */
export function startPreviewSite(prepared: PreparedRuntime, siteUrl: string): Promise<Site> {
  return startSite(prepared.snapshot, siteUrl);
}

/**
 * Why the plugin is not active in the preview's site, in plain words, or null when it is: a requirement
 * the site's WordPress or PHP does not meet (then it is not activated at all, as WordPress would refuse),
 * or what went wrong when WordPress activated it.
 */
async function activateInPreview(prepared: PreparedRuntime, plugin: InstalledPlugin, site: Site): Promise<NotActive | null> {
  const { wordpressVersion } = prepared.baseline;
  const main = plugin.files[plugin.mainFile];
  const name = parsePluginHeader(typeof main === "string" ? main : new TextDecoder().decode(main ?? new Uint8Array()))?.name ?? plugin.slug;
  const unmet = await unmetOnSite(site, wordpressVersion, plugin);
  if (unmet.length > 0) return { name, reason: unmet.map((requirement) => unmetRequirementMessage(requirement, "the preview")).join(" "), requirement: true, wordpressVersion };
  const activated = readActivation(await runScript(site, activateScript(`${plugin.slug}/${plugin.mainFile}`)));
  const reason = activationFailure(activated, activated === null ? activationFatal(site, plugin.slug) : null);
  return reason ? { name, reason, requirement: false, wordpressVersion } : null;
}

/**
 * Puts `plugin` into `site` (started by startPreviewSite at `siteUrl`) and activates it; the site is the
 * preview's from here. When the plugin is not active, the preview opens on a page saying why.
 */
export async function openPreviewSite(prepared: PreparedRuntime, plugin: InstalledPlugin, siteUrl: string, site: Site): Promise<PreviewSite> {
  try {
    const { php } = site;
    installPlugin(site, plugin);
    php.writeFile("/wordpress/wp-content/mu-plugins/1-plugsmith-mail.php", mailCatcherMuPlugin());
    const notActive = await activateInPreview(prepared, plugin, site);
    if (notActive) php.writeFile("/wordpress/wp-content/mu-plugins/2-plugsmith-not-active.php", notActiveMuPlugin(notActive));
    const showcase = await runScript(site, showcaseScript(prepared.baseline));
    const shown = showcase ? (JSON.parse(showcase) as { page: string | null; post: string | null; cookie: string; shortcodes: string[]; blocks: string[] }) : null;
    const pages = php.fileExists(PAGES_FILE) ? (JSON.parse(php.readFileAsText(PAGES_FILE)) as Record<string, string>) : {};
    const ownPage = Object.entries(pages).find(([slug]) => !prepared.baseline.adminPages.includes(slug))?.[1];
    const showsOwnPage = shown && (shown.shortcodes.length > 0 || shown.blocks.length > 0);
    const adminPath = notActive ? NOT_ACTIVE_PATH : below(ownPage, siteUrl, "/wp-admin/");
    const sitePath = notActive ? NOT_ACTIVE_PATH : below(showsOwnPage ? shown.page : shown?.post, siteUrl, "/");
    const notActiveAnswer = notActive ? new TextEncoder().encode(notActivePage(notActive)) : null;

    const serverCookies = createCookieJar();
    const adminCookies = cookiePairs(shown?.cookie ?? "");

    return {
      adminPath,
      sitePath,
      async request(request) {
        const url = `${siteUrl}${request.path}`;
        if (notActiveAnswer && new URL(url).pathname === new URL(`${siteUrl}${NOT_ACTIVE_PATH}`).pathname) {
          return { status: 200, headers: { "content-type": ["text/html; charset=utf-8"], "cache-control": ["no-store"] }, body: notActiveAnswer };
        }
        const path = new URL(url).pathname;
        // The administrator's cookies first (a sign-out in the preview does not end them), then WordPress's
        // own from the jar, then the browser's (set by the page's scripts on the preview origin) under names
        // the server holds none of. PHP would keep the first of two anyway; WordPress sees each name once.
        const names = new Set(adminCookies.map(([name]) => name));
        const jar = serverCookies.cookiesFor(path).filter(([name]) => !names.has(name));
        for (const [name] of jar) names.add(name);
        const browser = cookiePairs(request.headers.cookie ?? "").filter(([name]) => !names.has(name));
        const sent = [...adminCookies, ...jar, ...browser];
        const response = await site.handler.request({
          method: request.method as "GET",
          url,
          headers: { ...request.headers, cookie: sent.map(([name, value]) => `${name}=${value}`).join("; ") },
          ...(request.body ? { body: request.body } : {}),
        });
        // Set-Cookie stays here: WordPress's cookies live in the jar, never in the viewer's browser.
        const headers: Record<string, string[]> = {};
        for (const [name, values] of Object.entries(response.headers)) {
          if (name.toLowerCase() === "set-cookie") serverCookies.store(values, path);
          else headers[name] = values;
        }
        if (site.answerCut()) return pageTooLarge();
        return { status: response.httpStatusCode, headers, body: response.bytes };
      },
      mails() {
        if (!php.fileExists(MAILS_FILE)) return [];
        return php
          .readFileAsText(MAILS_FILE)
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as CaughtMail);
      },
      dispose: () => site.dispose(),
    };
  } catch (error) {
    site.dispose();
    throw error;
  }
}
