import { useState } from "react";
import { FileCode2Icon, FilePenLineIcon, FilePlusIcon, SaveIcon, Trash2Icon, Undo2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { isBinaryPath } from "@shared/binary-files";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { useBuilder } from "~/features/builder/builder-context";
import { FileTreeView } from "~/features/builder/code/file-tree-view";
import { CopyFileButton } from "~/features/builder/header/copy-file-button";
import { CodeEditor } from "./code-editor";
import { DeleteFileDialog } from "./delete-file-dialog";
import { useFileEditsContext } from "./file-edits-context";
import { folderOf } from "./file-edits";
import { FilePathDialog, type PathDialogRequest } from "./file-path-dialog";
import { ImagePreview } from "./image-preview";

/**
 * The editor's Code tab: the file tree (unsaved files marked), the selected file's name and actions, and
 * the file in an editor (images as a picture). Save, add, rename and delete each make a new version.
 */
export function EditorCodePanel() {
  const { t } = useTranslation();
  const { plugin, files, selectedFile, selectFile, writingFile, busy, focusLine } = useBuilder();
  const edits = useFileEditsContext();
  const [pathDialog, setPathDialog] = useState<PathDialogRequest | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const paths = Object.keys(files);
  const locked = busy || edits.pending !== null;

  const addButton = (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="h-7 px-2 text-xs"
      onClick={() => setPathDialog({ kind: "add", initial: folderOf(selectedFile) })}
      disabled={locked || !plugin}
    >
      <FilePlusIcon aria-hidden />
      {t("editor.files.add")}
    </Button>
  );

  if (paths.length === 0) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-muted text-muted-foreground" aria-hidden>
          <FileCode2Icon className="size-7" />
        </span>
        <h3 className="font-semibold">{t("editor.code.emptyTitle")}</h3>
        <p className="max-w-sm text-sm text-muted-foreground">{t("editor.code.emptyText")}</p>
        {addButton}
        <FilePathDialog
          request={pathDialog}
          files={plugin?.files ?? {}}
          pending={edits.pending === "add"}
          onSubmit={edits.addFile}
          onClose={() => setPathDialog(null)}
        />
      </div>
    );
  }

  const content = selectedFile ? (edits.contentOf(selectedFile) ?? "") : "";
  const binary = selectedFile !== null && isBinaryPath(selectedFile);
  const selectedModified = selectedFile !== null && edits.modified.has(selectedFile);

  return (
    <div className="@container h-full min-h-0">
      <div className="flex h-full min-h-0 flex-col @2xl:flex-row">
        <nav
          aria-label={t("builder.code.files")}
          className="flex max-h-44 shrink-0 flex-col border-b bg-muted/30 @2xl:max-h-none @2xl:w-60 @2xl:border-r @2xl:border-b-0"
        >
          <div className="flex h-9 shrink-0 items-center justify-between gap-2 border-b px-2">
            <span className="text-xs font-medium text-muted-foreground">
              {t("editor.files.count", { count: paths.length })}
            </span>
            {addButton}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <FileTreeView
              paths={paths}
              selected={selectedFile}
              writing={writingFile}
              onSelect={selectFile}
              modified={edits.modified}
              modifiedLabel={t("editor.code.unsaved")}
            />
          </div>
        </nav>
        <div className="flex min-h-0 min-w-0 flex-1 flex-col">
          {selectedFile ? (
            <>
              <div className="flex shrink-0 flex-wrap items-center gap-x-2 gap-y-1 border-b px-3 py-1.5">
                <p
                  className="flex min-w-0 flex-1 basis-40 items-center gap-1.5 font-mono text-xs text-muted-foreground"
                  title={selectedFile}
                  data-testid="selected-file"
                >
                  <span className="truncate">{selectedFile}</span>
                  {selectedModified ? (
                    <span className="size-2 shrink-0 rounded-full bg-amber-500" aria-label={t("editor.code.unsaved")} role="img" />
                  ) : null}
                  {selectedFile === writingFile ? (
                    <Badge variant="accent" className="animate-pulse">
                      {t("builder.code.writing")}
                    </Badge>
                  ) : null}
                </p>
                <div className="ml-auto flex shrink-0 items-center gap-1">
                  {selectedModified ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => edits.discard(selectedFile)}
                      disabled={locked}
                      aria-label={t("editor.code.discardLabel", { path: selectedFile })}
                      title={t("editor.code.discard")}
                    >
                      <Undo2Icon aria-hidden />
                      <span className="hidden @4xl:inline">{t("editor.code.discard")}</span>
                    </Button>
                  ) : null}
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => setPathDialog({ kind: "rename", from: selectedFile })}
                    disabled={locked}
                    aria-label={t("editor.files.renameLabel", { path: selectedFile })}
                    title={t("editor.files.rename")}
                  >
                    <FilePenLineIcon aria-hidden />
                    <span className="hidden @4xl:inline">{t("editor.files.rename")}</span>
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="hover:text-destructive"
                    onClick={() => setDeleting(selectedFile)}
                    disabled={locked}
                    aria-label={t("editor.files.deleteLabel", { path: selectedFile })}
                    title={t("editor.files.delete")}
                  >
                    <Trash2Icon aria-hidden />
                    <span className="hidden @4xl:inline">{t("editor.files.delete")}</span>
                  </Button>
                  {binary ? null : <CopyFileButton path={selectedFile} content={content} />}
                  <Button
                    type="button"
                    size="sm"
                    className="relative"
                    onClick={() => void edits.save()}
                    disabled={!edits.dirty || locked}
                    aria-keyshortcuts="Control+S Meta+S"
                    title={t("editor.code.saveHint")}
                  >
                    {edits.pending === "save" ? <Spinner /> : <SaveIcon aria-hidden />}
                    {t("editor.code.save")}
                    {edits.dirty ? (
                      <span
                        className="absolute -top-1 -right-1 size-2.5 rounded-full border-2 border-card bg-amber-500"
                        data-testid="save-dot"
                        aria-hidden
                      />
                    ) : null}
                  </Button>
                </div>
              </div>
              <div className="min-h-0 flex-1">
                {binary ? (
                  <ImagePreview path={selectedFile} content={content} />
                ) : (
                  <CodeEditor
                    key={plugin?.id}
                    path={selectedFile}
                    content={content}
                    readOnly={busy}
                    focus={focusLine}
                    onChange={(text) => edits.setContent(selectedFile, text)}
                    label={t("editor.code.editorLabel", { path: selectedFile })}
                  />
                )}
              </div>
            </>
          ) : null}
        </div>
      </div>
      <FilePathDialog
        request={pathDialog}
        files={plugin?.files ?? {}}
        pending={edits.pending === "add" || edits.pending === "rename"}
        onSubmit={(path) =>
          pathDialog?.kind === "rename" ? edits.renameFile(pathDialog.from, path) : edits.addFile(path)
        }
        onClose={() => setPathDialog(null)}
      />
      <DeleteFileDialog
        path={deleting}
        pending={edits.pending === "delete"}
        onConfirm={edits.deleteFile}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
