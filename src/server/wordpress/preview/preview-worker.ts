import { randomBytes } from "node:crypto";
import { parentPort, workerData } from "node:worker_threads";
import { prepareRuntime, type PreparedRuntime } from "../runtime/prepared-runtime";
import type { InstalledPlugin } from "../runtime/run-gate";
import type { Site } from "../runtime/wordpress-site";
import { openPreviewSite, type PreviewRequest, type PreviewSite, startPreviewSite } from "./preview-site";

// A preview worker (preview-pool.ts): holds the live preview sites it is told to open, each a plugin
// version in a WordPress of its own, and answers the requests proxied to them. It keeps one WordPress
// started ahead (a spare, at the address of a preview id it chose), so an open only installs the plugin.
if (!parentPort) throw new Error("preview-worker runs as a worker thread");
const port = parentPort;

export type PreviewTask =
  | { id: number; type: "open"; plugin: InstalledPlugin }
  | { id: number; type: "request"; previewId: string; request: PreviewRequest }
  | { id: number; type: "mails"; previewId: string }
  | { id: number; type: "close"; previewId: string };

export interface OpenedSite {
  /** The preview's id (its token): chosen here, with the spare's address. */
  previewId: string;
  adminPath: string;
  sitePath: string;
}

const settings = workerData as { snapshotDir?: string | null; previewBase: string };
/** A new spare waits this long after an open, so it does not slow the pages the browser asks for next. */
const SPARE_DELAY_MS = 1500;

let ready: Promise<PreparedRuntime> | null = null;
const prepare = () => (ready ??= prepareRuntime(settings.snapshotDir ?? null));
const sites = new Map<string, PreviewSite>();
let spare: { previewId: string; site: Promise<Site> } | null = null;
let spareTimer: NodeJS.Timeout | null = null;

function startSpare(): void {
  spareTimer = null;
  if (spare) return;
  const previewId = randomBytes(24).toString("base64url");
  const site = prepare().then((prepared) => startPreviewSite(prepared, settings.previewBase + previewId));
  spare = { previewId, site };
  site.catch(() => {
    if (spare?.previewId === previewId) spare = null;
  });
}

function startSpareSoon(): void {
  if (spareTimer) clearTimeout(spareTimer);
  spareTimer = setTimeout(startSpare, SPARE_DELAY_MS);
  spareTimer.unref();
}

/** The spare when there is one (its start may still be running), otherwise a WordPress started now. */
async function takeSite(prepared: PreparedRuntime): Promise<{ previewId: string; site: Site }> {
  const taken = spare;
  spare = null;
  if (taken) {
    try {
      return { previewId: taken.previewId, site: await taken.site };
    } catch {
      // It could not start: start one as if there had been none.
    }
  }
  const previewId = randomBytes(24).toString("base64url");
  return { previewId, site: await startPreviewSite(prepared, settings.previewBase + previewId) };
}

function site(previewId: string): PreviewSite {
  const found = sites.get(previewId);
  if (!found) throw new Error("preview_gone");
  return found;
}

async function handle(task: PreviewTask): Promise<unknown> {
  switch (task.type) {
    case "open": {
      const prepared = await prepare();
      const { previewId, site: started } = await takeSite(prepared);
      try {
        const opened = await openPreviewSite(prepared, task.plugin, settings.previewBase + previewId, started);
        sites.set(previewId, opened);
        return { previewId, adminPath: opened.adminPath, sitePath: opened.sitePath } satisfies OpenedSite;
      } finally {
        startSpareSoon();
      }
    }
    case "request": {
      const response = await site(task.previewId).request(task.request);
      return response;
    }
    case "mails":
      return site(task.previewId).mails();
    case "close":
      sites.get(task.previewId)?.dispose();
      sites.delete(task.previewId);
      return null;
  }
}

port.on("message", (task: PreviewTask) => {
  handle(task).then(
    (result) => port.postMessage({ id: task.id, result }),
    (error: unknown) => port.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) }),
  );
});

prepare().then(startSpare, () => {});
