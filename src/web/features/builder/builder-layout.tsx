import { Group, Panel, Separator } from "react-resizable-panels";
import { MessagesSquareIcon, MonitorIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useBuilder } from "./builder-context";
import { ChatPanel } from "./chat/chat-panel";
import type { MobilePane } from "./use-builder-session";
import { WorkspacePanel } from "./workspace-panel";

/** Wide screens: chat and preview side by side, 40/60, resizable with the pointer or the keyboard. */
export function SplitLayout() {
  const { t } = useTranslation();
  return (
    <Group orientation="horizontal" className="min-h-0 flex-1" id="builder-split">
      <Panel id="chat" defaultSize="40%" minSize="20%" maxSize="70%" className="h-full">
        <ChatPanel />
      </Panel>
      <Separator
        aria-label={t("builder.layout.resize")}
        className="relative w-px bg-border outline-none after:absolute after:inset-y-0 after:-left-1 after:w-2 after:content-[''] data-[separator=active]:bg-primary data-[separator=focus]:bg-primary data-[separator=focus]:ring-2 data-[separator=focus]:ring-ring/50 data-[separator=hover]:bg-primary/50"
      />
      <Panel id="preview" defaultSize="60%" minSize="30%" className="h-full">
        <WorkspacePanel narrow={false} />
      </Panel>
    </Group>
  );
}

/** Narrow screens: one pane at a time, Chat or Preview. */
export function TabbedLayout() {
  const { t } = useTranslation();
  const { mobilePane, setMobilePane, generating } = useBuilder();
  return (
    <Tabs
      value={mobilePane}
      onValueChange={(value) => setMobilePane(value as MobilePane)}
      className="min-h-0 flex-1 gap-0"
    >
      <div className="shrink-0 border-b bg-card px-2 py-1.5">
        <TabsList aria-label={t("builder.layout.panes")} className="w-full">
          <TabsTrigger value="chat">
            <MessagesSquareIcon aria-hidden />
            {t("builder.layout.chat")}
            {generating ? <span className="size-1.5 animate-pulse rounded-full bg-primary" aria-hidden /> : null}
          </TabsTrigger>
          <TabsTrigger value="preview">
            <MonitorIcon aria-hidden />
            {t("builder.layout.preview")}
          </TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="chat" forceMount className="min-h-0 data-[state=inactive]:hidden">
        <ChatPanel />
      </TabsContent>
      <TabsContent value="preview" forceMount className="min-h-0 data-[state=inactive]:hidden">
        <WorkspacePanel narrow />
      </TabsContent>
    </Tabs>
  );
}
