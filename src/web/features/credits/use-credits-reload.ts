import { useEffect } from "react";
import type { Me } from "@shared/schemas/account";
import { queryClient } from "~/lib/query-client";
import { meQueryKey } from "~/features/account/me-query";
import { reloadSubscription } from "~/features/billing/subscription-query";
import { creditTransactionsQueryKey } from "./credit-transactions-query";

/** Any code that changes credits dispatches this event on window. */
export const CREDITS_RELOAD_EVENT = "credits:reload";

/**
 * Reads the balance, the ledger and the subscription again: whatever changed credits (a purchase, a
 * renewal, a subscription's end) may have changed the plan too.
 */
export function reloadCredits(): void {
  void queryClient.invalidateQueries({ queryKey: meQueryKey });
  void queryClient.invalidateQueries({ queryKey: creditTransactionsQueryKey });
  reloadSubscription();
}

/** Shows a balance pushed by the server at once, then reloads the details (buckets, ledger). */
function applyPushedBalance(event: MessageEvent<string>): void {
  try {
    const { balance } = JSON.parse(event.data) as { balance: number };
    queryClient.setQueryData<Me | null>(meQueryKey, (me) =>
      me && me.credits.balance !== balance ? { ...me, credits: { ...me.credits, balance } } : me,
    );
  } catch {
    // Not our payload: the reload below still brings the truth.
  }
  reloadCredits();
}

/**
 * Keeps the shown balance current: live from the server's event stream (GET /api/events, fed by every
 * process through the database), and also on 'credits:reload' and when the window regains focus.
 */
export function useCreditsReload(): void {
  useEffect(() => {
    window.addEventListener(CREDITS_RELOAD_EVENT, reloadCredits);
    window.addEventListener("focus", reloadCredits);
    // EventSource reconnects by itself after a dropped connection or a server restart.
    const events = typeof EventSource === "undefined" ? null : new EventSource("/api/events");
    events?.addEventListener("credits", applyPushedBalance as EventListener);
    return () => {
      window.removeEventListener(CREDITS_RELOAD_EVENT, reloadCredits);
      window.removeEventListener("focus", reloadCredits);
      events?.close();
    };
  }, []);
}
