import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from "react";
import { ArrowUpIcon, CrosshairIcon, ImagePlusIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { MAX_IMAGES_PER_MESSAGE } from "@shared/schemas/generation";
import { Button } from "~/components/ui/button";
import { focusIsLost } from "~/lib/focus";
import { cn } from "~/lib/utils";
import { useBuilder } from "../builder-context";
import { isDraftEmpty } from "../use-draft";
import { AttachmentStrip } from "./attachment-strip";

const MAX_TEXTAREA_PX = 200;

/** The message box: Enter sends, Shift+Enter adds a line; images and element marking beside it. */
export function ChatInput() {
  const { t } = useTranslation();
  const id = useId();
  const { draft, sendDraft, busy, generating, creating, marking, setMarking, previews } = useBuilder();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { text, images } = draft.draft;
  const canSend = !busy && !isDraftEmpty(draft.draft);

  // Grows with its content up to 200 px, then scrolls (spec.md §9).
  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${Math.min(element.scrollHeight, MAX_TEXTAREA_PX)}px`;
  }, [text]);

  // The box is disabled during a turn (Stop has the focus then); give the focus back when the turn ends,
  // unless it went elsewhere. A restore is not a turn: the workspace keeps the focus on its tabs.
  const turnRunning = generating || creating;
  useEffect(() => {
    if (!turnRunning && focusIsLost()) textarea.current?.focus({ preventScroll: true });
  }, [turnRunning]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSend) sendDraft();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (canSend) sendDraft();
    }
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const files = Array.from(event.clipboardData.files);
    if (files.length === 0) return;
    event.preventDefault();
    void draft.addImages(files);
  }

  const markingLabel = !previews
    ? t("builder.chat.markNeedsPreview")
    : marking
      ? t("builder.chat.markingOn")
      : t("builder.chat.markElements");

  return (
    <form onSubmit={onSubmit} className="shrink-0 border-t bg-background p-3 sm:p-4">
      <div
        className={cn(
          "rounded-xl border bg-card shadow-xs transition-[border-color,box-shadow] focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/25",
          busy && "opacity-70",
        )}
      >
        <AttachmentStrip />
        <label htmlFor={id} className="sr-only">
          {t("builder.chat.messageLabel")}
        </label>
        <textarea
          ref={textarea}
          id={id}
          rows={2}
          value={text}
          onChange={(event) => draft.setText(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          disabled={busy}
          placeholder={busy ? t("builder.chat.placeholderBusy") : t("builder.chat.placeholder")}
          aria-describedby={`${id}-hint`}
          className="block max-h-[200px] min-h-[3.25rem] w-full resize-none bg-transparent px-3 pt-3 pb-1 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed md:text-sm"
        />
        <div className="flex items-center gap-1 px-2 pb-2">
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            multiple
            hidden
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = "";
              if (files.length > 0) void draft.addImages(files);
            }}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={() => fileInput.current?.click()}
            disabled={busy || images.length >= MAX_IMAGES_PER_MESSAGE}
            aria-label={t("builder.chat.attachImages")}
            title={t("builder.chat.attachImages")}
          >
            <ImagePlusIcon aria-hidden />
          </Button>
          <Button
            type="button"
            variant={marking ? "default" : "ghost"}
            size="icon"
            className="size-8"
            onClick={() => setMarking(!marking)}
            disabled={busy || !previews}
            aria-pressed={marking}
            aria-label={markingLabel}
            title={markingLabel}
          >
            <CrosshairIcon aria-hidden />
          </Button>
          <p id={`${id}-hint`} className="ml-1 hidden min-w-0 flex-1 truncate text-xs text-muted-foreground sm:block">
            {t("builder.chat.hint")}
          </p>
          <Button
            type="submit"
            size="icon"
            className="ml-auto size-8 rounded-lg"
            disabled={!canSend}
            aria-label={t("builder.chat.send")}
            title={t("builder.chat.send")}
          >
            <ArrowUpIcon aria-hidden />
          </Button>
        </div>
      </div>
    </form>
  );
}
