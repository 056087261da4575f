import { MessagesSquareIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useBuilder } from "../builder-context";
import { ChatInput } from "./chat-input";
import { MessageList } from "./message-list";
import { ProcessingIndicator } from "./processing-indicator";
import { ProjectInfoForm, ProjectInfoPlaceholder } from "./project-info-form";

/** The chat side: title, project information, the conversation, progress and the message box. */
export function ChatPanel() {
  const { t } = useTranslation();
  const { plugin, busy } = useBuilder();
  return (
    <section className="flex h-full min-h-0 flex-col bg-background" aria-labelledby="builder-chat-title">
      <div className="flex h-11 shrink-0 items-center gap-2 border-b px-3 sm:px-4">
        <MessagesSquareIcon className="size-4 text-primary" aria-hidden />
        <h2 id="builder-chat-title" className="text-sm font-semibold">
          {t("builder.chat.title")}
        </h2>
        <p className="hidden truncate text-xs text-muted-foreground sm:block">{t("builder.chat.subtitle")}</p>
      </div>
      {plugin ? <ProjectInfoForm key={plugin.id} plugin={plugin} disabled={busy} /> : <ProjectInfoPlaceholder />}
      <MessageList />
      <ProcessingIndicator />
      <ChatInput />
    </section>
  );
}
