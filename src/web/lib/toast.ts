import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";

// Toasts (spec.md §9) without sonner on the first load: sonner and its Toaster are fetched the first time
// a toast is shown (issue #17, decision 0041). Sonner's Toaster shows the toasts created before it
// subscribed, so nothing is lost while it loads. Same calls as sonner's `toast`, without the returned id.

type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner["toast"]["success"]>[0];
type Kind = "success" | "error" | "warning";

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** Loads sonner (once) and tells the lazy Toaster to mount. */
export function loadToasts(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** For useSyncExternalStore: whether a toast was ever asked for in this page view. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsWanted(): boolean {
  return sonner !== undefined;
}

function show(kind?: Kind) {
  return (message: Message, data?: ExternalToast): void => {
    void loadToasts().then(({ toast: sonnerToast }) =>
      kind ? sonnerToast[kind](message, data) : sonnerToast(message as Parameters<Sonner["toast"]>[0], data),
    );
  };
}

export const toast = Object.assign(show(), {
  success: show("success"),
  error: show("error"),
  warning: show("warning"),
});
