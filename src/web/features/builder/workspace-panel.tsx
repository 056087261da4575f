import { useEffect, useRef, type ReactNode } from "react";
import { CodeIcon, HistoryIcon, MessagesSquareIcon, MonitorIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { focusIsLost } from "~/lib/focus";
import { useBuilder } from "./builder-context";
import { CodePanel } from "./code/code-panel";
import { HistoryPanel } from "./history/history-panel";
import { useNarrowChatPane } from "./narrow-chat-pane";
import { PreviewPanel } from "./preview/preview-panel";
import type { WorkspaceTab } from "./use-builder-session";

const CHAT_TAB = "chat";

interface WorkspacePanelProps {
  narrow: boolean;
  /** The Preview tab's content; the builder's preview by default. */
  preview?: ReactNode;
  /** The Code tab's content; the builder's read-only code view by default (the editor brings its own). */
  code?: ReactNode;
  /** Shown beside the Code tab's name (the editor's unsaved-changes dot). */
  codeBadge?: ReactNode;
}

/**
 * The preview side: tabs Preview, Code and History, and Chat first on a narrow screen (the layout hands
 * the chat down: narrow-chat-pane.tsx). The preview stays mounted so its page keeps its state.
 */
export function WorkspacePanel({ narrow, preview, code, codeBadge }: WorkspacePanelProps) {
  const { t } = useTranslation();
  const { workspaceTab, setWorkspaceTab, files, mobilePane, setMobilePane, generating } = useBuilder();
  const chat = useNarrowChatPane();
  const shown = chat !== null && mobilePane === "chat" ? CHAT_TAB : workspaceTab;
  const fileCount = Object.keys(files).length;
  const tabList = useRef<HTMLDivElement>(null);
  const shownTab = useRef(workspaceTab);

  // A restore (or a turn) switches the tab by itself and takes away the button that had the focus: the
  // keyboard's place becomes the tab now shown, not the top of the page.
  useEffect(() => {
    if (shownTab.current === workspaceTab) return;
    shownTab.current = workspaceTab;
    if (focusIsLost()) {
      tabList.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus({ preventScroll: true });
    }
  }, [workspaceTab]);

  function choose(value: string) {
    if (value === CHAT_TAB) return setMobilePane("chat");
    setMobilePane("preview");
    setWorkspaceTab(value as WorkspaceTab);
  }

  return (
    <Tabs value={shown} onValueChange={choose} className="h-full min-h-0 gap-0 bg-muted/40">
      <div className="flex h-11 shrink-0 items-center border-b bg-background px-2 sm:px-3">
        <TabsList
          ref={tabList}
          aria-label={t(chat !== null ? "builder.layout.panes" : "builder.workspace.label")}
          className={chat !== null ? "h-8 w-full" : "h-8"}
        >
          {chat !== null ? (
            <TabsTrigger value={CHAT_TAB} className="px-2 text-xs">
              <MessagesSquareIcon aria-hidden />
              {t("builder.layout.chat")}
              {generating ? <span className="size-1.5 animate-pulse rounded-full bg-primary" aria-hidden /> : null}
            </TabsTrigger>
          ) : null}
          <TabsTrigger value="preview" className="px-2.5 text-xs sm:text-sm">
            <MonitorIcon aria-hidden />
            {t("builder.workspace.preview")}
          </TabsTrigger>
          <TabsTrigger value="code" className="px-2.5 text-xs sm:text-sm">
            <CodeIcon aria-hidden />
            {t("builder.workspace.code")}
            {fileCount > 0 ? (
              <span className="rounded-full bg-muted px-1.5 text-[10px] tabular-nums">{fileCount}</span>
            ) : null}
            {codeBadge}
          </TabsTrigger>
          <TabsTrigger value="history" className="px-2.5 text-xs sm:text-sm">
            <HistoryIcon aria-hidden />
            {t("builder.workspace.history")}
          </TabsTrigger>
        </TabsList>
      </div>
      {chat !== null ? (
        <TabsContent value={CHAT_TAB} forceMount className="min-h-0 data-[state=inactive]:hidden">
          {chat}
        </TabsContent>
      ) : null}
      <TabsContent value="preview" forceMount className="min-h-0 data-[state=inactive]:hidden">
        {preview ?? <PreviewPanel narrow={narrow} />}
      </TabsContent>
      <TabsContent value="code" className="min-h-0 bg-card">
        {code ?? <CodePanel />}
      </TabsContent>
      <TabsContent value="history" className="min-h-0">
        <HistoryPanel />
      </TabsContent>
    </Tabs>
  );
}
