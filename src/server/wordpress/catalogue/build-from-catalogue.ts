import type { QuickAction } from "../../../shared/schemas/plugins";
import type { GeneratedReply, GenerationInput } from "../../modules/generation/protocol/reply";
import type { BlueprintContext } from "../blueprint/blueprint-context";
import { makeContext } from "../blueprint/blueprint-context";
import { joinWords, type ReplyLanguage, replyLanguage, speaker } from "../../lib/messages";
import { givenName } from "../blueprint/derive-name";
import { bumpPatch, renderMainFile, setHeaderField, updateMainFile } from "../blueprint/main-file";
import { commentText } from "../blueprint/php-source";
import { adminPreview, escapeHtml, sitePreview } from "../blueprint/preview-html";
import type { PluginState } from "../blueprint/read-plugin-state";
import { readPluginState } from "../blueprint/read-plugin-state";
import { readChangelog, README_MARKER, renderReadme, updateForeignReadme } from "../blueprint/readme-txt";
import { UNINSTALL_MARKER } from "../blueprint/uninstall-file";
import type { PluginFileMap } from "../plugin-files";
import { CATALOGUE, catalogueTask } from "./catalogue";
import type { ParamSpec, ParamValue, TaskManifest, TaskParams } from "./catalogue-types";
import { matchRequest } from "./match-tasks";
import { renderTask, taskPhpPath } from "./render-task";
import { renderTaskUninstall } from "./task-uninstall";
import type { TaskInstance } from "./task-params";
import { describeParams, readParams, readTaskMarker, sameParams, validParam } from "./task-params";
import { CATALOGUE_REPLY } from "./catalogue-reply.messages";
import { describeParamsIn, taskWording } from "./task-wording";

export const FIRST_VERSION = "1.0.0";
const DEFAULT_AUTHOR = "Anonymous";
const MAX_NAME_CHARS = 80;

export const CATALOGUE_NOTE = CATALOGUE_REPLY.en.note;

/** The reply's sentences in the turn's language (issue #34 item 13); the plugin's files stay English. */
const replyWords = (input: GenerationInput) => {
  const language = replyLanguage(input.language);
  return { language, t: speaker(CATALOGUE_REPLY, language) };
};
type Words = ReturnType<typeof replyWords>;

/** A plugin this generator built from the catalogue: its main file, names, and the tasks in it. */
export interface CataloguePlugin {
  state: PluginState;
  tasks: TaskInstance[];
}

/** The catalogue tasks of a plugin (their PHP files carry task markers), or null when it has none. */
export function readCataloguePlugin(files: PluginFileMap): CataloguePlugin | null {
  const state = readPluginState(files);
  if (!state) return null;
  const tasks: TaskInstance[] = [];
  for (const task of CATALOGUE) {
    const source = files[`${state.base}${taskPhpPath(task.id)}`];
    const instance = source === undefined ? null : readTaskMarker(source.slice(0, 2000), catalogueTask);
    if (instance && instance.task.id === task.id) tasks.push(instance);
  }
  return tasks.length ? { state, tasks } : null;
}

/**
 * A first turn built from the catalogue: every task the request names, in one plugin named for what it does,
 * and a reply that says what was built and, first, what in the request was not. Null when the request names
 * no catalogue task, or (`whole`: a starter template answers it) asks for more than its tasks.
 */
export function createFromCatalogue(input: GenerationInput, request: string, options: { whole?: boolean } = {}): GeneratedReply | null {
  const match = matchRequest(request);
  if (options.whole && match.unmatched.length) return null;
  const tasks: TaskInstance[] = [];
  for (const clause of match.clauses) {
    for (const task of clause.tasks) {
      if (!tasks.some((instance) => instance.task.id === task.id)) tasks.push({ task, params: readParams(task, clause.text) });
    }
  }
  if (!tasks.length) return null;
  tasks.sort((a, b) => CATALOGUE.indexOf(a.task) - CATALOGUE.indexOf(b.task));

  const name = givenName(input.pluginName) ?? pluginNameFor(tasks);
  const ctx = makeContext({ name });
  const base = `${ctx.slug}/`;
  const mainPath = `${base}${ctx.slug}.php`;
  const author = commentText(input.author) || DEFAULT_AUTHOR;
  const description = describeTasks(tasks);

  const files: Record<string, string> = {};
  files[mainPath] = renderMainFile(ctx, { name, description, version: FIRST_VERSION, author }, loaderPlan(FIRST_VERSION, tasks));
  for (const instance of tasks) {
    for (const [path, content] of Object.entries(renderTask(ctx, instance))) files[`${base}${path}`] = content;
  }
  const words = replyWords(input);
  const { t } = words;
  const said = featuresIn(tasks, words.language);
  files[`${base}readme.txt`] = readme(ctx, author, FIRST_VERSION, tasks, ["First version."]);
  const uninstall = renderTaskUninstall(ctx, tasks);
  if (uninstall) files[`${base}uninstall.php`] = uninstall;

  const built = joinWords(tasks.map((instance) => taskWording(instance.task, words.language).title), words.language);
  const opening = t("built", { name, version: FIRST_VERSION, path: mainPath, tasks: built, notBuilt: couldNot(match.unmatched, words) });
  return {
    files,
    deleted: [],
    explanation: [opening, bullets(said), usageText(tasks, words), settingsText(tasks, words), t("note")].filter(Boolean).join("\n\n"),
    features: said,
    quickActions: quickActions(tasks, words.language),
    previews: previews(name, description, tasks, words),
  };
}

