import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { ArrowRightIcon, SparklesIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { useStartBuilding } from "./use-start-building";

/** The plugin prompt: Enter submits, Shift+Enter adds a line. */
export function PromptBox() {
  const { t } = useTranslation();
  const id = useId();
  const [prompt, setPrompt] = useState("");
  const [busy, setBusy] = useState(false);
  const startBuilding = useStartBuilding();

  async function submit() {
    if (busy) return;
    setBusy(true);
    try {
      await startBuilding(prompt);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      className="rounded-2xl border bg-card p-2 shadow-lg shadow-indigo-950/5 ring-1 ring-black/[0.02] focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/25"
    >
      <label htmlFor={id} className="sr-only">
        {t("home.promptLabel")}
      </label>
      <Textarea
        id={id}
        value={prompt}
        onChange={(event) => setPrompt(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t("home.promptPlaceholder")}
        aria-describedby={`${id}-hint`}
        rows={3}
        className="min-h-24 resize-none border-0 bg-transparent px-3 text-base shadow-none focus-visible:ring-0 md:text-base"
      />
      <div className="flex flex-col gap-2 px-2 pt-1 pb-1 sm:flex-row sm:items-center sm:justify-between">
        <p id={`${id}-hint`} className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <SparklesIcon className="size-3.5 text-primary" aria-hidden />
          {t("home.promptHint")}
        </p>
        <Button type="submit" disabled={busy} className="sm:w-auto">
          {busy ? <Spinner /> : null}
          {t("home.submit")}
          {busy ? null : <ArrowRightIcon aria-hidden />}
        </Button>
      </div>
    </form>
  );
}
