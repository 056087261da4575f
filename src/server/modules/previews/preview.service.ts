import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pluginVersions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { KeyedTurns } from "../../lib/keyed-turns";
import type { Logger } from "../../lib/logger";
import type { RateLimiter } from "../../lib/rate-limiter";
import { pluginFolder } from "../../wordpress/plugin-zip";
import { PreviewGoneError, type PreviewPool } from "../../wordpress/preview-sites/preview-pool";
import type { CaughtMail, OpenedPreview } from "../../../shared/schemas/previews";
import type { PreviewRequest } from "../../wordpress/preview-sites/preview-site";
import { readWordPressAsset } from "../../wordpress/preview-sites/wordpress-assets";
import { loadFiles } from "../plugins/files/file-store";
import { versionPruned } from "../plugins/files/plugin-storage";
import { assertOwnsPlugin, getOwnedPlugin } from "../plugins/plugins.service";
import type { PreviewSessions } from "./preview-sessions";

// The live preview (issue #15): a plugin version running in a real WordPress, served from the preview
// origin at /preview/{token}/… (preview-app.ts). Opening one is the owner's; the token alone then
// grants the throw-away site, so it is long, random, bound to one person and version, and expires.

export interface PreviewDeps {
  db: Database;
  /** null when WP_RUNTIME=off or the preview port is 0: the builder shows the mock preview. */
  pool: PreviewPool | null;
  sessions: PreviewSessions;
  /** Previews opened per person (PREVIEW_LIMITS.opensPerMinute). */
  opens: RateLimiter;
  /** Each person's opens, one at a time (PREVIEW_LIMITS.opensWaiting): see openPreview. */
  openings: KeyedTurns;
  /** Requests per preview token (PREVIEW_LIMITS.requestsPerMinute). */
  requests: RateLimiter;
  /** The preview origin, e.g. http://127.0.0.1:3001. */
  origin: string;
  logger: Logger;
}

export const PREVIEW_MESSAGES = {
  off: "The live WordPress preview is turned off on this server.",
  failed: "WordPress could not start this version for the preview.",
  limit: "You have opened many previews in the last minute. Please wait a moment.",
  busy: "Every live preview on this server is in use right now. Try again in a few minutes, or use the mock preview.",
} as const;

const baseOf = (deps: PreviewDeps, token: string) => `${deps.origin}/preview/${token}`;

function answer(deps: PreviewDeps, session: { token: string; adminPath: string; sitePath: string; versionNumber: number }): OpenedPreview {
  const base = baseOf(deps, session.token);
  return { adminUrl: base + session.adminPath, siteUrl: base + session.sitePath, versionNumber: session.versionNumber };
}

/**
 * Opens (or reuses) the person's preview of one version of their plugin. A person's opens run one at a
 * time, in the order they came: the builder asks again when it is shown or refocused, and two opens of the
 * same version at once each started a WordPress, the slower one then closing the preview the page already
 * showed. In turn, the second finds the first's preview and answers its address.
 */
export async function openPreview(deps: PreviewDeps, userId: string, pluginId: string, versionNumber: number): Promise<OpenedPreview> {
  const turn = deps.openings.run(userId, () => openInTurn(deps, userId, pluginId, versionNumber));
  if (!turn) throw new AppError("rate_limited", PREVIEW_MESSAGES.limit);
  return turn;
}