/** The titles of the catalogue tasks a request names ("Disable XML-RPC"), in `language`. */
export function catalogueTitlesIn(request: string, language: ReplyLanguage = "en"): string[] {
  return [...new Set(matchRequest(request).clauses.flatMap((clause) => clause.tasks.map((task) => taskWording(task, language).title)))];
}

/**
 * A follow-up on a catalogue plugin: tasks it names are added, tasks it points at get the parameters it gives
 * ("limit revisions to 5 instead", "also hide it for editors"). When nothing changes, no file is written and
 * the reply says why (the turn is declined, free).
 */
export function continueFromCatalogue(input: GenerationInput, request: string, plugin: CataloguePlugin): GeneratedReply {
  const { state } = plugin;
  const { ctx, base } = state;
  const words = replyWords(input);
  const { t, language } = words;
  const titleOf = (task: TaskManifest) => taskWording(task, language).title;
  const match = matchRequest(request);
  const current = new Map(plugin.tasks.map((instance) => [instance.task.id, instance]));
  const next = new Map(current);
  const added: TaskInstance[] = [];
  const changed: Array<{ before: TaskInstance; after: TaskInstance }> = [];
  const unchanged: TaskInstance[] = [];
  const unmatched: string[] = [];
  const refused: string[] = [];

  const apply = (task: TaskManifest, text: string) => {
    const before = next.get(task.id);
    if (!before) {
      const instance = { task, params: readParams(task, text) };
      next.set(task.id, instance);
      added.push(instance);
      return;
    }
    const update = updateParams(task, text, before.params);
    refused.push(...update.refused.map((name) => t("refused", { title: titleOf(task), label: taskWording(task, language).params[name]!.label })));
    const after = { task, params: update.params };
    if (sameParams(after.params, before.params)) {
      if (!unchanged.includes(before) && !update.refused.length) unchanged.push(before);
      return;
    }
    next.set(task.id, after);
    const earlier = changed.find((change) => change.before.task.id === task.id);
    if (earlier) earlier.after = after;
    else changed.push({ before, after });
  };

  for (const clause of match.clauses) for (const task of clause.tasks) apply(task, clause.text);
  for (const text of match.unmatched) {
    // "also hide it for editors": a task of the plugin its words point at, with a value for one of its parameters.
    const pointed = [...next.values()].filter(
      (instance) => instance.task.followUpHints.some((hint) => hint.test(text)) && instance.task.params.some((spec) => spec.read(text) !== null),
    );
    if (pointed.length === 1) apply(pointed[0]!.task, text);
    else unmatched.push(text);
  }

  const all = CATALOGUE.flatMap((task) => (next.has(task.id) ? [next.get(task.id)!] : []));
  if (!added.length && !changed.length) {
    const reasons = [
      ...refused,
      ...unchanged.map((instance) => t("unchanged", { title: titleOf(instance.task), settings: describeParamsIn(instance, language) || t("noSettings") })),
      ...(unmatched.length ? [t("couldNotMake", { list: joinWords(unmatched.map((text) => `"${text}"`), language) })] : []),
    ];
    const addable = joinWords(
      CATALOGUE.filter((task) => !next.has(task.id)).map((task) => titleOf(task).charAt(0).toLowerCase() + titleOf(task).slice(1)),
      language,
    );
    return {
      files: {},
      deleted: [],
      explanation: [
        t("nothingChanged", { name: ctx.name }),
        reasons.length ? reasons.join(" ") : t("notRecognised"),
        settingsText(all, words),
        addable ? t("canAdd", { list: addable }) : t("canAddNothing"),
        t("note"),
      ]
        .filter(Boolean)
        .join("\n\n"),
      features: featuresIn(all, language),
      quickActions: quickActions(all, language),
      previews: previews(ctx.name, describeTasks(all), all, words),
    };
  }

  const version = bumpPatch(state.header.version);
  const files: Record<string, string> = {};
  for (const instance of [...added, ...changed.map((change) => change.after)]) {
    for (const [path, content] of Object.entries(renderTask(ctx, instance))) files[`${base}${path}`] = content;
  }
  const description = describeTasks(all);
  let main = updateMainFile(input.files[state.mainPath] ?? "", ctx, loaderPlan(version, all), state.managed ? { description } : {});
  // A name the generator gave for what the plugin did ("… for Subscribers") follows what it does now; a name
  // the person chose stays. The folder and the code prefix never change.
  const renamed = pluginNameFor(all);
  if (state.header.name === pluginNameFor(plugin.tasks) && renamed !== state.header.name) main = setHeaderField(main, "Plugin Name", renamed);
  files[state.mainPath] = main;
  // uninstall.php follows the tasks' stored data, unless someone wrote their own.
  const uninstall = renderTaskUninstall(ctx, all);
  const currentUninstall = input.files[`${base}uninstall.php`];
  if (uninstall && uninstall !== currentUninstall && (currentUninstall === undefined || currentUninstall.includes(UNINSTALL_MARKER))) files[`${base}uninstall.php`] = uninstall;

  const changes = [
    ...added.map((instance) => `Added ${instance.task.title}${instance.task.params.length ? ` (${describeParams(instance)})` : ""}.`),
    ...changed.map(({ before, after }) => `Changed ${after.task.title}: ${changedParams(before, after, { language: "en", t: speaker(CATALOGUE_REPLY, "en") })}.`),
  ];
  const readmePath = `${base}readme.txt`;
  const currentReadme = input.files[readmePath];
  const author = commentText(state.header.author) || commentText(input.author) || DEFAULT_AUTHOR;
  if (currentReadme === undefined || currentReadme.includes(README_MARKER)) {
    files[readmePath] = readme(ctx, author, version, all, changes, currentReadme === undefined ? undefined : readChangelog(currentReadme));
  } else {
    files[readmePath] = updateForeignReadme(currentReadme, version, changes);
  }

  // The readme's changelog (above) stays English, like the plugin's other files; the reply says it in the person's language.
  const said = [
    ...added.map((instance) => t("added", { title: titleOf(instance.task), settings: instance.task.params.length ? ` (${describeParamsIn(instance, language)})` : "" })),
    ...changed.map(({ before, after }) => t("changed", { title: titleOf(after.task), changes: changedParams(before, after, words) })),
  ];
  const opening = t("changedPlugin", { name: ctx.name, version, changes: said.join("; "), notBuilt: couldNot(unmatched, words) });
  return {
    files,
    deleted: [],
    explanation: [
      opening,
      bullets(featuresIn([...added, ...changed.map((change) => change.after)], language)),
      settingsText(all, words),
      t("filesWritten", { files: Object.keys(files).join(", ") }),
      t("note"),
    ]
      .filter(Boolean)
      .join("\n\n"),
    features: featuresIn(all, language),
    quickActions: quickActions(all, language),
    previews: previews(ctx.name, description, all, words),
  };
}

