import { describe, expect, it } from "vitest";
import { periodEndNotice } from "./subscription-dates";

describe("[BILLING][WEB] periodEndNotice", () => {
  it("says the plan renews on the period's end, or ends then once canceled", () => {
    const end = "2026-12-24T10:00:00.000Z";
    expect(periodEndNotice({ subscriptionEnd: end, cancelAtPeriodEnd: false }, "en-US")).toEqual({
      kind: "renews",
      date: "December 24, 2026",
    });
    expect(periodEndNotice({ subscriptionEnd: end, cancelAtPeriodEnd: true }, "sv-SE")).toEqual({
      kind: "ends",
      date: "24 december 2026",
    });
  });

  it("says nothing without a usable date", () => {
    expect(periodEndNotice({ subscriptionEnd: null, cancelAtPeriodEnd: false }, "en-US")).toBeNull();
    expect(periodEndNotice({ subscriptionEnd: "not a date", cancelAtPeriodEnd: true }, "en-US")).toBeNull();
  });
});
