import { parentPort, workerData } from "node:worker_threads";
import { adoptPhpModule } from "../runtime/php-module";
import { adoptSnapshotBytes, readSnapshotFile } from "../runtime/shared-snapshot";
import { prepareRuntime, type PreparedRuntime } from "../runtime/prepared-runtime";
import type { InstalledPlugin } from "../runtime/run-gate";
import type { Site } from "../runtime/wordpress-site";
import { openPreviewSite, type PreviewRequest, type PreviewSite, startPreviewSite } from "./preview-site";

// A preview worker (preview-pool.ts): one live preview, a plugin version in a WordPress of its own, in a
// thread of its own (docs/decisions/0051). A plugin stuck in a loop holds this thread alone, and stopping
// it ends this one preview. WordPress starts as soon as the worker does, at the address the pool gave it,
// so a worker started ahead (the pool's spare) only installs the plugin when a preview is opened in it.
if (!parentPort) throw new Error("preview-worker runs as a worker thread");
const port = parentPort;

export type PreviewTask =
  | { id: number; type: "open"; plugin: InstalledPlugin }
  | { id: number; type: "request"; request: PreviewRequest }
  | { id: number; type: "mails" };

export interface OpenedSite {
  /** The preview's id (its token): the pool's choice, in the site's address before the worker started. */
  previewId: string;
  adminPath: string;
  sitePath: string;
}

const settings = workerData as { snapshotDir: string | null; siteUrl: string; phpModule: WebAssembly.Module | null; snapshotBytes: unknown };
adoptPhpModule(settings.phpModule, port);
// The snapshot's bytes another worker of the pool read (shared-snapshot.ts): this one's site reads them too.
adoptSnapshotBytes(settings.snapshotBytes, port);

const started: Promise<{ prepared: PreparedRuntime; site: Site }> = prepareRuntime(settings.snapshotDir, readSnapshotFile).then(async (prepared) => ({
  prepared,
  site: await startPreviewSite(prepared, settings.siteUrl),
}));
started.catch(() => {}); // the open waiting for it reports the failure
let preview: PreviewSite | null = null;

function opened(): PreviewSite {
  if (!preview) throw new Error("preview_gone");
  return preview;
}

async function handle(task: PreviewTask): Promise<unknown> {
  switch (task.type) {
    case "open": {
      if (preview) throw new Error("This worker already holds a preview");
      const { prepared, site } = await started;
      preview = await openPreviewSite(prepared, task.plugin, settings.siteUrl, site);
      return { adminPath: preview.adminPath, sitePath: preview.sitePath } satisfies Omit<OpenedSite, "previewId">;
    }
    case "request":
      return opened().request(task.request);
    case "mails":
      return opened().mails();
  }
}

port.on("message", (task: PreviewTask) => {
  handle(task).then(
    (result) => port.postMessage({ id: task.id, result }),
    (error: unknown) => port.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
