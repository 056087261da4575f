import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { genericOAuth, twoFactor } from "better-auth/plugins";
import { passkey } from "@better-auth/passkey";
import { ACCOUNTS, LIMITS, PRODUCT_NAME } from "../../shared/constants";
import { type MailLanguage, mailLanguageSchema, signUpSchema } from "../../shared/schemas/account";
import { passkeyNameSchema } from "../../shared/schemas/passkeys";
import type { Database } from "../db/client";
import { CLIENT_IP_HEADER } from "../http/client-ip";
import * as schema from "../db/schema";
import type { Env } from "../env";
import type { MailService } from "../integrations/mail/mail-service";
import type { Logger } from "../lib/logger";
import { setUpNewAccount } from "../modules/account/account.service";
import { languageOf } from "../modules/account/person-language";
import { revokeAllApiTokens } from "../modules/api-tokens/api-tokens.service";
import { passwordResetMail, verificationMail } from "../modules/mail/system-mails";
import { sendWelcomeMail } from "../modules/mail/welcome-mail";
import { createUnsubscribeTokens } from "../modules/newsletter/unsubscribe-token";
import { grantVerifiedBonuses } from "../modules/referrals/verified-bonuses";
import { welcomeBonusesOf } from "../modules/referrals/welcome-bonuses";
import { accountLinkingOf, refuseRemovingPassword } from "./account-linking";
import { isOAuthCallback, setUpOAuthAccount } from "./oauth-sign-up";
import type { SessionCache } from "./session-cache";
import { requireRecentSignInWithoutPassword } from "./recent-sign-in-hook";
import { genericOAuthConfigsOf, socialProvidersOf } from "./sign-in-providers";
import { noteSignIn } from "./sign-in-notice";
import { clearSignInFailures, recordSignInFailure, signInLockMinutesLeft, signInLockedMessage } from "./sign-in-throttle";
import { verificationMailsLimitReached } from "./verification-mails";
import { claimTotpStep } from "./totp-once";
import { rememberBrowser, signInClientOf } from "./known-browser";

export interface AuthDeps {
  env: Env;
  db: Database;
  mail: MailService;
  logger: Logger;
  secret: string;
  /** Forgotten entries for every session better-auth deletes (sign-out, sign out everywhere, reset). */
  sessionCache: SessionCache;
}

/** Where a confirmation link leads once the address is confirmed (and the person signed in). */
// The dashboard then says what the confirmation granted, or why not (GET /api/me/bonuses).
const AFTER_VERIFICATION_PATH = "/dashboard?confirmed=1";

