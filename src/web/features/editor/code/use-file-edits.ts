import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { LIMITS, STORAGE } from "@shared/constants";
import type { FileChange, SavedVersion } from "@shared/schemas/plugin-file-edits";
import type { PluginFiles } from "@shared/schemas/plugins";
import type { BuilderSession } from "~/features/builder/use-builder-session";
import { pluginQueryKey } from "~/features/builder/queries/plugin-query";
import { errorMessage, hasErrorCode } from "~/lib/api";
import { queryClient } from "~/lib/query-client";
import { saveFileEdits } from "../queries/save-file-edits";
import { dropBuffer, modifiedPaths, moveBuffer, NO_BUFFERS, pruneBuffers, writeChanges, type Buffers } from "./file-edits";

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

const NO_FILES: PluginFiles = {};

export type FileEditAction = "save" | "add" | "rename" | "delete";

/**
 * The Code tab's hand edits: unsaved text per file (kept per plugin: another plugin starts clean), and
 * Save, add, rename and delete, each sent at once as one new version through POST /api/plugins/:id/files
 * on top of the version the files came from. A stale base (409 `version_conflict`) is said in the
 * server's words, with Reload.
 */
export function useFileEdits(session: Pick<BuilderSession, "plugin" | "files" | "selectFile">) {
  const { t } = useTranslation();
  const { plugin, files, selectFile } = session;
  const pluginId = plugin?.id ?? null;
  const [state, setState] = useState<{ pluginId: string | null; buffers: Buffers }>({
    pluginId: null,
    buffers: NO_BUFFERS,
  });
  const [pending, setPending] = useState<FileEditAction | null>(null);

  const buffers = state.pluginId === pluginId ? state.buffers : NO_BUFFERS;
  const savedFiles = plugin?.files ?? NO_FILES;
  const modifiedList = useMemo(() => modifiedPaths(savedFiles, buffers), [savedFiles, buffers]);
  const modified = useMemo(() => new Set(modifiedList), [modifiedList]);

  function update(change: (buffers: Buffers) => Buffers) {
    setState((current) => ({
      pluginId,
      buffers: change(current.pluginId === pluginId ? current.buffers : NO_BUFFERS),
    }));
  }

  /** Drops every unsaved change and loads the plugin and its history again. */
  function reload() {
    update(() => NO_BUFFERS);
    if (pluginId) void queryClient.invalidateQueries({ queryKey: pluginQueryKey(pluginId) });
  }

  async function send(
    action: FileEditAction,
    changes: FileChange[],
    after: (buffers: Buffers) => Buffers,
    onSaved: (saved: SavedVersion) => void,
  ): Promise<boolean> {
    if (!plugin || pending || changes.length === 0) return false;
    setPending(action);
    try {
      const saved = await saveFileEdits(plugin.id, { changes, baseVersion: plugin.currentVersion });
      update((current) => pruneBuffers(saved.plugin.files, after(current)));
      onSaved(saved);
      return true;
    } catch (error) {
      if (hasErrorCode(error, "version_conflict")) {
        toast.error(t("editor.code.conflict"), {
          description: error.message,
          action: { label: t("editor.code.reload"), onClick: reload },
          duration: 15_000,
        });
      } else if (hasErrorCode(error, "plugin_storage_full")) {
        // The figures the server enforces (decision 0056), said in the person's language.
        toast.error(t("editor.code.pluginStorageFull"), {
          description: t("editor.code.pluginStorageFullText", { mb: megabytes(STORAGE.pluginBytes), versions: STORAGE.versionsWithFiles }),
          duration: 15_000,
        });
      } else if (hasErrorCode(error, "account_storage_full")) {
        toast.error(t("editor.code.accountStorageFull"), {
          description: t("editor.code.accountStorageFullText", { mb: megabytes(STORAGE.accountBytes) }),
          duration: 15_000,
        });
      } else if (hasErrorCode(error, "rate_limited")) {
        toast.error(t("editor.code.tooManySaves"), { description: t("editor.code.tooManySavesText", { count: LIMITS.handEditsPerMinute }) });
      } else {
        toast.error(t("editor.code.saveError"), { description: errorMessage(error) });
      }
      return false;
    } finally {
      setPending(null);
    }
  }

  return {
    /** The text shown for a file: what was typed, or the file as saved (or as a turn streams it). */
    contentOf: (path: string): string | undefined => buffers[path] ?? files[path],
    modified,
    dirty: modifiedList.length > 0,
    pending,
    setContent: (path: string, text: string) => update((current) => ({ ...current, [path]: text })),
    /** Puts a file back as it was saved. */
    discard: (path: string) => update((current) => dropBuffer(current, path)),
    reload,
    /** Saves every modified file as one version ('File saved'). */
    save: () =>
      send("save", writeChanges(savedFiles, buffers), (current) => current, (saved) => {
        toast.success(t("editor.code.saved"), {
          description: t("editor.code.savedText", { version: saved.version.versionNumber }),
        });
      }),
    addFile: (path: string) =>
      send("add", [{ op: "write", path, content: "" }], (current) => current, () => {
        selectFile(path);
        toast.success(t("editor.files.added"), { description: path });
      }),
    renameFile: (from: string, to: string) =>
      send("rename", [{ op: "rename", from, to }], (current) => moveBuffer(current, from, to), () => {
        selectFile(to);
        toast.success(t("editor.files.renamed"), { description: to });
      }),
    deleteFile: (path: string) =>
      send("delete", [{ op: "delete", path }], (current) => dropBuffer(current, path), () => {
        toast.success(t("editor.files.deleted"), { description: path });
      }),
  };
}

export type FileEdits = ReturnType<typeof useFileEdits>;
