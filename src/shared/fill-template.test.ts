import { describe, expect, it } from "vitest";
import { fillTemplate } from "./fill-template";

describe("fillTemplate", () => {
  it("fills every {{name}}, with or without spaces inside the braces, numbers as text", () => {
    expect(fillTemplate("Hi {{ name }}, {{credits}} credits, {{name}} again", { name: "Ann", credits: 10 })).toBe(
      "Hi Ann, 10 credits, Ann again",
    );
  });

  it("leaves unknown placeholders as they are and reports each one", () => {
    const unknown: string[] = [];
    expect(fillTemplate("{{missing}} {{name}} {{ other }}", { name: "Ann" }, { onUnknown: (n) => unknown.push(n) })).toBe(
      "{{missing}} Ann {{ other }}",
    );
    expect(unknown).toEqual(["missing", "other"]);
  });

  it("does not take names from the object prototype", () => {
    expect(fillTemplate("{{constructor}} {{toString}}", {})).toBe("{{constructor}} {{toString}}");
  });

  it("escapes values for HTML only when asked, never the template", () => {
    expect(fillTemplate("<p>{{name}}</p>", { name: `<b>"A" & 'B'</b>` }, { html: true })).toBe(
      "<p>&lt;b&gt;&quot;A&quot; &amp; &#39;B&#39;&lt;/b&gt;</p>",
    );
    expect(fillTemplate("<p>{{name}}</p>", { name: "A & B" })).toBe("<p>A & B</p>");
  });

  it("inserts a value containing $ patterns literally", () => {
    expect(fillTemplate("{{price}}", { price: "$& $1 $$" })).toBe("$& $1 $$");
  });
});
