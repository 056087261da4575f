import { describe, expect, it } from "vitest";
import { buildPreviewDocument } from "./preview-document";

const ORIGIN = "http://localhost:3000";

function scriptOf(document: string): string {
  const match = /<script>([\s\S]*?)<\/script>/.exec(document);
  if (!match) throw new Error("no script");
  return match[1]!;
}

describe("[BUILDER][PREVIEW] buildPreviewDocument", () => {
  it("wraps a fragment in a page with a restrictive policy, base styles and the runtime", () => {
    const doc = buildPreviewDocument('<div class="wrap"><h1>Contact</h1></div>', {
      mode: "backend",
      parentOrigin: ORIGIN,
    });
    expect(doc.startsWith("<!doctype html><html><head>")).toBe(true);
    expect(doc).toContain('http-equiv="Content-Security-Policy"');
    expect(doc).toContain("connect-src 'none'");
    expect(doc).toContain('<body data-mode="backend" data-padded><div class="wrap"><h1>Contact</h1></div><script>');
  });

  it("leaves the spacing to a fragment that brings its own preview wrapper", () => {
    const doc = buildPreviewDocument('<div class="ps-admin-preview"><p>x</p></div>', {
      mode: "backend",
      parentOrigin: ORIGIN,
    });
    expect(doc).toContain('<body data-mode="backend"><div class="ps-admin-preview">');
  });

  it("keeps a whole document and injects the policy first in <head> and the script before </body>", () => {
    const doc = buildPreviewDocument(
      "<!DOCTYPE html><html><HEAD><title>x</title></HEAD><body><p>hi</p></BODY></html>",
      {
        mode: "frontend",
        parentOrigin: ORIGIN,
      },
    );
    expect(doc).toMatch(
      /^<!DOCTYPE html><html><HEAD><meta http-equiv="Content-Security-Policy"[^>]+><title>x<\/title>/,
    );
    expect(doc).toMatch(/<p>hi<\/p><script>[\s\S]*<\/script><\/BODY><\/html>$/);
  });

  it("injects a runtime that is valid JavaScript and reports only to the builder's origin", () => {
    const script = scriptOf(buildPreviewDocument("<p>x</p>", { mode: "frontend", parentOrigin: ORIGIN }));
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain(`"parentOrigin":"${ORIGIN}"`);
    expect(script).toContain('"elementMessageType":"plugsmith:element"');
    expect(script).toContain('"highlightMs":300');
    expect(script).toContain('"defaultColor":"#0073AA"');
  });
});
