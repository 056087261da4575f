import type { ReactNode } from "react";
import { MessagesSquareIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { useBuilder } from "~/features/builder/builder-context";
import { ChatInput } from "~/features/builder/chat/chat-input";
import { MessageList } from "~/features/builder/chat/message-list";
import { ProcessingIndicator } from "~/features/builder/chat/processing-indicator";

/** The editor's chat side: the builder's conversation and message box, asking for changes to this plugin. */
export function EditorChatPanel({ top }: { top?: ReactNode }) {
  const { t } = useTranslation();
  const { generating, creating } = useBuilder();
  return (
    <section className="flex h-full min-h-0 flex-col bg-background" aria-labelledby="editor-chat-title">
      <div className="flex h-11 shrink-0 items-center gap-2 border-b px-3 sm:px-4">
        <MessagesSquareIcon className="size-4 shrink-0 text-primary" aria-hidden />
        <h2 id="editor-chat-title" className="text-sm font-semibold">
          {t("builder.chat.title")}
        </h2>
        <p className="hidden min-w-0 truncate text-xs text-muted-foreground sm:block">{t("editor.chat.subtitle")}</p>
        {generating || creating ? (
          <Badge variant="accent" className="ml-auto shrink-0 animate-pulse" data-testid="generating-badge">
            {t("editor.chat.generatingShort")}
          </Badge>
        ) : null}
      </div>
      {top}
      <MessageList />
      <ProcessingIndicator title={t("editor.chat.generating")} />
      <ChatInput />
    </section>
  );
}
