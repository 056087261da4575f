import type { BlueprintContext } from "../blueprint/blueprint-context";
import { renderUninstall } from "../blueprint/uninstall-file";
import type { TaskInstance } from "./task-params";

/** A stored name as the task's PHP writes it ("__PREFIX__dashboard_notes"), with the plugin's prefix. */
const NAME = /^(?:__PREFIX__)?[a-z0-9_]{1,100}$/;

/**
 * uninstall.php for a plugin's tasks: deletes the options and user meta their manifests list, or null when
 * they store nothing.
 */
export function renderTaskUninstall(ctx: BlueprintContext, tasks: readonly TaskInstance[]): string | null {
  const stored = (name: string) => {
    if (!NAME.test(name)) throw new Error(`Not a stored name: ${name}`);
    return name.replace("__PREFIX__", ctx.prefix);
  };
  return renderUninstall(ctx, {
    options: tasks.flatMap(({ task }) => (task.options ?? []).map(stored)),
    userMeta: tasks.flatMap(({ task }) => (task.userMeta ?? []).map(stored)),
  });
}
