import { usePreviewSource } from "./preview/use-preview-source";
import type { StarterTemplate } from "@shared/starter-templates";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import type { GenerateRequest } from "@shared/schemas/generation";
import type { MarkedElement, PluginDetail, PluginFiles } from "@shared/schemas/plugins";
import { builderPath } from "@shared/routes";
import { CREDITS_RELOAD_EVENT } from "~/features/credits/use-credits-reload";
import { errorMessage } from "~/lib/api";
import { queryClient } from "~/lib/query-client";
import { messagesFromVersions } from "./chat/chat-message";
import { defaultFile } from "./code/default-file";
import { createPlugin } from "./queries/create-plugin";
import { setPluginData, usePlugin } from "./queries/plugin-query";
import { prependVersion } from "./queries/versions-query";
import { filesDuringTurn } from "./streaming-turn";
import { isDraftEmpty, useDraft, type Draft } from "./use-draft";
import { useGeneration } from "./use-generation";
import { useInitialPrompt } from "./use-initial-prompt";
import { useLeaveWarning } from "./use-leave-warning";
import { usePreviewActivation } from "./use-preview-activation";
import { useTurnFeedback } from "./use-turn-feedback";
import { useVersionHistory } from "./use-version-history";
import type { ViewMode } from "./view-mode";

export type WorkspaceTab = "preview" | "code" | "history";
export type MobilePane = "chat" | "preview";

const NO_FILES: PluginFiles = {};

export interface BuilderSessionOptions {
  /**
   * 'builder': the first message creates a plugin (/builder). 'editor': a plugin is always open
   * (/plugin-editor?id=), and a turn on an original is saved on its edited copy (`editedCopy`).
   */
  mode: "builder" | "editor";
  /**
   * The editor: a turn's version was saved on another plugin than the open one (the original's edited
   * copy, made with the version); the page moves there.
   */
  onSavedElsewhere?: (plugin: PluginDetail) => void;
  /** Asked before a turn or a restore replaces the files; false stops it (it says why itself). */
  canChangeFiles?: () => boolean;
}

/**
 * Everything the builder page (and the plugin editor, `mode: 'editor'`) shows and does: the plugin in
 * `?id=`, its versions as a conversation, the turn being streamed, the draft message, the preview and the
 * selected file. This hook runs a turn (creating the plugin first when the builder has none open; in the
 * editor, an original's turn is saved on its edited copy) and composes the rest: history and restore
 * (useVersionHistory), previews (usePreviewActivation), what a turn's end says (useTurnFeedback), the
 * home page's prompt (useInitialPrompt) and the leave warning (useLeaveWarning).
 */
