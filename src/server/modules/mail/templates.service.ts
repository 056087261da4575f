import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailTemplates } from "../../db/schema";
import { DEFAULT_TEMPLATES } from "./default-templates";

export type TemplateName = (typeof DEFAULT_TEMPLATES)[number]["name"];

/** Inserts the default templates that are missing; never overwrites an admin's edits. */
export async function seedEmailTemplates(db: Database): Promise<void> {
  await db.insert(emailTemplates).values(DEFAULT_TEMPLATES).onConflictDoNothing();
}

export async function getTemplate(db: Database, name: TemplateName) {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.name, name));
  return row ?? DEFAULT_TEMPLATES.find((t) => t.name === name)!;
}
