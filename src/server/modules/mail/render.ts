import { escapeHtml } from "../../../shared/escape-html";

export { escapeHtml };

/** Mail templates fill {{name}} with the shared filler; bodies pass `{ html: true }` to escape values. */
export { fillTemplate } from "../../../shared/fill-template";

/** A readable plain-text twin of an HTML mail: links keep their address, tags go. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, (_m, href: string, label: string) =>
      label.trim() && label.trim() !== href ? `${label.trim()} (${href})` : href,
    )
    .replace(/<\s*br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|li|div|tr)>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
