import { CONTACT, PRODUCT_NAME, TERMS, formatUsd } from "../../../shared/constants";
import { escapeHtml } from "../../../shared/escape-html";
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { user } from "../../db/schema";
import type { OutgoingMail } from "../../integrations/mail/mail-service";
import type { MailLanguage } from "../../../shared/schemas/account";
import { languageOf } from "../account/person-language";

// The mails a payment sends (purchase terms §4 'a receipt for each payment', §9 'we will let you know by
// e-mail', §6/§7 'we confirm by e-mail'). Fixed text, not admin templates: they state amounts and terms.

export interface BillingMailTo {
  userId: string;
  email: string;
  name: string;
  /** The person's language (issue #34 item 13): the mail is written in it. */
  language: MailLanguage;
}

/** Who a billing mail goes to: the person's address, name and language as the account holds them now. */
export async function recipientOf(ex: Database | Transaction, userId: string): Promise<BillingMailTo> {
  const [row] = await ex.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
  if (!row) throw new Error(`no user ${userId} for a billing mail`);
  return { userId, email: row.email, name: row.name, language: await languageOf(ex, userId) };
}

interface Line {
  label: string;
  value: string;
}

function billingMail(
  to: BillingMailTo,
  m: { kind: string; subject: string; intro: string; lines: Line[]; outro: string; testMode: boolean },
): OutgoingMail {
  const w = COMMON[to.language];
  const greeting = to.name ? `${w.hi} ${to.name},` : `${w.hi},`;
  const test = m.testMode ? w.test : null;
  const text = [
    greeting,
    "",
    m.intro,
    "",
    ...m.lines.map((l) => `${l.label}: ${l.value}`),
    "",
    ...(test ? [test, ""] : []),
    m.outro,
    `${w.questions}: ${CONTACT.supportEmail}`,
  ].join("\n");
  const rows = m.lines
    .map((l) => `<tr><td style="padding:2px 12px 2px 0;color:#555">${escapeHtml(l.label)}</td><td>${escapeHtml(l.value)}</td></tr>`)
    .join("");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(m.intro)}</p>
