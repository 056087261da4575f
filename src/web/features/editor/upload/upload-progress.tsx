import { FileArchiveIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";

/** The file on its way: how much of it the browser has sent, then the server's check. */
export function UploadProgress({
  fileName,
  fraction,
  checking,
  onCancel,
}: {
  fileName: string;
  /** 0 to 1, as XMLHttpRequest's upload progress reports it. */
  fraction: number;
  /** Sent: the server is unpacking and checking it. */
  checking: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const percent = Math.round(fraction * 100);
  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6" data-testid="upload-progress">
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent text-accent-foreground" aria-hidden>
          <FileArchiveIcon className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="truncate text-sm font-medium" title={fileName}>
            {fileName}
          </p>
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground" aria-live="polite">
            {checking ? (
              <>
                <Spinner className="size-3" />
                {t("editor.upload.checking")}
              </>
            ) : (
              t("editor.upload.uploading", { percent })
            )}
          </p>
        </div>
        <span className="text-sm font-medium tabular-nums" aria-hidden>
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t("editor.upload.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-200 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="flex justify-end">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
      </div>
    </div>
  );
}
