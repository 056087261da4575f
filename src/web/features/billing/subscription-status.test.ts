import { describe, expect, it } from "vitest";
import { subscriptionStatusSchema, type SubscriptionStatus } from "@shared/schemas/billing";
import {
  changesPlanInPortal,
  hasFailedPayment,
  isSubscribed,
  ongoingSubscription,
  planName,
} from "./subscription-status";

// As the server answers them (billing.service.ts getSubscription): subscribed only while active or trialing.
const answer = (status: SubscriptionStatus) => ({ status, subscribed: status === "active" || status === "trialing" });

describe("[BILLING][WEB] subscription status", () => {
  it("sorts every status the provider can report", () => {
    const table = subscriptionStatusSchema.options.map((status) => {
      const s = answer(status);
      return [status, isSubscribed(s), ongoingSubscription(s) === s, hasFailedPayment(s), changesPlanInPortal(s)];
    });
    expect(table).toEqual([
      // status, subscribed, ongoing, payment failed, plan changes in the portal
      ["none", false, false, false, false],
      ["incomplete", false, true, false, false],
      ["incomplete_expired", false, false, false, false],
      ["trialing", true, true, false, true],
      ["active", true, true, false, true],
      ["past_due", false, true, true, true],
      ["unpaid", false, true, true, true],
      ["canceled", false, false, false, false],
      ["paused", false, true, false, true],
    ]);
  });

  it("knows nothing before the subscription is loaded", () => {
    expect(isSubscribed(undefined)).toBe(false);
    expect(ongoingSubscription(undefined)).toBeNull();
    expect(hasFailedPayment(undefined)).toBe(false);
    expect(changesPlanInPortal(undefined)).toBe(false);
  });

  it("names the plan from the catalogue", () => {
    expect(planName({ productId: "pro-200" })).toBe("Pro 200");
    expect(planName({ productId: null })).toBeNull();
  });
});
