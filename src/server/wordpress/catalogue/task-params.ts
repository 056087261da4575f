import type { ParamSpec, ParamValue, TaskManifest, TaskParams } from "./catalogue-types";

/** A task chosen for a plugin, with its parameters decided. */
export interface TaskInstance {
  task: TaskManifest;
  params: TaskParams;
}

/** Whether `value` is one the parameter accepts: in range, among the options, matching the pattern. */
export function validParam(spec: ParamSpec, value: unknown): value is ParamValue {
  switch (spec.type) {
    case "integer":
      return typeof value === "number" && Number.isSafeInteger(value) && value >= spec.min && value <= spec.max;
    case "choice":
      return typeof value === "string" && spec.options.includes(value);
    case "text":
      return typeof value === "string" && value.length <= spec.maxLength && spec.pattern.test(value);
    case "list":
      return (
        Array.isArray(value) &&
        value.length >= spec.minItems &&
        value.every((item) => typeof item === "string" && spec.options.includes(item)) &&
        new Set(value).size === value.length
      );
  }
}

/** The defaults of every parameter, overridden by what `text` says (values out of range are ignored). */
export function readParams(task: TaskManifest, text: string, base?: TaskParams): Record<string, ParamValue> {
  const params: Record<string, ParamValue> = {};
  for (const spec of task.params) {
    const read = (spec.read as (text: string) => ParamValue | null)(text);
    params[spec.name] = read !== null && validParam(spec, read) ? read : (base?.[spec.name] ?? spec.default);
  }
  return params;
}

/** "roles: subscribers and authors; redirect status: 301 (permanent)". */
export function describeParams(instance: TaskInstance): string {
  return instance.task.params
    .map((spec) => `${spec.label}: ${(spec.describe as (value: ParamValue) => string)(instance.params[spec.name]!)}`)
    .join("; ");
}

export function sameParams(a: TaskParams, b: TaskParams): boolean {
  return JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
}

/** The marker a task's PHP file carries: which task, with which parameters (values URI-encoded). */
export function taskMarker(instance: TaskInstance): string {
  const entries = instance.task.params.map((spec) => {
    const value = instance.params[spec.name]!;
    const text = Array.isArray(value) ? value.join(",") : String(value);
    // Commas are left readable ("editor,subscriber"): the marker's separators are ";" and ")".
    return `${spec.name}: ${encodeURIComponent(text).replace(/%2C/g, ",")}`;
  });
  return `Plugsmith task: ${instance.task.id}${entries.length ? ` (${entries.join("; ")})` : ""}`;
}

/** Reads a marker back: the task id and its parameters, or null when a value is missing or not valid. */
export function readTaskMarker(source: string, lookup: (id: string) => TaskManifest | null): TaskInstance | null {
  const match = /Plugsmith task: ([a-z0-9-]+)(?: \(([^)\n]*)\))?/.exec(source);
  if (!match) return null;
  const task = lookup(match[1]!);
  if (!task) return null;
  const raw: Record<string, string> = {};
  for (const pair of (match[2] ?? "").split(";")) {
    const colon = pair.indexOf(":");
    if (colon > 0) raw[pair.slice(0, colon).trim()] = pair.slice(colon + 1).trim();
  }
  const params: Record<string, ParamValue> = {};
  for (const spec of task.params) {
    const text = raw[spec.name];
    if (text === undefined) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      return null;
    }
    const value: ParamValue = spec.type === "integer" ? Number(decoded) : spec.type === "list" ? (decoded ? decoded.split(",") : []) : decoded;
    if (!validParam(spec, value)) return null;
    params[spec.name] = value;
  }
  return { task, params };
}
