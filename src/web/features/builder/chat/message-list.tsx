import { useEffect, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "~/components/ui/skeleton";
import { useBuilder } from "../builder-context";
import { AssistantBubble, NoticeBubble, RestoreBubble } from "./assistant-bubble";
import { importSummaryText, promptText } from "../history/version-prompt";
import { ExamplePrompts } from "./example-prompts";
import { IdeaCards } from "./idea-cards";
import { UserBubble } from "./user-bubble";

const NEAR_BOTTOM_PX = 80;

/** The conversation, the turn being streamed, and the empty state; keeps the newest message in view. */
export function MessageList() {
  const { t } = useTranslation();
  const { messages, pendingTurn, pluginId, versionsQuery, busy, sendPrompt, sendTemplate, notice } = useBuilder();
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);

  const lastAssistant = messages.findLastIndex((m) => m.kind === "assistant");
  const loading = pluginId !== null && versionsQuery.isPending && !pendingTurn;
  // Before the first version: what to write and the ideas, under the answer to a request that built nothing.
  const empty = !loading && messages.length === 0 && !pendingTurn;

  const emptyNow = useRef(empty);
  emptyNow.current = empty;

  const growth = `${notice ? 1 : 0}:${messages.length}:${pendingTurn?.written.length ?? 0}:${pendingTurn?.explanation.length ?? 0}:${pendingTurn ? 1 : 0}`;
  const turnRunning = pendingTurn !== null;
  useLayoutEffect(() => {
    // A message just sent is always brought into view.
    if (turnRunning) stickToBottom.current = true;
  }, [turnRunning]);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    // Before the first version the newest thing, the answer to a request that built nothing, is on top.
    if (empty) element.scrollTop = 0;
    else if (stickToBottom.current) element.scrollTop = element.scrollHeight;
  }, [growth, empty]);

  // Hidden panes (the Chat tab on a phone) have no height: catch up when the list is shown or resized.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (emptyNow.current) element.scrollTop = 0;
      else if (stickToBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  function onScroll() {
    const element = scroller.current;
    if (!element) return;
    stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  }

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-4"
    >
      {loading ? (
        <div className="flex flex-col gap-4" role="status" aria-label={t("builder.chat.loading")}>
          <Skeleton className="ml-auto h-12 w-3/5 rounded-2xl" />
          <Skeleton className="h-28 w-4/5 rounded-2xl" />
          <Skeleton className="ml-auto h-10 w-2/5 rounded-2xl" />
        </div>
      ) : empty ? (
        <div className="flex flex-col">
          {notice ? (
            <ol aria-label={t("builder.chat.conversation")}>
              <NoticeBubble text={notice} />
            </ol>
          ) : null}
          <ExamplePrompts onPick={sendPrompt} disabled={busy} />
          <div className="mx-auto w-full max-w-md px-2 pb-6">
            <IdeaCards onPick={sendTemplate} disabled={busy} />
          </div>
        </div>
      ) : (
        <ol className="flex flex-col gap-4" aria-label={t("builder.chat.conversation")}>
          {messages.map((message, index) =>
            message.kind === "user" ? (
              <UserBubble
                key={message.id}
                text={message.prompt ? promptText(t, message.prompt) : message.text}
                images={message.images}
                savedImages={
                  message.imageCount > 0 && message.versionNumber !== null
                    ? { pluginId, versionNumber: message.versionNumber }
                    : null
                }
                markedElements={message.markedElements}
              />
            ) : message.kind === "restore" ? (
              <RestoreBubble key={message.id} version={message.restoredFrom} />
            ) : (
              <AssistantBubble
                key={message.id}
                text={message.importSummary ? importSummaryText(t, message.importSummary) : message.text}
                files={message.files}
                features={message.features}
                quickActions={message.quickActions}
                incomplete={message.incomplete}
                onQuickAction={index === lastAssistant && !pendingTurn ? sendPrompt : undefined}
                quickActionsDisabled={busy}
              />
            ),
          )}
          {pendingTurn ? (
            <>
              <UserBubble
                text={pendingTurn.request.message}
                images={pendingTurn.request.images}
                markedElements={pendingTurn.request.markedElements}
              />
              {pendingTurn.written.length > 0 || pendingTurn.explanation ? (
                <AssistantBubble
                  text={pendingTurn.explanation}
                  files={pendingTurn.written}
                  writing={pendingTurn.writing}
                />
              ) : null}
            </>
          ) : null}
          {notice && !pendingTurn ? <NoticeBubble text={notice} /> : null}
        </ol>
      )}
    </div>
  );
}
