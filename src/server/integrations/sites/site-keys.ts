import { createSecretLinkCipher, type SecretLinkCipher } from "../mail/secret-link-cipher";

/**
 * The paired sites' private keys at rest: AES-256-GCM with a key derived from the auth secret for this purpose alone
 * (the mail outbox's mechanism, integrations/mail/secret-link-cipher.ts). A copy of the sites table signs nothing.
 */
export type SiteKeyCipher = SecretLinkCipher;

export const createSiteKeyCipher = (authSecret: string): SiteKeyCipher => createSecretLinkCipher(authSecret, "paired site private key");
