import { randomBytes } from "node:crypto";
import type { TestClient, TestResponse } from "./test-client";

/** An address no other test uses: `<prefix>-<time>-<random>@plugsmith.test`, lower case. */
export function uniqueEmail(prefix = "user"): string {
  const slug = prefix.toLowerCase().replace(/[^a-z0-9.-]+/g, "-") || "user";
  return `${slug}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@plugsmith.test`;
}

export const DEFAULT_PASSWORD = "correct-horse-battery-staple";

export interface SignUpInput {
  fullName?: string;
  email?: string;
  password?: string;
  referralCode?: string;
  /** The app's language at sign-up ('en' or 'sv'): the account's mails follow it. */
  language?: string;
}

/**
 * Signs up through better-auth (POST /api/auth/sign-up/email) in `client`'s browser, which is then
 * signed in. Returns better-auth's JSON ({ token, user }) plus the email and password used.
 * Throws when the sign-up is refused; test a refusal with `client.post` directly.
 */
export async function signUp(client: TestClient, input: SignUpInput = {}) {
  const fullName = input.fullName ?? "Test User";
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? DEFAULT_PASSWORD;
  const response = await client.post("/api/auth/sign-up/email", {
    name: fullName,
    fullName,
    email,
    password,
    ...(input.referralCode !== undefined ? { referralCode: input.referralCode } : {}),
    ...(input.language !== undefined ? { language: input.language } : {}),
  });
  assertOk(response, `sign-up of ${email}`);
  return { ...response.json, email, password, fullName } as SignUpResult;
}

export interface SignUpResult {
  token: string | null;
  user: { id: string; email: string; name: string; [key: string]: unknown };
  email: string;
  password: string;
  fullName: string;
}

/** Signs in through POST /api/auth/sign-in/email; throws when refused. */
export async function signIn(client: TestClient, credentials: { email: string; password?: string }) {
  const response = await client.post("/api/auth/sign-in/email", {
    email: credentials.email,
    password: credentials.password ?? DEFAULT_PASSWORD,
  });
  assertOk(response, `sign-in of ${credentials.email}`);
  return response.json;
}

function assertOk(response: TestResponse, what: string): void {
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`${what} failed with ${response.status}: ${response.text.slice(0, 500)}`);
  }
}
