import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CREDITS, INVITED_START_CREDITS } from "../../../shared/constants";
import { signUp, uniqueEmail } from "../../../../tests/support/factories";
import type { TestClient } from "../../../../tests/support/test-client";
import { useSharedTestApp } from "../../../../tests/support/test-app";
import { eq } from "drizzle-orm";
import { openConfirmationLink } from "../../auth/email-verification.testing";
import { mailOutbox } from "../../db/schema";

// Issue #9, finding 2: bonuses wait for a confirmed address, come once per mailbox ever, and referral
// rewards are capped per referrer.
const testApp = useSharedTestApp({ EMAIL_VERIFICATION: "required", TRUST_PROXY_HOPS: "1" });

const ledger = async (client: TestClient) =>
  (await client.get("/api/credits/transactions")).json.transactions as Array<{ amount: number; type: string }>;
const balance = async (client: TestClient) => (await client.get("/api/me")).json.credits.balance as number;

describe("[REFERRALS][BONUS_FARMING]", () => {
  it("grants nothing to 20 unconfirmed invitees, at most the monthly cap once they confirm, and nothing after delete + re-register", async () => {
    const { client, env } = testApp();
    const secret = env.AUTH_SECRET!;
    const referrer = await signUp(client);
    expect(await balance(client)).toBe(0);
    await openConfirmationLink(client, secret, { userId: referrer.user.id, email: referrer.email });
    expect(await balance(client)).toBe(CREDITS.signUpBonus);

    const invitees: Array<{ client: TestClient; userId: string; email: string; password: string }> = [];
    for (let i = 0; i < 20; i++) {
      // Codes are single-use and rotate: each invitee uses the referrer's current one.
      const code = (await client.get("/api/me")).json.inviteCode;
      const browser = client.newClient();
      const res = await signUp(browser, { email: uniqueEmail(`invitee-${i}`), referralCode: code });
      expect((res as unknown as { referral: string }).referral).toBe("applied");
      invitees.push({ client: browser, userId: res.user.id, email: res.email, password: res.password });
    }
    for (const invitee of invitees) {
      expect(await balance(invitee.client)).toBe(0);
      expect(await ledger(invitee.client)).toEqual([]);
    }
    expect(await balance(client)).toBe(CREDITS.signUpBonus);
    expect((await client.get("/api/me")).json.referralsCompleted).toBe(20);

    await Promise.all(invitees.map((i) => openConfirmationLink(i.client, secret, i)));
    for (const invitee of invitees) expect(await balance(invitee.client)).toBe(INVITED_START_CREDITS);
    const rewards = (await ledger(client)).filter((t) => t.type === "referral_complete");
    expect(rewards).toHaveLength(CREDITS.referralRewardsPerMonth);
    expect(await balance(client)).toBe(CREDITS.signUpBonus + CREDITS.referralRewardsPerMonth * CREDITS.referralReferrerBonus);

    // Opening a link again changes nothing.
    await openConfirmationLink(invitees[0]!.client, secret, invitees[0]!);
    expect(await balance(invitees[0]!.client)).toBe(INVITED_START_CREDITS);

    // Delete one invitee and register the same address again, with a fresh invite code: no bonus at all.
    const gone = invitees[0]!;
    expect((await gone.client.delete("/api/me", { password: gone.password })).status).toBe(200);
    const again = client.newClient();
    const code = (await client.get("/api/me")).json.inviteCode;
    const back = await signUp(again, { email: gone.email, referralCode: code });
    await openConfirmationLink(again, secret, { userId: back.user.id, email: back.email });
    expect(await balance(again)).toBe(0);
    expect(await ledger(again)).toEqual([]);
    // The notice after confirming says why: the address had its welcome credits with an earlier account.
    expect((await again.get("/api/me/bonuses")).json).toEqual({ signUp: 0, invitation: 0, invited: true, withheld: "address_used" });
    expect((await ledger(client)).filter((t) => t.type === "referral_complete")).toHaveLength(CREDITS.referralRewardsPerMonth);
  });

  it("sees one Gmail mailbox behind dots, +tags, case and googlemail.com", async () => {
    const { client, env } = testApp();
    const id = randomBytes(4).toString("hex");
    const first = await signUp(client, { email: `Farm.Er.${id}+one@googlemail.com` });
    await openConfirmationLink(client, env.AUTH_SECRET!, { userId: first.user.id, email: first.email });
    expect(await balance(client)).toBe(CREDITS.signUpBonus);
    expect((await client.delete("/api/me", { password: first.password })).status).toBe(200);

    const twin = client.newClient();
    const second = await signUp(twin, { email: `farmer${id}@gmail.com` });
    await openConfirmationLink(twin, env.AUTH_SECRET!, { userId: second.user.id, email: second.email });
    expect((await twin.get("/api/me")).json.emailVerified).toBe(true);
    expect(await balance(twin)).toBe(0);
    expect(await ledger(twin)).toEqual([]);
  });

  it("sends the welcome mail, which promises the welcome credits, with them: at confirmation, once per mailbox", async () => {
    const { client, env, services } = testApp();
    const welcomes = async (email: string) =>
      (await services.db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.toAddress, email))).filter(
        (m) => m.kind === "welcome",
      ).length;
    const first = await signUp(client);
    expect(await welcomes(first.email)).toBe(0);
    await openConfirmationLink(client, env.AUTH_SECRET!, { userId: first.user.id, email: first.email });
    expect(await welcomes(first.email)).toBe(1);
    expect((await client.delete("/api/me", { password: first.password })).status).toBe(200);

    const again = client.newClient();
    const back = await signUp(again, { email: first.email });
    await openConfirmationLink(again, env.AUTH_SECRET!, { userId: back.user.id, email: back.email });
    expect(await balance(again)).toBe(0);
    expect(await welcomes(first.email)).toBe(0);
  });

  it("rewards no referral when invitee and referrer signed up from the same client address", async () => {
    const { client, env } = testApp();
    const from = (ip: string) => ({ headers: { "x-forwarded-for": `198.51.100.250, ${ip}` } });
    const referrer = await client.post(
      "/api/auth/sign-up/email",
      { name: "Ref Errer", fullName: "Ref Errer", email: uniqueEmail("ref"), password: "secret-password" },
      from("203.0.113.50"),
    );
    expect(referrer.status).toBe(200);
    await openConfirmationLink(client, env.AUTH_SECRET!, { userId: referrer.json.user.id, email: referrer.json.user.email });
    const signUpFrom = async (ip: string) => {
      const browser = client.newClient();
      const code = (await client.get("/api/me")).json.inviteCode;
      const res = await browser.post(
        "/api/auth/sign-up/email",
        { name: "In Vitee", fullName: "In Vitee", email: uniqueEmail("inv"), password: "secret-password", referralCode: code },
        from(ip),
      );
      expect(res.json.referral).toBe("applied");
      // Nothing is granted before the address is confirmed, and the answer says so.
      expect(res.json.bonuses).toEqual({ signUp: 0, invitation: 0, invited: true, withheld: "unconfirmed" });
      await openConfirmationLink(browser, env.AUTH_SECRET!, { userId: res.json.user.id, email: res.json.user.email });
      return browser;
    };
    const sameAddress = await signUpFrom("203.0.113.50");
    expect(await balance(sameAddress)).toBe(CREDITS.signUpBonus);
    expect(await balance(client)).toBe(CREDITS.signUpBonus);
    // Issue #34, item 6: what the notices read says what was granted, and why the invitation bonus was not.
    expect((await sameAddress.get("/api/me/bonuses")).json).toEqual({
      signUp: CREDITS.signUpBonus,
      invitation: 0,
      invited: true,
      withheld: "same_address",
    });
    expect((await client.get("/api/me")).json).toMatchObject({ referralsCompleted: 1, referralsRewarded: 0, referralsSameAddress: 1 });
    const elsewhere = await signUpFrom("203.0.113.51");
    expect(await balance(elsewhere)).toBe(INVITED_START_CREDITS);
    expect(await balance(client)).toBe(CREDITS.signUpBonus + CREDITS.referralReferrerBonus);
    expect((await elsewhere.get("/api/me/bonuses")).json).toEqual({
      signUp: CREDITS.signUpBonus,
      invitation: CREDITS.referralInviteeBonus,
      invited: true,
      withheld: null,
    });
    expect((await client.get("/api/me")).json).toMatchObject({
      referralsCompleted: 2,
      referralsRewarded: 1,
      referralsSameAddress: 1,
      referralsUnconfirmed: 0,
    });
  });
});
