import { createHash } from "node:crypto";

/** `<script …>…</script>` with its attributes and text; a script's text cannot contain `</script`. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Data blocks: never executed, so a policy has nothing to allow (JSON-LD on the public pages). */
const DATA_BLOCK_TYPES = new Set(["application/ld+json", "application/json"]);

/**
 * The CSP sources (`'sha256-…'`) that allow each inline script of a built HTML page and nothing else:
 * React Router's context, route-module and stream scripts. Scripts with a `src` are allowed by
 * 'self'. The hash is of the script's text as the browser reads it (line breaks normalised to \n).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && DATA_BLOCK_TYPES.has(type)) continue;
    const digest = createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}
