import { describe, expect, it } from "vitest";
import { escapeHtml, fillTemplate, htmlToText } from "./render";

describe("[MAIL][RENDER]", () => {
  it("fills placeholders and escapes values in HTML", () => {
    expect(fillTemplate("<p>Hi {{ name }}, {{credits}} credits</p>", { name: "<b>Ann</b>", credits: 10 }, { html: true })).toBe(
      "<p>Hi &lt;b&gt;Ann&lt;/b&gt;, 10 credits</p>",
    );
    expect(fillTemplate("Hi {{name}}", { name: "A & B" })).toBe("Hi A & B");
  });

  it("leaves unknown placeholders alone", () => {
    expect(fillTemplate("{{unknown}} {{name}}", { name: "Ann" }, { html: true })).toBe("{{unknown}} Ann");
  });

  it("turns HTML into readable text with link addresses kept", () => {
    const text = htmlToText('<h1>Hello</h1><p>Go <a href="https://x.test/a?b=1&amp;c=2">here</a> now.</p><p>Bye&nbsp;&amp; thanks</p>');
    expect(text).toBe("Hello\nGo here (https://x.test/a?b=1&c=2) now.\nBye & thanks");
  });

  it("escapes every HTML-significant character", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });
});
