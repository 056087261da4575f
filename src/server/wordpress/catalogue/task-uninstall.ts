import type { BlueprintContext } from "../blueprint/blueprint-context";
import { renderUninstall } from "../blueprint/uninstall-file";
import { fillTemplate } from "./fill-template";
import type { TaskInstance } from "./task-params";

/** An option a task stores, as its manifest writes it: the plugin's prefix, then its own name. */
const OPTION = /^__PREFIX__[a-z0-9_]+$/;

/** uninstall.php deleting the options the tasks store (TaskManifest.options), or null when they store none. */
export function taskUninstall(ctx: BlueprintContext, tasks: readonly TaskInstance[]): string | null {
  const options = [...new Set(tasks.flatMap((instance) => instance.task.options ?? []))];
  if (!options.length) return null;
  const statements = options.map((option) => {
    if (!OPTION.test(option)) throw new Error(`Not an option name a task may store: ${option}`);
    return fillTemplate(`delete_option( '${option}' );`, "php", { ctx, params: {} });
  });
  return renderUninstall(ctx, statements);
}