async function openInTurn(deps: PreviewDeps, userId: string, pluginId: string, versionNumber: number): Promise<OpenedPreview> {
  const plugin = await getOwnedPlugin(deps.db, userId, pluginId);
  const [row] = await deps.db
    .select({ fileHashes: pluginVersions.fileHashes, pruned: pluginVersions.pruned })
    .from(pluginVersions)
    .where(and(eq(pluginVersions.pluginId, pluginId), eq(pluginVersions.versionNumber, versionNumber)));
  if (!row) throw new AppError("not_found", `Version ${versionNumber} not found`);
  // Its files were removed past the history depth (plugin-storage.ts): nothing to run.
  if (row.pruned) throw versionPruned(versionNumber);
  if (!deps.pool) throw new AppError("preview_unavailable", PREVIEW_MESSAGES.off);

  const current = deps.sessions.forUser(userId);
  if (current && current.pluginId === pluginId && current.versionNumber === versionNumber) {
    if (deps.sessions.use(current.token)) return answer(deps, current);
    // Gone idle: use() dropped the session, its site is closed here (add() below no longer sees it).
    await deps.pool.close(current.token);
  }
  const folder = pluginFolder(await loadFiles(deps.db, pluginId, row.fileHashes), plugin.name);
  if (!folder.mainFile) throw new AppError("no_main_file", PREVIEW_MESSAGES.failed);
  // A place first (docs/decisions/0051): a preview in use is never closed for a newcomer, who is told the
  // previews are busy instead; that refusal does not count against the person's opens a minute.
  const claim = deps.sessions.claim(userId);
  for (const out of claim.closed) await deps.pool.close(out.token);
  if (!claim.granted) throw new AppError("previews_busy", PREVIEW_MESSAGES.busy);
  if (!deps.opens.hit(userId).allowed) {
    deps.sessions.release();
    throw new AppError("rate_limited", PREVIEW_MESSAGES.limit);
  }
  let opened;
  try {
    // The token is the pool's: a WordPress was started at that address ahead of time (preview-pool.ts).
    opened = await deps.pool.open({ slug: folder.slug, mainFile: folder.mainFile, files: Object.fromEntries(folder.entries.map((e) => [e.path, e.data])) });
  } catch (error) {
    deps.sessions.release();
    deps.logger.warn({ pluginId, versionNumber, err: error instanceof Error ? error.message : String(error) }, "preview could not open");
    throw new AppError("preview_failed", PREVIEW_MESSAGES.failed);
  }
  const session = { token: opened.previewId, userId, pluginId, versionNumber, adminPath: opened.adminPath, sitePath: opened.sitePath };
  for (const out of deps.sessions.add(session)) await deps.pool.close(out.token);
  return answer(deps, session);
}

/**
 * The person left the builder showing this version (decision 0080): their preview keeps working, but gives its
 * place to the next newcomer instead of holding it for the minutes it counts as in use. Only the caller's own
 * preview is touched, and nothing is read from the database.
 */
export function leavePreview(deps: PreviewDeps, userId: string, pluginId: string, versionNumber: number): void {
  deps.sessions.setAside(userId, pluginId, versionNumber);
}

/** The mail the plugin sent in the person's open preview of this version (none when it is not open). */
export async function previewMails(deps: PreviewDeps, userId: string, pluginId: string, versionNumber: number): Promise<CaughtMail[]> {
  await assertOwnsPlugin(deps.db, userId, pluginId);
  const session = deps.sessions.forUser(userId);
  if (!deps.pool || !session || session.pluginId !== pluginId || session.versionNumber !== versionNumber) return [];
  try {
    return await deps.pool.mails(session.token);
  } catch (error) {
    if (error instanceof PreviewGoneError) return [];
    throw error;
  }
}

/** Cookies that are Plugsmith's own never reach WordPress (were the preview ever on an origin that shares them). */
const OWN_COOKIE = /^(__Secure-|__Host-)?better-auth\./;

/** A request to a preview as the preview origin received it: its body is read only once the token is known to be live. */
export interface ProxiedRequest extends Omit<PreviewRequest, "body"> {
  /** Reads the body within its limit (throws 413 past it); null for a request without one. */
  body: () => Promise<Uint8Array | null>;
}

/**
 * One request into a preview: what its WordPress answered, or null when the token is not (or no longer) a
 * preview. Nothing of the body is read before the token is checked and the preview's request rate allows it.
 */
export async function proxyPreview(deps: PreviewDeps, token: string, request: ProxiedRequest): Promise<{ status: number; headers: Record<string, string[]>; body: Uint8Array } | null> {
  if (!deps.pool) return null;
  const session = deps.sessions.use(token);
  if (!session) {
    await deps.pool.close(token);
    return null;
  }
  // WordPress's own CSS, scripts and fonts come from disk, without a trip through PHP (wordpress-assets.ts).
  if (request.method === "GET" || request.method === "HEAD") {
    const asset = await readWordPressAsset(request.path.split("?")[0]!);
    if (asset) return { status: 200, headers: { "content-type": [asset.type], "cache-control": ["public, max-age=86400"] }, body: asset.body };
  }
  if (!deps.requests.hit(token).allowed) throw new AppError("rate_limited", "Too many requests in this preview. Please wait a moment.");
  const cookie = (request.headers.cookie ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !OWN_COOKIE.test(part.split("=")[0]!))
    .join("; ");
  const body = await request.body();
  try {
    return await deps.pool.request(token, { ...request, headers: { ...request.headers, cookie }, body });
  } catch (error) {
    if (!(error instanceof PreviewGoneError)) throw error;
    deps.sessions.remove(token);
    return null;
  }
}