/** The parameters a follow-up gives a task already in the plugin; a list grows with "also", shrinks with "not for". */
export function updateParams(task: TaskManifest, text: string, current: TaskParams): { params: Record<string, ParamValue>; refused: string[] } {
  const params: Record<string, ParamValue> = { ...current };
  const refused: string[] = [];
  for (const spec of task.params) {
    const read = (spec.read as (text: string) => ParamValue | null)(text);
    if (read === null) continue;
    const value = spec.type === "list" ? listValue(spec, text, current[spec.name] as readonly string[], read as readonly string[]) : read;
    if (validParam(spec, value)) params[spec.name] = value;
    else if (spec.type === "list" && (value as readonly string[]).length < spec.minItems) refused.push(spec.name);
  }
  return { params, refused };
}

function listValue(spec: ParamSpec & { type: "list" }, text: string, current: readonly string[], read: readonly string[]): readonly string[] {
  if (/\b(?:not for|no longer|remove|stop \w+ing (?:it )?for|show (?:it|the [\w ]{1,20}) (?:again )?(?:for|to)|un-?hide)\b/i.test(text)) {
    return current.filter((item) => !read.includes(item));
  }
  if (/\b(?:instead|only|just)\b/i.test(text)) return read;
  // "but allow the /wp/v2/posts route", "allow editors too": allowing one more keeps the others allowed.
  if (/\b(?:also|too|as well|additionally|plus|and|allow)\b/i.test(text)) return spec.options.filter((option) => current.includes(option) || read.includes(option));
  return read;
}

function changedParams(before: TaskInstance, after: TaskInstance, { language, t }: Words): string {
  const wording = taskWording(after.task, language);
  return after.task.params
    .filter((spec) => JSON.stringify(before.params[spec.name]) !== JSON.stringify(after.params[spec.name]))
    .map((spec) => {
      const { label, describe } = wording.params[spec.name]!;
      return t("changedParam", { label, before: describe(before.params[spec.name]!), after: describe(after.params[spec.name]!) });
    })
    .join(", ");
}

