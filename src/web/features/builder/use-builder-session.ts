import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { GenerateRequest } from "@shared/schemas/generation";
import type { MarkedElement, PluginFiles, VersionListItem } from "@shared/schemas/plugins";
import { CREDITS_RELOAD_EVENT } from "~/features/credits/use-credits-reload";
import { errorMessage } from "~/lib/api";
import { queryClient } from "~/lib/query-client";
import { messagesFromVersions } from "./chat/chat-message";
import { defaultFile } from "./code/default-file";
import type { GenerationFailure } from "./generation-failure";
import { latestPreviews, previewsOf, type Previews } from "./preview/previews";
import { createPlugin } from "./queries/create-plugin";
import { setPluginData, usePlugin } from "./queries/plugin-query";
import { useRestoreVersion } from "./queries/restore-version";
import { loadVersion } from "./queries/version-query";
import { prependVersion, usePluginVersions } from "./queries/versions-query";
import { filesDuringTurn } from "./streaming-turn";
import { isDraftEmpty, useDraft, type Draft } from "./use-draft";
import { useGeneration } from "./use-generation";
import type { ViewMode } from "./view-mode";

export type WorkspaceTab = "preview" | "code" | "history";
export type MobilePane = "chat" | "preview";

const NO_VERSIONS: VersionListItem[] = [];
const LONG_ERROR_CHARS = 200;
const NO_FILES: PluginFiles = {};

function readInitialPrompt(state: unknown): string | null {
  const prompt = (state as { initialPrompt?: unknown } | null)?.initialPrompt;
  return typeof prompt === "string" && prompt.trim() ? prompt.trim() : null;
}

/**
 * Everything the builder page shows and does: the plugin in `?id=`, its versions as a conversation,
 * the turn being streamed, the draft message, the preview and the selected file.
 */
