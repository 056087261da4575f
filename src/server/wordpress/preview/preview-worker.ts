import { parentPort, workerData } from "node:worker_threads";
import { prepareRuntime, type PreparedRuntime } from "../runtime/prepared-runtime";
import type { InstalledPlugin } from "../runtime/run-gate";
import { openPreviewSite, type PreviewRequest, type PreviewSite } from "./preview-site";

// A preview worker (preview-pool.ts): holds the live preview sites it is told to open, each a plugin
// version in a WordPress of its own, and answers the requests proxied to them.
if (!parentPort) throw new Error("preview-worker runs as a worker thread");
const port = parentPort;

export type PreviewTask =
  | { id: number; type: "open"; previewId: string; plugin: InstalledPlugin; siteUrl: string }
  | { id: number; type: "request"; previewId: string; request: PreviewRequest }
  | { id: number; type: "mails"; previewId: string }
  | { id: number; type: "close"; previewId: string };

const snapshotDir = (workerData as { snapshotDir?: string | null } | null)?.snapshotDir ?? null;
let ready: Promise<PreparedRuntime> | null = null;
const prepare = () => (ready ??= prepareRuntime(snapshotDir));
const sites = new Map<string, PreviewSite>();

function site(previewId: string): PreviewSite {
  const found = sites.get(previewId);
  if (!found) throw new Error("preview_gone");
  return found;
}

async function handle(task: PreviewTask): Promise<unknown> {
  switch (task.type) {
    case "open": {
      const opened = await openPreviewSite(await prepare(), task.plugin, task.siteUrl);
      sites.get(task.previewId)?.dispose();
      sites.set(task.previewId, opened);
      return { adminPath: opened.adminPath, sitePath: opened.sitePath };
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

prepare().catch(() => {});
