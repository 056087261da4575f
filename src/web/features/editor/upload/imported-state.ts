import { importResultSchema, type ImportResult } from "@shared/schemas/plugin-import";

/** The navigation state the upload hands to the editor, so the editing view can show the summary too. */
export function importedState(result: ImportResult): { imported: ImportResult } {
  return { imported: result };
}

/** The import summary in a navigation state, when it is this plugin's. */
export function readImported(state: unknown, pluginId: string | null): ImportResult | null {
  const parsed = importResultSchema.safeParse((state as { imported?: unknown } | null)?.imported);
  return parsed.success && parsed.data.plugin.id === pluginId ? parsed.data : null;
}
