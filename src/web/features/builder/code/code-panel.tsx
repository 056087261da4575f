import { FileCode2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { useBuilder } from "../builder-context";
import { CodeViewer } from "./code-viewer";
import { FileTreeView } from "./file-tree-view";

/** The Code tab: the file tree and a read-only view of the selected file. */
export function CodePanel() {
  const { t } = useTranslation();
  const { files, selectedFile, selectFile, writingFile, focusLine } = useBuilder();
  const paths = Object.keys(files);

  if (paths.length === 0) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-muted text-muted-foreground" aria-hidden>
          <FileCode2Icon className="size-7" />
        </span>
        <h3 className="font-semibold">{t("builder.code.emptyTitle")}</h3>
        <p className="max-w-sm text-sm text-muted-foreground">{t("builder.code.emptyText")}</p>
      </div>
    );
  }

  const content = selectedFile ? (files[selectedFile] ?? "") : "";
  return (
    <div className="@container h-full min-h-0">
      <div className="flex h-full min-h-0 flex-col @2xl:flex-row">
        <nav
          aria-label={t("builder.code.files")}
          className="max-h-40 shrink-0 overflow-y-auto border-b bg-muted/30 @2xl:max-h-none @2xl:w-60 @2xl:border-r @2xl:border-b-0"
        >
          <FileTreeView paths={paths} selected={selectedFile} writing={writingFile} onSelect={selectFile} />
        </nav>
        <div className="flex min-h-0 min-w-0 flex-1 flex-col">
          {selectedFile ? (
            <>
              <div className="flex h-9 shrink-0 items-center gap-2 border-b px-3">
                <p className="min-w-0 flex-1 truncate font-mono text-xs text-muted-foreground" title={selectedFile}>
                  {selectedFile}
                </p>
                {selectedFile === writingFile ? (
                  <Badge variant="accent" className="animate-pulse">
                    {t("builder.code.writing")}
                  </Badge>
                ) : null}
              </div>
              <div className="min-h-0 flex-1">
                <CodeViewer
                  path={selectedFile}
                  content={content}
                  follow={selectedFile === writingFile}
                  focus={focusLine}
                  label={t("builder.code.viewerLabel", { path: selectedFile })}
                />
              </div>
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
