import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdownLite } from "./markdown-lite";

describe("[BUILDER][CHAT] parseMarkdownLite", () => {
  it("splits paragraphs, keeps line breaks and reads lists and headings", () => {
    const blocks = parseMarkdownLite(
      "## Done\nI built the form.\nIt e-mails you.\n\n- Nonce check\n- Sanitised **input**\n1. Install\n2. Activate",
    );
    expect(blocks).toEqual([
      { kind: "heading", content: [{ kind: "text", text: "Done" }] },
      {
        kind: "paragraph",
        lines: [[{ kind: "text", text: "I built the form." }], [{ kind: "text", text: "It e-mails you." }]],
      },
      {
        kind: "list",
        ordered: false,
        items: [
          [{ kind: "text", text: "Nonce check" }],
          [
            { kind: "text", text: "Sanitised " },
            { kind: "strong", text: "input" },
          ],
        ],
      },
      {
        kind: "list",
        ordered: true,
        items: [[{ kind: "text", text: "Install" }], [{ kind: "text", text: "Activate" }]],
      },
    ]);
  });

  it("leaves HTML as text", () => {
    expect(parseMarkdownLite("<img src=x onerror=alert(1)>")).toEqual([
      { kind: "paragraph", lines: [[{ kind: "text", text: "<img src=x onerror=alert(1)>" }]] },
    ]);
  });

  it("reads code spans and leaves unmatched markers alone", () => {
    expect(parseInline("Use `add_action()` and **hooks** but not **this")).toEqual([
      { kind: "text", text: "Use " },
      { kind: "code", text: "add_action()" },
      { kind: "text", text: " and " },
      { kind: "strong", text: "hooks" },
      { kind: "text", text: " but not **this" },
    ]);
  });
});
