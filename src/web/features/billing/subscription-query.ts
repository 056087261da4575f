import { queryOptions, useQuery } from "@tanstack/react-query";
import { billingPlansResponseSchema, subscriptionResponseSchema } from "@shared/schemas/billing";
import { api } from "~/lib/api";
import { queryClient } from "~/lib/query-client";

export const subscriptionQueryKey = ["billing", "subscription"] as const;

/**
 * GET /api/billing/subscription: the signed-in person's plan as last synced from the payment provider.
 * Read again when the window regains focus (the person may come back from the provider's portal in
 * another tab) and with every credits event (use-credits-reload.ts).
 */
export function useSubscription(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: subscriptionQueryKey,
      queryFn: () => api("/api/billing/subscription", { schema: subscriptionResponseSchema }),
      enabled,
      refetchOnWindowFocus: "always",
    }),
  );
}

/** Reads the subscription again (after a checkout, a portal visit, a credits event). */
export function reloadSubscription(): void {
  void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
}

/** GET /api/billing/plans: whether purchases are real (Stripe) or the local test mode. */
export function useBillingPlans() {
  return useQuery({
    queryKey: ["billing", "plans"],
    queryFn: () => api("/api/billing/plans", { schema: billingPlansResponseSchema }),
    staleTime: Infinity,
  });
}
