import type { Database } from "../../../db/client";
import { EmptyPluginError, pluginFolder } from "../../../wordpress/plugin-zip";
import type { RuntimePool } from "../../../wordpress/runtime/runtime-pool";
import { timeoutPenalty } from "./version-check-queue.service";
import { installedPlugin } from "./version-runtime-check.service";

/**
 * Starts the WordPress check of the files a turn is about to save, before their version exists (issue #35
 * item 3, decision 0088): the version's job then takes its report (runtime/early-checks.ts), so a turn that
 * waits for its check waits less. Never for a person with a recent time-out, whose checks the fair queue
 * slows down (version-check-queue.service.ts), and only when the runtime has no check waiting. True when
 * it started.
 */
export async function checkTurnFilesEarly(
  deps: { db: Database; runtime: RuntimePool },
  userId: string,
  files: Record<string, string>,
  pluginName: string,
): Promise<boolean> {
  let folder;
  try {
    folder = pluginFolder(files, pluginName);
  } catch (error) {
    if (error instanceof EmptyPluginError) return false;
    throw error;
  }
  if (!folder.mainFile) return false;
  if ((await timeoutPenalty(deps.db, userId)).timeouts > 0) return false;
  return deps.runtime.checkEarly(installedPlugin({ ...folder, mainFile: folder.mainFile }));
}
