export type Inline = { kind: "text" | "strong" | "code"; text: string };

export type Block =
  | { kind: "paragraph"; lines: Inline[][] }
  | { kind: "heading"; content: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const HEADING = /^\s*#{1,6}\s+(.*)$/;

/**
 * A small, safe subset of Markdown for assistant text: paragraphs with line breaks, bullet and numbered
 * lists, headings, **bold** and `code`. The result is plain data rendered as React elements; nothing is
 * ever inserted as HTML.
 */
export function parseMarkdownLite(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Inline[][] | null = null;
  let list: Extract<Block, { kind: "list" }> | null = null;

  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    if (line.trim() === "" || /^\s*```/.test(line)) {
      paragraph = null;
      list = null;
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (heading) {
      blocks.push({ kind: "heading", content: parseInline(heading[1]!) });
      paragraph = null;
      list = null;
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (!list || list.ordered !== ordered) {
        list = { kind: "list", ordered, items: [] };
        blocks.push(list);
      }
      list.items.push(parseInline((bullet ?? numbered)![1]!));
      paragraph = null;
    } else {
      if (!paragraph) {
        paragraph = [];
        blocks.push({ kind: "paragraph", lines: paragraph });
      }
      paragraph.push(parseInline(line.trim()));
      list = null;
    }
  }
  return blocks;
}

/** `code` and **bold** spans; anything unmatched stays text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) out.push({ kind: "text", text: text.slice(last, match.index) });
    if (match[1] !== undefined) out.push({ kind: "code", text: match[1] });
    else out.push({ kind: "strong", text: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}
