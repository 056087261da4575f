import type { ImportSummary } from "@shared/schemas/plugin-import";
import type { MarkedElement, QuickAction, VersionListItem } from "@shared/schemas/plugins";
import { type VersionPrompt, versionImport, versionPrompt } from "../history/version-prompt";

export interface UserChatMessage {
  kind: "user";
  id: string;
  text: string;
  /**
   * A prompt the server wrote (a hand edit, an import, a Fix turn): `text` is its English, worded in the app's
   * language where it is shown (version-prompt.ts).
   */
  prompt: VersionPrompt | null;
  /** The attached images, when known (a turn being sent); saved turns load theirs on demand. */
  images: string[];
  /** The version whose images these are, and how many it has (the history list carries no images). */
  versionNumber: number | null;
  imageCount: number;
  markedElements: MarkedElement[];
}

export interface AssistantChatMessage {
  kind: "assistant";
  id: string;
  text: string;
  /** An import's reply: `text` is its English, worded in the app's language where it is shown (version-prompt.ts). */
  importSummary: ImportSummary | null;
  /** Files this turn wrote, in path order. */
  files: string[];
  features: string[];
  quickActions: QuickAction[];
  /** The turn stopped or broke off after files arrived; it holds what had arrived. */
  incomplete: boolean;
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
export function messagesFromVersions(versions: readonly VersionListItem[]): ChatMessage[] {
  const ordered = [...versions].sort((a, b) => a.versionNumber - b.versionNumber);
  const messages: ChatMessage[] = [];
  for (const version of ordered) {
    if (version.restoredFrom !== null) {
      messages.push({ kind: "restore", id: `${version.id}:restore`, restoredFrom: version.restoredFrom });
    } else {
      if (version.userPrompt.trim() || version.imageCount > 0 || version.markedElements.length > 0) {
        messages.push({
          kind: "user",
          id: `${version.id}:user`,
          text: version.userPrompt,
          prompt: versionPrompt(version),
          images: [],
          versionNumber: version.versionNumber,
          imageCount: version.imageCount,
          markedElements: version.markedElements,
        });
      }
      messages.push({
        kind: "assistant",
        id: `${version.id}:assistant`,
        text: version.assistantResponse,
        importSummary: versionImport(version)?.summary ?? null,
        files: version.changedPaths,
        features: version.features,
        quickActions: version.quickActions,
        incomplete: version.incomplete,
      });
    }
  }
  return messages;
}
