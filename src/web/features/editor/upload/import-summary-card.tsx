import type { ReactNode } from "react";
import { ChevronRightIcon, FileIcon, PackageCheckIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ImportResult } from "@shared/schemas/plugin-import";
import { Alert } from "~/components/ui/alert";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "~/components/ui/collapsible";
import { cn } from "~/lib/utils";
import { sortedFindings, summaryFileNames } from "./import-summary";

function Details({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Collapsible className="rounded-lg border" data-testid={testId}>
      <CollapsibleTrigger className="group flex w-full cursor-pointer items-center gap-2 px-3 py-2 text-left text-sm font-medium hover:bg-accent/50">
        <ChevronRightIcon className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-90" aria-hidden />
        {label}
      </CollapsibleTrigger>
      <CollapsibleContent className="border-t px-3 py-2">{children}</CollapsibleContent>
    </Collapsible>
  );
}

/**
 * What an upload brought in (spec.md §2 Plugin upload component): name, version, author and description
 * from the plugin header, the first 20 file names, a warning listing risky calls by file and line, and
 * the archive entries that were skipped or had invalid characters.
 */
export function ImportSummaryCard({
  result,
  actions,
  compact = false,
}: {
  result: ImportResult;
  actions?: ReactNode;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { metadata, findings, skipped, encodingIssues } = result;
  const { names, more } = summaryFileNames(result.plugin.filePaths);
  const description = result.plugin.description.trim();

  return (
    <section
      className={cn("flex flex-col gap-4 rounded-xl border bg-card shadow-sm", compact ? "p-3" : "p-4 sm:p-6")}
      aria-labelledby="import-summary-title"
      data-testid="import-summary"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-success/10 text-success" aria-hidden>
          <PackageCheckIcon className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="text-xs font-medium text-muted-foreground">{t("editor.summary.title")}</p>
          <h2 id="import-summary-title" className="text-lg leading-tight font-semibold [overflow-wrap:anywhere]">
            {result.plugin.name}
          </h2>
          <p className="truncate font-mono text-xs text-muted-foreground" title={metadata.originalName}>
            {metadata.originalName}
          </p>
        </div>
        {findings.length > 0 ? (
          <TriangleAlertIcon
            className="size-5 shrink-0 text-amber-600"
            role="img"
            aria-label={t("editor.summary.warningIcon")}
            data-testid="security-warning-icon"
          />
        ) : null}
      </div>

      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">{t("editor.summary.version")}</dt>
        <dd className="tabular-nums" data-testid="summary-version">
          {result.plugin.version}
        </dd>
        <dt className="text-muted-foreground">{t("editor.summary.author")}</dt>
        <dd className="[overflow-wrap:anywhere]" data-testid="summary-author">
          {result.plugin.author}
        </dd>
        <dt className="text-muted-foreground">{t("editor.summary.description")}</dt>
        <dd className={cn("[overflow-wrap:anywhere]", !description && "text-muted-foreground italic")}>
          {description || t("editor.summary.noDescription")}
        </dd>
      </dl>

      {findings.length > 0 ? (
        <Alert variant="warning" role="alert" data-testid="security-warning">
          <TriangleAlertIcon aria-hidden />
          <div className="flex min-w-0 flex-col gap-1.5">
            <p className="font-medium">{t("editor.summary.securityWarning")}</p>
            <ul className="flex flex-col gap-0.5 font-mono text-xs">
              {sortedFindings(findings).map((finding) => (
                <li key={`${finding.path}:${finding.line}:${finding.pattern}`} className="[overflow-wrap:anywhere]">
                  {t("editor.summary.finding", { path: finding.path, line: finding.line, pattern: finding.pattern })}
                </li>
              ))}
            </ul>
          </div>
        </Alert>
      ) : null}

      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">{t("editor.summary.files", { count: result.plugin.filePaths.length })}</h3>
        <ul
          className={cn(
            "grid gap-x-4 gap-y-1 rounded-lg bg-muted/40 p-3 font-mono text-xs",
            !compact && "sm:grid-cols-2",
            compact && "max-h-40 overflow-y-auto",
          )}
          data-testid="summary-files"
        >
          {names.map((name) => (
            <li key={name} className="flex min-w-0 items-center gap-1.5">
              <FileIcon className="size-3 shrink-0 text-muted-foreground" aria-hidden />
              <span className="truncate" title={name}>
                {name}
              </span>
            </li>
          ))}
        </ul>
        {more > 0 ? <p className="text-xs text-muted-foreground">{t("editor.summary.moreFiles", { count: more })}</p> : null}
      </div>

      {skipped.length > 0 ? (
        <Details label={t("editor.summary.skipped", { count: skipped.length })} testId="summary-skipped">
          <ul className="flex flex-col gap-1 text-xs">
            {skipped.map((entry) => (
              <li key={entry.path} className="[overflow-wrap:anywhere]">
                <span className="font-mono">{entry.path}</span>
                <span className="text-muted-foreground"> · {entry.reason}</span>
              </li>
            ))}
          </ul>
        </Details>
      ) : null}

      {encodingIssues.length > 0 ? (
        <Details label={t("editor.summary.encoding", { count: encodingIssues.length })} testId="summary-encoding">
          <ul className="flex flex-col gap-1 text-xs">
            {encodingIssues.map((issue) => (
              <li key={issue.path} className="[overflow-wrap:anywhere]">
                <span className="font-mono">{issue.path}</span>
                <span className="text-muted-foreground"> · {issue.message}</span>
              </li>
            ))}
          </ul>
        </Details>
      ) : null}

      {actions}
    </section>
  );
}
