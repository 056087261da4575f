import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { PluginFiles } from "@shared/schemas/plugins";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { diffVersions, type FileDiff } from "./version-diff";

const MAX_LINES_PER_FILE = 1500;

function FileDiffSection({ file }: { file: FileDiff }) {
  const { t } = useTranslation();
  const lines = file.lines.slice(0, MAX_LINES_PER_FILE);
  const hidden = file.lines.length - lines.length;
  const variant = file.status === "added" ? "success" : file.status === "removed" ? "destructive" : "secondary";
  return (
    <details open className="overflow-hidden rounded-lg border" data-testid="diff-file">
      <summary className="flex cursor-pointer items-center gap-2 bg-muted/60 px-3 py-2 text-sm">
        <Badge variant={variant}>{t(`builder.diff.status.${file.status}`)}</Badge>
        <span className="min-w-0 flex-1 truncate font-mono text-xs" title={file.path}>
          {file.path}
        </span>
        <span className="shrink-0 font-mono text-xs tabular-nums">
          <span className="text-success">+{file.additions}</span>{" "}
          <span className="text-destructive">−{file.deletions}</span>
        </span>
      </summary>
      {/* Long lines scroll sideways: the keyboard reaches the region to scroll it (WCAG 2.1.1). */}
      <div className="overflow-x-auto focus-visible:outline-offset-[-2px]" tabIndex={0} role="region" aria-label={file.path}>
        <pre className="min-w-fit font-mono text-xs leading-5">
          {lines.map((line, index) => (
            <div
              key={index}
              className={cn(
                "px-3 whitespace-pre",
                line.kind === "add" && "bg-success/10 text-[oklch(0.4_0.12_155)]",
                line.kind === "remove" && "bg-destructive/10 text-destructive",
                line.kind === "hunk" && "bg-accent/60 text-accent-foreground",
              )}
            >
              <span className="inline-block w-4 select-none" aria-hidden>
                {line.kind === "add" ? "+" : line.kind === "remove" ? "-" : line.kind === "hunk" ? "" : " "}
              </span>
              <span className="sr-only">
                {line.kind === "add"
                  ? t("builder.diff.added")
                  : line.kind === "remove"
                    ? t("builder.diff.removed")
                    : ""}
              </span>
              {line.text}
            </div>
          ))}
        </pre>
        {hidden > 0 ? (
          <p className="px-3 py-2 text-xs text-muted-foreground">{t("builder.diff.moreLines", { count: hidden })}</p>
        ) : null}
      </div>
    </details>
  );
}

/** Per file: added, removed or changed, with a unified line diff (loaded lazily with the diff library). */
export default function VersionDiffView({ from, to }: { from: PluginFiles; to: PluginFiles }) {
  const { t } = useTranslation();
  const diff = useMemo(() => diffVersions(from, to), [from, to]);

  if (diff.files.length === 0) return <p className="text-sm text-muted-foreground">{t("builder.diff.noChanges")}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground" data-testid="diff-summary">
        {t("builder.diff.summary", { count: diff.files.length })}{" "}
        {t("builder.diff.breakdown", { added: diff.added, removed: diff.removed, changed: diff.changed })}{" "}
        <span className="font-mono tabular-nums">
          <span className="text-success">+{diff.additions}</span>{" "}
          <span className="text-destructive">−{diff.deletions}</span>
        </span>
      </p>
      {diff.files.map((file) => (
        <FileDiffSection key={file.path} file={file} />
      ))}
    </div>
  );
}
