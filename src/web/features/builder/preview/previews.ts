import type { PluginDetail, PluginVersion } from "@shared/schemas/plugins";

/** The two renderings of a plugin: its admin screen (backend) and its public output (frontend). */
export interface Previews {
  backend: string | null;
  frontend: string | null;
}

type PreviewSource = Pick<PluginDetail | PluginVersion, "previewHtml" | "frontendPreviewHtml" | "backendPreviewHtml">;

/** A plugin's or version's previews; `previewHtml` alone counts as the admin preview. Null when it has none. */
export function previewsOf(source: PreviewSource): Previews | null {
  const backend = source.backendPreviewHtml || source.previewHtml || null;
  const frontend = source.frontendPreviewHtml || null;
  return backend || frontend ? { backend, frontend } : null;
}

/** The newest previews there are: the plugin's own, else the newest version that has one. */
export function latestPreviews(plugin: PreviewSource, versionsNewestFirst: readonly PreviewSource[]): Previews | null {
  const own = previewsOf(plugin);
  if (own) return own;
  for (const version of versionsNewestFirst) {
    const previews = previewsOf(version);
    if (previews) return previews;
  }
  return null;
}
