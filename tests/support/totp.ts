import { createHmac } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

// RFC 6238 TOTP, as an authenticator app computes it, so tests can answer a two-factor challenge.

function base32Decode(input: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const clean = input.replace(/=+$/, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = alphabet.indexOf(ch);
    if (index < 0) throw new Error(`not base32: ${ch}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function totpCode(base32Secret: string, at = Date.now(), digits = 6, period = 30): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / period)));
  const hmac = createHmac("sha1", base32Decode(base32Secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/**
 * A moment with at least `needed` ms left of its TOTP step, waiting for the next step when the current one is nearly
 * over. A test that answers with the codes of the steps before and after "now" fails if a step ends mid-test: one
 * step back is then two, outside the accepted window (seen on a slow CI machine, where sign-up and enrolment took long).
 */
export async function earlyInStep(needed = 20_000, period = 30): Promise<number> {
  const stepMs = period * 1000;
  const left = stepMs - (Date.now() % stepMs);
  if (left < needed) await sleep(left + 50);
  return Date.now();
}

/** The secret inside an otpauth:// URI. */
export function secretFromUri(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
}
