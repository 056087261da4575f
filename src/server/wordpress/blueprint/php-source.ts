import type { BlueprintContext } from "./blueprint-context";

/** A PHP single-quoted string literal holding exactly `text`. */
export function phpString(text: string): string {
  return `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
}

/** Text made safe for one line of a PHP doc comment (no line breaks, no comment or tag end). */
export function commentText(text: string): string {
  return text
    .replace(/\*\//g, "* /")
    .replace(/\?>/g, "? >")
    .replace(/[\r\n\t]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** The marker a block file carries so that a later turn knows which blocks the plugin has. */
export function blockMarker(id: string, params: Readonly<Record<string, string>>): string {
  const entries = Object.entries(params);
  return `Plugsmith block: ${id}${entries.length ? ` (${entries.map(([key, value]) => `${key}: ${value}`).join("; ")})` : ""}`;
}

/** Reads the markers written by {@link blockMarker} from a file. */
export function readBlockMarkers(source: string): Array<{ id: string; params: Record<string, string> }> {
  const markers: Array<{ id: string; params: Record<string, string> }> = [];
  for (const match of source.matchAll(/Plugsmith block: ([a-z][a-z-]*)(?: \(([^)\n]*)\))?/g)) {
    const params: Record<string, string> = {};
    for (const pair of (match[2] ?? "").split(";")) {
      const colon = pair.indexOf(":");
      if (colon > 0) params[pair.slice(0, colon).trim()] = pair.slice(colon + 1).trim();
    }
    markers.push({ id: match[1]!, params });
  }
  return markers;
}

/** A `@package` name for the plugin ("Site Colours" → "Site_Colours"). */
export function packageName(ctx: BlueprintContext): string {
  const words = ctx.name.normalize("NFKD").replace(/\p{M}+/gu, "").match(/[A-Za-z0-9]+/g) ?? [];
  return words.length ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("_") : "Plugin";
}
