import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EXTRA_CREDITS_PACK, PLANS, formatUsd } from "../../../shared/constants";
import { signUp } from "../../../../tests/support/factories";
import type { TestClient } from "../../../../tests/support/test-client";
import { useSharedTestApp } from "../../../../tests/support/test-app";
import { openConfirmationLink } from "../../auth/email-verification.testing";
import { mailOutbox } from "../../db/schema";
import { paymentFailedMail, paymentReversedMail, recipientOf, refundMail } from "../billing/billing-mails";

// Issue #34 item 13: a person's mails follow their language. A person who signed up in Swedish gets the
// confirmation, welcome, password-reset and billing mails in Swedish; everyone else in English.

const testApp = useSharedTestApp({ EMAIL_VERIFICATION: "required" });
type App = ReturnType<typeof testApp>;

const mailsOf = (app: App, userId: string, kind: string) =>
  app.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, kind)));

async function confirm(app: App, client: TestClient, account: { user: { id: string }; email: string }) {
  const opened = await openConfirmationLink(client.newClient(), app.env.AUTH_SECRET!, { userId: account.user.id, email: account.email });
  expect(opened.status).toBe(302);
}

async function buyPack(client: TestClient) {
  const res = await client.post("/api/billing/topup", { consent: true });
  expect(res.status, res.text).toBe(200);
  const session = new URL(res.json.url).searchParams.get("session")!;
  expect((await client.post(`/api/billing/local/sessions/${session}/complete`)).status).toBe(200);
}

describe("[MAIL][LANGUAGE] mails in the person's language", () => {
  it("sends a Swedish person's confirmation, welcome, password-reset and receipt mails in Swedish", async () => {
    const app = testApp();
    const account = await signUp(app.client, { fullName: "Sven Ek", language: "sv" });

    const [confirmation] = await mailsOf(app, account.user.id, "email_verification");
    expect(confirmation).toMatchObject({ subject: "Bekräfta din e-postadress för Plugsmith" });
    expect(confirmation!.text).toContain("Hej Sven Ek,");
    expect(confirmation!.text).toContain("Öppna den här länken för att bekräfta den:");
    expect(confirmation!.html).toContain("Bekräfta min e-postadress");

    await confirm(app, app.client, account);
    const [welcome] = await mailsOf(app, account.user.id, "welcome");
    expect(welcome).toMatchObject({ subject: "Välkommen till Plugsmith, Sven Ek!" });

    expect((await app.client.newClient().post("/api/auth/request-password-reset", { email: account.email, redirectTo: "/auth" })).status).toBe(200);
    const [reset] = await mailsOf(app, account.user.id, "password_reset");
    expect(reset).toMatchObject({ subject: "Återställ ditt lösenord för Plugsmith" });
    expect(reset!.text).toContain("Länken fungerar en gång och slutar gälla om en timme.");
    expect(reset!.html).toContain("Välj ett nytt lösenord");

    await buyPack(app.client);
    const [receipt] = await mailsOf(app, account.user.id, "receipt");
    expect(receipt).toMatchObject({ subject: `Ditt kvitto från Plugsmith: ${EXTRA_CREDITS_PACK.credits} extra krediter` });
    expect(receipt!.text).toContain("Tack för din betalning.");
    expect(receipt!.text).toContain(`Betalt belopp: ${formatUsd(EXTRA_CREDITS_PACK.priceUsd)} (inkl. moms)`);
    expect(receipt!.text).toContain("TESTLÄGE: ingen riktig betalning drogs eller återbetalades.");
    expect(receipt!.text).toContain("Frågor: ");
  });

  it("follows a language changed since sign-up, and keeps an English person's mails English", async () => {
    const app = testApp();
    const english = await signUp(app.client, { fullName: "Ann Lee" });
    const [confirmation] = await mailsOf(app, english.user.id, "email_verification");
    expect(confirmation).toMatchObject({ subject: "Confirm your e-mail address for Plugsmith" });
    expect(confirmation!.text).toContain("Hi Ann Lee,");

    // Switching the app to Swedish (the header's switcher saves it): the next mails are Swedish.
    expect((await app.client.patch("/api/me", { language: "sv" })).status).toBe(200);
    expect((await app.client.post("/api/auth/send-verification-email", {})).status).toBe(200);
    const resent = (await mailsOf(app, english.user.id, "email_verification")).map((mail) => mail.subject);
    expect(resent).toContain("Bekräfta din e-postadress för Plugsmith");
  });

  it("writes the other billing mails in Swedish for a Swedish person", async () => {
    const app = testApp();
    const account = await signUp(app.client, { language: "sv" });
    const to = await recipientOf(app.services.db, account.user.id);
    expect(to.language).toBe("sv");
    const plan = PLANS[0]!;
    const failed = paymentFailedMail(to, { plan: plan.name, reference: "in_1", testMode: false });
    expect(failed.subject).toBe("Din betalning till Plugsmith misslyckades");
    expect(failed.text).toContain("Uppdatera ditt kort under Hantera abonnemang i Inställningar.");
    const refund = refundMail(to, { item: "50 extra credits", priceUsd: 5, credits: 50, reference: "pi_1", testMode: false });
    expect(refund.subject).toBe("Din återbetalning från Plugsmith: 50 extra krediter");
    expect(refund.text).toContain("Återbetalt belopp: $5 (inkl. moms)");
    const disputed = paymentReversedMail(to, {
      reason: "disputed",
      item: `${plan.name} (monthly)`,
      amountUsd: 10,
      creditsRemoved: 20,
      reference: "ch_1",
      subscriptionPaused: true,
      testMode: false,
    });
    expect(disputed.subject).toBe(`Din bank bestrider en betalning till Plugsmith: ${plan.name} (per månad)`);
    expect(disputed.text).toContain("förrän tvisten är avgjord");
    // Nothing English is left in a Swedish billing mail's own words.
    for (const mail of [failed, refund, disputed]) expect(mail.text).not.toMatch(/\b(?:Hi|Questions|Reference|Amount|Credits removed)\b/);
  });
});
