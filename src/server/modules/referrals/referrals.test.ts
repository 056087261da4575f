import { describe, expect, it } from "vitest";
import { CREDITS, INVITED_START_CREDITS } from "../../../shared/constants";
import { signUp, uniqueEmail } from "../../../../tests/support/factories";
import { useSharedTestApp } from "../../../../tests/support/test-app";

const testApp = useSharedTestApp();

async function ledgerSum(client: { get: (p: string) => Promise<{ json: { transactions: Array<{ amount: number }> } }> }) {
  const { transactions } = (await client.get("/api/credits/transactions")).json;
  return transactions.reduce((sum, t) => sum + t.amount, 0);
}

describe("[REFERRALS]", () => {
  it("grants the sign-up bonus once, as a ledger entry", async () => {
    const { client } = testApp();
    await signUp(client);
    const me = (await client.get("/api/me")).json;
    expect(me.credits.balance).toBe(CREDITS.signUpBonus);
    expect(await ledgerSum(client)).toBe(me.credits.balance);
  });

  it("completes an invitation: both get their bonus, the referrer gets a fresh code", async () => {
    const { client } = testApp();
    await signUp(client);
    const code = (await client.get("/api/me")).json.inviteCode;
    expect((await client.get(`/api/referrals/${code}`)).json).toEqual({ valid: true });

    const friend = client.newClient();
    const res = await signUp(friend, { referralCode: code.toLowerCase() });
    expect((res as unknown as { referral: string }).referral).toBe("applied");
    // The sign-up answer says what was granted (EMAIL_VERIFICATION=off: at once), for the notice.
    expect((res as unknown as { bonuses: unknown }).bonuses).toEqual({
      signUp: CREDITS.signUpBonus,
      invitation: CREDITS.referralInviteeBonus,
      invited: true,
      withheld: null,
    });
    const friendMe = (await friend.get("/api/me")).json;
    expect(friendMe.credits.balance).toBe(INVITED_START_CREDITS);
    expect(await ledgerSum(friend)).toBe(INVITED_START_CREDITS);

    const me = (await client.get("/api/me")).json;
    expect(me.credits.balance).toBe(CREDITS.signUpBonus + CREDITS.referralReferrerBonus);
    expect(me.referralsCompleted).toBe(1);
    expect(me.referralsRewarded).toBe(1);
    expect(me.inviteCode).not.toBe(code);
    expect(await ledgerSum(client)).toBe(me.credits.balance);
    expect((await client.get(`/api/referrals/${code}`)).json).toEqual({ valid: false });
  });

  it.each([
    ["an unknown code", () => "ZZZZ9999", "invalid"],
    ["a malformed code", () => "not a code!", "invalid"],
  ])("signs up with %s but grants no bonus", async (_label, codeOf, outcome) => {
    const { client } = testApp();
    const res = await signUp(client, { referralCode: codeOf() });
    expect((res as unknown as { referral: string }).referral).toBe(outcome);
    expect((await client.get("/api/me")).json.credits.balance).toBe(CREDITS.signUpBonus);
  });

  it("refuses a self-referral through another address of the same mailbox", async () => {
    const { client } = testApp();
    const email = uniqueEmail("self");
    await signUp(client, { email });
    const code = (await client.get("/api/me")).json.inviteCode;
    const alias = email.replace("@", "+second@");
    const twin = client.newClient();
    const res = await signUp(twin, { email: alias, referralCode: code });
    expect((res as unknown as { referral: string }).referral).toBe("self");
    // One mailbox, one sign-up bonus ever (verified-bonuses.ts): the alias gets none.
    expect((await twin.get("/api/me")).json.credits.balance).toBe(0);
    const me = (await client.get("/api/me")).json;
    expect(me.credits.balance).toBe(CREDITS.signUpBonus);
    expect(me.inviteCode).toBe(code);
  });

  it("refuses a used code", async () => {
    const { client } = testApp();
    await signUp(client);
    const code = (await client.get("/api/me")).json.inviteCode;
    await signUp(client.newClient(), { referralCode: code });
    const late = client.newClient();
    const res = await signUp(late, { referralCode: code });
    expect((res as unknown as { referral: string }).referral).toBe("used");
    expect((await late.get("/api/me")).json.credits.balance).toBe(CREDITS.signUpBonus);
    expect((await client.get("/api/me")).json.credits.balance).toBe(CREDITS.signUpBonus + CREDITS.referralReferrerBonus);
  });

  it("grants the bonuses exactly once when two sign-ups race with the same code", async () => {
    const { client } = testApp();
    await signUp(client);
    const code = (await client.get("/api/me")).json.inviteCode;
    const racers = Array.from({ length: 4 }, () => client.newClient());
    const results = await Promise.all(racers.map((r) => signUp(r, { referralCode: code })));
    const outcomes = results.map((r) => (r as unknown as { referral: string }).referral).sort();
    expect(outcomes).toEqual(["applied", "used", "used", "used"]);
    const balances = await Promise.all(racers.map(async (r) => (await r.get("/api/me")).json.credits.balance));
    expect(balances.sort()).toEqual([CREDITS.signUpBonus, CREDITS.signUpBonus, CREDITS.signUpBonus, INVITED_START_CREDITS].sort());
    const me = (await client.get("/api/me")).json;
    expect(me.credits.balance).toBe(CREDITS.signUpBonus + CREDITS.referralReferrerBonus);
    expect(me.referralsCompleted).toBe(1);
    expect(await ledgerSum(client)).toBe(me.credits.balance);
  });

  it("tells a re-sign-up after deleting the account that its address had its welcome credits already", async () => {
    const { client } = testApp();
    const first = await signUp(client);
    expect((first as unknown as { bonuses: unknown }).bonuses).toEqual({ signUp: CREDITS.signUpBonus, invitation: 0, invited: false, withheld: null });
    expect((await client.delete("/api/me", { password: first.password })).status).toBe(200);
    const again = await signUp(client.newClient(), { email: first.email });
    expect((again as unknown as { bonuses: unknown }).bonuses).toEqual({ signUp: 0, invitation: 0, invited: false, withheld: "address_used" });
  });
});
