import { describe, expect, it } from "vitest";
import { renderMarkdown, slugify } from "./markdown.server";

describe("renderMarkdown", () => {
  it("gives every heading an id and lists the ## sections as the table of contents", () => {
    const { html, toc } = renderMarkdown("Intro\n\n## 1. Lead magnet delivery\n\ntext\n\n### Details\n\n## Security & you\n\n## Security & you\n");
    expect(toc).toEqual([
      { id: "1-lead-magnet-delivery", text: "1. Lead magnet delivery" },
      { id: "security-you", text: "Security & you" },
      { id: "security-you-2", text: "Security & you" },
    ]);
    expect(html).toContain('<h2 id="1-lead-magnet-delivery">');
    expect(html).toContain('<h3 id="details">Details</h3>');
  });

  it("has an empty table of contents when there are no sections", () => {
    expect(renderMarkdown("Just a paragraph.\n\n### Minor").toc).toEqual([]);
  });

  it("turns a Difficulty paragraph into a badge and leaves other paragraphs alone", () => {
    const { html } = renderMarkdown("Difficulty: Intermediate\n\nDifficulty: maybe hard");
    expect(html).toContain('<p class="difficulty" data-level="intermediate">');
    expect(html).toContain("<p>Difficulty: maybe hard</p>");
  });

  it("renders a prompt block as a card whose button carries the prompt, escaped", () => {
    const { html } = renderMarkdown('```prompt\nA form with "quotes" & <tags>\n```');
    expect(html).toContain('<figure class="prompt-card">');
    expect(html).toContain('data-prompt="A form with &quot;quotes&quot; &amp; &lt;tags&gt;"');
    expect(html).toContain("<blockquote>A form with &quot;quotes&quot; &amp; &lt;tags&gt;</blockquote>");
  });

  it("escapes code and labels its language", () => {
    const { html } = renderMarkdown("```php\n<?php echo esc_html( $x );\n```");
    expect(html).toContain('<pre tabindex="0" data-language="php"><code class="language-php">&lt;?php echo esc_html( $x );');
  });

  it("opens external links in a new tab and keeps our own links in place", () => {
    const { html } = renderMarkdown("[a](https://wordpress.org) [b](/pricing)");
    expect(html).toContain('<a href="https://wordpress.org" rel="noopener noreferrer" target="_blank">a</a>');
    expect(html).toContain('<a href="/pricing">b</a>');
  });

  it("wraps tables so they scroll on narrow screens", () => {
    const { html } = renderMarkdown("| A | B |\n|---|---|\n| 1 | 2 |");
    expect(html).toMatch(/<div class="table-scroll"[^>]*><table><thead><tr><th scope="col">A<\/th>/);
  });
});

describe("slugify", () => {
  it("keeps letters and digits", () => {
    expect(slugify("Nonces: the basics (WP 6.2+)")).toBe("nonces-the-basics-wp-6-2");
    expect(slugify("Åtgärder för säkerhet")).toBe("atgarder-for-sakerhet");
    expect(slugify("!!!")).toBe("section");
  });
});
