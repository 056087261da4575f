import type { MarkedElement, PluginVersion, QuickAction } from "@shared/schemas/plugins";
import { changedFiles } from "./changed-files";

export interface UserChatMessage {
  kind: "user";
  id: string;
  text: string;
  images: string[];
  markedElements: MarkedElement[];
}

export interface AssistantChatMessage {
  kind: "assistant";
  id: string;
  text: string;
  /** Files this turn wrote, in path order. */
  files: string[];
  features: string[];
  quickActions: QuickAction[];
}

export interface RestoreChatMessage {
  kind: "restore";
  id: string;
  restoredFrom: number;
}

export type ChatMessage = UserChatMessage | AssistantChatMessage | RestoreChatMessage;

/**
 * The conversation of a plugin, rebuilt from its versions (oldest first): each turn is the person's
 * message and the assistant's answer with the files that changed since the version before; a restore
 * is one assistant line, 'Restored version {n}'.
 */
export function messagesFromVersions(versions: readonly PluginVersion[]): ChatMessage[] {
  const ordered = [...versions].sort((a, b) => a.versionNumber - b.versionNumber);
  const messages: ChatMessage[] = [];
  let previousFiles: PluginVersion["files"] = {};
  for (const version of ordered) {
    if (version.restoredFrom !== null) {
      messages.push({ kind: "restore", id: `${version.id}:restore`, restoredFrom: version.restoredFrom });
    } else {
      if (version.userPrompt.trim() || version.images.length > 0 || version.markedElements.length > 0) {
        messages.push({
          kind: "user",
          id: `${version.id}:user`,
          text: version.userPrompt,
          images: version.images,
          markedElements: version.markedElements,
        });
      }
      messages.push({
        kind: "assistant",
        id: `${version.id}:assistant`,
        text: version.assistantResponse,
        files: changedFiles(previousFiles, version.files),
        features: version.features,
        quickActions: version.quickActions,
      });
    }
    previousFiles = version.files;
  }
  return messages;
}
