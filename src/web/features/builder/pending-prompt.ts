import { PATHS } from "@shared/routes";
import { MAX_MESSAGE_CHARS } from "@shared/schemas/generation";

/**
 * A prompt typed on the home (or a landing) page before signing in (issue #16). It waits in this tab's
 * sessionStorage through sign-in or sign-up and onboarding (same-tab redirects keep it), and the builder
 * puts it in the message box of a new plugin, unsent, then forgets it. Other tabs and later visits never
 * see it. Storage that refuses (private mode, a sandbox) only means the prompt is not kept.
 */

const STORAGE_KEY = "plugsmith.pending-prompt";

/** The part of the Web Storage API used here (tests pass a fake). */
export type PromptStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function tabStorage(): PromptStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // reading window.sessionStorage itself may throw when storage is blocked
  }
}

/** The prompt as it may be kept: trimmed, at most one message long (not ending in half a surrogate pair), or null when blank. */
export function normalizePendingPrompt(prompt: string): string | null {
  let text = prompt.trim();
  if (text.length > MAX_MESSAGE_CHARS) {
    text = text.slice(0, MAX_MESSAGE_CHARS);
    if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
    text = text.trimEnd();
  }
  return text === "" ? null : text;
}

/** Keeps the prompt for this tab; a blank prompt forgets any kept before (the latest submit wins). */
export function savePendingPrompt(prompt: string, storage: PromptStorage | null = tabStorage()): void {
  const text = normalizePendingPrompt(prompt);
  if (text === null) return clearPendingPrompt(storage);
  try {
    storage?.setItem(STORAGE_KEY, text);
  } catch {
    // Quota or blocked storage: the prompt is not kept; sign-in still works.
  }
}

/** The kept prompt, or null. */
export function readPendingPrompt(storage: PromptStorage | null = tabStorage()): string | null {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    return typeof stored === "string" ? normalizePendingPrompt(stored) : null;
  } catch {
    return null;
  }
}

export function hasPendingPrompt(storage: PromptStorage | null = tabStorage()): boolean {
  return readPendingPrompt(storage) !== null;
}

export function clearPendingPrompt(storage: PromptStorage | null = tabStorage()): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept, or it cannot be removed: nothing to do.
  }
}

/** The kept prompt, forgotten as it is handed over: it is placed once and never again. */
export function takePendingPrompt(storage: PromptStorage | null = tabStorage()): string | null {
  const prompt = readPendingPrompt(storage);
  clearPendingPrompt(storage);
  return prompt;
}

/**
 * Where a signed-in, onboarded person goes after signing in or finishing onboarding: the builder while a
 * prompt waits for it, else the dashboard.
 */
export function pathAfterSignIn(storage: PromptStorage | null = tabStorage()): string {
  return hasPendingPrompt(storage) ? PATHS.builder : PATHS.dashboard;
}
