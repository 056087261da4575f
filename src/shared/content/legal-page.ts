import { z } from "zod";
import { isoDate, parseFrontMatter } from "./front-matter";

// A legal text of content/legal: {page}.{language}.md (the pages are LEGAL_PAGES in ../routes).

export const legalFrontMatterSchema = z.object({
  title: z.string().min(3),
  description: z.string().min(70).max(170),
  updated: isoDate,
});

export interface LegalSource extends z.infer<typeof legalFrontMatterSchema> {
  body: string;
}

export function parseLegalPage(file: string, source: string): LegalSource {
  const { data, body } = parseFrontMatter(legalFrontMatterSchema, file, source);
  return { ...data, body };
}
