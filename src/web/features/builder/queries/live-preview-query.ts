import { useQuery } from "@tanstack/react-query";
import { openedPreviewSchema, previewMailsSchema } from "@shared/schemas/previews";
import { api } from "~/lib/api";

const MAIL_POLL_MS = 3_000;

const previewPath = (pluginId: string, versionNumber: number) =>
  `/api/plugins/${encodeURIComponent(pluginId)}/versions/${versionNumber}/preview`;

/**
 * POST …/versions/:n/preview: the version running in WordPress, opened when the live preview is shown.
 * The server keeps one preview per person and reuses it for the same version, so asking again is cheap;
 * a preview closes after 30 idle minutes, so the answer is held for 20.
 */
export function useLivePreview(pluginId: string | null, versionNumber: number, enabled: boolean) {
  return useQuery({
    queryKey: ["plugins", pluginId, "version", versionNumber, "live-preview"] as const,
    queryFn: ({ signal }) => api(previewPath(pluginId!, versionNumber), { method: "POST", body: {}, schema: openedPreviewSchema, signal }),
    enabled: enabled && pluginId !== null && versionNumber > 0,
    staleTime: 20 * 60_000,
    gcTime: 20 * 60_000,
    retry: false,
  });
}

/** The mail the plugin sent in its open preview, asked every 3 s while the preview is shown. */
export function usePreviewMails(pluginId: string | null, versionNumber: number, enabled: boolean) {
  return useQuery({
    queryKey: ["plugins", pluginId, "version", versionNumber, "live-preview", "mails"] as const,
    queryFn: ({ signal }) => api(`${previewPath(pluginId!, versionNumber)}/mails`, { schema: previewMailsSchema, signal }),
    enabled: enabled && pluginId !== null && versionNumber > 0,
    refetchInterval: MAIL_POLL_MS,
  });
}
