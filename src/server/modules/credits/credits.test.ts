import { describe, expect, it } from "vitest";
import { signUp } from "../../../../tests/support/factories";
import { useSharedTestApp } from "../../../../tests/support/test-app";
import { getBalance, grantCredits, listTransactions, resetSubscriptionCredits, spendCredits } from "./credits.service";

const testApp = useSharedTestApp();

describe("[CREDITS][GRANT]", () => {
  it("grants once per idempotency key, even when the same grant races itself", async () => {
    const { client, services } = testApp();
    const { user } = await signUp(client);
    const grant = () =>
      services.db.transaction((tx) =>
        grantCredits(tx, { userId: user.id, amount: 50, type: "purchase", description: "Top-up", idempotencyKey: "payment:abc" }),
      );
    const results = await Promise.all([grant(), grant(), grant()]);
    expect(results.filter((r) => r.granted)).toHaveLength(1);
    expect(results.filter((r) => !r.granted)).toHaveLength(2);
    const balance = await getBalance(services.db, user.id);
    expect(balance).toEqual({ balance: 60, subscription: 0, permanent: 60 });
    const ledger = await listTransactions(services.db, user.id);
    expect(ledger.reduce((s, t) => s + t.amount, 0)).toBe(balance.balance);
    expect(ledger[0]).toMatchObject({ amount: 50, type: "purchase", balanceAfter: 60 });
  });

  it("keeps the buckets apart and shows their sum", async () => {
    const { client, services } = testApp();
    const { user } = await signUp(client);
    await grantCredits(services.db, { userId: user.id, amount: 100, type: "subscription_renewal", description: "Pro", bucket: "subscription", idempotencyKey: "period:1" });
    expect(await getBalance(services.db, user.id)).toEqual({ balance: 110, subscription: 100, permanent: 10 });
    expect((await client.get("/api/me")).json.credits).toEqual({ balance: 110, subscription: 100, permanent: 10 });
  });

  it.each([0, -5, 1.5])("refuses to grant %s credits and writes nothing", async (amount) => {
    const { client, services } = testApp();
    const { user } = await signUp(client);
    await expect(
      grantCredits(services.db, { userId: user.id, amount, type: "x", description: "x", idempotencyKey: `bad:${amount}` }),
    ).rejects.toThrow(/positive whole number/);
    expect(await listTransactions(services.db, user.id)).toHaveLength(1);
  });

  it("never lets a bucket go below zero (the database refuses)", async () => {
    const { client, services } = testApp();
    const { user } = await signUp(client);
    await expect(
      services.database.db.execute(
        (await import("drizzle-orm")).sql`update user_credits set permanent_balance = permanent_balance - 11 where user_id = ${user.id}`,
      ),
    ).rejects.toThrow();
    expect((await getBalance(services.db, user.id)).balance).toBe(10);
  });
});

describe("[CREDITS][LEDGER_ORDER]", () => {
  it("lists rows written in one transaction in the order they were written: the newest row's balance is the balance", async () => {
    const { client, services } = testApp();
    const { user } = await signUp(client);
    // The case: a renewal expires last period's credits and grants the new ones in one transaction.
    await grantCredits(services.db, { userId: user.id, amount: 100, type: "subscription_renewal", description: "Pro", bucket: "subscription", idempotencyKey: "period:1" });
    await services.db.transaction(async (tx) => {
      await resetSubscriptionCredits(tx, { userId: user.id, amount: 100, type: "subscription_renewal", description: "Pro", idempotencyKey: "period:2" });
      for (let n = 1; n <= 8; n++) {
        if (n % 2) await grantCredits(tx, { userId: user.id, amount: n, type: "bonus", description: `Bonus ${n}`, idempotencyKey: `bonus:${n}` });
        else await spendCredits(tx, { userId: user.id, amount: 1, type: "generation", description: `Turn ${n}`, idempotencyKey: `turn:${n}` });
      }
    });
    const balance = await getBalance(services.db, user.id);
    const ledger = await listTransactions(services.db, user.id);
    expect(ledger[0]!.balanceAfter).toBe(balance.balance);
    // Newest first, each row's balance before it is the balance after the row below it.
    for (let i = 0; i < ledger.length - 1; i++) expect(ledger[i]!.balanceAfter - ledger[i]!.amount, `row ${i}`).toBe(ledger[i + 1]!.balanceAfter);
    expect(ledger.map((t) => t.description).slice(0, 3)).toEqual(["Turn 8", "Bonus 7", "Turn 6"]);
    expect(ledger.at(-1)).toMatchObject({ type: "signup_bonus", balanceAfter: 10 });
  });
});
