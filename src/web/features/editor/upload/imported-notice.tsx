import { useState } from "react";
import { ChevronDownIcon, PackageCheckIcon, TriangleAlertIcon, XIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ImportResult } from "@shared/schemas/plugin-import";
import { Button } from "~/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "~/components/ui/collapsible";
import { ImportSummaryCard } from "./import-summary-card";

/**
 * Above the chat after an upload: one line saying what came in, the full summary card on demand (it was
 * on screen only for the hand-off's 500 ms), and a close button.
 */
export function ImportedNotice({ result, onClose }: { result: ImportResult; onClose: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const fileCount = result.plugin.filePaths.length;
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="shrink-0 border-b bg-muted/30" data-testid="imported-notice">
      <div className="flex items-center gap-2 px-3 py-2 sm:px-4">
        <PackageCheckIcon className="size-4 shrink-0 text-success" aria-hidden />
        <p className="min-w-0 flex-1 truncate text-xs text-muted-foreground" title={result.metadata.originalName}>
          {t("editor.summary.notice", { file: result.metadata.originalName, count: fileCount })}
        </p>
        {result.findings.length > 0 ? (
          <TriangleAlertIcon className="size-4 shrink-0 text-amber-600" role="img" aria-label={t("editor.summary.warningIcon")} />
        ) : null}
        <CollapsibleTrigger asChild>
          <Button type="button" variant="ghost" size="sm" className="h-7 shrink-0 px-2 text-xs">
            {open ? t("editor.summary.hideDetails") : t("editor.summary.showDetails")}
            <ChevronDownIcon className={open ? "rotate-180 transition-transform" : "transition-transform"} aria-hidden />
          </Button>
        </CollapsibleTrigger>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-7 shrink-0"
          onClick={onClose}
          aria-label={t("editor.summary.close")}
          title={t("editor.summary.close")}
        >
          <XIcon aria-hidden />
        </Button>
      </div>
      <CollapsibleContent className="max-h-[50dvh] overflow-y-auto px-3 pb-3 sm:px-4">
        <ImportSummaryCard result={result} compact />
      </CollapsibleContent>
    </Collapsible>
  );
}