<table>${rows}</table>
${test ? `<p><strong>${escapeHtml(test)}</strong></p>` : ""}
<p>${escapeHtml(m.outro)}</p>
<p>${w.questions}: <a href="mailto:${CONTACT.supportEmail}">${CONTACT.supportEmail}</a></p>`;
  return { kind: m.kind, to: to.email, userId: to.userId, subject: m.subject, text, html };
}

/** The words every billing mail shares, in each mail language. */
const COMMON: Record<MailLanguage, { hi: string; test: string; questions: string }> = {
  en: { hi: "Hi", test: "TEST MODE: no real payment was taken or refunded.", questions: "Questions" },
  sv: { hi: "Hej", test: "TESTLÄGE: ingen riktig betalning drogs eller återbetalades.", questions: "Frågor" },
};

/** What was bought, as the callers name it ("Pro (monthly)", "100 extra credits"), in Swedish. */
function swedishItem(item: string): string {
  return item.replace(/ \(monthly\)$/, " (per månad)").replace(/^(\d+) extra credits$/, "$1 extra krediter");
}

/** The amount with VAT, in the mail's language. */
const inclVat = (language: MailLanguage, usd: number) => `${formatUsd(usd)} (${language === "sv" ? "inkl. moms" : "incl. VAT"})`;

const day = (date: Date) => date.toISOString().slice(0, 10);

export interface ReceiptInput {
  item: string;
  priceUsd: number;
  credits: number;
  /** The provider's id of what was paid (invoice or payment). */
  reference: string;
  paidAt: Date;
  /** For a subscription: the period the payment covers. */
  period?: { start: Date; end: Date };
  testMode: boolean;
}

/** The receipt for one payment: a subscription period or an extra-credits pack. */
export function receiptMail(to: BillingMailTo, r: ReceiptInput): OutgoingMail {
  if (to.language === "sv") {
    const item = swedishItem(r.item);
    return billingMail(to, {
      kind: "receipt",
      subject: `Ditt kvitto från ${PRODUCT_NAME}: ${item}`,
      intro: "Tack för din betalning. Dina krediter finns nu på ditt konto.",
      lines: [
        { label: "Artikel", value: item },
        { label: "Krediter", value: String(r.credits) },
        ...(r.period ? [{ label: "Period", value: `${day(r.period.start)} till ${day(r.period.end)}` }] : []),
        { label: "Betalt belopp", value: inclVat("sv", r.priceUsd) },
        { label: "Datum", value: day(r.paidAt) },
        { label: "Referens", value: r.reference },
      ],
      outro: r.period
        ? "Ditt abonnemang förnyas varje månad tills du säger upp det under Hantera abonnemang i Inställningar."
        : `Extra krediter går aldrig ut. Ett oanvänt paket kan återbetalas inom ${TERMS.refundDays} dagar från köpet.`,
      testMode: r.testMode,
    });
  }
  return billingMail(to, {
    kind: "receipt",
    subject: `Your ${PRODUCT_NAME} receipt: ${r.item}`,
    intro: `Thank you for your payment. Your credits are in your account.`,
    lines: [
      { label: "Item", value: r.item },
      { label: "Credits", value: String(r.credits) },
      ...(r.period ? [{ label: "Period", value: `${day(r.period.start)} to ${day(r.period.end)}` }] : []),
      { label: "Amount paid", value: inclVat("en", r.priceUsd) },
      { label: "Date", value: day(r.paidAt) },
      { label: "Reference", value: r.reference },
    ],
    outro: r.period
      ? "Your subscription renews every month until you cancel it under Manage Subscription in Settings."
      : `Extra credits never expire. An unused pack can be refunded within ${TERMS.refundDays} days of buying it.`,
    testMode: r.testMode,
  });
}

/** A renewal the provider finally gave up on: the subscription is past due, no new credits. */
export function paymentFailedMail(
  to: BillingMailTo,
  f: { plan: string; reference: string; testMode: boolean },
): OutgoingMail {
  if (to.language === "sv") {
    return billingMail(to, {
      kind: "payment_failed",
      subject: `Din betalning till ${PRODUCT_NAME} misslyckades`,
      intro: `Vi kunde inte dra månadsbetalningen för din ${f.plan}-plan. Tills den går igenom läggs inga nya abonnemangskrediter till; dina övriga krediter och dina plugins påverkas inte.`,
      lines: [
        { label: "Plan", value: f.plan },
        { label: "Referens", value: f.reference },
      ],
      outro: "Uppdatera ditt kort under Hantera abonnemang i Inställningar.",
      testMode: f.testMode,
    });
  }
  return billingMail(to, {
    kind: "payment_failed",
    subject: `Your ${PRODUCT_NAME} payment failed`,
    intro: `We could not take the monthly payment for your ${f.plan} plan. Until it goes through, no new subscription credits are added; your other credits and your plugins are not affected.`,
    lines: [
      { label: "Plan", value: f.plan },
      { label: "Reference", value: f.reference },
    ],
    outro: "Please update your card under Manage Subscription in Settings.",
    testMode: f.testMode,
  });
}

/** The confirmation of a refunded extra-credits pack (purchase terms §7). */
export function refundMail(
  to: BillingMailTo,
  r: { item: string; priceUsd: number; credits: number; reference: string; testMode: boolean },
): OutgoingMail {
  if (to.language === "sv") {
    const item = swedishItem(r.item);
    return billingMail(to, {
      kind: "refund",
      subject: `Din återbetalning från ${PRODUCT_NAME}: ${item}`,
      intro: "Vi har återbetalat ditt köp till kortet du betalade med. Paketets krediter har tagits bort från ditt konto.",
      lines: [
        { label: "Artikel", value: item },
        { label: "Borttagna krediter", value: String(r.credits) },
        { label: "Återbetalt belopp", value: inclVat("sv", r.priceUsd) },
        { label: "Referens", value: r.reference },
      ],
      outro: "Beroende på din bank når pengarna ditt kort inom 5 till 10 bankdagar.",
      testMode: r.testMode,
    });
  }
  return billingMail(to, {
    kind: "refund",
    subject: `Your ${PRODUCT_NAME} refund: ${r.item}`,
    intro: `We have refunded your purchase to the card you paid with. Its credits have been removed from your account.`,
    lines: [
      { label: "Item", value: r.item },
      { label: "Credits removed", value: String(r.credits) },
      { label: "Amount refunded", value: inclVat("en", r.priceUsd) },
      { label: "Reference", value: r.reference },
    ],
    outro: "Depending on your bank, the money reaches your card within 5 to 10 business days.",
    testMode: r.testMode,
  });
}

/**
 * A payment that was refunded or disputed at the bank (issue #31): the credits it bought that were still
 * unused are taken back, and a disputed subscription adds no credits until the dispute is settled.
 */
export function paymentReversedMail(
  to: BillingMailTo,
  r: {
    reason: "refunded" | "disputed";
    item: string;
    /** What went back or is disputed, in US dollars. */
    amountUsd: number;
    creditsRemoved: number;
    reference: string;
    /** The dispute is of a subscription payment: renewals add no credits while it is open. */
    subscriptionPaused: boolean;
    testMode: boolean;
  },
): OutgoingMail {
  const refunded = r.reason === "refunded";
  const kind = refunded ? "payment_refunded" : "payment_disputed";
  if (to.language === "sv") {
    const item = swedishItem(r.item);
    return billingMail(to, {
      kind,
      subject: refunded ? `Din betalning till ${PRODUCT_NAME} har återbetalats: ${item}` : `Din bank bestrider en betalning till ${PRODUCT_NAME}: ${item}`,
      intro: refunded
        ? "En av dina betalningar har återbetalats till ditt kort, så de krediter den köpte som du ännu inte hade använt har tagits bort från ditt konto."
        : `Din bank har meddelat oss att en betalning till oss är bestridd. De krediter den köpte som du ännu inte hade använt har tagits bort från ditt konto${
            r.subscriptionPaused ? ", och ditt abonnemang lägger inte till några nya krediter förrän tvisten är avgjord" : ""
          }.`,
      lines: [
        { label: "Artikel", value: item },
        { label: refunded ? "Återbetalt belopp" : "Bestritt belopp", value: formatUsd(r.amountUsd) },
        { label: "Borttagna krediter", value: String(r.creditsRemoved) },
        { label: "Referens", value: r.reference },
      ],
      outro: refunded
        ? "Krediter du redan hade använt påverkas inte, och inte heller dina plugins."
        : "Krediter du redan hade använt påverkas inte, och inte heller dina plugins. Om du inte menade att bestrida betalningen, skriv till oss.",
      testMode: r.testMode,
    });
  }
  return billingMail(to, {
    kind,
    subject: refunded ? `Your ${PRODUCT_NAME} payment was refunded: ${r.item}` : `Your bank disputes a payment to ${PRODUCT_NAME}: ${r.item}`,
    intro: refunded
      ? "A payment of yours was refunded to your card, so the credits it bought that you had not used yet have been removed from your account."
      : `Your bank told us that a payment to us is disputed. The credits it bought that you had not used yet have been removed from your account${
          r.subscriptionPaused ? ", and your subscription adds no new credits until the dispute is settled" : ""
        }.`,
    lines: [
      { label: "Item", value: r.item },
      { label: refunded ? "Amount refunded" : "Amount disputed", value: formatUsd(r.amountUsd) },
      { label: "Credits removed", value: String(r.creditsRemoved) },
      { label: "Reference", value: r.reference },
    ],
    outro: refunded
      ? "Credits you had already used are not affected, nor are your plugins."
      : "Credits you had already used are not affected, nor are your plugins. If you did not mean to dispute this payment, please write to us.",
    testMode: r.testMode,
  });
}
