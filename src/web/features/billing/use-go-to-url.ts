import { useCallback } from "react";
import { useNavigate } from "react-router";

/**
 * Goes to a URL the billing API answered: one of our own pages (the local test-mode checkout, the return
 * to the dashboard) by client-side navigation, so the app and its live event stream stay loaded; the
 * provider's pages (Stripe Checkout, the Customer Portal) in this tab.
 */
export function useGoToUrl(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const target = new URL(url, window.location.href);
      if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}`);
      else window.location.assign(target.href);
    },
    [navigate],
  );
}
