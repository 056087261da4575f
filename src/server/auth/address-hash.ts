import { createHash } from "node:crypto";
import { mailboxOf } from "../modules/referrals/invite-code";

// Fixed for the life of the product: changing it would forget every address that already had its bonus.
const PEPPER = "plugsmith/address-hash/v1";

/**
 * A one-way key for an e-mail address that survives the account (bonus claims, failed sign-ins):
 * sha256 of the mailbox the address delivers to (invite-code.ts mailboxOf: lower case, +tags removed,
 * dots removed for Gmail, googlemail.com read as gmail.com), so aliases of one mailbox share one key.
 */
export function addressHash(email: string): string {
  return createHash("sha256").update(`${PEPPER}:${mailboxOf(email)}`).digest("hex");
}
