import { z } from "zod";

/** The most characters a passkey's name may have (Settings → Passkeys). */
export const PASSKEY_NAME_MAX_CHARS = 50;

/** A passkey's name: what the person calls the device or password manager that holds it. */
export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, "Give the passkey a name")
  .max(PASSKEY_NAME_MAX_CHARS, `A passkey name has at most ${PASSKEY_NAME_MAX_CHARS} characters`);
