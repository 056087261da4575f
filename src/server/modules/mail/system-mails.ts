import { PRODUCT_NAME } from "../../../shared/constants";
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

/** The password-reset mail. */
export function passwordResetMail({ name }: { name: string }): SecretLinkMail {
  return secretLinkMail({
    kind: "password_reset",
    subject: `Reset your ${PRODUCT_NAME} password`,
    name,
    intro: `Someone asked to reset the password of your ${PRODUCT_NAME} account.`,
    textAction: "Open this link to choose a new one:",
    htmlAction: "Use the button below to choose a new one.",
    button: "Choose a new password",
    outro:
      "The link works once and expires in one hour. If you did not ask for it, ignore this mail: your password stays as it is.",
  });
}

/** The mail that confirms an address (sent at sign-up and on "Resend"). */
export function verificationMail({ name }: { name: string }): SecretLinkMail {
  return secretLinkMail({
    kind: "email_verification",
    subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
    name,
    intro: `Please confirm that this is the e-mail address of your ${PRODUCT_NAME} account.`,
    textAction: "Open this link to confirm it:",
    htmlAction: "Use the button below to confirm it.",
    button: "Confirm my e-mail address",
    outro: "The link expires in one hour. If you did not create an account, ignore this mail.",
  });
}

function secretLinkMail(m: {
  kind: string;
  subject: string;
  name: string;
  intro: string;
  textAction: string;
  htmlAction: string;
  button: string;
  outro: string;
}): SecretLinkMail {
  const greeting = m.name ? `Hi ${m.name},` : "Hi,";
  const link = SECRET_LINK_PLACEHOLDER;
  return {
    kind: m.kind,
    subject: m.subject,
    text: [greeting, "", `${m.intro} ${m.textAction}`, link, "", m.outro].join("\n"),
    html: `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(m.intro)} ${escapeHtml(m.htmlAction)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(m.button)}</a></p>
<p>Or paste this address into your browser: ${escapeHtml(link)}</p>
<p>${escapeHtml(m.outro)}</p>`,
  };
}
