import type { ReactNode } from "react";
import { Group, Panel, Separator } from "react-resizable-panels";
import { MessagesSquareIcon, MonitorIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useBuilder } from "./builder-context";
import { ChatPanel } from "./chat/chat-panel";
import type { MobilePane } from "./use-builder-session";
import { WorkspacePanel } from "./workspace-panel";

/** The chat side's share of the width, in percent (the rest is the preview side's). */
export interface SplitSizes {
  chatDefault: number;
  chatMin: number;
  chatMax: number;
  workspaceMin: number;
}

/** spec.md §9: the builder splits 40/60 (chat 20-70, preview at least 30). */
export const BUILDER_SPLIT: SplitSizes = { chatDefault: 40, chatMin: 20, chatMax: 70, workspaceMin: 30 };

interface LayoutProps {
  /** The chat side; the builder's chat by default. */
  chat?: ReactNode;
  /** The preview side; the builder's tabs by default. */
  workspace?: ReactNode;
}

/** Wide screens: chat and preview side by side, resizable with the pointer or the keyboard. */
export function SplitLayout({
  id = "builder-split",
  sizes = BUILDER_SPLIT,
  chat = <ChatPanel />,
  workspace = <WorkspacePanel narrow={false} />,
}: LayoutProps & { id?: string; sizes?: SplitSizes }) {
  const { t } = useTranslation();
  return (
    <Group orientation="horizontal" className="min-h-0 flex-1" id={id}>
      <Panel
        id="chat"
        defaultSize={`${sizes.chatDefault}%`}
        minSize={`${sizes.chatMin}%`}
        maxSize={`${sizes.chatMax}%`}
        className="h-full"
      >
        {chat}
      </Panel>
      <Separator
        aria-label={t("builder.layout.resize")}
        className="relative w-px bg-border outline-none after:absolute after:inset-y-0 after:-left-1 after:w-2 after:content-[''] data-[separator=active]:bg-primary data-[separator=focus]:bg-primary data-[separator=focus]:ring-2 data-[separator=focus]:ring-ring/50 data-[separator=hover]:bg-primary/50"
      />
      <Panel
        id="preview"
        defaultSize={`${100 - sizes.chatDefault}%`}
        minSize={`${sizes.workspaceMin}%`}
        className="h-full"
      >
        {workspace}
      </Panel>
    </Group>
  );
}

/** Narrow screens: one pane at a time, Chat or Preview. */
export function TabbedLayout({ chat = <ChatPanel />, workspace = <WorkspacePanel narrow /> }: LayoutProps) {
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
        {chat}
      </TabsContent>
      <TabsContent value="preview" forceMount className="min-h-0 data-[state=inactive]:hidden">
        {workspace}
      </TabsContent>
    </Tabs>
  );
}
