import { CircleCheckIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { VersionListItem } from "@shared/schemas/plugins";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/utils";
import { useVersion } from "../queries/version-query";

/** What the automatic checks found in the current version: file:line and message per problem. */
export function VersionChecksPanel({ pluginId, version }: { pluginId: string; version: VersionListItem }) {
  const { t } = useTranslation();
  const detail = useVersion(pluginId, version.findingCount > 0 ? version.versionNumber : null);
  if (version.checkStatus === "pending") return null;
  if (version.findingCount === 0) {
    return (
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="version-checks">
        <CircleCheckIcon className="size-3.5 text-success" aria-hidden />
        {t("builder.checks.passed")}
      </p>
    );
  }
  const failed = version.checkStatus === "failed";
  return (
    <section
      className={cn(
        "flex flex-col gap-2 rounded-xl border p-3 text-sm",
        failed ? "border-destructive/40 bg-destructive/5" : "border-amber-500/40 bg-amber-500/5",
      )}
      aria-label={t("builder.checks.title")}
      data-testid="version-checks"
    >
      <h3 className="flex items-center gap-1.5 font-semibold">
        <TriangleAlertIcon className={cn("size-4", failed ? "text-destructive" : "text-amber-600")} aria-hidden />
        {t("builder.checks.problems", { count: version.findingCount })}
      </h3>
      {detail.isPending ? (
        <Skeleton className="h-10" />
      ) : detail.isError ? (
        <p className="text-xs text-muted-foreground">{t("builder.checks.loadError")}</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {detail.data.checkFindings.map((finding, index) => (
            <li key={index} className="text-xs [overflow-wrap:anywhere]" data-testid="check-finding">
              <span className={cn("font-medium", finding.severity === "error" ? "text-destructive" : "text-amber-700 dark:text-amber-400")}>
                {t(`builder.checks.severity.${finding.severity}`)}
              </span>{" "}
              {finding.file ? (
                <code className="font-mono">
                  {finding.file}
                  {finding.line !== null ? `:${finding.line}` : ""}
                </code>
              ) : null}{" "}
              <span className="text-muted-foreground">{finding.message}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
