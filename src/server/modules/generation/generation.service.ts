import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { LimitFunction } from "p-limit";
import { CREDITS, LIMITS } from "../../../shared/constants";
import { fixPrompt } from "../../../shared/fix-prompts";
import type { GenerateRequest, GeneratorInfo } from "../../../shared/schemas/generation";
import { RATE_LIMIT_MESSAGE } from "../../../shared/schemas/generation";
import type { Database, Transaction } from "../../db/client";
import { pluginVersions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { httpStatusOf } from "../../http/error-status";
import type { Logger } from "../../lib/logger";
import type { RateLimiter } from "../../lib/rate-limiter";
import { applyReply, findMainPluginFile } from "../../wordpress/plugin-files";
import { PluginLimitError } from "../../wordpress/plugin-limits";
import { languageOf } from "../account/person-language";
import { getBalance, InsufficientCreditsError } from "../credits/credits.service";
import { storageRoom } from "../plugins/files/plugin-storage";
import { editedCopyForSave, findEditedCopy } from "../plugins/edits/edited-copy.service";
import { assertRoomForPlugin } from "../plugins/files/plugin-quota";
import { authorFor, currentVersionNumber, getOwnedPluginWithFiles, type PluginWithFiles, saveVersion } from "../plugins/plugins.service";
import { serializeReply } from "./protocol/reply-format";
import { appendMarkedElements } from "./prompt/build-messages";
import type { GeneratedReply, GenerationInput } from "./protocol/reply";
import { type ParserEvent, ReplyError, StreamParser } from "./protocol/stream-parser";
import { chargeTurn, refundTurn, settleTurnPaid, settleTurnSaved, type TurnCharge } from "./turn-credits";
import { breakingErrors, repairNote } from "./auto-repair";
import type { CheckedVersions } from "../plugins/checks/checked-versions";
import { FIX_MESSAGES, type FixScope, fixScope, limitToScope, scopeFor } from "./fix-turn";
import { TurnProgress } from "./turn-progress";
import { TurnError, type TurnEvent } from "./turn-error";
import { PLUGIN_FULL_MESSAGE, PluginRoom, pluginBytes } from "./plugin-room";
import type { Slots } from "../../lib/slots";

export { TurnError } from "./turn-error";

/** Anything that streams a reply in the tagged format: a model provider or the offline generator. */
export interface TurnGenerator {
  info: GeneratorInfo;
  stream(input: GenerationInput, signal: AbortSignal): AsyncIterable<string>;
  /**
   * Why it cannot serve this turn, when it knows before writing anything (the offline generator: a
   * description none of its templates or blocks does); asked before the turn is charged.
   */
  decline?(input: GenerationInput): Promise<string | null>;
}

export interface TurnDeps {
  db: Database;
  /** This process (db/instance.ts): a paid turn records it, so a turn its death interrupts is refunded. */
  instanceId: string;
  generator: TurnGenerator;
  /** Builds a starter template picked on the builder (the offline generator's templates), whatever `generator` is. */
  starterTemplates: TurnGenerator;
  limiter: RateLimiter;
  /** Turns running at once per person (LIMITS.concurrentTurnsPerUser). */
  slots: Slots;
  /** Turns running at once in the process, everyone's under one key (LIMITS.turnsPerProcess). */
  processSlots: Slots;
  /**
   * Where a turn's version is saved: a few at a time in the process, the others waiting in order
   * (LIMITS.turnSavesAtOnce, decision 0049). At most one save waits per running turn, so the
   * process's turn cap bounds the wait.
   */
  saves: LimitFunction;
  /** Free 'Fix with AI' turns per person (LIMITS.freeFixesPerDay). */
  fixes: RateLimiter;
  logger: Logger;
  /** Called once a turn's version is committed (e.g. to forget cached plugin lists). */
  afterSave?: (userId: string) => void;
  /** Longest a turn may run before it counts as our failure (a model that hangs); default LIMITS.turnTimeoutMs. */
  turnTimeoutMs?: number;
  /**
   * Whether a generated version that breaks in WordPress goes back to the model once, free, before the
   * turn ends (auto-repair.ts): set with an AI provider and WP_RUNTIME=on.
   */
  repairs?: boolean;
  /**
   * Starts the WordPress check of the files a turn will save once its reply has moved past them (decision 0088),
   * so that the wait `repairs` adds is shorter; true when it started.
   */
  checkEarly?: (userId: string, files: Record<string, string>, pluginName: string) => Promise<boolean>;
  /** Wakes a turn whose version's check has finished (checked-versions.ts); without it the turn polls. */
  checked?: CheckedVersions;
  /** Holds the PHP matrix's rows back while a turn waits for its check to come (RuntimePool.holdBackground). */
  holdBackground?: () => () => void;
  /** Starts the site the turn's check will run in while the reply streams (RuntimePool.prepareSite); the release drops it untaken. */
  prepareCheckSite?: () => () => void;
}

/** A turn that passed its checks, holds a running slot and has been paid for. */
export interface PreparedTurn {
  id: string;
  userId: string;
  pluginId: string;
  request: GenerateRequest;
  input: GenerationInput;
  charge: TurnCharge;
  /** Set for a free 'Fix with AI' turn: the files it may change. */
  fix: FixScope | null;
  /**
   * Set for an editor turn on an original (request.editedCopy): the original, whose '(Edited)' copy the
   * version is saved on, made in the same transaction (editedCopyForSave).
   */
  copyOf: string | null;
  /** What the plugin may still store (its and its account's storage caps): the reply is kept within it. */
  storage: { bytes: number; error: AppError };
  /** Frees the running slot; runTurn calls it on every exit, and so must anyone who never runs the turn. */
  release: () => void;
}

const RETURNED = "Nothing was saved, and your credit was returned.";
/** Said when a turn failed after some of its answer reached the person, and no whole file did. */
const PAID = "Nothing was saved, but the answer had started to reach you, so the turn's credit was used.";
/** Said when the process runs LIMITS.turnsPerProcess turns already; the turn was not charged. */
export const BUSY_MESSAGE = "Plugsmith is writing as many plugins as it can at the moment. Nothing was charged: please try again in a minute.";
/** The one key of processSlots: every person's turns count together. */
const PROCESS_KEY = "all";

/**
 * Everything checked before any model is called, in this order: the plugin is the caller's (404), it has
 * room under its size cap (413), the balance covers a turn (402), the process is under its running-turn cap (503), the caller is under the
 * turn rate and under their running-turn cap (429); then the credit is taken (402 if a racing turn took it first). Builds the generator's input.
 */
export async function prepareTurn(
  deps: TurnDeps,
  userId: string,
  pluginId: string,
  request: GenerateRequest,
): Promise<PreparedTurn> {
  const { plugin, copyOf } = await turnPlugin(deps.db, userId, pluginId, request);
  // A turn moved to the original's existing copy fixes that copy's current version.
  const fixVersion = plugin.id === pluginId ? request.fixVersion : request.fixVersion && (await currentVersionNumber(deps.db, plugin.id));
  const fix =
    fixVersion === undefined ? null : await fixScope(deps.db, userId, plugin.id, fixVersion, plugin.files, request.message, deps.generator.info.offline, await languageOf(deps.db, userId));
  // A turn that would make a copy at the plugin cap is refused before anything is called or charged.
  if (copyOf) await deps.db.transaction((tx) => assertRoomForPlugin(tx, userId));
  // A plugin at its size cap could keep nothing the model writes: refused before anything is called or charged.
  if (pluginBytes(plugin.files) > LIMITS.pluginBytes - LIMITS.turnRoomBytes) throw new AppError("plugin_full", PLUGIN_FULL_MESSAGE);
  // So could one whose stored history, or its account's plugins together, are at their storage cap (decision 0056).
  const storage = await storageRoom(deps.db, userId, plugin.id);
  if (storage.bytes < LIMITS.turnRoomBytes) throw storage.error;
  if (fix) {
    if (!deps.fixes.hit(userId).allowed) throw new AppError("rate_limited", FIX_MESSAGES.limit);
  } else {
    // Balance first: a person out of credits is told so, and does not use up turns of the rate limit.
    const { balance } = await getBalance(deps.db, userId);
    if (balance < CREDITS.generationCost) throw new InsufficientCreditsError(CREDITS.generationCost);
  }
  // The process's cap first: a turn refused because the process is full does not count against the person's rate.
  const releaseProcess = deps.processSlots.acquire(PROCESS_KEY);
  if (!releaseProcess) throw new AppError("busy", BUSY_MESSAGE);
  const releaseOwn = deps.limiter.hit(userId).allowed ? deps.slots.acquire(userId) : null;
  if (!releaseOwn) {
    releaseProcess();
    throw new AppError("rate_limited", RATE_LIMIT_MESSAGE);
  }
  const release = () => {
    releaseOwn();
    releaseProcess();
  };
  try {
    const earlier = await deps.db
      .select({ userPrompt: pluginVersions.userPrompt, assistantResponse: pluginVersions.assistantResponse })
      .from(pluginVersions)
      .where(eq(pluginVersions.pluginId, plugin.id))
      .orderBy(desc(pluginVersions.versionNumber))
      .limit(20);
    const history = earlier.reverse().flatMap((v) => [
      ...(v.userPrompt ? [{ role: "user" as const, content: v.userPrompt }] : []),
      { role: "assistant" as const, content: v.assistantResponse },
    ]);
    const author = await authorFor(deps.db, userId);
    const language = await languageOf(deps.db, userId);
    // A starter template starts a plugin: on one that has files the card's words are an ordinary request.
    const templateId = !fix && request.templateId && Object.keys(plugin.files).length === 0 ? request.templateId : undefined;
    const input: GenerationInput = {
      pluginName: plugin.name,
      files: plugin.files,
      history,
      message: appendMarkedElements(fix ? fix.message : request.message, request.markedElements),
      images: request.images,
      viewMode: request.viewMode,
      author,
      language,
      ...(templateId ? { templateId } : {}),
    };
    // What the generator says it cannot build is answered before anything is charged.
    const refusal = fix ? null : await generatorFor(deps, input).decline?.(input);
    if (refusal) throw new AppError("cannot_build", refusal);
    const id = randomUUID();
    // A fix is free: nothing to charge, and so nothing a failure could give back.
    const charge = fix ? FREE : await chargeTurn(deps.db, { userId, turnId: id, pluginId: plugin.id, instanceId: deps.instanceId }, plugin.name);
    return { id, userId, pluginId: plugin.id, request, charge, fix, copyOf, release, input, storage };
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * The plugin an editor turn runs on (issue #34): the one asked for, unless `editedCopy` asks to keep an
 * original as it is; then the original's existing '(Edited)' copy if it has one, else the original's files
 * with `copyOf` set, so the copy is made only when the turn saves a change.
 */
async function turnPlugin(
  db: Database,
  userId: string,
  pluginId: string,
  request: GenerateRequest,
): Promise<{ plugin: PluginWithFiles; copyOf: string | null }> {
  const asked = await getOwnedPluginWithFiles(db, userId, pluginId);
  if (!request.editedCopy || asked.originalPluginId !== null) return { plugin: asked, copyOf: null };
  const existing = await findEditedCopy(db, userId, asked.id);
  if (existing) return { plugin: await getOwnedPluginWithFiles(db, userId, existing), copyOf: null };
  return { plugin: asked, copyOf: asked.id };
}

/** The plugin a turn's version is saved on, locked: the turn's own, or the edited copy made now (turn.copyOf). */
const pluginToSave = (tx: Transaction, turn: PreparedTurn) =>
  turn.copyOf ? editedCopyForSave(tx, turn.userId, turn.copyOf) : getOwnedPluginWithFiles(tx, turn.userId, turn.pluginId, true);

/** A fix without a model: its reply, made by mechanical-fix.ts, streamed as a generator's would be. */
function replayOf(reply: GeneratedReply, info: GeneratorInfo): TurnGenerator {
  return {
    info,
    async *stream() {
      yield serializeReply(reply);
    },
  };
}

/**
 * Streams one paid turn (docs/decisions/0013, 0055): forwards file progress and explanation text as they
 * are parsed, inside the plugin's caps (a free fix: its own files only, and no text), then saves the
 * version. When the turn fails, the credit goes back only if none of the model's output reached the person
 * (a stop before it counts too); once any did, the turn stays paid, and the files that arrived whole are
 * saved as an incomplete version, so what was paid for is never lost.
 * `emit` must throw when the client is gone or stops reading; `signal` aborts when it leaves or stops.
 */
export async function runTurn(
  deps: TurnDeps,
  turn: PreparedTurn,
  emit: (event: TurnEvent) => Promise<void>,
  signal: AbortSignal,
): Promise<void> {
  const started = performance.now();
  const progress = new TurnProgress();
  const deadline = AbortSignal.timeout(deps.turnTimeoutMs ?? LIMITS.turnTimeoutMs);
  const work = AbortSignal.any([signal, deadline]);
  const send = async (event: TurnEvent) => {
    if (signal.aborted) return;
    progress.sending(event);
    await emit(event);
    // A write after the client left may still resolve: only one that finished while it was there counts.
    if (!signal.aborted) progress.sent(event);
  };
  // What of the model's output may reach the person: files within the plugin's caps; for a free fix only
  // the files it may change, and none of its explanation before the version is saved (it comes with `done`).
  const room = new PluginRoom(turn.input.files, turn.storage);
  const forward = async (event: ParserEvent) => {
    if (turn.fix && (event.type === "explanation-delta" || !turn.fix.files.has(event.path))) return;
    for (const passed of room.pass(event)) await send(passed);
  };
  const log = { pluginId: turn.pluginId, turnId: turn.id };
  // The person waits for this turn's check (repairOnce): background work on the runtime waits for it meanwhile.
  const waitsForCheck = deps.repairs && !turn.fix;
  const releaseBackground = waitsForCheck ? deps.holdBackground?.() : undefined;
  const releaseCheckSite = waitsForCheck ? deps.prepareCheckSite?.() : undefined;
  try {
    let failure: TurnError;
    try {
      const generator = turn.fix?.mechanical ? replayOf(turn.fix.mechanical.reply, deps.generator.info) : generatorFor(deps, turn.input);
      await send({ type: "start", generator: generator.info });
      const parser = new StreamParser();
      // The turn waits for its check (repairOnce): it starts while the explanation and previews still stream.
      let checkEarly = deps.repairs && !turn.fix ? deps.checkEarly : undefined;
      let early: Promise<void> | null = null;
      for await (const chunk of generator.stream(turn.input, work)) {
        if (work.aborted) break;
        for (const event of parser.push(chunk)) await forward(event);
        const settled = checkEarly && parser.settledFiles();
        if (settled) {
          early = startEarlyCheck(deps, checkEarly!, turn, settled);
          checkEarly = undefined;
        }
      }
      if (work.aborted) throw abortedError(signal);
      const { reply, events } = parser.end();
      for (const event of events) await forward(event);
      // Started before the version exists, so that the version's check finds it (a millisecond's query at most).
      await early;
      const saved = await saveTurn(deps, turn, reply, progress.delivered);
      deps.logger.info({ ...log, version: saved.version.versionNumber, ms: Math.round(performance.now() - started) }, "generation saved");
      const repaired = deps.repairs && !turn.fix ? await repairOnce(deps, turn, saved, send, work) : null;
      await emit({ type: "done", ...(repaired ?? saved), features: reply.features, quickActions: reply.quickActions }).catch(() => {});
      return;
    } catch (err) {
      failure = toTurnError(err, signal, deadline);
    }
    // Once any of the model's output reached the person the turn is paid, whatever stopped it (decision 0055).
    if ((progress.delivered || progress.answered) && !failure.refundAlways) {
      // With a file event delivered the history records the turn (its whole files, if any: decision 0013).
      if (progress.delivered) await keepIncomplete(deps, turn, progress, failure, signal, emit);
      else await keepPaid(deps, turn, failure, signal, emit);
      return;
    }
    try {
      await refundTurn(deps.db, turn.userId, turn.id, turn.charge, failure.code);
    } catch (err) {
      deps.logger.error({ ...log, err }, "generation refund failed");
      throw err;
    }
    // Our side or the provider failed (a 5xx at the edge): a warning; the rest is the person or a limit.
    const level = httpStatusOf(failure.code) >= 500 ? "warn" : "info";
    deps.logger[level]({ ...log, code: failure.code, err: failure.message }, "generation refunded");
    if (!signal.aborted) {
      // The spec's rate-limit wording is kept word for word.
      const message = failure.code === "rate_limited" ? failure.message : `${failure.message} ${RETURNED}`;
      await emit({ type: "error", code: failure.code, message }).catch(() => {});
    }
  } finally {
    releaseBackground?.();
    releaseCheckSite?.();
    turn.release();
  }
}

/** The early check of the files the reply has written so far, over the plugin's; a reply past the plugin's limits starts none. */
function startEarlyCheck(
  deps: TurnDeps,
  checkEarly: NonNullable<TurnDeps["checkEarly"]>,
  turn: PreparedTurn,
  settled: Pick<GeneratedReply, "files" | "deleted">,
): Promise<void> {
  let files: Record<string, string>;
  try {
    files = applyReply(turn.input.files, settled);
  } catch {
    return Promise.resolve();
  }
  return checkEarly(turn.userId, files, turn.input.pluginName).then(
    () => {},
    (err: unknown) => {
      deps.logger.warn({ pluginId: turn.pluginId, turnId: turn.id, err: err instanceof Error ? err.message : String(err) }, "early WordPress check not started");
    },
  );
}

type SavedTurn = Awaited<ReturnType<typeof saveTurn>>;

/**
 * Waits for the WordPress check of the version the turn saved; when the plugin breaks there (syntax,
 * activation, its pages), sends the errors to the model as a free fix of the files they name and saves
 * the result as the next version. The version the person sees at the end of the turn is then the
 * repaired one; the broken one stays in History. Null when there is nothing to repair or the repair
 * could not be made (the turn then ends with the version as generated).
 */
async function repairOnce(
  deps: TurnDeps,
  turn: PreparedTurn,
  saved: SavedTurn,
  send: (event: TurnEvent) => Promise<void>,
  work: AbortSignal,
): Promise<(SavedTurn & { repairOf: SavedTurn["version"] }) | null> {
  // The version was saved on saved.plugin: the turn's plugin, or the edited copy the save made.
  const pluginId = saved.plugin.id;
  const log = { pluginId, turnId: turn.id, version: saved.version.versionNumber };
  try {
    await send({ type: "check", stage: "checking" });
    const errors = await breakingErrors(deps.db, turn.userId, pluginId, saved.version.id, saved.version.versionNumber, work, deps.checked);
    if (!errors || errors.length === 0) return null;
    const scope = scopeFor(errors, saved.plugin.files, saved.version.versionNumber);
    if (!scope) return null;
    await send({ type: "check", stage: "repairing", errors: errors.length });
    const input: GenerationInput = {
      ...turn.input,
      files: saved.plugin.files,
      history: [...turn.input.history, { role: "user", content: turn.input.message }, { role: "assistant", content: saved.explanation }],
      message: scope.message,
      images: [],
    };
    // The repair's files stream to the person like the turn's own, those it may change only; its
    // explanation comes with the version.
    const room = new PluginRoom(saved.plugin.files);
    const forward = async (event: ParserEvent) => {
      if (event.type === "explanation-delta" || !scope.files.has(event.path)) return;
      for (const passed of room.pass(event)) await send(passed);
    };
    const parser = new StreamParser();
    for await (const chunk of deps.generator.stream(input, work)) {
      if (work.aborted) return null;
      for (const event of parser.push(chunk)) await forward(event);
    }
    if (work.aborted) return null;
    const { reply, events } = parser.end();
    for (const event of events) await forward(event);
    const repair = { ...turn, pluginId, copyOf: null, fix: scope, request: { ...turn.request, images: [], markedElements: [] } };
    const repaired = await saveTurn(deps, repair, reply, false, { versionNumber: saved.version.versionNumber, errors: errors.length });
    deps.logger.info({ ...log, repairedAs: repaired.version.versionNumber, errors: errors.length }, "generation repaired");
    return { ...repaired, repairOf: saved.version };
  } catch (err) {
    deps.logger.warn({ ...log, err: err instanceof Error ? err.message : String(err) }, "automatic repair failed; the version stays as generated");
    return null;
  }
}

/**
 * A full reply: the version it makes, with the balance after the turn's charge. `repairOf` marks an
 * automatic repair of that version: no words of the person's, and the chat says what happened.
 */
async function saveTurn(
  deps: TurnDeps,
  turn: PreparedTurn,
  whole: GeneratedReply,
  delivered: boolean,
  repairOf?: { versionNumber: number; errors: number },
) {
  const { reply, dropped } = turn.fix ? limitToScope(whole, turn.fix) : { reply: whole, dropped: [] };
  if (dropped.length > 0) {
    reply.explanation = `${reply.explanation.trim()}\n\nA free fix changes only the files with errors, so these changes were left out: ${dropped.join(", ")}.`;
  }
  const changed = Object.keys(reply.files).length + reply.deleted.length;
  if (changed === 0) {
    // Nothing to save. A fix passes on nothing the model said (none of it was sent, and it costs nothing);
    // a paid turn passes on its explanation, which has already reached the person (and so is paid).
    if (turn.fix) {
      const outside = dropped.length > 0 ? ` It wrote only files without errors (${dropped.join(", ")}), which a free fix leaves out.` : "";
      throw new TurnError("no_changes", `The fix changed none of the files with errors.${outside}`);
    }
    const said = reply.explanation.trim();
    throw new TurnError("no_changes", said ? `${said}\n\nNo files changed.` : "The reply changed no files.");
  }
  return deps.saves(() => deps.db.transaction(async (tx) => {
    const plugin = await pluginToSave(tx, turn);
    if (!turn.fix && !(await settleTurnSaved(tx, turn.id))) throw interrupted();
    let files: Record<string, string>;
    try {
      files = applyReply(plugin.files, reply);
    } catch (err) {
      throw toTurnError(err, new AbortController().signal, new AbortController().signal);
    }
    // Files the person already received are kept and paid for, main file or not (the checks say it is missing).
    if (!delivered && !findMainPluginFile(files)) {
      throw new TurnError("invalid_plugin", "The reply has no main PHP file with a 'Plugin Name:' header.");
    }
    if (repairOf) reply.explanation = repairNote(repairOf.versionNumber, repairOf.errors, reply.explanation);
    const saved = await saveVersion(tx, plugin, {
      userPrompt: repairOf ? "" : turn.fix ? versionFixPrompt(turn.fix) : turn.request.message,
      assistantResponse: reply.explanation,
      files,
      images: turn.request.images,
      markedElements: turn.request.markedElements,
      features: reply.features,
      quickActions: reply.quickActions,
      previews: {
        backend: reply.previews.backend ?? plugin.backendPreviewHtml,
        frontend: reply.previews.frontend ?? plugin.frontendPreviewHtml,
      },
    });
    deps.afterSave?.(turn.userId);
    const { balance } = await getBalance(tx, turn.userId);
    return { ...saved, explanation: reply.explanation, creditsCharged: charged(turn), balance };
  }));
}

const FREE: TurnCharge = { fromSubscription: 0, fromPermanent: 0 };

/** Who writes this turn: the starter templates' generator for a picked template, otherwise the configured one. */
const generatorFor = (deps: TurnDeps, input: GenerationInput) => (input.templateId ? deps.starterTemplates : deps.generator);

const charged = (turn: PreparedTurn) => turn.charge.fromSubscription + turn.charge.fromPermanent;
/** What the history shows as the person's words for a fix turn: English, worded by the web (shared/fix-prompts.ts). */
const versionFixPrompt = (fix: FixScope) => fix.mechanical?.prompt ?? fixPrompt("model", fix.errorCount, [...fix.files]);

/**
 * The turn failed or was stopped after files reached the person: it stays paid, and the files that
 * arrived whole are saved over the current ones as an incomplete version. A client still listening
 * (the model broke off) gets that version as the turn's `done`.
 */
async function keepIncomplete(
  deps: TurnDeps,
  turn: PreparedTurn,
  progress: TurnProgress,
  failure: TurnError,
  signal: AbortSignal,
  emit: (event: TurnEvent) => Promise<void>,
) {
  const log = { pluginId: turn.pluginId, turnId: turn.id, code: failure.code };
  const partial = { files: progress.completed, deleted: progress.deleted };
  const arrived = turn.fix ? limitToScope(partial, turn.fix).reply : partial;
  let saved;
  try {
    saved = await deps.saves(() => deps.db.transaction(async (tx) => {
      const plugin = await pluginToSave(tx, turn);
      if (!turn.fix && !(await settleTurnSaved(tx, turn.id))) throw interrupted();
      const result = await saveVersion(tx, plugin, {
        userPrompt: turn.fix ? versionFixPrompt(turn.fix) : turn.request.message,
        assistantResponse: progress.explanation.trim(),
        files: applyReply(plugin.files, arrived),
        images: turn.request.images,
        markedElements: turn.request.markedElements,
        previews: { backend: plugin.backendPreviewHtml, frontend: plugin.frontendPreviewHtml },
        incomplete: true,
      });
      const { balance } = await getBalance(tx, turn.userId);
      return { ...result, creditsCharged: charged(turn), balance };
    }));
  } catch (err) {
    // E.g. the plugin was deleted during the turn: the files were delivered, so the charge stands (settled
    // as paid, so no sweep gives it back). Unless a sweep already refunded the turn (interrupted): then
    // nothing is saved and nothing charged.
    const settled = (err instanceof TurnError && err.code === "interrupted") || !(turn.fix || (await settlePaid(deps, turn)));
    deps.logger.warn({ ...log, err }, settled ? "generation was refunded by the sweep; nothing saved" : "generation kept its charge; the incomplete version could not be saved");
    if (!signal.aborted) {
      const reason = settled ? interrupted() : failure;
      await emit({ type: "error", code: reason.code, message: settled ? `${reason.message} ${RETURNED}` : reason.message }).catch(() => {});
    }
    return;
  }
  deps.afterSave?.(turn.userId);
  deps.logger.info({ ...log, version: saved.version.versionNumber }, "generation saved incomplete");
  if (!signal.aborted) {
    await emit({
      type: "done",
      ...saved,
      explanation: progress.explanation.trim(),
      features: [],
      quickActions: [],
      incompleteBecause: { code: failure.code, message: failure.message },
    }).catch(() => {});
  }
}

/**
 * The turn failed after some of its explanation reached the person but before any file event did: there
 * is nothing to save, and the turn stays paid (decision 0055). A free fix sends no explanation, so it never
 * gets here.
 */
async function keepPaid(
  deps: TurnDeps,
  turn: PreparedTurn,
  failure: TurnError,
  signal: AbortSignal,
  emit: (event: TurnEvent) => Promise<void>,
) {
  // False when a sweep refunded the turn meanwhile (its process looked gone): then it is not paid.
  const paid = turn.fix ? false : await settlePaid(deps, turn);
  deps.logger.info({ pluginId: turn.pluginId, turnId: turn.id, code: failure.code, paid }, "generation ended without a version");
  if (signal.aborted) return;
  const message = `${failure.message} ${paid || turn.fix ? PAID : RETURNED}`;
  await emit({ type: "error", code: failure.code, message }).catch(() => {});
}

/** Settles a paid turn that saved no version; true unless a sweep refunded it first. A database error keeps the charge. */
async function settlePaid(deps: TurnDeps, turn: PreparedTurn): Promise<boolean> {
  try {
    return await settleTurnPaid(deps.db, turn.id);
  } catch (err) {
    deps.logger.error({ pluginId: turn.pluginId, turnId: turn.id, err }, "a paid turn could not be settled");
    return true;
  }
}

/**
 * The turn was settled before its save: the sweep took its process for gone (it lost the database for a
 * while) and refunded it. Never saved after that, so a credit is kept exactly when a version is.
 */
const interrupted = () => new TurnError("interrupted", "The turn was interrupted.", true);

function abortedError(client: AbortSignal): TurnError {
  return client.aborted
    ? new TurnError("cancelled", "The turn was stopped.")
    : new TurnError("timeout", "The model took too long to answer.");
}

function toTurnError(err: unknown, client: AbortSignal, deadline: AbortSignal): TurnError {
  if (err instanceof TurnError) return err;
  // A cap the reply breaks (a file too large, too many files): stopped where it was, like any failure.
  if (err instanceof PluginLimitError) return new TurnError(err.code, err.message);
  if (client.aborted || deadline.aborted) return abortedError(client);
  if (err instanceof ReplyError) {
    return err.code === "truncated"
      ? new TurnError("truncated_reply", "The reply was cut off before it was complete.")
      : new TurnError("malformed_reply", `The reply could not be read: ${err.message}.`);
  }
  // The provider's failures (GenerationProviderError) and any other of ours keep their code; the spec's
  // rate-limit wording is kept word for word.
  if (err instanceof AppError) return new TurnError(err.code, err.code === "rate_limited" ? RATE_LIMIT_MESSAGE : err.message);
  return new TurnError("generation_failed", "Failed to generate plugin.");
}
