import { Marked, type Tokens } from "marked";
import { escapeHtml } from "@shared/escape-html";
import { PATHS } from "@shared/routes";

// Markdown of content/ (articles, legal texts) to HTML, at build time only (the `.server` suffix keeps
// it and `marked` out of the browser's JavaScript). The content is ours, so raw HTML is allowed.

export interface TocEntry {
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  /** The `##` sections, in order, for the table of contents. */
  toc: TocEntry[];
}

const DIFFICULTY = /^Difficulty:\s*(Beginner|Intermediate|Advanced)$/;

/** "## 1. Lead magnet delivery" → "1-lead-magnet-delivery". */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/<[^>]+>/g, "")
      .replace(/&[a-z]+;|&#\d+;/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const toc: TocEntry[] = [];
  const usedIds = new Set<string>();
  const uniqueId = (text: string) => {
    const base = slugify(text);
    let id = base;
    for (let n = 2; usedIds.has(id); n++) id = `${base}-${n}`;
    usedIds.add(id);
    return id;
  };

  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const text = plainText(inner);
        const id = uniqueId(text);
        if (depth === 2) toc.push({ id, text });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      paragraph({ tokens, text }: Tokens.Paragraph) {
        const level = DIFFICULTY.exec(text.trim())?.[1];
        if (level) {
          return `<p class="difficulty" data-level="${level.toLowerCase()}"><span class="sr-only">Difficulty: </span>${level}</p>\n`;
        }
        return `<p>${this.parser.parseInline(tokens)}</p>\n`;
      },
      code({ text, lang }: Tokens.Code) {
        if (lang === "prompt") {
          const prompt = text.trim();
          return (
            `<figure class="prompt-card"><figcaption>Ready-to-use prompt</figcaption>` +
            `<blockquote>${escapeHtml(prompt)}</blockquote>` +
            `<a class="prompt-card-action" href="${PATHS.builder}" data-prompt="${escapeHtml(prompt)}">Build this plugin</a></figure>\n`
          );
        }
        const language = lang ? ` class="language-${escapeHtml(lang)}"` : "";
        const label = lang ? ` data-language="${escapeHtml(lang)}"` : "";
        // Focusable, so a keyboard can scroll a long line sideways (a scrollable region needs focus).
        return `<pre tabindex="0"${label}><code${language}>${escapeHtml(text)}</code></pre>\n`;
      },
      table(token: Tokens.Table) {
        const cell = (c: Tokens.TableCell, tag: "th" | "td") =>
          `<${tag}${c.align ? ` style="text-align:${c.align}"` : ""}${tag === "th" ? ' scope="col"' : ""}>${this.parser.parseInline(c.tokens)}</${tag}>`;
        const head = `<tr>${token.header.map((c) => cell(c, "th")).join("")}</tr>`;
        const rows = token.rows.map((row) => `<tr>${row.map((c) => cell(c, "td")).join("")}</tr>`).join("");
        // Wide tables scroll inside their own box on narrow screens instead of widening the page.
        return `<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table><thead>${head}</thead><tbody>${rows}</tbody></table></div>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const external = /^https?:\/\//.test(href);
        const attrs = [
          `href="${escapeHtml(href)}"`,
          title ? `title="${escapeHtml(title)}"` : "",
          external ? 'rel="noopener noreferrer" target="_blank"' : "",
        ].filter(Boolean);
        return `<a ${attrs.join(" ")}>${inner}</a>`;
      },
    },
  });

  const html = marked.parse(markdown, { async: false });
  return { html, toc };
}
