import type { ReplyLanguage } from "../../lib/messages";
import type { ParamValue, TaskManifest } from "./catalogue-types";
import { SWEDISH_TASKS } from "./task-wording-sv";
import type { TaskInstance } from "./task-params";
import type { TaskWording } from "./task-wording-types";

export type { SwedishTask, TaskWording } from "./task-wording-types";

// What a catalogue task says in a reply (issue #34 item 13), in the person's language: its title, its feature and
// usage lines, and its settings in words. English is the manifest's own; each task's Swedish is the record beside
// it (<task>/sv.ts). The plugin's files (header, readme) stay English whatever the reply's language.

function englishWording(task: TaskManifest): TaskWording {
  return {
    title: task.title,
    features: (params) => task.features(params),
    usage: (params) => task.usage(params),
    params: Object.fromEntries(task.params.map((spec) => [spec.name, { label: spec.label, describe: spec.describe as (value: ParamValue) => string }])),
  };
}

/** The task's words in `language`; English when the task has no Swedish record (a test requires every task to have one). */
export function taskWording(task: TaskManifest, language: ReplyLanguage): TaskWording {
  const swedish = language === "sv" ? SWEDISH_TASKS[task.id] : undefined;
  if (!swedish) return englishWording(task);
  const english = englishWording(task);
  return {
    title: swedish.title,
    features: swedish.features,
    usage: swedish.usage,
    params: Object.fromEntries(Object.entries(english.params).map(([name, spec]) => [name, swedish.params?.[name] ?? spec])),
  };
}

/** "roles: subscribers and authors; redirect status: 301 (permanent)", in `language`. */
export function describeParamsIn(instance: TaskInstance, language: ReplyLanguage): string {
  const wording = taskWording(instance.task, language);
  return instance.task.params.map((spec) => `${wording.params[spec.name]!.label}: ${wording.params[spec.name]!.describe(instance.params[spec.name]!)}`).join("; ");
}
