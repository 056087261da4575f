import { createContext, useContext, type ReactNode } from "react";

// On a narrow screen the chat is one more tab of the workspace's row (builder-layout.tsx's TabbedLayout):
// the layout hands the chat pane down to the WorkspacePanel it shows, whichever page made that panel.

const NarrowChat = createContext<ReactNode | null>(null);

export function NarrowChatPane({ value, children }: { value: ReactNode; children: ReactNode }) {
  return <NarrowChat.Provider value={value}>{children}</NarrowChat.Provider>;
}

/** The chat pane to show as the first tab, or null on a wide screen (the chat is beside the workspace). */
export function useNarrowChatPane(): ReactNode | null {
  return useContext(NarrowChat);
}
