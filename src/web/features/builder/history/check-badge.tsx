import { useTranslation } from "react-i18next";
import type { VersionListItem } from "@shared/schemas/plugins";
import { Badge } from "~/components/ui/badge";
import { Spinner } from "~/components/ui/spinner";

/** A version's check verdict in History: checking, passes, n findings, or not run in WordPress. */
export function CheckBadge({ version }: { version: Pick<VersionListItem, "checkStatus" | "runtimeStatus" | "findingCount"> }) {
  const { t } = useTranslation();
  const failed = version.checkStatus === "failed" || version.runtimeStatus === "failed";
  const findings =
    version.findingCount > 0 ? (
      <Badge variant={failed ? "destructive" : "outline"} className={failed ? undefined : "border-amber-500/50 text-amber-700 dark:text-amber-400"} data-testid="check-badge">
        {t("builder.checks.findings", { count: version.findingCount })}
      </Badge>
    ) : null;
  if (version.runtimeStatus === "pending") {
    return (
      <>
        {findings}
        <Badge variant="outline" className="gap-1 text-muted-foreground" data-testid="check-badge">
          <Spinner className="size-3" />
          {t("builder.checks.checking")}
        </Badge>
      </>
    );
  }
  if (version.runtimeStatus === "skipped") {
    return (
      <>
        {findings}
        <Badge variant="outline" className="text-muted-foreground" data-testid="check-badge">
          {t("builder.checks.notRun")}
        </Badge>
      </>
    );
  }
  return (
    findings ?? (
      <Badge variant="outline" className="border-success/50 text-success" data-testid="check-badge">
        {t("builder.checks.passes")}
      </Badge>
    )
  );
}
