import { useEffect } from "react";
import { queryClient } from "~/lib/query-client";
import { meQueryKey } from "~/features/account/me-query";
import { creditTransactionsQueryKey } from "./credit-transactions-query";

/** Any code that changes credits dispatches this event on window. */
export const CREDITS_RELOAD_EVENT = "credits:reload";

export function reloadCredits(): void {
  void queryClient.invalidateQueries({ queryKey: meQueryKey });
  void queryClient.invalidateQueries({ queryKey: creditTransactionsQueryKey });
}

/** Keeps the shown balance current: reloads on 'credits:reload' and when the window regains focus. */
export function useCreditsReload(): void {
  useEffect(() => {
    window.addEventListener(CREDITS_RELOAD_EVENT, reloadCredits);
    window.addEventListener("focus", reloadCredits);
    return () => {
      window.removeEventListener(CREDITS_RELOAD_EVENT, reloadCredits);
      window.removeEventListener("focus", reloadCredits);
    };
  }, []);
}
