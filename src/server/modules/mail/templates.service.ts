import { eq, sql } from "drizzle-orm";
import { createRequire } from "node:module";
import type SanitizeHtml from "sanitize-html";
import { TEMPLATE_PLACEHOLDERS, type EmailTemplate, type TemplateName, type TemplatePreview } from "../../../shared/schemas/admin";
import type { MailLanguage } from "../../../shared/schemas/account";
import type { Database, Transaction } from "../../db/client";
import { emailTemplates } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { DEFAULT_TEMPLATES } from "./default-templates";
import { fillTemplate, htmlToText } from "./render";

export type { TemplateName };

/** Inserts the default templates that are missing; never overwrites an admin's edits. */
export async function seedEmailTemplates(db: Database): Promise<void> {
  await db.insert(emailTemplates).values([...DEFAULT_TEMPLATES]).onConflictDoNothing();
}

/** The template in `language`, else the English one (a mail always goes out). */
export async function getTemplate(db: Database | Transaction, name: TemplateName, language: MailLanguage = "en") {
  const rows = await db.select().from(emailTemplates).where(eq(emailTemplates.name, name));
  const pick = (lang: MailLanguage) =>
    rows.find((r) => r.language === lang) ?? DEFAULT_TEMPLATES.find((t) => t.name === name && t.language === lang);
  return pick(language) ?? pick("en")!;
}

export async function listTemplates(db: Database): Promise<EmailTemplate[]> {
  const rows = await db.select().from(emailTemplates);
  return DEFAULT_TEMPLATES.map((fallback) => {
    const row = rows.find((r) => r.name === fallback.name && r.language === fallback.language);
    return {
      name: fallback.name,
      language: fallback.language,
      subject: row?.subject ?? fallback.subject,
      content: row?.content ?? fallback.content,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
}

// sanitize-html is loaded when an administrator saves a template, not with the server (issue #17).
const require = createRequire(import.meta.url);

/**
 * A template's HTML as it may be stored and sent: a well-kept sanitiser (sanitize-html) keeps the
 * formatting a mail uses and drops scripts, event handlers, styles sheets and foreign protocols.
 */
export function sanitizeTemplateHtml(html: string): string {
  const sanitizeHtml = require("sanitize-html") as typeof SanitizeHtml;
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "h1", "h2", "span"],
    allowedAttributes: { a: ["href", "title", "target"], img: ["src", "alt", "width", "height"], "*": ["style"] },
    allowedSchemes: ["http", "https", "mailto"],
    // {{site_url}}/builder has no scheme yet: relative until it is filled.
    allowProtocolRelative: false,
  });
}

/** Placeholders of `text` that are not ours, each once. */
function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  fillTemplate(text, Object.fromEntries(TEMPLATE_PLACEHOLDERS.map((p) => [p, ""])), { onUnknown: (name) => unknown.add(name) });
  return [...unknown];
}

/** Stores an admin's edit, sanitised; refuses placeholders a mail could not fill (400). */
export async function saveTemplate(
  ex: Database | Transaction,
  name: TemplateName,
  language: MailLanguage,
  input: { subject: string; content: string },
): Promise<EmailTemplate> {
  const unknown = [...new Set([...unknownPlaceholders(input.subject), ...unknownPlaceholders(input.content)])];
  if (unknown.length > 0) {
    throw new AppError(
      "unknown_placeholder",
      `Unknown placeholder ${unknown.map((u) => `{{${u}}}`).join(", ")}. Use ${TEMPLATE_PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ")}.`,
    );
  }
  const content = sanitizeTemplateHtml(input.content);
  const [row] = await ex
    .insert(emailTemplates)
    .values({ name, language, subject: input.subject, content })
    .onConflictDoUpdate({
      target: [emailTemplates.name, emailTemplates.language],
      set: { subject: input.subject, content, updatedAt: sql`now()` },
    })
    .returning();
  return { name, language, subject: row!.subject, content: row!.content, updatedAt: row!.updatedAt.toISOString() };
}

export interface TemplateValues {
  name: string;
  credits: number;
  site_url: string;
  unsubscribe_url: string;
}

/** The mail a recipient gets from a template: subject, sanitised HTML with escaped values, and its text part. */
export function renderTemplate(template: { subject: string; content: string }, values: TemplateValues): TemplatePreview {
  const record = { ...values, site_url: values.site_url.replace(/\/$/, "") };
  const html = sanitizeTemplateHtml(fillTemplate(template.content, record, { html: true }));
  return { subject: fillTemplate(template.subject, record), html, text: htmlToText(html) };
}
