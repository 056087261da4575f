import { useEffect, useRef, useState } from "react";
import { SquareIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { focusIsLost } from "~/lib/focus";
import { useBuilder } from "../builder-context";

function useElapsedSeconds(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    setSeconds(0);
    const timer = window.setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return seconds;
}

/**
 * While a turn runs: what is being written right now, the time so far, and Stop. With a `title` (the
 * editor's 'AI is generating the plugin...', spec.md §2) that line leads and the progress goes below it.
 */
export function ProcessingIndicator({ title }: { title?: string }) {
  const { t } = useTranslation();
  const { generating, creating, pendingTurn, stop } = useBuilder();
  const running = generating || creating;
  const seconds = useElapsedSeconds(running);
  const stopButton = useRef<HTMLButtonElement>(null);

  // Sending disables the message box, which drops the keyboard's focus on the page: Stop takes it, so
  // the next key can stop the turn. (ChatInput gives it back to the box when the turn ends.)
  useEffect(() => {
    if (generating && focusIsLost()) stopButton.current?.focus({ preventScroll: true });
  }, [generating]);

  const status = !running
    ? ""
    : pendingTurn?.writing
      ? t("builder.chat.writing", { path: pendingTurn.writing })
      : pendingTurn?.check?.stage === "repairing"
        ? t("builder.chat.repairing", { count: pendingTurn.check.errors })
        : pendingTurn?.check
          ? t("builder.chat.checking")
          : pendingTurn?.explanation
        ? t("builder.chat.summarising")
        : t("builder.chat.thinking");

  return (
    <div role="status" aria-live="polite" className={running ? "border-t bg-accent/60 px-3 py-2 sm:px-4" : "sr-only"}>
      {running ? (
        <div className="flex items-center gap-3">
          <Spinner className="size-4 text-primary" />
          {title ? (
            <div className="flex min-w-0 flex-1 flex-col">
              <p className="truncate text-sm font-medium text-accent-foreground">{title}</p>
              <p className="truncate text-xs text-muted-foreground" title={status}>
                {status}
              </p>
            </div>
          ) : (
            <p className="min-w-0 flex-1 truncate text-sm text-accent-foreground" title={status}>
              {status}
            </p>
          )}
          <span className="text-xs text-muted-foreground tabular-nums" aria-hidden>
            {seconds}s
          </span>
          <Button ref={stopButton} type="button" variant="outline" size="sm" onClick={stop} disabled={!generating}>
            <SquareIcon className="size-3 fill-current" aria-hidden />
            {t("builder.chat.stop")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
