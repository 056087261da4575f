import { DownloadIcon, FileArchiveIcon, MessageSquareTextIcon, ScanSearchIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { UPLOAD_MAX_MB } from "./check-zip-file";

const STEPS = [
  { key: "zip", icon: FileArchiveIcon },
  { key: "analyse", icon: ScanSearchIcon },
  { key: "ask", icon: MessageSquareTextIcon },
  { key: "download", icon: DownloadIcon },
] as const;

/** The four steps of editing an existing plugin (spec.md §2 Plugin editor, upload state). */
export function QuickStartGuide() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="quick-start-title" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="quick-start-title" className="text-sm font-semibold">
        {t("editor.guide.title")}
      </h2>
      <ol className="mt-4 flex flex-col gap-4">
        {STEPS.map(({ key, icon: Icon }, index) => (
          <li key={key} className="flex gap-3">
            <span
              className="grid size-8 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground"
              aria-hidden
            >
              <Icon className="size-4" />
            </span>
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="text-sm font-medium">
                <span className="sr-only">{index + 1}. </span>
                {t(`editor.guide.${key}.title`)}
              </p>
              <p className="text-xs leading-relaxed text-muted-foreground">
                {t(`editor.guide.${key}.text`, { mb: UPLOAD_MAX_MB })}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
