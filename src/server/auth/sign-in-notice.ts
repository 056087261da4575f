import { createHash } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { PRODUCT_NAME } from "../../shared/constants";
import { type MailLanguage, mailLanguageSchema } from "../../shared/schemas/account";
import { sessionDevice } from "../../shared/session-device";
import type { Database, Transaction } from "../db/client";
import { profiles, signInDevices, user } from "../db/schema";
import type { MailService } from "../integrations/mail/mail-service";
import { escapeHtml } from "../modules/mail/render";

// A mail when an account is signed in from a browser it was never signed in from (issue #18): the mail
// goes through the outbox (and its worker, with SMTP) in the same transaction that records the device.

export interface SignInNoticeDeps {
  db: Database;
  mail: MailService;
  siteUrl: string;
}

export interface NewSession {
  userId: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt?: Date;
}

/** The browsers remembered per account; the oldest seen beyond these are forgotten (a forgotten one gets a notice again). */
export const SIGN_IN_DEVICES_KEPT = 50;

const deviceKeyOf = (userAgent: string) => createHash("sha256").update(userAgent).digest("hex");

/**
 * Records the session's browser; when it is new and the account had signed in from another before (so
 * not at sign-up), queues the notice. Answers whether a notice was queued.
 */
export async function noteSignIn(deps: SignInNoticeDeps, session: NewSession): Promise<boolean> {
  const deviceKey = deviceKeyOf(session.userAgent ?? "");
  return deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(signInDevices)
      .values({ userId: session.userId, deviceKey })
      .onConflictDoUpdate({ target: [signInDevices.userId, signInDevices.deviceKey], set: { lastSeenAt: sql`now()` } })
      .returning({ isNew: sql<boolean>`xmax = 0` });
    if (!inserted[0]?.isNew) return false;
    await forgetOldestDevices(tx, session.userId);
    const [known] = await tx
      .select({ key: signInDevices.deviceKey })
      .from(signInDevices)
      .where(and(eq(signInDevices.userId, session.userId), ne(signInDevices.deviceKey, deviceKey)))
      .limit(1);
    if (!known) return false;
    const [person] = await tx
      .select({ email: user.email, name: user.name, language: profiles.language })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, session.userId));
    if (!person) return false;
    const language = mailLanguageSchema.catch("en").parse(person.language);
    const notice = signInNoticeMail(language, {
      name: person.name,
      device: deviceName(language, session.userAgent),
      address: session.ipAddress || (language === "sv" ? "okänd adress" : "unknown address"),
      when: (session.createdAt ?? new Date()).toISOString().replace("T", " ").slice(0, 16) + " UTC",
      settingsUrl: `${deps.siteUrl.replace(/\/$/, "")}/settings`,
    });
    await deps.mail.send({ kind: "new_sign_in", to: person.email, userId: session.userId, ...notice }, tx);
    return true;
  });
}

/** Keeps the account's SIGN_IN_DEVICES_KEPT most recently seen browsers: a thousand user agents make fifty rows. */
async function forgetOldestDevices(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`
    delete from ${signInDevices}
    where ${signInDevices.userId} = ${userId}
      and ${signInDevices.deviceKey} not in (
        select ${signInDevices.deviceKey} from ${signInDevices}
        where ${signInDevices.userId} = ${userId}
        order by ${signInDevices.lastSeenAt} desc, ${signInDevices.firstSeenAt} desc
        limit ${SIGN_IN_DEVICES_KEPT}
      )`);
}

function deviceName(language: MailLanguage, userAgent: string | null | undefined): string {
  const { browser, system } = sessionDevice(userAgent);
  if (language === "sv") return `${browser ?? "Okänd webbläsare"} på ${system ?? "ett okänt system"}`;
  return `${browser ?? "Unknown browser"} on ${system ?? "an unknown system"}`;
}

interface NoticeFacts {
  name: string;
  device: string;
  address: string;
  when: string;
  settingsUrl: string;
}

/** The notice in the person's language (a system mail: it carries facts, not editable copy). */
export function signInNoticeMail(language: MailLanguage, f: NoticeFacts): { subject: string; text: string; html: string } {
  const lines =
    language === "sv"
      ? {
          subject: `Ny inloggning på ditt ${PRODUCT_NAME}-konto`,
          greeting: f.name ? `Hej ${f.name},` : "Hej,",
          intro: `Ditt ${PRODUCT_NAME}-konto loggades just in från en webbläsare som inte använts förut:`,
          facts: [`Enhet: ${f.device}`, `Adress: ${f.address}`, `Tid: ${f.when}`],
          ok: "Var det du behöver du inte göra något.",
          act: `Var det inte du: byt lösenord direkt och logga ut de andra sessionerna under Inställningar: ${f.settingsUrl}`,
        }
      : {
          subject: `New sign-in to your ${PRODUCT_NAME} account`,
          greeting: f.name ? `Hi ${f.name},` : "Hi,",
          intro: `Your ${PRODUCT_NAME} account was just signed in to from a browser it has not been used from before:`,
          facts: [`Device: ${f.device}`, `Address: ${f.address}`, `Time: ${f.when}`],
          ok: "If this was you, there is nothing to do.",
          act: `If it was not you, change your password now and sign out the other sessions in Settings: ${f.settingsUrl}`,
        };
  return {
    subject: lines.subject,
    text: [lines.greeting, "", lines.intro, ...lines.facts.map((fact) => `- ${fact}`), "", lines.ok, lines.act].join("\n"),
    html: `<p>${escapeHtml(lines.greeting)}</p>
<p>${escapeHtml(lines.intro)}</p>
<ul>${lines.facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join("")}</ul>
<p>${escapeHtml(lines.ok)}</p>
<p>${escapeHtml(lines.act)}</p>`,
  };
}
