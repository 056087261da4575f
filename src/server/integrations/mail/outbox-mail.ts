import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import { type MailService, outboxRow } from "./mail-service";

/** The embedded default: mail is stored in the outbox table, where admins can read it. */
export function createOutboxMail(db: Database): MailService {
  return {
    transport: "outbox",
    async send(mail) {
      await db.insert(mailOutbox).values(outboxRow(mail, "outbox", "stored"));
    },
  };
}
