import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TextField } from "./text-field";

// Issue #34 item 12: the sign-up password's rule showed twice, as hint and as the same validation message.

const RULE = "Password must be at least 8 characters";
const count = (html: string, text: string) => html.split(text).length - 1;

describe("[FORM][TEXT_FIELD]", () => {
  it("shows the hint, described by it, while there is no error", () => {
    const html = renderToStaticMarkup(<TextField id="pw" label="Password" hint={RULE} />);
    expect(count(html, RULE)).toBe(1);
    expect(html).toContain('aria-describedby="pw-hint"');
  });

  it("shows a validation message in the hint's place, so the rule shows once", () => {
    const html = renderToStaticMarkup(<TextField id="pw" label="Password" hint={RULE} error={RULE} />);
    expect(count(html, RULE)).toBe(1);
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-describedby="pw-error"');
  });

  it("keeps a hint that says something else beside the error", () => {
    const html = renderToStaticMarkup(<TextField id="msg" label="Message" hint="12 / 2000 characters" error="Message is required" />);
    expect(html).toContain("12 / 2000 characters");
    expect(html).toContain('aria-describedby="msg-hint msg-error"');
  });
});
