import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-scripts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("[HTTP][CSP] inlineScriptHashes", () => {
  it("hashes each inline script of a React Router page, module scripts included, once each", () => {
    const context = 'window.__reactRouterContext = {"basename":"/"};';
    const modules = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");';
    const html =
      `<html><head><link rel="modulepreload" href="/assets/root.js"/></head><body><p>Hej</p>` +
      `<script>${context}</script><script type="module" async="">${modules}</script>` +
      `<script>${context}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(context), sha256(modules)]);
  });

  it("leaves out scripts with a src and JSON data blocks, which the policy does not need to allow", () => {
    const html =
      '<script src="/assets/a.js"></script><script type="module" src="/assets/b.js"></script>' +
      '<script type="application/ld+json">{"@type":"WebPage"}</script>' +
      "<script type='application/json'>{}</script><script type=\"text/javascript\">run()</script>";
    expect(inlineScriptHashes(html)).toEqual([sha256("run()")]);
  });

  it("hashes the text as the browser reads it: attributes and case of the tag do not matter, CRLF is LF", () => {
    expect(inlineScriptHashes('<SCRIPT nonce="x" >a();\r\nb();</SCRIPT >')).toEqual([sha256("a();\nb();")]);
    expect(inlineScriptHashes("<script></script>")).toEqual([sha256("")]);
    expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
  });
});
