import { randomBytes } from "node:crypto";
import { test as base, expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_BASE_URL } from "../support/e2e-env";

export { expect };
export { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_BASE_URL };

// Browser tests share these helpers. Users are made through the HTTP API (fast, and the browser is
// signed in); mails are read back from the outbox through the admin API, the way an admin would.

export const DEFAULT_PASSWORD = "correct-horse-battery-staple";

/** An address no other test uses: `<prefix>-<time>-<random>@plugsmith.test`, lower case. */
export function uniqueEmail(prefix = "user"): string {
  const slug = prefix.toLowerCase().replace(/[^a-z0-9.-]+/g, "-") || "user";
  return `${slug}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@plugsmith.test`;
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export interface SignUpOptions {
  fullName?: string;
  email?: string;
  password?: string;
  referralCode?: string;
  /** PATCH /api/me { onboardingCompleted: true } afterwards, so the app skips onboarding. */
  onboardingCompleted?: boolean;
}

export interface SignedUpUser {
  email: string;
  password: string;
  fullName: string;
  /** better-auth's sign-up answer: { token, user, ... }. */
  response: { user: { id: string; email: string; [key: string]: unknown }; [key: string]: unknown };
}

/**
 * Signs up through POST /api/auth/sign-up/email in the page's own browser context (`page.request`
 * shares its cookies), so the page is signed in when it next navigates.
 */
export async function signUpViaApi(page: Page, options: SignUpOptions = {}): Promise<SignedUpUser> {
  const fullName = options.fullName ?? "E2E User";
  const email = options.email ?? uniqueEmail("e2e");
  const password = options.password ?? DEFAULT_PASSWORD;
  const headers = { Origin: originOf(page) };
  const res = await page.request.post("/api/auth/sign-up/email", {
    headers,
    data: { name: fullName, fullName, email, password, ...(options.referralCode ? { referralCode: options.referralCode } : {}) },
  });
  if (!res.ok()) throw new Error(`sign-up of ${email} failed with ${res.status()}: ${await res.text()}`);
  const response = (await res.json()) as SignedUpUser["response"];
  if (options.onboardingCompleted) {
    const patched = await page.request.patch("/api/me", { headers, data: { onboardingCompleted: true } });
    if (!patched.ok()) throw new Error(`PATCH /api/me failed with ${patched.status()}: ${await patched.text()}`);
  }
  return { email, password, fullName, response };
}

/** Signs in through POST /api/auth/sign-in/email in the page's context. */
export async function signInViaApi(page: Page, credentials: { email: string; password?: string }): Promise<void> {
  const res = await page.request.post("/api/auth/sign-in/email", {
    headers: { Origin: originOf(page) },
    data: { email: credentials.email, password: credentials.password ?? DEFAULT_PASSWORD },
  });
  if (!res.ok()) throw new Error(`sign-in of ${credentials.email} failed with ${res.status()}: ${await res.text()}`);
}

function originOf(page: Page): string {
  const current = page.url();
  return current.startsWith("http") ? new URL(current).origin : E2E_BASE_URL;
}

/** Signs the e2e admin up (or in, when it already exists) in a request context of its own. */
async function adminContext(baseURL: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const signUp = await context.post("/api/auth/sign-up/email", {
    data: { name: "E2E Admin", fullName: "E2E Admin", email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
  });
  if (!signUp.ok()) {
    const body = await signUp.text();
    if (!/already exists/i.test(body)) {
      throw new Error(`sign-up of the e2e admin failed with ${signUp.status()}: ${body}`);
    }
    const signIn = await context.post("/api/auth/sign-in/email", {
      data: { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
    });
    if (!signIn.ok()) throw new Error(`sign-in of the e2e admin failed with ${signIn.status()}: ${await signIn.text()}`);
  }
  return context;
}

interface TestFixtures {
  /** The mails sent to `to`, newest first, read from the outbox by the e2e admin. */
  readOutbox: (to: string) => Promise<OutboxMail[]>;
  /** Polls the outbox until a mail to `to` matches (by default: any mail); throws after `timeoutMs`. */
  waitForMail: (to: string, match?: (mail: OutboxMail) => boolean, timeoutMs?: number) => Promise<OutboxMail>;
}

interface WorkerFixtures {
  /** An API context signed in as the e2e admin (ADMIN_EMAILS names it), once per worker. */
  adminRequest: APIRequestContext;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminRequest: [
    // Playwright reads the fixtures a fixture needs from this destructuring, so it must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? E2E_BASE_URL;
      const context = await adminContext(baseURL);
      await use(context);
      await context.dispose();
    },
    { scope: "worker" },
  ],

  readOutbox: async ({ adminRequest }, use) => {
    await use(async (to) => {
      const res = await adminRequest.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`);
      if (!res.ok()) throw new Error(`GET /api/admin/outbox failed with ${res.status()}: ${await res.text()}`);
      const body = (await res.json()) as { mails: OutboxMail[] };
      return body.mails;
    });
  },

  waitForMail: async ({ readOutbox }, use) => {
    await use(async (to, match = () => true, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = (await readOutbox(to)).find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 250));
      }
    });
  },
});

/** The first link in a mail's text that starts with `prefix` (an absolute URL or a path). */
export function linkFromMail(mail: OutboxMail, prefix = E2E_BASE_URL): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`${escaped}[^\\s"'<>)]*`).exec(mail.text) ?? new RegExp(`${escaped}[^\\s"'<>)]*`).exec(mail.html);
  if (!match) throw new Error(`no link starting with ${prefix} in the mail "${mail.subject}"`);
  return match[0].replace(/&amp;/g, "&");
}
