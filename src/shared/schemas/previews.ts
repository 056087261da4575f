import { z } from "zod";

/** POST /api/plugins/:id/versions/:n/preview: where the version runs in WordPress (on the preview origin). */
export const openedPreviewSchema = z.object({
  adminUrl: z.string(),
  siteUrl: z.string(),
  versionNumber: z.number().int(),
});
export type OpenedPreview = z.infer<typeof openedPreviewSchema>;

/** A mail the plugin sent inside its preview (caught, never delivered). */
export const caughtMailSchema = z.object({
  to: z.array(z.string()),
  subject: z.string(),
  message: z.string(),
  headers: z.string(),
  sentAt: z.string(),
});
export type CaughtMail = z.infer<typeof caughtMailSchema>;
export const previewMailsSchema = z.object({ mails: z.array(caughtMailSchema) });
