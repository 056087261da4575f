import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Encrypts the secret link (password reset, e-mail verification) a queued mail carries, so the outbox
 * never holds a usable token in the clear (issue #9, finding 3). AES-256-GCM with a key derived from
 * the auth secret: a copy of the table alone (a backup, an admin's query) opens no account. Rotating
 * the auth secret makes links still queued unreadable; those mails fail instead of sending a wrong link.
 */
export interface SecretLinkCipher {
  encrypt(link: string): string;
  /** Throws when the payload was not made with this key or was altered. */
  decrypt(payload: string): string;
}

const VERSION = "v1";
const IV_BYTES = 12;

/**
 * `purpose` derives a key of its own from the auth secret: the paired sites' private keys (integrations/sites) use the
 * same mechanism with another purpose, so neither key opens the other's payloads.
 */
export function createSecretLinkCipher(authSecret: string, purpose = "mail-outbox secret link"): SecretLinkCipher {
  const key = Buffer.from(hkdfSync("sha256", authSecret, "plugsmith", purpose, 32));
  return {
    encrypt(link) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(link, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
    },
    decrypt(payload) {
      const [version, iv, tag, body] = payload.split(".");
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("unreadable secret link payload");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
