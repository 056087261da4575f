import { useState, type ReactNode } from "react";
import { HistoryIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { Spinner } from "~/components/ui/spinner";
import { useBuilder } from "../builder-context";
import { CompareDialog } from "./compare-dialog";
import { VersionChecksPanel } from "./version-checks-panel";
import { VersionItem } from "./version-item";

function HistoryMessage({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-muted text-muted-foreground" aria-hidden>
        <HistoryIcon className="size-7" />
      </span>
      <h3 className="font-semibold">{title}</h3>
      <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
      {action}
    </div>
  );
}

/** The History tab: versions newest first, with restore and compare (spec.md §2 Version history panel). */
export function HistoryPanel() {
  const { t } = useTranslation();
  const { plugin, pluginId, versions, versionsQuery, busy, restore, restoringVersion } = useBuilder();
  const [comparison, setComparison] = useState<number | null>(null);

  if (!pluginId)
    return <HistoryMessage title={t("builder.history.noPluginTitle")} text={t("builder.history.noPluginText")} />;
  if (versionsQuery.isPending) {
    return (
      <div className="flex flex-col gap-3 p-4" aria-hidden>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  }
  if (versionsQuery.isError) {
    return (
      <HistoryMessage
        title={t("builder.history.loadError")}
        text={t("builder.history.loadErrorText")}
        action={
          <Button type="button" variant="outline" size="sm" onClick={() => void versionsQuery.refetch()}>
            {t("common.tryAgain")}
          </Button>
        }
      />
    );
  }
  if (versions.length === 0)
    return <HistoryMessage title={t("builder.history.emptyTitle")} text={t("builder.history.emptyText")} />;

  const current = versions[0]!;
  return (
    <div className="h-full overflow-y-auto p-3 sm:p-4">
      <h2 className="sr-only">{t("builder.history.title")}</h2>
      <div className="mb-3">
        <VersionChecksPanel pluginId={pluginId} version={current} />
      </div>
      <ol className="flex flex-col gap-3">
        {versions.map((version, index) => (
          <VersionItem
            key={version.id}
            version={version}
            current={index === 0}
            busy={busy}
            restoring={restoringVersion === version.versionNumber}
            onRestore={() => restore(version.versionNumber)}
            onCompare={() => setComparison(version.versionNumber)}
          />
        ))}
      </ol>
      {versionsQuery.hasNextPage ? (
        <div className="flex justify-center pt-3">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={versionsQuery.isFetchingNextPage}
            onClick={() => void versionsQuery.fetchNextPage()}
          >
            {versionsQuery.isFetchingNextPage ? <Spinner /> : null}
            {t("builder.history.loadMore")}
          </Button>
        </div>
      ) : null}
      <CompareDialog
        pluginId={pluginId}
        versionNumber={comparison}
        currentVersion={current.versionNumber}
        currentFiles={plugin?.files ?? {}}
        onClose={() => setComparison(null)}
      />
    </div>
  );
}
