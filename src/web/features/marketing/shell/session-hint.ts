let asking: Promise<boolean> | null = null;

// Whether someone is signed in, for the public pages' shell without the app's query client (decision 0073):
// better-auth answers `null` (200) when there is no session. A failure counts as signed out; the header
// then keeps Sign in and Get started, as it would for a visitor. Callers at the same moment (the site layout
// and the pricing page on one load) share one request; a later call asks again, as a sign-in may have happened.
export function hasSession(): Promise<boolean> {
  asking ??= askServer().finally(() => {
    asking = null;
  });
  return asking;
}

async function askServer(): Promise<boolean> {
  try {
    const response = await fetch("/api/auth/get-session", { credentials: "same-origin", headers: { accept: "application/json" } });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null && "user" in body && typeof body.user === "object" && body.user !== null;
  } catch {
    return false;
  }
}

/** Shows what the prerendered header holds back until the session is known (signed-out actions). */
export function revealSignedOutActions(): void {
  for (const element of document.querySelectorAll("[data-session-pending]")) element.removeAttribute("data-session-pending");
}
