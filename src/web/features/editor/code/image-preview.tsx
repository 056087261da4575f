import { ImageOffIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { parseBinaryDataUrl } from "@shared/binary-files";

/** An image the plugin ships (a data URL in the file map, decision 0025): shown, never edited as text. */
export function ImagePreview({ path, content }: { path: string; content: string }) {
  const { t } = useTranslation();
  const image = parseBinaryDataUrl(content);
  if (!image) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-sm text-muted-foreground">
        <ImageOffIcon className="size-6" aria-hidden />
        <p>{t("editor.code.imageUnreadable")}</p>
      </div>
    );
  }
  const bytes = Math.floor((image.base64.length * 3) / 4) - (image.base64.match(/=+$/)?.[0].length ?? 0);
  return (
    <figure className="flex h-full flex-col items-center justify-center gap-3 overflow-auto p-6" data-testid="image-preview">
      <div className="rounded-lg border bg-[repeating-conic-gradient(var(--color-muted)_0_25%,transparent_0_50%)] bg-[length:16px_16px] p-2">
        <img src={content} alt={t("editor.code.imageAlt", { path })} className="max-h-[50vh] min-h-16 max-w-full min-w-16 object-contain" />
      </div>
      <figcaption className="text-center text-xs text-muted-foreground">
        {t("editor.code.imageInfo", { type: image.type, size: (bytes / 1024).toFixed(1) })}
        <br />
        {t("editor.code.imageNotEditable")}
      </figcaption>
    </figure>
  );
}
