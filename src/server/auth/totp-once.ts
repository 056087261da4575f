import { createHmac } from "node:crypto";
import { APIError, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { twoFactor } from "../db/schema";

/** better-auth's TOTP settings (its defaults, which we keep): 6 digits, 30 s steps, one step either side accepted. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const WINDOW = 1;

export const TOTP_ALREADY_USED_MESSAGE = "This code was already used. Enter the next code from your authenticator app.";

type HookContext = Parameters<typeof getSessionFromCtx>[0];

/**
 * A TOTP code works once (RFC 6238 §5.2): before better-auth checks a code, the time step it belongs to is
 * claimed for the person with one conditional update (`last_totp_step < step`), so a second use of the same
 * code, or of an older one, is refused, also when two requests race or run in two processes. better-auth
 * 1.7 has no option for this. A code that matches no step is left to better-auth, which counts the failure.
 * Runs for sign-in (the two-factor cookie names the person) and for a signed-in check (enrolment, account
 * deletion through auth.api.verifyTOTP).
 */
export async function claimTotpStep(db: Database, ctx: HookContext, code: unknown): Promise<void> {
  if (typeof code !== "string" || !/^\d+$/.test(code)) return;
  const userId = await userOfTwoFactorCheck(ctx);
  if (!userId) return;
  const row = await db.query.twoFactor.findFirst({ where: eq(twoFactor.userId, userId) });
  if (!row) return;
  const context = ctx.context as unknown as { secretConfig: Parameters<typeof symmetricDecrypt>[0]["key"] };
  const secret = await decryptSecret(context.secretConfig, row.secret);
  const step = stepOfCode(secret, code, Date.now());
  if (step === null) return;
  const claimed = await db
    .update(twoFactor)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactor.id, row.id), or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step))))
    .returning({ id: twoFactor.id });
  if (claimed.length === 0) {
    throw new APIError("UNAUTHORIZED", { code: "TOTP_CODE_ALREADY_USED", message: TOTP_ALREADY_USED_MESSAGE });
  }
}

/** The time step within the accepted window whose code is `code`, newest first, or null. */
export function stepOfCode(secret: Buffer, code: string, now: number): number | null {
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  for (let offset = WINDOW; offset >= -WINDOW; offset--) {
    if (hotp(secret, current + offset) === code) return current + offset;
  }
  return null;
}

/** RFC 4226 HOTP with SHA-1, as better-auth computes it. */
function hotp(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).padStart(DIGITS, "0");
}

/** The secret's bytes; one imported from another provider is stored as `base32:<secret>` (better-auth reads it so). */
async function decryptSecret(key: Parameters<typeof symmetricDecrypt>[0]["key"], data: string): Promise<Buffer> {
  const secret = await symmetricDecrypt({ key, data });
  const prefix = "base32:";
  return secret.startsWith(prefix) ? base32Bytes(secret.slice(prefix.length)) : Buffer.from(secret, "utf8");
}

function base32Bytes(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of text.toUpperCase().replace(/=+$/, "")) {
    value = (value << 5) | Math.max(0, alphabet.indexOf(ch));
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** Whose code this is: the signed-in person, or the one whose password sign-in awaits its second factor. */
async function userOfTwoFactorCheck(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!pending) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(pending);
  return verification?.value ?? null;
}
