import { parse } from "yaml";
import { z } from "zod";

/** Splits a Markdown file into its YAML front matter (unchecked) and its body. */
export function splitFrontMatter(source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  return { data: parse(match[1] ?? "") ?? {}, body: source.slice(match[0].length) };
}

/** Checks the front matter against `schema`; throws naming the file when it does not fit. */
export function parseFrontMatter<S extends z.ZodType>(schema: S, file: string, source: string): { data: z.output<S>; body: string } {
  const { data, body } = splitFrontMatter(source);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return { data: parsed.data, body };
}

// YAML reads an unquoted 2025-10-22 as a Date; either form is accepted and kept as YYYY-MM-DD.
export const isoDate = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
  .transform((value) => (typeof value === "string" ? value : value.toISOString().slice(0, 10)));
