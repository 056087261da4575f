import { eq } from "drizzle-orm";
import { type MailLanguage, mailLanguageSchema } from "../../../shared/schemas/account";
import type { Database, Transaction } from "../../db/client";
import { profiles } from "../../db/schema";

/**
 * The person's language (issue #34 item 13): the app's language at sign-up or since, as their profile keeps it.
 * Their mails, the generator's replies and anything else the server words for them follow it; English when
 * the profile is missing or holds something else.
 */
export async function languageOf(db: Database | Transaction, userId: string): Promise<MailLanguage> {
  const [row] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId));
  return mailLanguageSchema.catch("en").parse(row?.language);
}
