import { describe, expect, it } from "vitest";
import { parseCreditAmount } from "./credit-amount";

describe("[ADMIN][WEB] parseCreditAmount", () => {
  it("takes a whole number greater than 0 (spec.md §5)", () => {
    expect(parseCreditAmount("100")).toBe(100);
    expect(parseCreditAmount(" 7 ")).toBe(7);
  });

  it.each(["", "0", "-5", "1.5", "1e3", "abc", "12abc", "99999999999999999999"])("refuses %j", (value) => {
    expect(parseCreditAmount(value)).toBeNull();
  });
});
