/**
 * True when the keyboard has lost its place: nothing has the focus (the page itself has it), or the
 * element that had it was disabled or removed by what the person just did (a turn started, a restore
 * switched the tab). Code that moves the focus on its own does so only then, never away from a choice.
 */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  return active instanceof HTMLButtonElement || active instanceof HTMLTextAreaElement ? active.disabled : false;
}
