import type { GeneratedReply, GenerationInput } from "../../modules/generation/protocol/reply";
import { type ReplyLanguage, replyLanguage, speaker } from "../../lib/messages";
import { BLUEPRINT_REPLY } from "./blueprint-reply.messages";
import { subjectsIn } from "./subjects.messages";
import type { BlueprintContext } from "./blueprint-context";
import { makeContext } from "./blueprint-context";
import { describePlugin, explainChanges, explainNewPlugin, explainNothingAdded, quickActions } from "./blueprint-explanation";
import { matchTemplate } from "../templates/match-template";
import { catalogueTitlesIn, continueFromCatalogue, createFromCatalogue, readCataloguePlugin } from "../catalogue/build-from-catalogue";
import { blockDefinition } from "./blocks/block-registry";
import { cannotBuildAnswer, cannotBuildFirstTurn } from "./cannot-build";
import { requestCoverage } from "./request-coverage";
import type { BlockBuild, BlockInstance } from "./blocks/block-types";
import { detectBlocks } from "./detect-blocks";
import { deriveName, givenName } from "./derive-name";
import type { LoaderPlan } from "./main-file";
import { bumpPatch, renderMainFile, updateMainFile } from "./main-file";
import { commentText } from "./php-source";
import type { PluginState } from "./read-plugin-state";
import { readPluginState } from "./read-plugin-state";
import { planBlocks } from "./plan-blocks";
import { adminPreview, escapeHtml, sitePreview } from "./preview-html";
import { readChangelog, README_MARKER, renderReadme, updateForeignReadme } from "./readme-txt";
import { applyTweakRequest, describeDeclarations, readPluginTweaks, tweakFeatures, tweakPreviewCss, tweaksFilePath } from "./style-tweaks";
import type { MarkedElementRef, TweakRequest } from "./tweak-request";
import { parseMarkedElements, parseTweakRequest } from "./tweak-request";
import { mergeStoredData, renderUninstall, type StoredData, UNINSTALL_MARKER } from "./uninstall-file";

export const FIRST_VERSION = "1.0.0";
const DEFAULT_AUTHOR = "Anonymous";

interface BuiltBlock {
  instance: BlockInstance;
  build: BlockBuild;
  /** Folder of the block's files inside the plugin folder: "" or "plugsmith/" when names were taken. */
  root: string;
}

/**
 * The offline blueprint generator: answers one generation turn without a model, deterministically
 * (same input, same reply; no clock, no randomness, no network). The first turn builds the everyday tasks of
 * the catalogue the message names (catalogue/), and a follow-up on such a plugin changes or adds tasks; otherwise
 * the first turn builds the starter
 * template the message asks for (or was picked), or else the building blocks it asks for, and builds
 * nothing, saying so, when it asks for something none of them does (cannot-build.ts); a follow-up adds blocks to the same plugin and/or applies
 * style tweaks ("make this button larger") to the plugin's own elements, bumps its version, and
 * returns only the files it changed.
 */
export function generateBlueprint(input: GenerationInput): GeneratedReply {
  const request = requestText(input.message);
  const language = replyLanguage(input.language);
  const t = speaker(BLUEPRINT_REPLY, language);
  const state = Object.keys(input.files).length > 0 ? readPluginState(input.files) : null;
  if (!state) {
    // The catalogue of everyday tasks first (issue #33): a request it covers is built from its files. A request
    // a starter template answers and the catalogue covers only in part (a template's prompt that mentions an
    // excerpt or an e-mail) is the template's.
    const matched = input.templateId ?? matchTemplate(request);
    const fromCatalogue = input.templateId ? null : createFromCatalogue(input, request, { whole: matched !== null });
    if (fromCatalogue) return fromCatalogue;
    const template = matched;
    const coverage = requestCoverage(request, template);
    const refusal = cannotBuildFirstTurn(request, template, language) ?? (coverage.anyBuilt ? null : cannotBuildAnswer(request, coverage.missing, language));
    if (refusal) return { files: {}, deleted: [], explanation: refusal, features: [], quickActions: [], previews: {} };
    const reply = createPlugin(input, request, template ? [{ id: template, params: {} }] : detectBlocks(request));
    // What was asked and not built is not silently dropped: the reply says so first (everyday tasks named beside a
    // template, features or clauses the template or blocks do not have).
    const left = [...(template ? catalogueTitlesIn(request, language).map((title) => `"${title}"`) : []), ...coverage.missing];
    if (left.length) {
      const notInto = t("notInto", { list: subjectsIn(left, language), them: t(left.length > 1 ? "notInto.them" : "notInto.it") });
      reply.explanation = `${notInto}\n\n${reply.explanation}`;
    }
    return reply;
  }
  const catalogue = readCataloguePlugin(input.files);
  if (catalogue) return continueFromCatalogue(input, request, catalogue);
  const tweak = parseTweakRequest(request, (clause) => detectBlocks(clause).length > 0);
  const asked = tweak ? tweak.rest : request;
  const requested = detectBlocks(asked);
  // A follow-up is held to the first turn's rule: a block's word asking for something else adds nothing, free.
  const coverage = requested.length ? requestCoverage(asked, null) : null;
  if (coverage && !coverage.anyBuilt && !tweak) {
    return { files: {}, deleted: [], explanation: cannotBuildAnswer(asked, coverage.missing, language), features: [], quickActions: [], previews: {} };
  }
  const reply = continuePlugin(input, coverage && !coverage.anyBuilt ? [] : requested, state, tweak ? { request: tweak, marks: parseMarkedElements(input.message) } : null);
  if (coverage?.missing.length && Object.keys(reply.files).length) {
    reply.explanation = `${t("restBelow", { list: subjectsIn(coverage.missing, language) })}\n\n${reply.explanation}`;
  }
  return reply;
}

