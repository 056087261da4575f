import { useEffect, useState } from "react";
import { SquareIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { useBuilder } from "~/features/builder/builder-context";

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

/** While a turn runs (spec.md §2 Plugin editor): 'AI is generating the plugin...', the file being written, Stop. */
export function EditorProcessingIndicator() {
  const { t } = useTranslation();
  const { generating, creating, pendingTurn, stop } = useBuilder();
  const running = generating || creating;
  const seconds = useElapsedSeconds(running);
  const detail = pendingTurn?.writing ? t("builder.chat.writing", { path: pendingTurn.writing }) : null;

  return (
    <div role="status" aria-live="polite" className={running ? "border-t bg-accent/60 px-3 py-2 sm:px-4" : "sr-only"}>
      {running ? (
        <div className="flex items-center gap-3">
          <Spinner className="size-4 text-primary" />
          <div className="flex min-w-0 flex-1 flex-col">
            <p className="truncate text-sm font-medium text-accent-foreground">{t("editor.chat.generating")}</p>
            {detail ? (
              <p className="truncate text-xs text-muted-foreground" title={detail}>
                {detail}
              </p>
            ) : null}
          </div>
          <span className="text-xs text-muted-foreground tabular-nums" aria-hidden>
            {seconds}s
          </span>
          <Button type="button" variant="outline" size="sm" onClick={stop} disabled={!generating}>
            <SquareIcon className="size-3 fill-current" aria-hidden />
            {t("builder.chat.stop")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
