import { parse } from "yaml";

/** Splits a Markdown file into its YAML front matter (unchecked) and its body. */
export function splitFrontMatter(source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  return { data: parse(match[1] ?? "") ?? {}, body: source.slice(match[0].length) };
}