/** The person's own words: the marked-elements block appended to the message is left out. */
function requestText(message: string): string {
  const cut = message.search(/\n[^\n]*\b(?:exact target elements|target elements|marked elements)\b/i);
  return (cut >= 0 ? message.slice(0, cut) : message).trim();
}

function authorOf(input: GenerationInput): string {
  return commentText(input.author) || DEFAULT_AUTHOR;
}

function createPlugin(input: GenerationInput, request: string, wanted: BlockInstance[]): GeneratedReply {
  const name = givenName(input.pluginName) ?? deriveName(request, wanted);
  const ctx = makeContext({ name });
  const base = `${ctx.slug}/`;
  const mainPath = `${base}${ctx.slug}.php`;
  const author = authorOf(input);

  const plan = planBlocks(ctx, [], wanted);
  const built = plan.added.map((instance) => buildBlock(ctx, instance, ""));
  const description = describePlugin(plan.added);

  const files: Record<string, string> = {};
  files[mainPath] = renderMainFile(ctx, { name, description, version: FIRST_VERSION, author }, loaderPlan(FIRST_VERSION, [], built));
  for (const block of built) {
    for (const [path, content] of Object.entries(block.build.files)) files[`${base}${block.root}${path}`] = content;
  }
  const features = built.flatMap((block) => block.build.features);
  const usage = built.flatMap((block) => block.build.usage);
  const language = replyLanguage(input.language);
  files[`${base}readme.txt`] = renderReadme({
    ctx,
    author,
    version: FIRST_VERSION,
    shortDescription: description,
    blockIds: plan.added.map((block) => block.id),
    features,
    usage,
    changes: ["First version."],
  });
  const uninstall = renderUninstall(ctx, storedData(ctx, built));
  if (uninstall) files[`${base}uninstall.php`] = uninstall;

  return {
    files,
    deleted: [],
    explanation: explainNewPlugin({
      ctx,
      version: FIRST_VERSION,
      mainPath,
      blocks: plan.added,
      features: saidFeatures(built, language),
      usage: saidUsage(built, language),
      alreadyThere: plan.alreadyThere,
      language,
    }),
    features: saidFeatures(built, language),
    quickActions: quickActions(plan.added, language),
    previews: previews(ctx, built, "", language),
  };
}

