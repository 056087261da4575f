import { CircleCheckIcon, ExternalLinkIcon, TriangleAlertIcon, WandSparklesIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { blockingFirst } from "@shared/check-findings";
import type { CheckFinding, VersionListItem } from "@shared/schemas/plugins";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/utils";
import { useBuilder } from "../builder-context";
import { useVersionCheck } from "../queries/version-check-query";
import { findingMessage } from "./finding-message";
import { useFixOffer } from "./use-fix-offer";
import { PhpMatrixList } from "./php-matrix-list";
import { runtimeNote } from "./php-matrix-texts";
import { RUNTIME_HEADLINES, runtimeOutcome } from "./runtime-headline";

/**
 * Findings by file, files in the order their first finding has when a requirement the runtime does not meet
 * comes first (nothing else was run), then the blocking errors, then warnings (the plugin as a whole last):
 * a file with an error is read before a file with only warnings, and in a file its errors come first.
 */
function byFile(findings: readonly CheckFinding[]): Array<[string, CheckFinding[]]> {
  const groups = new Map<string, CheckFinding[]>();
  for (const finding of blockingFirst(findings)) groups.set(finding.file, [...(groups.get(finding.file) ?? []), finding]);
  return [...groups].sort(([a], [b]) => (a === "" ? 1 : b === "" ? -1 : 0));
}

/**
 * The current version's check report (issue #14): the static checks made on save and the run in a real
 * WordPress, findings grouped by file, each file:line opening the Code tab, and 'Fix with AI' (a free turn
 * that may change only the files with errors) when there are errors.
 */
export function VersionChecksPanel({ pluginId, version }: { pluginId: string; version: VersionListItem }) {
  const { t, i18n } = useTranslation();
  const { showFile, fixVersion, busy } = useBuilder();
  const report = useVersionCheck(pluginId, version.versionNumber);
  const fixOffer = useFixOffer(report.data?.findings ?? []);

  if (report.isPending) return <Skeleton className="h-12 rounded-xl" />;
  if (report.isError) {
    return (
      <p className="text-xs text-muted-foreground" data-testid="version-checks">
        {t("builder.checks.loadError")}
      </p>
    );
  }
  const { status, findings, runtime, phpMatrix } = report.data;
  const matrix = <PhpMatrixList matrix={phpMatrix} showFile={showFile} />;
  const runtimeLine =
    runtime.status === "pending" ? (
      <span className="inline-flex items-center gap-1.5">
        <Spinner className="size-3" />
        {t("builder.checks.runtimePending")}
      </span>
    ) : runtime.status === "skipped" ? (
      t("builder.checks.runtimeSkipped", { note: runtimeNote(runtime.note, i18n.resolvedLanguage) })
    ) : (
      t(RUNTIME_HEADLINES[runtimeOutcome(findings, runtime.status === "failed")], { wordpress: runtime.wordpressVersion ?? "", php: runtime.phpVersion ?? "" })
    );
  // The bundled 6.5, run because the server could get no current release (issue #32): said with every report.
  const fallbackLine =
    runtime.wordpressFallback && (runtime.status === "passed" || runtime.status === "failed") ? (
      <p className="text-xs text-amber-700 dark:text-amber-400" data-testid="wordpress-fallback">
        {t("builder.checks.runtimeFallback", { wordpress: (runtime.wordpressVersion ?? "").split(".").slice(0, 2).join(".") })}
      </p>
    ) : null;

  if (findings.length === 0) {
    return (
      <div className="flex flex-col gap-1 text-xs text-muted-foreground" data-testid="version-checks" data-status={status}>
        <p className="flex items-center gap-1.5">
          <CircleCheckIcon className="size-3.5 text-success" aria-hidden />
          {t("builder.checks.passed")}
        </p>
        <p>{runtimeLine}</p>
        {fallbackLine}
        {matrix}
      </div>
    );
  }
  const failed = status === "failed";
  return (
    <section
      className={cn(
        "flex flex-col gap-2 rounded-xl border p-3 text-sm",
        failed ? "border-destructive/40 bg-destructive/5" : "border-amber-500/40 bg-amber-500/5",
      )}
      aria-label={t("builder.checks.title")}
      data-testid="version-checks"
      data-status={status}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="flex items-center gap-1.5 font-semibold">
          <TriangleAlertIcon className={cn("size-4", failed ? "text-destructive" : "text-amber-600")} aria-hidden />
          {t("builder.checks.problems", { count: findings.length })}
        </h3>
        {fixOffer ? (
          <Button type="button" size="sm" variant="outline" className="ml-auto" disabled={busy} onClick={() => fixVersion(version.versionNumber)}>
            <WandSparklesIcon aria-hidden />
            {t(fixOffer === "model" ? "builder.checks.fix" : "builder.checks.fixOffline")}
          </Button>
        ) : null}
      </div>
      {fixOffer ? <p className="text-xs text-muted-foreground">{t(fixOffer === "model" ? "builder.checks.fixText" : "builder.checks.fixOfflineText")}</p> : null}
      <p className="text-xs text-muted-foreground">{runtimeLine}</p>
      {fallbackLine}
      <div className="flex flex-col gap-2.5">
        {byFile(findings).map(([file, group]) => (
          <div key={file || "plugin"} data-testid="check-file">
            <h4 className="font-mono text-xs font-semibold [overflow-wrap:anywhere]">{file || t("builder.checks.wholePlugin")}</h4>
            <ul className="mt-1 flex flex-col gap-1.5">
              {group.map((finding, index) => (
                <li key={index} className="text-xs [overflow-wrap:anywhere]" data-testid="check-finding">
                  {file ? (
                    <button
                      type="button"
                      className="mr-1 font-mono text-primary underline-offset-2 hover:underline"
                      onClick={() => showFile(file, finding.line)}
                      aria-label={t("builder.checks.openAt", { file, line: finding.line ?? 1 })}
                    >
                      {finding.line !== null ? t("builder.checks.line", { line: finding.line }) : t("builder.checks.open")}
                    </button>
                  ) : null}
                  <span className={cn("font-medium", finding.severity === "error" ? "text-destructive" : "text-amber-700 dark:text-amber-400")}>
                    {t(`builder.checks.severity.${finding.severity}`)}
                  </span>{" "}
                  <span className="text-muted-foreground">{findingMessage(finding, i18n.resolvedLanguage)}</span>{" "}
                  {finding.link ? (
                    <a href={finding.link} target="_blank" rel="noreferrer" className="inline-flex items-center gap-0.5 text-primary underline-offset-2 hover:underline">
                      {t("builder.checks.learnMore")}
                      <ExternalLinkIcon className="size-3" aria-hidden />
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {matrix}
    </section>
  );
}
