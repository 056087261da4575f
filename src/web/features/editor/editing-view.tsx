import { useRef, useState, useEffect } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import type { Me } from "@shared/schemas/account";
import { PageTitle } from "~/components/layout/page-title";
import { TooltipProvider } from "~/components/ui/tooltip";
import { useCurrentUser } from "~/features/account/use-current-user";
import { BuilderProvider } from "~/features/builder/builder-context";
import { SplitLayout, TabbedLayout, type SplitSizes } from "~/features/builder/builder-layout";
import { PluginLoadError } from "~/features/builder/plugin-load-error";
import { useBuilderSession } from "~/features/builder/use-builder-session";
import { WorkspacePanel } from "~/features/builder/workspace-panel";
import { OutOfCreditsDialog } from "~/features/credits/out-of-credits-dialog";
import { useCreditsReload } from "~/features/credits/use-credits-reload";
import { useMediaQuery } from "~/lib/use-media-query";
import { EditorChatPanel } from "./chat/editor-chat-panel";
import { EditorCodePanel } from "./code/editor-code-panel";
import { FileEditsProvider } from "./code/file-edits-context";
import { useFileEdits } from "./code/use-file-edits";
import { EditorHeader } from "./editor-header";
import { EditorPreviewPanel } from "./editor-preview-panel";
import { LeaveDialog } from "./leave-dialog";
import { ImportedNotice } from "./upload/imported-notice";
import { readImported } from "./upload/imported-state";
import { useEditedCopy } from "./use-edited-copy";
import { useSaveShortcut } from "./use-save-shortcut";
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard";

/** spec.md §9: the editor splits 45/55, each side at least 30%. */
const EDITOR_SPLIT: SplitSizes = { chatDefault: 45, chatMin: 30, chatMax: 70, workspaceMin: 30 };

/**
 * /plugin-editor?id=: the builder's engine (turns, history, restore, previews) in editor mode, where the
 * first AI change moves to an edited copy, and the Code tab edits files by hand.
 */
export function EditingView({ me: loadedMe }: { me: Me }) {
  const { t } = useTranslation();
  const me = useCurrentUser(loadedMe);
  const location = useLocation();
  const wide = useMediaQuery("(min-width: 768px)");
  useCreditsReload();

  // A turn or a restore replaces the files: not while hand edits are unsaved (they would be lost).
  const dirty = useRef(false);
  const onSavedElsewhere = useEditedCopy();
  const session = useBuilderSession({
    mode: "editor",
    onSavedElsewhere,
    canChangeFiles: () => {
      if (!dirty.current) return true;
      toast.warning(t("editor.unsaved.title"), { description: t("editor.unsaved.text") });
      return false;
    },
  });
  const edits = useFileEdits(session);
  useEffect(() => {
    dirty.current = edits.dirty;
  }, [edits.dirty]);
  const blocker = useUnsavedChangesGuard(edits.dirty);
  useSaveShortcut(() => {
    if (edits.dirty && edits.pending === null && !session.busy) void edits.save();
  });

  const imported = readImported(location.state, session.pluginId);
  const [summaryHidden, setSummaryHidden] = useState(false);
  const summary =
    imported && !summaryHidden ? <ImportedNotice result={imported} onClose={() => setSummaryHidden(true)} /> : null;

  const chat = <EditorChatPanel top={summary} />;
  const workspace = (narrow: boolean) => (
    <WorkspacePanel
      narrow={narrow}
      preview={<EditorPreviewPanel narrow={narrow} />}
      code={<EditorCodePanel />}
      codeBadge={
        edits.dirty ? (
          <span className="size-1.5 rounded-full bg-amber-500" aria-label={t("editor.code.unsaved")} role="img" />
        ) : null
      }
    />
  );

  return (
    <BuilderProvider session={session}>
      <FileEditsProvider edits={edits}>
        <TooltipProvider>
          <div className="flex h-full min-h-0 flex-1 animate-[fade-in_300ms_ease-out_100ms_both] flex-col">
            <PageTitle title={session.plugin?.name ?? t("editor.metaTitle")} />
            <EditorHeader balance={me.credits.balance} />
            {session.pluginQuery.isError ? (
              <PluginLoadError error={session.pluginQuery.error} onRetry={() => void session.pluginQuery.refetch()} />
            ) : wide ? (
              <SplitLayout id="editor-split" sizes={EDITOR_SPLIT} chat={chat} workspace={workspace(false)} />
            ) : (
              <TabbedLayout chat={chat} workspace={workspace(true)} />
            )}
          </div>
          <OutOfCreditsDialog open={session.outOfCredits} onOpenChange={session.setOutOfCredits} />
          <LeaveDialog blocker={blocker} count={edits.modified.size} />
        </TooltipProvider>
      </FileEditsProvider>
    </BuilderProvider>
  );
}