export function useBuilderSession(options: BuilderSessionOptions = { mode: "builder" }) {
  const { mode, onSavedElsewhere, canChangeFiles } = options;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const pluginId = searchParams.get("id") || null;

  const pluginQuery = usePlugin(pluginId);
  const history = useVersionHistory(pluginId);
  const { versions, versionsQuery } = history;
  const generation = useGeneration();
  const draft = useDraft();

  const [creating, setCreating] = useState(false);
  const [viewMode, setViewMode] = useState<ViewMode>("backend");
  const previewSource = usePreviewSource();
  const [marking, setMarkingState] = useState(false);
  const [workspaceTab, setWorkspaceTab] = useState<WorkspaceTab>("preview");
  const [mobilePane, setMobilePane] = useState<MobilePane>("chat");
  const [chosenFile, setChosenFile] = useState<string | null>(null);
  // A finding's line to show in the Code tab; `at` tells two clicks on the same line apart.
  const [focusLine, setFocusLine] = useState<{ path: string; line: number; at: number } | null>(null);
  const feedback = useTurnFeedback();

  const plugin = pluginQuery.data ?? null;
  const turn = generation.turn;
  const saved = turn?.saved ?? null;
  const generating = turn !== null && saved === null;
  const busy = creating || generating || history.restoring;

  // A saved turn stays on screen until its version is in the caches (their updates arrive a tick later).
  const turnInVersions = saved !== null && versions.some((v) => v.id === saved.versionId);
  const turnInPlugin =
    saved !== null &&
    plugin !== null &&
    (plugin.updatedAt === saved.pluginUpdatedAt || plugin.currentVersion === saved.versionNumber);
  const clearTurn = generation.clear;
  useEffect(() => {
    if (turnInVersions && turnInPlugin) clearTurn();
  }, [turnInVersions, turnInPlugin, clearTurn]);

  const pluginFiles = plugin?.files ?? NO_FILES;
  const overlay = turn !== null && !turnInPlugin ? turn : null;
  const files = useMemo(() => filesDuringTurn(pluginFiles, overlay), [pluginFiles, overlay]);
  const selectedFile = chosenFile !== null && files[chosenFile] !== undefined ? chosenFile : defaultFile(files);
  const messages = useMemo(() => messagesFromVersions(versions), [versions]);
  const pendingTurn = turn !== null && !turnInVersions ? turn : null;

  const { previews, activatePreview, reset: resetPreviews } = usePreviewActivation(
    pluginId,
    plugin,
    versions,
    viewMode,
    setViewMode,
  );
  const markingOn = marking && previews !== null;

  const setMarking = useCallback((on: boolean) => {
    setMarkingState(on);
    if (on) {
      setWorkspaceTab("preview");
      setMobilePane("preview");
    }
  }, []);

  /** The plugin a turn is sent to: the open one, or a new one (builder). */
  async function turnTarget(): Promise<string | null> {
    if (mode === "editor") return pluginId && plugin ? pluginId : null;
    if (pluginId) return pluginId;
    setCreating(true);
    try {
      const created = (await createPlugin()).id;
      void navigate(builderPath(created), { replace: true });
      return created;
    } catch (error) {
      toast.error(t("builder.errors.createFailed"), { description: errorMessage(error) });
      return null;
    } finally {
      setCreating(false);
    }
  }

  async function submit(input: Omit<GenerateRequest, "viewMode">, restoreDraft: Draft | null) {
    // The editor keeps an original as it is: the server saves the change on its '(Edited)' copy (issue #34).
    const keepOriginal = mode === "editor" && plugin !== null && plugin.originalPluginId === null;
    const request: GenerateRequest = { ...input, viewMode, ...(keepOriginal ? { editedCopy: true } : {}) };
    setMarkingState(false);
    feedback.clearNotice();

    const id = await turnTarget();
    if (!id) {
      if (restoreDraft) draft.restore(restoreDraft);
      return;
    }

    // Watching the code being written: go to the Code tab, and back to the preview when it is done.
    const followCode = workspaceTab === "preview";
    let followed = false;
    const arrived = { files: false, text: false };
    const outcome = await generation.run(id, request, (event) => {
      if (event.type === "explanation-delta") arrived.text = true;
      if (event.type === "file-delta" || event.type === "file-complete") arrived.files = true;
      if (event.type !== "file-start") return;
      arrived.files = true;
      setChosenFile(event.path);
      if (followCode && !followed) {
        followed = true;
        setWorkspaceTab((tab) => (tab === "preview" ? "code" : tab));
      }
    });

    if (!outcome.ok) {
      generation.clear();
      if (restoreDraft) draft.restore(restoreDraft);
      feedback.showFailure(outcome.failure, id, arrived);
      return;
    }
    const { done } = outcome;
    setPluginData(done.plugin);
    const elsewhere = done.plugin.id !== id;
    // A copy made with the version has more versions than these (its first is the original's state): fetched.
    if (done.repairOf && !elsewhere) prependVersion(done.plugin.id, done.repairOf);
    if (!elsewhere) prependVersion(done.plugin.id, done.version);
    resetPreviews();
    setChosenFile(null);
    if (followed) setWorkspaceTab((tab) => (tab === "code" ? "preview" : tab));
    window.dispatchEvent(new Event(CREDITS_RELOAD_EVENT));
    void queryClient.invalidateQueries({ queryKey: ["plugins"] });
    feedback.showSaved(done);
    if (elsewhere) onSavedElsewhere?.(done.plugin);
  }

  /** Sends what is in the input (Enter or the send button). */
  function sendDraft() {
    if (busy || isDraftEmpty(draft.draft)) return;
    if (canChangeFiles && !canChangeFiles()) return;
    const taken = draft.take();
    void submit({ message: taken.text.trim(), images: taken.images, markedElements: taken.markedElements }, taken);
  }

  /** Sends a ready-made prompt (an example or a quick action); the input keeps what it holds. */
  function sendPrompt(prompt: string) {
    if (busy) return;
    if (canChangeFiles && !canChangeFiles()) return;
    void submit({ message: prompt, images: [], markedElements: [] }, null);
  }

  /** 'Start from an idea': builds a starter template, the card's prompt as the person's words (a normal, paid turn). */
  function sendTemplate(template: StarterTemplate) {
    if (busy) return;
    if (canChangeFiles && !canChangeFiles()) return;
    void submit({ message: template.prompt, images: [], markedElements: [], templateId: template.id }, null);
  }

  /** 'Fix with AI': the version's check errors become a free turn that may change only the files they name. */
  function fixVersion(versionNumber: number) {
    if (busy) return;
    if (canChangeFiles && !canChangeFiles()) return;
    void submit({ message: "", images: [], markedElements: [], fixVersion: versionNumber }, null);
  }

  /** Opens a file in the Code tab, at a line when one is given (a finding's file:line). */
  function showFile(path: string, line: number | null = null) {
    setChosenFile(path);
    setFocusLine(line === null ? null : { path, line, at: Date.now() });
    setWorkspaceTab("code");
    setMobilePane("preview");
  }

  // The home page's prompt: a signed-in person's is sent once; one typed before signing in waits in the input.
  useInitialPrompt(pluginId, mode === "builder", {
    send: (prompt) =>
      void submit({ message: prompt, images: [], markedElements: [] }, { text: prompt, images: [], markedElements: [] }),
    place: (prompt) => draft.restore({ text: prompt, images: [], markedElements: [] }),
  });

  useLeaveWarning(generating);

  function restore(versionNumber: number) {
    if (!pluginId || busy) return;
    if (canChangeFiles && !canChangeFiles()) return;
    history.restore(versionNumber, () => {
      resetPreviews();
      setWorkspaceTab("preview");
    });
  }

  const addMarkedElement = draft.addMarkedElement;
  const onElementPicked = useCallback((element: MarkedElement) => addMarkedElement(element), [addMarkedElement]);

  return {
    mode,
    pluginId,
    plugin,
    pluginQuery,
    versions,
    versionsQuery,
    messages,
    pendingTurn,
    generating,
    creating,
    busy,
    files,
    selectedFile,
    selectFile: setChosenFile,
    focusLine: focusLine?.path === selectedFile ? focusLine : null,
    writingFile: overlay?.writing ?? null,
    draft,
    sendDraft,
    sendPrompt,
    sendTemplate,
    fixVersion,
    showFile,
    stop: generation.stop,
    viewMode,
    setViewMode,
    ...previewSource,
    marking: markingOn,
    setMarking,
    onElementPicked,
    previews,
    activatePreview,
    workspaceTab,
    setWorkspaceTab,
    mobilePane,
    setMobilePane,
    restore,
    restoringVersion: history.restoringVersion,
    outOfCredits: feedback.outOfCredits,
    setOutOfCredits: feedback.setOutOfCredits,
    notice: feedback.notice,
  };
}

export type BuilderSession = ReturnType<typeof useBuilderSession>;
