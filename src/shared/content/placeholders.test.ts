import { describe, expect, it } from "vitest";
import { CREDITS, EXTRA_CREDITS_PACK, TERMS } from "../constants";
import { fillPlaceholders, UnknownPlaceholderError } from "./placeholders";

describe("fillPlaceholders", () => {
  it("fills figures from the constants", () => {
    expect(fillPlaceholders("{{refundDays}} days, {{ downloadCost }} credits, {{extraCreditsPrice}}")).toBe(
      `${TERMS.refundDays} days, ${CREDITS.downloadCost} credits, $${EXTRA_CREDITS_PACK.priceUsd}`,
    );
  });

  it("refuses an unknown placeholder, naming it", () => {
    expect(() => fillPlaceholders("{{refundDayz}} and {{nope}}")).toThrow(UnknownPlaceholderError);
    expect(() => fillPlaceholders("{{refundDayz}}")).toThrow("{{refundDayz}}");
  });
});
