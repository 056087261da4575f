import { createEmailVerificationToken } from "better-auth/api";
import type { TestClient, TestResponse } from "../../../tests/support/test-client";

/**
 * Opens the confirmation link of an account in `client`'s browser, as the person would from the mail.
 * The stored mail carries only a placeholder (the link goes to the transport alone), so the link is
 * made the way better-auth makes it: a JWT of the address and user id, signed with the auth secret.
 */
export async function openConfirmationLink(
  client: TestClient,
  secret: string,
  account: { userId: string; email: string },
): Promise<TestResponse> {
  const token = await createEmailVerificationToken(secret, account.email, undefined, 3600, { userId: account.userId });
  return client.get("/api/auth/verify-email", { token, callbackURL: "/dashboard" });
}
