import { describe, expect, it } from "vitest";
import type { Me } from "@shared/schemas/account";
import { headerLinks } from "./nav-links";

const me: Me = {
  id: "u1",
  email: "a@b.c",
  fullName: "A B",
  displayName: "A",
  emailVerified: true,
  isAdmin: false,
  onboardingCompleted: true,
  newsletterSubscribed: true,
  inviteCode: "ABCDEFGH",
  referralsCompleted: 0,
  referralsRewarded: 0,
  referralsSameAddress: 0,
  referralsUnconfirmed: 0,
  twoFactorEnabled: false,
  hasPassword: true,
  credits: { balance: 10, subscription: 0, permanent: 10 },
};

const paths = (user: Me | null) => headerLinks(user).map((link) => link.to);

describe("headerLinks", () => {
  it("shows visitors the public pages only", () => {
    expect(paths(null)).toEqual(["/how-it-works", "/pricing", "/blog", "/about", "/contact"]);
  });

  it("adds settings and dashboard for signed-in users", () => {
    expect(paths(me)).toEqual(["/how-it-works", "/pricing", "/blog", "/about", "/contact", "/settings", "/dashboard"]);
  });

  it("adds admin for admins", () => {
    expect(paths({ ...me, isAdmin: true }).at(-1)).toBe("/admin");
  });
});