/** better-auth, mounted at /api/auth/*: e-mail and password, confirmation and reset by e-mail, sessions, TOTP. */
export function createAuth({ env, db, mail, logger, secret, sessionCache }: AuthDeps) {
  const tokens = createUnsubscribeTokens(secret);
  const verificationRequired = env.EMAIL_VERIFICATION === "required";
  // A sign-up's language by address, from its request until its after hook (the confirmation mail is sent between).
  const signUpLanguages = new Map<string, MailLanguage>();
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: env.SITE_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: env.TRUSTED_ORIGINS,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        passkey: schema.passkey,
      },
    }),
    databaseHooks: {
      user: {
        create: {
          // Without a mail server nobody could confirm an address: accounts count as confirmed
          // (server.ts warns that bonuses are then unprotected).
          before: async (data) => (verificationRequired ? undefined : { data: { ...data, emailVerified: true } }),
          // A sign-up through GitHub, Google or OpenID Connect gets what /sign-up/email's hook below gives.
          after: async (created, context) => {
            if (!isOAuthCallback(context)) return;
            await setUpOAuthAccount({ db, mail, logger, env, tokens }, created, context);
          },
        },
      },
      session: {
        create: {
          // A browser the account never signed in from gets a notice by mail; it never stops a sign-in.
          after: async (started) => {
            await noteSignIn({ db, mail, siteUrl: env.SITE_URL }, started).catch((err: unknown) =>
              logger.error({ err: err instanceof Error ? err.message : String(err) }, "sign-in notice failed"),
            );
          },
        },
        delete: {
          after: async (ended) => sessionCache.forget(ended.token),
        },
      },
    },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      useSecureCookies: env.SITE_URL.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth turns the origin check off under test runners; we test the check we ship.
      disableOriginCheck: false,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.passwordMinLength,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Whoever knew the old password may have made API tokens: they end with the sessions.
      onPasswordReset: async ({ user }) => {
        const revoked = await revokeAllApiTokens(db, user.id);
        if (revoked > 0) logger.info({ userId: user.id, revoked }, "password reset revoked API tokens");
      },
      sendResetPassword: async ({ user, url }) => {
        await mail.send({ ...passwordResetMail({ name: user.name }, await languageOf(db, user.id)), to: user.email, userId: user.id, secretLink: url });
      },
    },
    emailVerification: {
      sendOnSignUp: verificationRequired,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        const language = signUpLanguages.get(user.email.toLowerCase()) ?? (await languageOf(db, user.id));
        await mail.send({ ...verificationMail({ name: user.name }, language), to: user.email, userId: user.id, secretLink: url });
      },
      afterEmailVerification: async (user) => {
        // The welcome mail promises the welcome credits: it goes with them, once per mailbox.
        if (await grantVerifiedBonuses(db, user.id)) {
          await sendWelcomeMail({ db, mail, logger, env, tokens }, { userId: user.id, email: user.email, name: user.name });
        }
      },
    },
    socialProviders: socialProvidersOf(env),
    account: { accountLinking: accountLinkingOf(env) },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: env.NODE_ENV === "production",
      window: 60,
      max: env.AUTH_REQUESTS_PER_MINUTE,
      customRules: {
        // Every page asks who is signed in; many people behind one office address would otherwise see
        // errors. It is a read of the caller's own session, like /api/me, which has no such limit either.
        "/get-session": false,
        "/sign-in/email": { window: 60, max: env.AUTH_RATE_LIMIT_PER_MINUTE },
        "/sign-up/email": { window: 60, max: env.AUTH_RATE_LIMIT_PER_MINUTE },
        "/sign-in/social": { window: 60, max: env.AUTH_RATE_LIMIT_PER_MINUTE },
        "/passkey/verify-authentication": { window: 60, max: env.AUTH_RATE_LIMIT_PER_MINUTE },
        "/request-password-reset": { window: 60, max: 5 },
        "/send-verification-email": { window: 60 * 60, max: 3 },
        "/two-factor/*": { window: 60, max: 20 },
      },
    },
    plugins: [
      // An account without a password turns two-factor on or off after a recent sign-in instead (recent-sign-in-hook.ts).
      twoFactor({ issuer: PRODUCT_NAME, allowPasswordless: true }),
      genericOAuth({ config: genericOAuthConfigsOf(env) }),
      // A passkey belongs to SITE_URL's host; only pages on SITE_URL's origin may use it.
      passkey({ rpID: new URL(env.SITE_URL).hostname, rpName: PRODUCT_NAME, origin: new URL(env.SITE_URL).origin }),
    ],
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ args: args.length ? args : undefined }, `auth: ${message}`);
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === "/sign-up/email") {
          const parsed = signUpSchema.safeParse({
            ...body,
            fullName: body.fullName ?? body.name,
          });
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw new APIError("BAD_REQUEST", {
              code: "INVALID_INPUT",
              message: issue?.message ?? "Invalid sign-up details",
            });
          }
          // The confirmation mail goes out before the profile that keeps the language exists (after hook).
          signUpLanguages.set(parsed.data.email.toLowerCase(), parsed.data.language ?? "en");
          return {
            context: {
              body: { ...body, name: parsed.data.fullName, email: parsed.data.email, callbackURL: AFTER_VERIFICATION_PATH },
            },
          };
        }
        if (ctx.path === "/sign-in/email" && typeof body.email === "string") {
          const minutes = await signInLockMinutesLeft(db, body.email, await signInClientOf(ctx, body.email));
          if (minutes > 0) {
            throw new APIError("TOO_MANY_REQUESTS", { code: "TOO_MANY_ATTEMPTS", message: signInLockedMessage(minutes) });
          }
          return;
        }
        if (ctx.path === "/passkey/verify-registration" || ctx.path === "/passkey/update-passkey") {
          const name = passkeyNameSchema.safeParse(body.name);
          if (!name.success) {
            throw new APIError("BAD_REQUEST", { code: "INVALID_INPUT", message: name.error.issues[0]?.message ?? "Invalid passkey name" });
          }
          return { context: { body: { ...body, name: name.data } } };
        }
        if (ctx.path === "/two-factor/verify-totp") {
          await claimTotpStep(db, ctx, body.code);
          return;
        }
        if (ctx.path === "/two-factor/enable" || ctx.path === "/two-factor/disable") {
          await requireRecentSignInWithoutPassword(db, ctx);
          return;
        }
        if (ctx.path === "/unlink-account") {
          await refuseRemovingPassword(db, ctx);
          return;
        }
        if (ctx.path === "/send-verification-email") {
          // Only from a signed-in browser (the dashboard's Resend), so the answer says nothing about
          // whether some other address has an account.
          const session = await getSessionFromCtx(ctx);
          if (!session) throw new APIError("UNAUTHORIZED", { code: "UNAUTHORIZED", message: "Not signed in" });
          if (await verificationMailsLimitReached(db, session.user.email)) {
            throw new APIError("TOO_MANY_REQUESTS", {
              code: "TOO_MANY_MAILS",
              message: ACCOUNTS.verificationMailsLimitMessage,
            });
          }
          return { context: { body: { ...body, email: session.user.email, callbackURL: AFTER_VERIFICATION_PATH } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === "/sign-in/email" && typeof body.email === "string") {
          const returned = ctx.context.returned;
          const client = await signInClientOf(ctx, body.email);
          if (isAPIError(returned)) {
            // Wrong password and unknown address alike (both 401): no difference to learn from.
            if (returned.statusCode === 401) await recordSignInFailure(db, body.email, client);
          } else {
            await clearSignInFailures(db, body.email, client);
            await rememberBrowser(ctx, body.email, client);
          }
          return;
        }
        if (ctx.path !== "/sign-up/email") return;
        if (typeof body.email === "string") signUpLanguages.delete(body.email.toLowerCase());
        const created = ctx.context.newSession?.user;
        if (!created) return;
        const fullName = String(body.fullName ?? body.name ?? created.name).trim();
        const referralCode = typeof body.referralCode === "string" ? body.referralCode : null;
        const language = mailLanguageSchema.catch("en").parse(body.language);
        const referral = await setUpNewAccount(db, {
          userId: created.id,
          email: created.email,
          fullName,
          referralCode,
          language,
          signupIp: ctx.headers?.get(CLIENT_IP_HEADER) ?? null,
        });
        if (!verificationRequired && (await grantVerifiedBonuses(db, created.id))) {
          await sendWelcomeMail({ db, mail, logger, env, tokens }, { userId: created.id, email: created.email, name: fullName });
        }
        const returned = ctx.context.returned;
        if (returned && typeof returned === "object" && !(returned instanceof Response)) {
          // What was really granted (and why not), so the notice states it rather than the constants.
          const bonuses = await welcomeBonusesOf(db, created.id);
          return ctx.json({ ...(returned as Record<string, unknown>), referral, bonuses });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
