import { createHmac, timingSafeEqual } from "node:crypto";

// The newsletter's one-click unsubscribe link works without signing in (issue #13): its token names the
// person and is signed with a key derived from the auth secret, so only we can make one.

export interface UnsubscribeTokens {
  sign(userId: string): string;
  /** The person a token names, or null for a token we did not sign. */
  verify(token: string): string | null;
  /** The API address mail clients POST to (List-Unsubscribe, RFC 8058). */
  apiUrl(siteUrl: string, userId: string): string;
  /** The page a person opens from the mail's link, which asks before it unsubscribes. */
  pageUrl(siteUrl: string, userId: string): string;
}

export function createUnsubscribeTokens(authSecret: string): UnsubscribeTokens {
  const key = createHmac("sha256", authSecret).update("plugsmith newsletter unsubscribe v1").digest();
  const mac = (userId: string) => createHmac("sha256", key).update(userId).digest();
  const sign = (userId: string) => `${Buffer.from(userId).toString("base64url")}.${mac(userId).toString("base64url")}`;
  const site = (url: string) => url.replace(/\/$/, "");
  return {
    sign,
    verify(token) {
      const [id, signature, extra] = token.split(".");
      if (!id || !signature || extra !== undefined) return null;
      const userId = Buffer.from(id, "base64url").toString("utf8");
      const given = Buffer.from(signature, "base64url");
      const expected = mac(userId);
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
    apiUrl: (siteUrl, userId) => `${site(siteUrl)}/api/newsletter/unsubscribe?token=${encodeURIComponent(sign(userId))}`,
    pageUrl: (siteUrl, userId) => `${site(siteUrl)}/unsubscribe?token=${encodeURIComponent(sign(userId))}`,
  };
}
