import { PRODUCT_NAME } from "../../../shared/constants";
import type { MailLanguage } from "../../../shared/schemas/account";
import { SECRET_LINK_PLACEHOLDER } from "../../integrations/mail/mail-service";
import { escapeHtml } from "./render";

/**
 * Mails that carry a secret link and nothing else, so admins cannot edit them. They are written with
 * SECRET_LINK_PLACEHOLDER where the link goes: the caller passes the link as `secretLink` to
 * MailService.send, which keeps it out of the stored copy and puts it in only for the transport.
 */
interface SecretLinkMail {
  kind: string;
  subject: string;
  text: string;
  html: string;
}

/** The password-reset mail, in the person's language. */
export function passwordResetMail({ name }: { name: string }, language: MailLanguage = "en"): SecretLinkMail {
  if (language === "sv") {
    return secretLinkMail({
      kind: "password_reset",
      subject: `Återställ ditt lösenord för ${PRODUCT_NAME}`,
      name,
      greeting: "Hej",
      intro: `Någon har bett om att få återställa lösenordet till ditt ${PRODUCT_NAME}-konto.`,
      textAction: "Öppna den här länken för att välja ett nytt:",
      htmlAction: "Använd knappen nedan för att välja ett nytt.",
      button: "Välj ett nytt lösenord",
      paste: "Eller klistra in den här adressen i din webbläsare:",
      outro: "Länken fungerar en gång och slutar gälla om en timme. Om du inte har bett om den kan du strunta i det här mejlet: ditt lösenord förblir som det är.",
    });
  }
  return secretLinkMail({
    kind: "password_reset",
    subject: `Reset your ${PRODUCT_NAME} password`,
    name,
    greeting: "Hi",
    intro: `Someone asked to reset the password of your ${PRODUCT_NAME} account.`,
    textAction: "Open this link to choose a new one:",
    htmlAction: "Use the button below to choose a new one.",
    button: "Choose a new password",
    paste: "Or paste this address into your browser:",
    outro:
      "The link works once and expires in one hour. If you did not ask for it, ignore this mail: your password stays as it is.",
  });
}

/** The mail that confirms an address (sent at sign-up and on "Resend"), in the person's language. */
export function verificationMail({ name }: { name: string }, language: MailLanguage = "en"): SecretLinkMail {
  if (language === "sv") {
    return secretLinkMail({
      kind: "email_verification",
      subject: `Bekräfta din e-postadress för ${PRODUCT_NAME}`,
      name,
      greeting: "Hej",
      intro: `Bekräfta att det här är e-postadressen till ditt ${PRODUCT_NAME}-konto.`,
      textAction: "Öppna den här länken för att bekräfta den:",
      htmlAction: "Använd knappen nedan för att bekräfta den.",
      button: "Bekräfta min e-postadress",
      paste: "Eller klistra in den här adressen i din webbläsare:",
      outro: "Länken slutar gälla om en timme. Om du inte har skapat något konto kan du strunta i det här mejlet.",
    });
  }
  return secretLinkMail({
    kind: "email_verification",
    subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
    name,
    greeting: "Hi",
    intro: `Please confirm that this is the e-mail address of your ${PRODUCT_NAME} account.`,
    textAction: "Open this link to confirm it:",
    htmlAction: "Use the button below to confirm it.",
    button: "Confirm my e-mail address",
    paste: "Or paste this address into your browser:",
    outro: "The link expires in one hour. If you did not create an account, ignore this mail.",
  });
}

function secretLinkMail(m: {
  kind: string;
  subject: string;
  name: string;
  /** "Hi": the greeting before the name. */
  greeting: string;
  intro: string;
  textAction: string;
  htmlAction: string;
  button: string;
  paste: string;
  outro: string;
}): SecretLinkMail {
  const greeting = m.name ? `${m.greeting} ${m.name},` : `${m.greeting},`;
  const link = SECRET_LINK_PLACEHOLDER;
  return {
    kind: m.kind,
    subject: m.subject,
    text: [greeting, "", `${m.intro} ${m.textAction}`, link, "", m.outro].join("\n"),
    html: `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(m.intro)} ${escapeHtml(m.htmlAction)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(m.button)}</a></p>
<p>${escapeHtml(m.paste)} ${escapeHtml(link)}</p>
<p>${escapeHtml(m.outro)}</p>`,
  };
}
