import { useQuery } from "@tanstack/react-query";
import { openedPreviewSchema, previewMailsSchema } from "@shared/schemas/previews";
import { api } from "~/lib/api";

const MAIL_POLL_MS = 3_000;

const previewPath = (pluginId: string, versionNumber: number) =>
  `/api/plugins/${encodeURIComponent(pluginId)}/versions/${versionNumber}/preview`;

/**
 * POST …/versions/:n/preview: the version running in WordPress, opened when the live preview is shown.
 * The server keeps one preview per person and answers the same address for the same version, so the
 * answer is asked for again whenever the preview is shown (and the window regains focus): a preview the
 * server closed meanwhile (another version opened, 30 idle minutes) comes back at a new address.
 */
export function useLivePreview(pluginId: string | null, versionNumber: number, enabled: boolean) {
  return useQuery({
    queryKey: ["plugins", pluginId, "version", versionNumber, "live-preview"] as const,
    queryFn: ({ signal }) => api(previewPath(pluginId!, versionNumber), { method: "POST", body: {}, schema: openedPreviewSchema, signal }),
    enabled: enabled && pluginId !== null && versionNumber > 0,
    staleTime: 0,
    retry: false,
  });
}

/**
 * DELETE …/versions/:n/preview: the person left the builder showing this version, so their preview gives its
 * place to the next person who needs one (it keeps working until then). Sent with keepalive, so it still
 * goes out while the page unloads; nothing waits for it.
 */
export function leavePreview(pluginId: string, versionNumber: number): void {
  void fetch(previewPath(pluginId, versionNumber), { method: "DELETE", credentials: "same-origin", keepalive: true }).catch(() => undefined);
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
