import type { BlueprintContext } from "../blueprint/blueprint-context";
import { taskTemplate } from "./catalogue";
import { fillTemplate } from "./fill-template";
import type { TaskInstance } from "./task-params";
import { taskMarker } from "./task-params";

/** Where a task's PHP file goes in the plugin folder. */
export function taskPhpPath(taskId: string): string {
  return `includes/${taskId}.php`;
}

/** A task's files for one plugin, filled from its templates: paths relative to the plugin folder. */
export function renderTask(ctx: BlueprintContext, instance: TaskInstance): Record<string, string> {
  const { task } = instance;
  const values = { ctx, params: instance.params, marker: taskMarker(instance) };
  const files: Record<string, string> = {
    [taskPhpPath(task.id)]: fillTemplate(taskTemplate(task.id, `${task.id}.php`), "php", values),
  };
  for (const asset of task.assets ?? []) {
    const language = asset.endsWith(".js") ? "js" : "css";
    files[`assets/${asset}`] = fillTemplate(taskTemplate(task.id, asset), language, values);
  }
  return files;
}
