import { randomInt } from "node:crypto";
import { LIMITS } from "../../../shared/constants";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** 8 random uppercase alphanumerics (spec.md §3), from a cryptographic source. */
export function generateInviteCode(): string {
  let code = "";
  for (let i = 0; i < LIMITS.inviteCodeLength; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export function normalizeInviteCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export const isWellFormedInviteCode = (code: string): boolean =>
  new RegExp(`^[A-Z0-9]{${LIMITS.inviteCodeLength}}$`).test(code);

/**
 * The mailbox an address delivers to: lower case, '+tag' removed, and dots removed for Gmail.
 * Two addresses with the same mailbox belong to the same person (a self-referral).
 */
export function mailboxOf(email: string): string {
  const [local = "", domain = ""] = email.trim().toLowerCase().split("@");
  const base = local.split("+")[0] ?? "";
  const gmail = domain === "gmail.com" || domain === "googlemail.com";
  return `${gmail ? base.replace(/\./g, "") : base}@${gmail ? "gmail.com" : domain}`;
}
