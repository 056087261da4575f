import { describe, expect, it } from "vitest";
import { generateInviteCode, isWellFormedInviteCode, mailboxOf, normalizeInviteCode } from "./invite-code";

describe("[REFERRALS][INVITE_CODE]", () => {
  it("generates 8 uppercase alphanumerics, different each time", () => {
    const codes = new Set(Array.from({ length: 500 }, generateInviteCode));
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(codes.size).toBe(500);
  });

  it("normalises what a person pastes and rejects malformed codes", () => {
    expect(normalizeInviteCode("  ab12cd34 ")).toBe("AB12CD34");
    expect(isWellFormedInviteCode("AB12CD34")).toBe(true);
    for (const bad of ["AB12CD3", "AB12CD345", "AB12-D34", "ab12cd34", "", "ÅB12CD34"]) {
      expect(isWellFormedInviteCode(bad)).toBe(false);
    }
  });

  it("sees the same mailbox behind tags, case and Gmail dots", () => {
    expect(mailboxOf("Ann.Lee+promo@Gmail.com")).toBe(mailboxOf("annlee@gmail.com"));
    expect(mailboxOf("ann+x@example.com")).toBe("ann@example.com");
    expect(mailboxOf("ann.lee@example.com")).not.toBe(mailboxOf("annlee@example.com"));
    expect(mailboxOf("ann@example.com")).not.toBe(mailboxOf("bob@example.com"));
  });
});
