import { GitCompareArrowsIcon, HistoryIcon, RotateCcwIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { VersionListItem } from "@shared/schemas/plugins";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { relativeTimeLabel } from "~/lib/relative-time";
import { STORAGE } from "@shared/constants";
import { cn } from "~/lib/utils";
import { CheckBadge } from "./check-badge";
import { excerpt } from "./excerpt";
import { versionPromptText, versionReplyText } from "./version-prompt";

const PROMPT_EXCERPT_CHARS = 120;

interface VersionItemProps {
  version: VersionListItem;
  current: boolean;
  busy: boolean;
  restoring: boolean;
  onRestore: () => void;
  onCompare: () => void;
}

/**
 * One version: number, time, what was asked and answered, and Restore / Compare for older ones; a pruned
 * one (past STORAGE.versionsWithFiles, decision 0056) says its files were removed and offers neither.
 */
export function VersionItem({ version, current, busy, restoring, onRestore, onCompare }: VersionItemProps) {
  const { t, i18n } = useTranslation();
  // A restore is an event, not something the person typed: no quotes, and no answer repeating it (issue #34 item 12).
  const restored = version.restoredFrom !== null;
  // A prompt or an import's reply the server wrote is worded in the app's language (version-prompt.ts).
  const prompt = restored ? "" : versionPromptText(t, version);
  const reply = restored ? "" : versionReplyText(t, version);
  const heading = t("builder.history.version", { version: version.versionNumber });

  return (
    <li
      className={cn(
        "flex flex-col gap-2 rounded-xl border bg-card p-3.5 shadow-xs",
        current && "border-primary/40 ring-1 ring-primary/15",
      )}
      aria-label={heading}
      data-testid="version-item"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 className="text-sm font-semibold">{heading}</h3>
        {current ? <Badge variant="accent">{t("builder.history.current")}</Badge> : null}
        {version.incomplete ? (
          <Badge variant="outline" className="border-amber-500/50 text-amber-700 dark:text-amber-400" title={t("builder.history.incompleteText")}>
            {t("builder.history.incomplete")}
          </Badge>
        ) : null}
        {version.pruned ? (
          <Badge variant="outline" title={t("builder.history.prunedText", { count: STORAGE.versionsWithFiles })}>
            {t("builder.history.pruned")}
          </Badge>
        ) : null}
        <CheckBadge version={version} />
        <time
          dateTime={version.createdAt}
          className="ml-auto text-xs text-muted-foreground"
          title={new Date(version.createdAt).toLocaleString(i18n.language)}
        >
          {relativeTimeLabel(t, i18n.language, version.createdAt)}
        </time>
      </div>
      {restored ? (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="version-restored">
          <HistoryIcon className="size-3.5 shrink-0" aria-hidden />
          {t("builder.chat.restored", { version: version.restoredFrom })}
        </p>
      ) : null}
      {prompt ? <p className="text-sm [overflow-wrap:anywhere]">“{excerpt(prompt, PROMPT_EXCERPT_CHARS)}”</p> : null}
      {version.incomplete ? (
        <p className="text-xs text-amber-700 dark:text-amber-400" data-testid="version-incomplete">
          {t("builder.history.incompleteText")}
        </p>
      ) : null}
      {version.pruned ? (
        <p className="text-xs text-muted-foreground" data-testid="version-pruned">
          {t("builder.history.prunedText", { count: STORAGE.versionsWithFiles })}
        </p>
      ) : null}
      {reply ? (
        <p className="text-xs leading-relaxed text-muted-foreground [overflow-wrap:anywhere]">
          {excerpt(reply)}
        </p>
      ) : null}
      {current || version.pruned ? null : (
        <div className="flex flex-wrap gap-2 pt-1">
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={onRestore}
            disabled={busy}
            aria-label={t("builder.history.restoreLabel", { version: version.versionNumber })}
          >
            {restoring ? <Spinner /> : <RotateCcwIcon aria-hidden />}
            {t("builder.history.restore")}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={onCompare}
            aria-label={t("builder.history.compareLabel", { version: version.versionNumber })}
          >
            <GitCompareArrowsIcon aria-hidden />
            {t("builder.history.compare")}
          </Button>
        </div>
      )}
    </li>
  );
}
