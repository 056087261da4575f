import { useMutation, useQuery } from "@tanstack/react-query";
import {
  type LocalPortalAction,
  type PlanId,
  localCheckoutResultSchema,
  localCheckoutSessionSchema,
  subscriptionResponseSchema,
} from "@shared/schemas/billing";
import { api } from "~/lib/api";
import { queryClient } from "~/lib/query-client";
import { subscriptionQueryKey } from "../subscription-query";

// The local test-mode checkout's API (server: modules/billing/billing.routes.ts, /api/billing/local).

const sessionKey = (id: string) => ["billing", "local-session", id] as const;
const sessionPath = (id: string) => `/api/billing/local/sessions/${encodeURIComponent(id)}`;

export function useLocalCheckoutSession(id: string) {
  return useQuery({
    queryKey: sessionKey(id),
    queryFn: () => api(sessionPath(id), { schema: localCheckoutSessionSchema }),
    enabled: id !== "",
    retry: false,
  });
}

/** Pays (test mode) or cancels the session; answers where the browser goes next. */
export function useFinishCheckout(id: string) {
  return useMutation({
    mutationFn: (how: "complete" | "cancel") =>
      api(`${sessionPath(id)}/${how}`, { method: "POST", schema: localCheckoutResultSchema }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionKey(id) });
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}

/** The portal stand-in's actions on the current subscription; answers the subscription afterwards. */
export function usePortalAction() {
  return useMutation({
    mutationFn: (action: LocalPortalAction) =>
      api(`/api/billing/local/portal/${action}`, { method: "POST", schema: subscriptionResponseSchema }),
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionQueryKey, subscription),
  });
}

/** The portal's plan change: that plan from the next renewal on (the current plan withdraws a change). */
export function useChangePlan() {
  return useMutation({
    mutationFn: (planId: PlanId) =>
      api("/api/billing/local/portal/plan", { method: "POST", body: { planId }, schema: subscriptionResponseSchema }),
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionQueryKey, subscription),
  });
}
