// Whether the page needs sonner's Toaster: set by ~/lib/toast when something that shows toasts is loaded.
// The root mounts the Toaster then, so pages that show none (the public pages, issue #35 item 5) do not
// download sonner, and a page that does has it mounted before its first toast (decision 0073).
let wanted = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function toasterRequested(): boolean {
  return wanted;
}

export function onToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
