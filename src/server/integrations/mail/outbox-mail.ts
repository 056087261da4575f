import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import { type MailService, outboxRow } from "./mail-service";

/**
 * The embedded default: mail is stored in the outbox table, where admins can read it, and goes no
 * further. A secret link is not stored: it is logged once, at info level, so a developer running the
 * app on a laptop can still reset a password or confirm an address (issue #9, finding 3).
 */
export function createOutboxMail(opts: { db: Database; logger: Logger }): MailService {
  return {
    transport: "outbox",
    async send(mail, executor = opts.db) {
      await executor.insert(mailOutbox).values(outboxRow(mail, "outbox", "stored"));
      if (mail.secretLink) opts.logger.info({ kind: mail.kind }, `mail link for ${mail.to}: ${mail.secretLink}`);
    },
  };
}
