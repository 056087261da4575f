import { eq } from "drizzle-orm";
import { mailLanguageSchema } from "../../../shared/schemas/account";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";
import type { Env } from "../../env";
import type { MailService } from "../../integrations/mail/mail-service";
import type { Logger } from "../../lib/logger";
import { getBalance } from "../credits/credits.service";
import type { UnsubscribeTokens } from "../newsletter/unsubscribe-token";
import { getTemplate, renderTemplate } from "./templates.service";

/**
 * Sends the welcome template, with the credits the person really has now (an invited person starts with
 * the referral bonus too). A mail failure is logged, never allowed to undo a sign-up.
 */
export async function sendWelcomeMail(
  deps: { db: Database; mail: MailService; logger: Logger; env: Env; tokens: UnsubscribeTokens },
  to: { userId: string; email: string; name: string },
): Promise<void> {
  try {
    const [profile] = await deps.db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, to.userId));
    const template = await getTemplate(deps.db, "welcome", mailLanguageSchema.catch("en").parse(profile?.language));
    const { balance } = await getBalance(deps.db, to.userId);
    const rendered = renderTemplate(template, {
      name: to.name,
      credits: balance,
      site_url: deps.env.SITE_URL,
      unsubscribe_url: deps.tokens.pageUrl(deps.env.SITE_URL, to.userId),
    });
    await deps.mail.send({ kind: "welcome", to: to.email, userId: to.userId, ...rendered });
  } catch (err) {
    deps.logger.error({ err: err instanceof Error ? err.message : String(err) }, "welcome mail failed");
  }
}