function continuePlugin(
  input: GenerationInput,
  requested: BlockInstance[],
  state: PluginState,
  tweak: { request: TweakRequest; marks: MarkedElementRef[] } | null,
): GeneratedReply {
  const { ctx, base } = state;
  const language = replyLanguage(input.language);
  const existing = state.blocks.map((block) => ({
    instance: { id: block.id, params: block.params },
    build: blockDefinition(block.id).build(ctx, block.params),
    root: block.file.slice(0, Math.max(0, block.file.lastIndexOf("includes/"))),
    file: block.file,
  }));
  const plan = planBlocks(
    ctx,
    existing.map((block) => block.instance),
    requested,
  );
  const allInstances = [...existing.map((block) => block.instance), ...plan.added];

  const written = new Set(Object.keys(input.files));
  const added = plan.added.map((instance) => {
    const root = freeRoot(ctx, instance, base, written);
    const block = buildBlock(ctx, instance, root);
    for (const path of Object.keys(block.build.files)) written.add(`${base}${root}${path}`);
    return block;
  });
  const all: BuiltBlock[] = [...existing, ...added];

  const files: Record<string, string> = {};
  for (const block of added) {
    for (const [path, content] of Object.entries(block.build.files)) files[`${base}${block.root}${path}`] = content;
  }
  const outcome = tweak
    ? applyTweakRequest({
        ctx,
        base,
        files: { ...input.files, ...files },
        blocks: all,
        request: tweak.request,
        marks: tweak.marks,
        viewMode: input.viewMode,
        language,
      })
    : null;
  const tweaked = outcome !== null && outcome.changes.length > 0;

  if (plan.added.length === 0 && !tweaked) {
    const sheets = readPluginTweaks(ctx, base, input.files);
    return {
      files: {},
      deleted: [],
      explanation: explainNothingAdded({ ctx, blocks: allInstances, alreadyThere: plan.alreadyThere, tweakProblems: outcome?.problems ?? null, language }),
      features: [...saidFeatures(existing, language), ...tweakFeatures(sheets, language)],
      quickActions: quickActions(allInstances, language),
      previews: existing.length ? previews(ctx, existing, tweakPreviewCss(sheets), language) : headerOnlyPreviews(state, language),
    };
  }

  if (outcome) Object.assign(files, outcome.files);
  const version = bumpPatch(state.header.version);
  const after = { ...input.files, ...files };
  const tweaksFile = tweaksFilePath(ctx, base);
  files[state.mainPath] = updateMainFile(
    input.files[state.mainPath] ?? "",
    ctx,
    loaderPlan(
      version,
      existing.flatMap((block) => loadedFiles(block, base, input.files)),
      all,
      added,
      after[tweaksFile] !== undefined ? [tweaksFile.slice(base.length)] : [],
    ),
    state.managed ? { description: describePlugin(allInstances) } : {},
  );

  const author = authorOf(input);
  const sheets = readPluginTweaks(ctx, base, { ...after, ...files });
  const features = [...all.flatMap((block) => block.build.features), ...tweakFeatures(sheets)];
  const changes = [
    ...(added.length ? [`Added ${added.map((block) => blockLabelPlain(block.instance)).join(", ")}.`] : []),
    ...(outcome?.changes ?? []).map((change) => `Restyled ${change.label} (${describeDeclarations(change.set)}${change.removed.length ? `${change.set.length ? "; " : ""}removed ${change.removed.join(", ")}` : ""}).`),
  ];
  const readmePath = `${base}readme.txt`;
  const currentReadme = input.files[readmePath];
  if (currentReadme === undefined && state.managed) {
    files[readmePath] = renderReadme({
      ctx,
      author,
      version,
      shortDescription: describePlugin(allInstances),
      blockIds: allInstances.map((block) => block.id),
      features,
      usage: all.flatMap((block) => block.build.usage),
      changes,
    });
  } else if (currentReadme !== undefined && currentReadme.includes(README_MARKER)) {
    files[readmePath] = renderReadme({
      ctx,
      author,
      version,
      shortDescription: describePlugin(allInstances),
      blockIds: allInstances.map((block) => block.id),
      features,
      usage: all.flatMap((block) => block.build.usage),
      changes,
      previousChangelog: readChangelog(currentReadme),
    });
  } else if (currentReadme !== undefined) {
    files[readmePath] = updateForeignReadme(currentReadme, version, changes);
  }

  const uninstallPath = `${base}uninstall.php`;
  const currentUninstall = input.files[uninstallPath];
  const uninstall = renderUninstall(ctx, storedData(ctx, all));
  if (uninstall && uninstall !== currentUninstall && (currentUninstall === undefined || currentUninstall.includes(UNINSTALL_MARKER))) files[uninstallPath] = uninstall;

  const explanation = explainChanges({
    ctx,
    version,
    added: plan.added,
    features: saidFeatures(added, language),
    usage: saidUsage(added, language),
    changedFiles: Object.keys(files),
    alreadyThere: plan.alreadyThere,
    tweaks: outcome ? { changes: outcome.changes, problems: outcome.problems } : null,
    language,
  });
  const suggested = tweaked && outcome.suggestion ? [outcome.suggestion] : [];
  return {
    files,
    deleted: [],
    explanation,
    features: [...saidFeatures(all, language), ...tweakFeatures(sheets, language)],
    quickActions: [...suggested, ...quickActions(allInstances, language)].slice(0, 3),
    previews: previews(ctx, all, tweakPreviewCss(sheets), language),
  };
}

function blockLabelPlain(block: BlockInstance): string {
  const definition = blockDefinition(block.id);
  if (block.id === "post-type") return `${block.params.plural ?? block.params.type ?? "custom"} post type`;
  return definition.label.replace(/^an? /, "");
}

