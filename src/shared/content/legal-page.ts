import { z } from "zod";
import { splitFrontMatter } from "./front-matter";

// A legal text of content/legal: {page}.{language}.md.

export const LEGAL_PAGES = ["terms", "privacy", "purchase-terms"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

export const legalFrontMatterSchema = z.object({
  title: z.string().min(3),
  description: z.string().min(70).max(170),
  updated: z
    .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
    .transform((value) => (typeof value === "string" ? value : value.toISOString().slice(0, 10))),
});

export interface LegalSource extends z.infer<typeof legalFrontMatterSchema> {
  body: string;
}

export function parseLegalPage(file: string, source: string): LegalSource {
  const { data, body } = splitFrontMatter(source);
  const parsed = legalFrontMatterSchema.safeParse(data);
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return { ...parsed.data, body };
}