export function useBuilderSession() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const pluginId = searchParams.get("id") || null;

  const pluginQuery = usePlugin(pluginId);
  const versionsQuery = usePluginVersions(pluginId);
  const restoreMutation = useRestoreVersion(pluginId ?? "");
  const generation = useGeneration();
  const draft = useDraft();

  const [creating, setCreating] = useState(false);
  const [viewMode, setViewMode] = useState<ViewMode>("backend");
  const [marking, setMarkingState] = useState(false);
  const [workspaceTab, setWorkspaceTab] = useState<WorkspaceTab>("preview");
  const [mobilePane, setMobilePane] = useState<MobilePane>("chat");
  const [chosenFile, setChosenFile] = useState<string | null>(null);
  const [activated, setActivated] = useState<{ key: string; previews: Previews } | null>(null);
  const [outOfCredits, setOutOfCredits] = useState(false);
  /** Why the last turn changed nothing, when that takes more than a toast to say; cleared by the next turn. */
  const [notice, setNotice] = useState<string | null>(null);

  const plugin = pluginQuery.data ?? null;
  const versions = versionsQuery.data ?? NO_VERSIONS;
  const turn = generation.turn;
  const saved = turn?.saved ?? null;
  const generating = turn !== null && saved === null;
  const busy = creating || generating || restoreMutation.isPending;

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

  const previewKey = plugin ? `${plugin.id}:${plugin.currentVersion}:${plugin.updatedAt}` : null;
  const previews =
    (activated && activated.key === previewKey ? activated.previews : null) ?? (plugin ? previewsOf(plugin) : null);
  const markingOn = marking && previews !== null;

  const setMarking = useCallback((on: boolean) => {
    setMarkingState(on);
    if (on) {
      setWorkspaceTab("preview");
      setMobilePane("preview");
    }
  }, []);

  function showFailure(failure: GenerationFailure, pluginId: string, filesArrived: boolean) {
    switch (failure.kind) {
      case "stopped":
        if (filesArrived) {
          // Files had arrived, so the server kept the turn as an incomplete version (and its credit).
          void queryClient.invalidateQueries({ queryKey: ["plugins", pluginId] });
          window.dispatchEvent(new Event(CREDITS_RELOAD_EVENT));
          toast(t("builder.chat.stopped"), { description: t("builder.chat.stoppedKeptText") });
        } else {
          toast(t("builder.chat.stopped"), { description: t("builder.chat.stoppedText") });
        }
        return;
      case "out-of-credits":
        setOutOfCredits(true);
        window.dispatchEvent(new Event(CREDITS_RELOAD_EVENT));
        return;
      case "rate-limited":
        toast.error(t("builder.errors.rateLimited"));
        return;
      case "failed":
        // A long explanation (the offline generator says what it can do) is kept in the chat, not in a toast.
        if (failure.message && failure.message.length > LONG_ERROR_CHARS) {
          setNotice(failure.message);
          toast.error(t("errors.title"), { description: t("builder.errors.generateFailed") });
        } else {
          toast.error(t("errors.title"), { description: failure.message ?? t("builder.errors.generateFailed") });
        }
    }
  }

  async function submit(input: Omit<GenerateRequest, "viewMode">, restoreDraft: Draft | null) {
    const request: GenerateRequest = { ...input, viewMode };
    setMarkingState(false);
    setNotice(null);

    let id = pluginId;
    if (!id) {
      setCreating(true);
      try {
        id = (await createPlugin()).id;
      } catch (error) {
        toast.error(t("builder.errors.createFailed"), { description: errorMessage(error) });
        if (restoreDraft) draft.restore(restoreDraft);
        return;
      } finally {
        setCreating(false);
      }
      void navigate(`/builder?id=${encodeURIComponent(id)}`, { replace: true });
    }

    // Watching the code being written: go to the Code tab, and back to the preview when it is done.
    const followCode = workspaceTab === "preview";
    let followed = false;
    let filesArrived = false;
    const outcome = await generation.run(id, request, (event) => {
      if (event.type === "file-delta" || event.type === "file-complete") filesArrived = true;
      if (event.type !== "file-start") return;
      filesArrived = true;
      setChosenFile(event.path);
      if (followCode && !followed) {
        followed = true;
        setWorkspaceTab((tab) => (tab === "preview" ? "code" : tab));
      }
    });

    if (!outcome.ok) {
      generation.clear();
      if (restoreDraft) draft.restore(restoreDraft);
      showFailure(outcome.failure, id, filesArrived);
      return;
    }
    const { done } = outcome;
    setPluginData(done.plugin);
    prependVersion(done.plugin.id, done.version);
    setActivated(null);
    setChosenFile(null);
    if (followed) setWorkspaceTab((tab) => (tab === "code" ? "preview" : tab));
    window.dispatchEvent(new Event(CREDITS_RELOAD_EVENT));
    void queryClient.invalidateQueries({ queryKey: ["plugins"] });
    if (done.version.incomplete) {
      // The model broke off after files arrived: the turn is paid and what arrived was saved.
      toast.warning(t("builder.chat.incompleteSaved"), {
        description: t("builder.chat.incompleteSavedText", { version: done.version.versionNumber }),
      });
    } else {
      toast.success(t("builder.chat.generated"), {
        description: t("builder.chat.generatedText", { name: done.plugin.name, version: done.version.versionNumber }),
      });
    }
  }

  /** Sends what is in the input (Enter or the send button). */
  function sendDraft() {
    if (busy || isDraftEmpty(draft.draft)) return;
    const taken = draft.take();
    void submit({ message: taken.text.trim(), images: taken.images, markedElements: taken.markedElements }, taken);
  }

  /** Sends a ready-made prompt (an example or a quick action); the input keeps what it holds. */
  function sendPrompt(prompt: string) {
    if (busy) return;
    void submit({ message: prompt, images: [], markedElements: [] }, null);
  }

  // The home page's prompt box hands its prompt over in the navigation state: send it once.
  const initialPrompt = readInitialPrompt(location.state);
  const initialSent = useRef(false);
  const sendInitialPrompt = useEffectEvent((prompt: string) => {
    void submit({ message: prompt, images: [], markedElements: [] }, { text: prompt, images: [], markedElements: [] });
  });
  useEffect(() => {
    if (initialSent.current || pluginId || !initialPrompt) return;
    initialSent.current = true;
    sendInitialPrompt(initialPrompt);
    // An effect event is never a dependency; this plugin version predates useEffectEvent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pluginId, initialPrompt]);

  // Leaving while a turn runs would cancel it.
  useEffect(() => {
    if (!generating) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [generating]);

  // spec.md §8: 'Fel vid laddning av historik'.
  const versionsFailedAt = versionsQuery.isError ? versionsQuery.errorUpdatedAt : 0;
  useEffect(() => {
    if (versionsFailedAt) toast.error(t("builder.history.loadError"));
  }, [versionsFailedAt, t]);

  function restore(versionNumber: number) {
    if (!pluginId || busy) return;
    restoreMutation.mutate(versionNumber, {
      onSuccess: () => {
        setActivated(null);
        setWorkspaceTab("preview");
        toast.success(t("builder.history.restored"), {
          description: t("builder.history.restoredText", { version: versionNumber }),
        });
      },
      onError: (error) => toast.error(t("builder.history.restoreError"), { description: errorMessage(error) }),
    });
  }

  async function activatePreview() {
    if (!pluginId || !plugin || !previewKey) {
      toast.error(t("builder.preview.noPlugin"), { description: t("builder.preview.noPluginText") });
      return;
    }
    try {
      // The list carries no previews: the newest listed version that has one is loaded on its own.
      const withPreview = latestPreviews(plugin, []) ? undefined : versions.find((v) => v.hasPreview);
      const found = latestPreviews(plugin, withPreview ? [await loadVersion(pluginId, withPreview.versionNumber)] : []);
      if (!found) {
        toast(t("builder.preview.notFound"), { description: t("builder.preview.notFoundText") });
        return;
      }
      setActivated({ key: previewKey, previews: found });
      if (!found[viewMode]) setViewMode(found.backend ? "backend" : "frontend");
      toast.success(t("builder.preview.activated"));
    } catch (error) {
      toast.error(t("builder.history.loadError"), { description: errorMessage(error) });
    }
  }

  const addMarkedElement = draft.addMarkedElement;
  const onElementPicked = useCallback((element: MarkedElement) => addMarkedElement(element), [addMarkedElement]);

  return {
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
    writingFile: overlay?.writing ?? null,
    draft,
    sendDraft,
    sendPrompt,
    stop: generation.stop,
    viewMode,
    setViewMode,
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
    restoringVersion: restoreMutation.isPending ? restoreMutation.variables : null,
    outOfCredits,
    setOutOfCredits,
    notice,
  };
}

export type BuilderSession = ReturnType<typeof useBuilderSession>;