/** The blocks' feature lines in the reply's language (a block without Swedish lines, a starter template, keeps its English). */
function saidFeatures(built: readonly BuiltBlock[], language: ReplyLanguage): string[] {
  return built.flatMap((block) => (language === "sv" && block.build.sv ? block.build.sv.features : block.build.features));
}

function saidUsage(built: readonly BuiltBlock[], language: ReplyLanguage): string[] {
  return built.flatMap((block) => (language === "sv" && block.build.sv ? block.build.sv.usage : block.build.usage));
}

function buildBlock(ctx: BlueprintContext, instance: BlockInstance, root: string): BuiltBlock {
  return { instance, build: blockDefinition(instance.id).build(ctx, instance.params), root };
}

/**
 * Where a new block's files go: the plugin folder, unless one of its file names is already taken
 * by a file that is not this block's (an uploaded plugin may have its own includes/settings.php).
 */
function freeRoot(ctx: BlueprintContext, instance: BlockInstance, base: string, taken: ReadonlySet<string>): string {
  const paths = Object.keys(blockDefinition(instance.id).build(ctx, instance.params).files);
  for (let n = 1; ; n += 1) {
    const root = n === 1 ? "" : n === 2 ? "plugsmith/" : `plugsmith-${n - 1}/`;
    if (paths.every((path) => !taken.has(`${base}${root}${path}`))) return root;
  }
}

function loaderPlan(
  version: string,
  existingFiles: readonly string[],
  all: readonly BuiltBlock[],
  added: readonly BuiltBlock[] = all,
  styles: readonly string[] = [],
): LoaderPlan {
  const requires = [...existingFiles];
  for (const block of added) requires.push(...block.build.requires.map((path) => `${block.root}${path}`));
  return {
    version,
    requires,
    styles: [...styles],
    install: all.flatMap((block) => (block.build.install ? [block.build.install] : [])),
    deactivate: all.flatMap((block) => (block.build.deactivate ? [block.build.deactivate] : [])),
  };
}

/**
 * The PHP files the loader keeps requiring for a block already in the plugin: all of its build's files
 * that are still there (a template has more than its marker file), its marker file always.
 */
function loadedFiles(block: BuiltBlock & { file: string }, base: string, files: Readonly<Record<string, string>>): string[] {
  const paths = block.build.requires.map((path) => `${block.root}${path}`).filter((path) => files[`${base}${path}`] !== undefined);
  return paths.includes(block.file) ? paths : [block.file, ...paths];
}

/** What the blocks store, with the version the main file's loader records when a block has set-up. */
function storedData(ctx: BlueprintContext, built: readonly BuiltBlock[]): StoredData {
  const installed: StoredData = { options: built.some((block) => block.build.install) ? [`${ctx.prefix}installed_version`] : [] };
  return mergeStoredData([...built.map((block) => block.build.uninstall), installed]);
}

/** Both previews of the plugin's blocks, with its style tweaks applied. */
function previews(ctx: BlueprintContext, built: readonly BuiltBlock[], tweakCss: string, language: ReplyLanguage): GeneratedReply["previews"] {
  const screens = built.flatMap((block) => block.build.adminScreens);
  const sections = built.flatMap((block) => block.build.siteSections);
  const css = built.map((block) => block.build.siteCss).join("\n");
  return {
    backend: adminPreview(screens, tweakCss),
    frontend: sitePreview(
      ctx.name,
      sections.length
        ? sections
        : [`<p>${speaker(BLUEPRINT_REPLY, language)("preview.adminOnly", { name: escapeHtml(ctx.name) })}</p>`],
      css,
      tweakCss,
    ),
  };
}

/** Previews of a plugin that has none of the generator's blocks (an uploaded plugin). */
function headerOnlyPreviews(state: PluginState, language: ReplyLanguage): GeneratedReply["previews"] {
  const { header } = state;
  const t = speaker(BLUEPRINT_REPLY, language);
  const by = t("preview.versionBy", { version: escapeHtml(header.version), author: escapeHtml(header.author) });
  return {
    backend: adminPreview([
      {
        title: t("preview.plugins"),
        body: `<table class="widefat"><thead><tr><th>${t("preview.plugin")}</th><th>${t("preview.description")}</th></tr></thead><tbody><tr><td><strong>${escapeHtml(header.name)}</strong><br><a href="#">${t("preview.deactivate")}</a></td><td>${escapeHtml(header.description)}<br>${by}</td></tr></tbody></table>`,
      },
    ]),
    frontend: sitePreview(header.name, [`<p>${t("preview.installed", { name: escapeHtml(header.name) })}</p>`], ""),
  };
}
