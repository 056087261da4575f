import { CrosshairIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { useBuilder } from "../builder-context";

/** Shown while element marking is on: what to do, how many are marked, and Cancel. */
export function SelectionBanner({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation();
  const { draft, setMarking, setMobilePane } = useBuilder();
  const count = draft.draft.markedElements.length;
  return (
    <div
      className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2 border-b border-primary/20 bg-accent px-3 py-2 text-sm text-accent-foreground"
      role="status"
    >
      <CrosshairIcon className="size-4 shrink-0" aria-hidden />
      <p className="min-w-48 flex-1">
        {t("builder.preview.marking.banner")}
        {count > 0 ? <span className="ml-1 font-medium">{t("builder.preview.marking.count", { count })}</span> : null}
      </p>
      <div className="flex gap-2">
        {narrow && count > 0 ? (
          <Button
            type="button"
            size="sm"
            onClick={() => {
              setMarking(false);
              setMobilePane("chat");
            }}
          >
            {t("builder.preview.marking.done")}
          </Button>
        ) : null}
        <Button type="button" size="sm" variant="outline" onClick={() => setMarking(false)}>
          {t("builder.preview.marking.cancel")}
        </Button>
      </div>
    </div>
  );
}
