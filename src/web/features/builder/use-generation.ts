import { useCallback, useEffect, useRef, useState } from "react";
import type { GenerateRequest } from "@shared/schemas/generation";
import { streamGeneration, type DoneEvent, type ProgressEvent } from "./generation-client";
import { classifyGenerationFailure, type GenerationFailure } from "./generation-failure";
import { applyTurnEvent, startTurn, type StreamingTurn } from "./streaming-turn";

export type TurnOutcome = { ok: true; done: DoneEvent } | { ok: false; failure: GenerationFailure };

/**
 * Runs one chat turn at a time and keeps what it has streamed so far. The turn stays on screen after it
 * ends until `clear()`, so the caller can swap in the saved version in the same render.
 */
export function useGeneration() {
  const [turn, setTurn] = useState<StreamingTurn | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (
      pluginId: string,
      request: GenerateRequest,
      onEvent?: (event: ProgressEvent) => void,
    ): Promise<TurnOutcome> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setTurn(startTurn(request));
      try {
        const done = await streamGeneration(pluginId, request, {
          signal: current.signal,
          onEvent: (event) => {
            setTurn((t) => (t ? applyTurnEvent(t, event) : t));
            onEvent?.(event);
          },
        });
        setTurn(
          (t) =>
            t && {
              ...t,
              writing: null,
              saved: {
                versionId: done.version.id,
                versionNumber: done.version.versionNumber,
                pluginUpdatedAt: done.plugin.updatedAt,
              },
            },
        );
        return { ok: true, done };
      } catch (error) {
        return { ok: false, failure: classifyGenerationFailure(error) };
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [],
  );

  return {
    turn,
    run,
    /** The Stop button: before any of the answer arrived the credit goes back; after, the turn is paid and whole files that arrived are saved as an incomplete version. */
    stop: useCallback(() => controller.current?.abort(), []),
    clear: useCallback(() => setTurn(null), []),
  };
}
