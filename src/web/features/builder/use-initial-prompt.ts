import { useEffect, useEffectEvent, useRef } from "react";
import { useLocation } from "react-router";
import { clearPendingPrompt, takePendingPrompt } from "./pending-prompt";

function readInitialPrompt(state: unknown): string | null {
  const prompt = (state as { initialPrompt?: unknown } | null)?.initialPrompt;
  return typeof prompt === "string" && prompt.trim() ? prompt.trim() : null;
}

export interface InitialPromptHandlers {
  /** A signed-in person's prompt from the home page's box (navigation state): sent at once. */
  send: (prompt: string) => void;
  /** A prompt kept from before sign-in (pending-prompt.ts): put in the message box, not sent. */
  place: (prompt: string) => void;
}

/**
 * The prompt the builder opens with, once and only while no plugin is open (and only when `enabled`: the
 * plugin editor never takes one). The home page's prompt box hands a signed-in person's prompt over in
 * the navigation state and it is sent; a prompt typed before signing in waits in the tab's storage and is
 * placed in the message box for the person to send, then forgotten.
 */
export function useInitialPrompt(pluginId: string | null, enabled: boolean, handlers: InitialPromptHandlers) {
  const location = useLocation();
  const initialPrompt = readInitialPrompt(location.state);
  const handled = useRef(false);
  const send = useEffectEvent(handlers.send);
  const place = useEffectEvent(handlers.place);
  useEffect(() => {
    if (handled.current || !enabled || pluginId) return;
    if (initialPrompt) {
      handled.current = true;
      clearPendingPrompt(); // the newer prompt wins
      send(initialPrompt);
      return;
    }
    const pending = takePendingPrompt();
    if (!pending) return;
    handled.current = true;
    place(pending);
    // An effect event is never a dependency; this plugin version predates useEffectEvent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, pluginId, initialPrompt]);
}
