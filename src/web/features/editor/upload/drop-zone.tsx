import { useId, useRef, useState, type DragEvent } from "react";
import { CircleAlertIcon, UploadCloudIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { UPLOAD_MAX_MB } from "./check-zip-file";

/** Why the last file chosen was refused: a heading and the reason (spec.md §5, or the server's words). */
export interface DropZoneError {
  title: string;
  text: string;
}

/**
 * Where a plugin ZIP is dropped, or chosen with the file picker. Why the last file was refused stays
 * here (`error`, role="alert") until another file is chosen: a toast alone is gone before it is read.
 */
export function DropZone({ onFile, error = null }: { onFile: (file: File) => void; error?: DropZoneError | null }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);

  function onDragOver(event: DragEvent) {
    if (!event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setOver(true);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    <div
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={onDrop}
      className={cn(
        "flex flex-col items-center justify-center gap-4 rounded-xl border-2 border-dashed bg-card px-4 py-10 text-center transition-colors sm:px-6 sm:py-14",
        over ? "border-primary bg-accent/60" : "border-border",
      )}
      data-testid="drop-zone"
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-accent text-accent-foreground" aria-hidden>
        <UploadCloudIcon className="size-7" />
      </span>
      <div className="flex flex-col gap-1">
        <p className="text-base font-semibold">{over ? t("editor.upload.dropActive") : t("editor.upload.dropTitle")}</p>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t("editor.upload.dropText", { mb: UPLOAD_MAX_MB })}
        </p>
      </div>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip,application/x-zip-compressed"
        className="sr-only"
        tabIndex={-1}
        aria-label={t("editor.upload.inputLabel")}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
      <Button type="button" onClick={() => input.current?.click()} aria-describedby={hintId}>
        <UploadCloudIcon aria-hidden />
        {t("editor.upload.choose")}
      </Button>
      {error ? (
        <Alert variant="destructive" role="alert" className="max-w-md text-left" data-testid="drop-zone-error">
          <CircleAlertIcon aria-hidden />
          <div className="flex flex-col gap-0.5">
            <p className="font-semibold">{error.title}</p>
            <p className="[overflow-wrap:anywhere]">{error.text}</p>
          </div>
        </Alert>
      ) : null}
    </div>
  );
}
