import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  billingPlansResponseSchema,
  subscriptionResponseSchema,
  type SubscriptionResponse,
} from "@shared/schemas/billing";
import { api } from "~/lib/api";
import { queryClient } from "~/lib/query-client";

export const subscriptionQueryKey = ["billing", "subscription"] as const;

/** GET /api/billing/subscription: the signed-in person's plan as last synced from the payment provider. */
export function useSubscription(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: subscriptionQueryKey,
      queryFn: () => api("/api/billing/subscription", { schema: subscriptionResponseSchema }),
      enabled,
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

/** A subscription that is paid up: the person has a plan and its credits. */
export const isSubscribed = (subscription: SubscriptionResponse | undefined) => subscription?.subscribed === true;
