import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { PluginFiles } from "@shared/schemas/plugins";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";

const VersionDiffView = lazy(() => import("./version-diff-view"));

interface CompareDialogProps {
  comparison: { versionNumber: number; files: PluginFiles } | null;
  currentVersion: number;
  currentFiles: PluginFiles;
  onClose: () => void;
}

/** 'Compare with current': what changed from an older version to the current files. */
export function CompareDialog({ comparison, currentVersion, currentFiles, onClose }: CompareDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={comparison !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-4xl grid-cols-[minmax(0,1fr)] sm:max-h-[85dvh]">
        <DialogHeader>
          <DialogTitle>
            {t("builder.diff.title", { version: comparison?.versionNumber ?? 0, current: currentVersion })}
          </DialogTitle>
          <DialogDescription>{t("builder.diff.description")}</DialogDescription>
        </DialogHeader>
        {comparison ? (
          <Suspense fallback={<Skeleton className="h-40" />}>
            <VersionDiffView from={comparison.files} to={currentFiles} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