/** The tasks' feature lines in the reply's language. */
function featuresIn(tasks: readonly TaskInstance[], language: ReplyLanguage): string[] {
  return tasks.flatMap((instance) => taskWording(instance.task, language).features(instance.params));
}

/** "Disable XML-RPC", "Disable XML-RPC & Hide Admin Bar for Subscribers", … up to 80 characters. */
export function pluginNameFor(tasks: readonly TaskInstance[]): string {
  const names = tasks.map((instance) => instance.task.pluginName(instance.params));
  const full = names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} & ${names[names.length - 1]}`;
  if (full.length <= MAX_NAME_CHARS) return full;
  const titles = tasks.map((instance) => instance.task.title);
  const short = `${titles.slice(0, -1).join(", ")} & ${titles[titles.length - 1]}`;
  return short.length <= MAX_NAME_CHARS ? short : `${titles[0]} & ${titles.length - 1} More Tasks`;
}

/** The header's one-line description: each task's title with its settings. */
function describeTasks(tasks: readonly TaskInstance[]): string {
  const text = `${tasks.map((instance) => (instance.task.params.length ? `${instance.task.title} (${describeParams(instance)})` : instance.task.title)).join("; ")}.`;
  return text.length <= 140 ? text : `${text.slice(0, 137).replace(/\s+\S*$/, "")}…`;
}

function couldNot(unmatched: readonly string[], { language, t }: Words): string {
  if (!unmatched.length) return t("notBuilt.none");
  return t("notBuilt", { list: joinWords(unmatched.map((text) => `"${text}"`), language) });
}

function bullets(lines: readonly string[]): string {
  return lines.map((line) => `- ${line}`).join("\n");
}

function usageText(tasks: readonly TaskInstance[], { language, t }: Words): string {
  const lines = tasks.flatMap((instance) => taskWording(instance.task, language).usage(instance.params));
  return lines.length ? `${t("usage")}\n${bullets(lines)}` : "";
}

function settingsText(tasks: readonly TaskInstance[], { language, t }: Words): string {
  const lines = tasks.filter((instance) => instance.task.params.length).map((instance) => `${taskWording(instance.task, language).title}: ${describeParamsIn(instance, language)}`);
  return lines.length ? `${t("settings")}\n${bullets(lines)}` : "";
}

function readme(ctx: BlueprintContext, author: string, version: string, tasks: readonly TaskInstance[], changes: string[], previousChangelog?: string): string {
  const text = renderReadme({
    ctx,
    author,
    version,
    shortDescription: describeTasks(tasks),
    blockIds: [],
    features: tasks.flatMap((instance) => instance.task.features(instance.params)),
    usage: tasks.flatMap((instance) => instance.task.usage(instance.params)),
    changes,
    previousChangelog,
  });
  const tags = [...new Set(tasks.flatMap((instance) => instance.task.tags))].slice(0, 5).join(", ");
  return text.replace(/^Tags:.*$/m, `Tags: ${tags}`);
}

function loaderPlan(version: string, tasks: readonly TaskInstance[]) {
  return { version, requires: tasks.map((instance) => taskPhpPath(instance.task.id)), install: [], deactivate: [] };
}

/**
 * Tasks the plugin does not have yet, as follow-ups the catalogue recognises: the label in the reply's language,
 * the prompt in the words the catalogue reads (English), since sending it is the follow-up.
 */
function quickActions(tasks: readonly TaskInstance[], language: ReplyLanguage): QuickAction[] {
  return CATALOGUE.filter((task) => !tasks.some((instance) => instance.task.id === task.id))
    .slice(0, 3)
    .map((task) => ({ label: taskWording(task, language).title, prompt: task.quickPrompt }));
}

function previews(name: string, description: string, tasks: readonly TaskInstance[], { language, t }: Words): GeneratedReply["previews"] {
  const features = featuresIn(tasks, language);
  const list = `<ul>${features.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`;
  return {
    backend: adminPreview([
      {
        title: t("preview.plugins"),
        body: `<table class="widefat"><thead><tr><th>${t("preview.plugin")}</th><th>${t("preview.description")}</th></tr></thead><tbody><tr><td><strong>${escapeHtml(name)}</strong><br><a href="#">${t("preview.deactivate")}</a></td><td>${escapeHtml(description)}</td></tr></tbody></table>`,
      },
      { title: t("preview.whatItDoes"), body: list },
    ]),
    frontend: sitePreview(name, [`<p>${t("preview.noPage", { name: escapeHtml(name) })}</p>${list}`], ""),
  };
}
