import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { PluginFiles } from "@shared/schemas/plugins";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { useVersion } from "../queries/version-query";

const VersionDiffView = lazy(() => import("./version-diff-view"));

interface CompareDialogProps {
  pluginId: string;
  /** The version to compare; its files load when the dialog opens (the history list has none). */
  versionNumber: number | null;
  currentVersion: number;
  currentFiles: PluginFiles;
  onClose: () => void;
}

/** 'Compare with current': what changed from an older version to the current files. */
export function CompareDialog({ pluginId, versionNumber, currentVersion, currentFiles, onClose }: CompareDialogProps) {
  const { t } = useTranslation();
  const version = useVersion(pluginId, versionNumber);
  return (
    <Dialog open={versionNumber !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-4xl grid-cols-[minmax(0,1fr)] sm:max-h-[85dvh]">
        <DialogHeader>
          <DialogTitle>
            {t("builder.diff.title", { version: versionNumber ?? 0, current: currentVersion })}
          </DialogTitle>
          <DialogDescription>{t("builder.diff.description")}</DialogDescription>
        </DialogHeader>
        {versionNumber === null ? null : version.isError ? (
          <div className="flex flex-col items-start gap-2 text-sm">
            <p>{t("builder.history.versionLoadError")}</p>
            <Button type="button" variant="outline" size="sm" onClick={() => void version.refetch()}>
              {t("common.tryAgain")}
            </Button>
          </div>
        ) : version.isPending ? (
          <Skeleton className="h-40" />
        ) : (
          <Suspense fallback={<Skeleton className="h-40" />}>
            <VersionDiffView from={version.data.files} to={currentFiles} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
