import { describe, expect, it } from "vitest";
import { periodEndNotice } from "./subscription-dates";

const active = { status: "active", subscribed: true } as const;

describe("[BILLING][WEB] periodEndNotice", () => {
  it("says the plan renews on the period's end, or ends then once canceled", () => {
    const end = "2026-12-24T10:00:00.000Z";
    expect(periodEndNotice({ ...active, subscriptionEnd: end, cancelAtPeriodEnd: false }, "en-US")).toEqual({
      kind: "renews",
      date: "December 24, 2026",
    });
    expect(periodEndNotice({ ...active, subscriptionEnd: end, cancelAtPeriodEnd: true }, "sv-SE")).toEqual({
      kind: "ends",
      date: "24 december 2026",
    });
  });

  it("says nothing without a usable date", () => {
    expect(periodEndNotice({ ...active, subscriptionEnd: null, cancelAtPeriodEnd: false }, "en-US")).toBeNull();
    expect(periodEndNotice({ ...active, subscriptionEnd: "not a date", cancelAtPeriodEnd: true }, "en-US")).toBeNull();
  });

  it("promises no renewal while the last renewal payment is owed", () => {
    const end = "2026-12-24T10:00:00.000Z";
    for (const status of ["past_due", "unpaid"] as const) {
      expect(periodEndNotice({ status, subscribed: false, subscriptionEnd: end, cancelAtPeriodEnd: false }, "en-US")).toBeNull();
    }
    expect(periodEndNotice({ status: "trialing", subscribed: true, subscriptionEnd: end, cancelAtPeriodEnd: false }, "en-US")).toEqual({
      kind: "renews",
      date: "December 24, 2026",
    });
  });
});
