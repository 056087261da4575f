import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import { LIMITS, PRODUCT_NAME } from "../../shared/constants";
import { signUpSchema } from "../../shared/schemas/account";
import type { Database } from "../db/client";
import { CLIENT_IP_HEADER } from "../http/client-ip";
import * as schema from "../db/schema";
import type { Env } from "../env";
import type { MailService } from "../integrations/mail/mail-service";
import type { Logger } from "../lib/logger";
import { setUpNewAccount } from "../modules/account/account.service";
import { passwordResetMail } from "../modules/mail/system-mails";
import { sendWelcomeMail } from "../modules/mail/welcome-mail";

export interface AuthDeps {
  env: Env;
  db: Database;
  mail: MailService;
  logger: Logger;
  secret: string;
}

/** better-auth, mounted at /api/auth/*: e-mail and password, reset by e-mail, sessions, TOTP. */
export function createAuth({ env, db, mail, logger, secret }: AuthDeps) {
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: env.SITE_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [env.SITE_URL],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
      },
    }),
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
      sendResetPassword: async ({ user, url }) => {
        await mail.send({ ...passwordResetMail({ name: user.name, url }), to: user.email, userId: user.id });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: env.NODE_ENV === "production",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 60, max: env.AUTH_RATE_LIMIT_PER_MINUTE },
        "/sign-up/email": { window: 60, max: env.AUTH_RATE_LIMIT_PER_MINUTE },
        "/request-password-reset": { window: 60, max: 5 },
        "/two-factor/*": { window: 60, max: 20 },
      },
    },
    plugins: [twoFactor({ issuer: PRODUCT_NAME })],
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ args: args.length ? args : undefined }, `auth: ${message}`);
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email") return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
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
        return { context: { body: { ...body, name: parsed.data.fullName, email: parsed.data.email } } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email") return;
        const created = ctx.context.newSession?.user;
        if (!created) return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const fullName = String(body.fullName ?? body.name ?? created.name).trim();
        const referralCode = typeof body.referralCode === "string" ? body.referralCode : null;
        const referral = await setUpNewAccount(db, {
          userId: created.id,
          email: created.email,
          fullName,
          referralCode,
          adminEmails: env.ADMIN_EMAILS,
        });
        await sendWelcomeMail({ db, mail, logger, env }, { userId: created.id, email: created.email, name: fullName });
        const returned = ctx.context.returned;
        if (returned && typeof returned === "object" && !(returned instanceof Response)) {
          return ctx.json({ ...(returned as Record<string, unknown>), referral });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
