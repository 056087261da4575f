import { desc, eq } from "drizzle-orm";
import { CREDITS } from "../../../shared/constants";
import type { GenerateRequest, GenerationEvent, GeneratorInfo } from "../../../shared/schemas/generation";
import { RATE_LIMIT_MESSAGE } from "../../../shared/schemas/generation";
import type { Database } from "../../db/client";
import { pluginVersions } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import type { Logger } from "../../lib/logger";
import type { RateLimiter } from "../../lib/rate-limiter";
import { applyReply, findMainPluginFile } from "../../wordpress/plugin-files";
import { getBalance, InsufficientCreditsError, spendCredits } from "../credits/credits.service";
import { authorFor, getOwnedPlugin, saveVersion } from "../plugins/plugins.service";
import { appendMarkedElements } from "./prompt/build-messages";
import type { GeneratedReply, GenerationInput } from "./protocol/reply";
import { ReplyError, StreamParser } from "./protocol/stream-parser";

/** Anything that streams a reply in the tagged format: a model provider or the offline generator. */
export interface TurnGenerator {
  info: GeneratorInfo;
  stream(input: GenerationInput, signal: AbortSignal): AsyncIterable<string>;
}

export interface TurnDeps {
  db: Database;
  generator: TurnGenerator;
  limiter: RateLimiter;
  logger: Logger;
  /** Called once a turn's version is committed (e.g. to forget cached plugin lists). */
  afterSave?: (userId: string) => void;
}

export interface PreparedTurn {
  userId: string;
  pluginId: string;
  request: GenerateRequest;
  input: GenerationInput;
}

/** Why a turn ended without a version; sent to the browser as the stream's `error` event. */
export class TurnError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Everything checked before any model is called: the plugin is the caller's (404), the balance covers a
 * turn (402), and the caller is under the turn rate (429). Builds the generator's input.
 */
export async function prepareTurn(
  deps: TurnDeps,
  userId: string,
  pluginId: string,
  request: GenerateRequest,
): Promise<PreparedTurn> {
  const plugin = await getOwnedPlugin(deps.db, userId, pluginId);
  // Balance first: a person out of credits is told so, and does not use up turns of the rate limit.
  const { balance } = await getBalance(deps.db, userId);
  if (balance < CREDITS.generationCost) throw new HttpError(402, "insufficient_credits", "Insufficient credits");
  if (!deps.limiter.hit(userId).allowed) throw new HttpError(429, "rate_limited", RATE_LIMIT_MESSAGE);

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
  return {
    userId,
    pluginId,
    request,
    input: {
      pluginName: plugin.name,
      files: plugin.generatedCode,
      history,
      message: appendMarkedElements(request.message, request.markedElements),
      images: request.images,
      viewMode: request.viewMode,
      author: await authorFor(deps.db, userId),
    },
  };
}

/**
 * Streams one turn: forwards file progress as it is parsed, then saves the version and charges the
 * turn in one transaction. A failed, cancelled or empty turn saves nothing and costs nothing.
 */
export async function runTurn(
  deps: TurnDeps,
  turn: PreparedTurn,
  emit: (event: GenerationEvent) => Promise<void>,
  signal: AbortSignal,
): Promise<void> {
  const started = performance.now();
  try {
    await emit({ type: "start", generator: deps.generator.info });
    const parser = new StreamParser();
    for await (const chunk of deps.generator.stream(turn.input, signal)) {
      if (signal.aborted) break;
      for (const event of parser.push(chunk)) await emit(event);
    }
    if (signal.aborted) throw new TurnError(499, "cancelled", "The turn was stopped");
    const { reply, events } = parser.end();
    for (const event of events) await emit(event);
    const saved = await saveTurn(deps, turn, reply, signal);
    deps.afterSave?.(turn.userId);
    deps.logger.info(
      { pluginId: turn.pluginId, version: saved.version.versionNumber, ms: Math.round(performance.now() - started) },
      "generation saved",
    );
    await emit({ type: "done", ...saved, explanation: reply.explanation, features: reply.features, quickActions: reply.quickActions });
  } catch (err) {
    const failure = toTurnError(err);
    const log = failure.status >= 500 && failure.status !== 499 ? "warn" : "info";
    deps.logger[log]({ pluginId: turn.pluginId, code: failure.code, err: failure.message }, "generation ended without a version");
    if (!signal.aborted) {
      await emit({ type: "error", status: failure.status, code: failure.code, message: failure.message }).catch(() => {});
    }
  }
}

async function saveTurn(deps: TurnDeps, turn: PreparedTurn, reply: GeneratedReply, signal: AbortSignal) {
  const changed = Object.keys(reply.files).length + reply.deleted.length;
  if (changed === 0) {
    // Nothing to save: pass on what the generator said (e.g. the offline generator explaining what it
    // can do), and charge nothing.
    const said = reply.explanation.trim();
    throw new TurnError(422, "no_changes", said ? `${said}\n\nNo files changed, so nothing was saved or charged.` : "The reply changed no files. Nothing was saved or charged.");
  }
  return deps.db.transaction(async (tx) => {
    const plugin = await getOwnedPlugin(tx, turn.userId, turn.pluginId, true);
    const files = applyReply(plugin.generatedCode, reply);
    if (!findMainPluginFile(files)) {
      throw new TurnError(502, "invalid_plugin", "The reply has no main PHP file with a 'Plugin Name:' header. Nothing was saved or charged.");
    }
    // The person may have pressed Stop while the reply was parsed: then nothing is saved.
    if (signal.aborted) throw new TurnError(499, "cancelled", "The turn was stopped");
    const saved = await saveVersion(tx, plugin, {
      userPrompt: turn.request.message,
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
    const { balance } = await spendCredits(tx, {
      userId: turn.userId,
      amount: CREDITS.generationCost,
      type: "generation",
      description: `Generation: ${saved.plugin.name} v${saved.version.versionNumber}`,
      idempotencyKey: `generation:${saved.version.id}`,
    });
    return { ...saved, creditsCharged: CREDITS.generationCost, balance };
  });
}

function toTurnError(err: unknown): TurnError {
  if (err instanceof TurnError) return err;
  if (err instanceof InsufficientCreditsError) return new TurnError(402, "insufficient_credits", "Insufficient credits");
  if (err instanceof ReplyError) {
    return err.code === "truncated"
      ? new TurnError(502, "truncated_reply", "The reply was cut off before it was complete. Nothing was saved or charged.")
      : new TurnError(502, "malformed_reply", `The reply could not be read: ${err.message}. Nothing was saved or charged.`);
  }
  const status = (err as { status?: unknown }).status;
  if (typeof status === "number" && status === 429) return new TurnError(429, "rate_limited", RATE_LIMIT_MESSAGE);
  if (typeof status === "number" && status >= 400) {
    return new TurnError(status, (err as { code?: string }).code ?? "provider_error", (err as Error).message);
  }
  return new TurnError(500, "generation_failed", "Failed to generate plugin");
}
