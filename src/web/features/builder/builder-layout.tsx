import type { ReactNode } from "react";
import { Group, Panel, Separator } from "react-resizable-panels";
import { useTranslation } from "react-i18next";
import { ChatPanel } from "./chat/chat-panel";
import { NarrowChatPane } from "./narrow-chat-pane";
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

/**
 * Narrow screens: one pane at a time, chosen from one row of tabs, Chat, Preview, Code and History (the
 * workspace's own row, with Chat first: two nested rows, each with a Preview tab, was issue #34 item 11).
 */
export function TabbedLayout({ chat = <ChatPanel />, workspace = <WorkspacePanel narrow /> }: LayoutProps) {
  return (
    <NarrowChatPane value={chat}>
      <div className="flex min-h-0 flex-1 flex-col">{workspace}</div>
    </NarrowChatPane>
  );
}
