import type { Database } from "../../db/client";
import type { Env } from "../../env";
import type { MailService } from "../../integrations/mail/mail-service";
import type { Logger } from "../../lib/logger";
import { WELCOME_CREDITS } from "./default-templates";
import { fillTemplate, htmlToText } from "./render";
import { getTemplate } from "./templates.service";

/** Sends the welcome template. A mail failure is logged, never allowed to undo a sign-up. */
export async function sendWelcomeMail(
  deps: { db: Database; mail: MailService; logger: Logger; env: Env },
  to: { userId: string; email: string; name: string },
): Promise<void> {
  try {
    const template = await getTemplate(deps.db, "welcome");
    const values = { name: to.name, siteUrl: deps.env.SITE_URL, credits: WELCOME_CREDITS, email: to.email };
    const html = fillTemplate(template.content, values, { html: true });
    await deps.mail.send({
      kind: "welcome",
      to: to.email,
      userId: to.userId,
      subject: fillTemplate(template.subject, values),
      html,
      text: htmlToText(html),
    });
  } catch (err) {
    deps.logger.error({ err: err instanceof Error ? err.message : String(err) }, "welcome mail failed");
  }
}
