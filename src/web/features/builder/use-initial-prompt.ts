import { useEffect, useEffectEvent, useRef } from "react";
import { useLocation } from "react-router";

function readInitialPrompt(state: unknown): string | null {
  const prompt = (state as { initialPrompt?: unknown } | null)?.initialPrompt;
  return typeof prompt === "string" && prompt.trim() ? prompt.trim() : null;
}

/**
 * The home page's prompt box hands its prompt over in the navigation state: `send` gets it once, and
 * only while no plugin is open.
 */
export function useInitialPrompt(pluginId: string | null, send: (prompt: string) => void) {
  const location = useLocation();
  const initialPrompt = readInitialPrompt(location.state);
  const initialSent = useRef(false);
  const sendInitialPrompt = useEffectEvent(send);
  useEffect(() => {
    if (initialSent.current || pluginId || !initialPrompt) return;
    initialSent.current = true;
    sendInitialPrompt(initialPrompt);
    // An effect event is never a dependency; this plugin version predates useEffectEvent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pluginId, initialPrompt]);
}
