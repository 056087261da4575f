/**
 * The names of copies. A copy is labelled '{name} (Edited)' (the editor's first AI edit, spec.md §4) or
 * '{name} (Copy)' (Copy from the gallery or one's own list), and keeps that label while later versions
 * rename the plugin through its header, so the dashboard never shows a copy under its original's name.
 */
const EDITED = " (Edited)";
const COPIED = " (Copy)";

export const editedCopyName = (name: string) => `${name}${EDITED}`;
export const copiedName = (name: string) => `${name}${COPIED}`;

/** The name a plugin takes from its main file's header: a copy keeps its label after the header's name. */
export function nameFromHeader(headerName: string, current: { name: string; originalPluginId: string | null }): string {
  if (current.originalPluginId === null) return headerName;
  const label = [EDITED, COPIED].find((suffix) => current.name.endsWith(suffix));
  if (!label || headerName.endsWith(label)) return headerName;
  return `${headerName}${label}`;
}
