import { FileCodeIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LIMITS } from "@shared/constants";
import { Spinner } from "~/components/ui/spinner";

/** The files a turn wrote: the first five by name, then '+N more files' (spec.md §9). */
export function FileList({ files, writing }: { files: string[]; writing?: string | null }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  const shown = files.slice(0, LIMITS.chatFilesShown);
  const more = files.length - shown.length;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-xs font-medium text-muted-foreground">{t("builder.chat.filesTitle")}</p>
      <ul className="flex flex-col gap-1">
        {shown.map((path) => (
          <li key={path} className="flex min-w-0 items-center gap-1.5 font-mono text-xs">
            {path === writing ? (
              <Spinner className="size-3.5 text-primary" />
            ) : (
              <FileCodeIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
            )}
            <span className="truncate" title={path}>
              {path}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="text-xs text-muted-foreground">{t("builder.chat.moreFiles", { count: more })}</p>
      ) : null}
    </div>
  );
}
