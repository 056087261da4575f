import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TableOfContents } from "./table-of-contents";

// spec.md (Blog): the table of contents is shown only when it has entries. Every published article
// has sections, so the browser test (tests/e2e/blog.spec.ts) cannot reach the empty case; this does.

describe("[CONTENT][TOC]", () => {
  it("is left out entirely when the text has no sections", () => {
    expect(renderToStaticMarkup(<TableOfContents entries={[]} title="On this page" />)).toBe("");
  });

  it("links every section by its anchor, in order, under its title", () => {
    const html = renderToStaticMarkup(
      <TableOfContents
        entries={[
          { id: "plan", text: "Plan" },
          { id: "build", text: "Build & ship" },
        ]}
        title="On this page"
      />,
    );
    expect(html).toContain('aria-labelledby="toc-title"');
    expect(html).toContain(">On this page</h2>");
    expect([...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]])).toEqual([
      ["#plan", "Plan"],
      ["#build", "Build &amp; ship"],
    ]);
  });
});
