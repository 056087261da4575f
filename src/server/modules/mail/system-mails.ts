import { PRODUCT_NAME } from "../../../shared/constants";
import { escapeHtml } from "./render";

/** The password-reset mail. Not editable by admins: it carries a security link and nothing else. */
export function passwordResetMail({ name, url }: { name: string; url: string }) {
  const greeting = name ? `Hi ${name},` : "Hi,";
  return {
    kind: "password_reset",
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: [
      greeting,
      "",
      `Someone asked to reset the password of your ${PRODUCT_NAME} account. Open this link to choose a new one:`,
      url,
      "",
      "The link works once and expires in one hour. If you did not ask for it, ignore this mail: your password stays as it is.",
    ].join("\n"),
    html: `<p>${escapeHtml(greeting)}</p>
<p>Someone asked to reset the password of your ${PRODUCT_NAME} account. Use the button below to choose a new one.</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">Choose a new password</a></p>
<p>Or paste this address into your browser: ${escapeHtml(url)}</p>
<p>The link works once and expires in one hour. If you did not ask for it, ignore this mail: your password stays as it is.</p>`,
  };
}
