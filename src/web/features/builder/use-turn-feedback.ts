import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LIMITS } from "@shared/constants";
import { toast } from "~/lib/toast";
import { CREDITS_RELOAD_EVENT } from "~/features/credits/use-credits-reload";
import { queryClient } from "~/lib/query-client";
import type { DoneEvent } from "./generation-client";
import type { GenerationFailure } from "./generation-failure";

const LONG_ERROR_CHARS = 200;
/** The plugin size cap as the person reads it ("20 MB"). */
const PLUGIN_SIZE = `${Math.round((LIMITS.pluginBytes / (1024 * 1024)) * 10) / 10} MB`;

/** What of a turn had reached the browser when it ended: a turn is paid once any of it had (decision 0055). */
export interface TurnArrivals {
  files: boolean;
  text: boolean;
}

/**
 * What a turn's end tells the person: a toast for success, stop or failure, the out-of-credits dialog,
 * and a notice kept in the chat when the explanation is too long for a toast.
 */
export function useTurnFeedback() {
  const { t } = useTranslation();
  const [outOfCredits, setOutOfCredits] = useState(false);
  /** Why the last turn changed nothing, when that takes more than a toast to say; cleared by the next turn. */
  const [notice, setNotice] = useState<string | null>(null);

  function showFailure(failure: GenerationFailure, pluginId: string, arrived: TurnArrivals) {
    switch (failure.kind) {
      case "stopped":
        if (arrived.files) {
          // Files had arrived, so the server kept the turn as an incomplete version (and its credit).
          void queryClient.invalidateQueries({ queryKey: ["plugins", pluginId] });
          window.dispatchEvent(new Event(CREDITS_RELOAD_EVENT));
          toast(t("builder.chat.stopped"), { description: t("builder.chat.stoppedKeptText") });
        } else if (arrived.text) {
          // Part of the answer had arrived: the turn is paid, with nothing to save.
          window.dispatchEvent(new Event(CREDITS_RELOAD_EVENT));
          toast(t("builder.chat.stopped"), { description: t("builder.chat.stoppedPaidText") });
        } else {
          toast(t("builder.chat.stopped"), { description: t("builder.chat.stoppedText") });
        }
        return;
      case "out-of-credits":
        setOutOfCredits(true);
        window.dispatchEvent(new Event(CREDITS_RELOAD_EVENT));
        return;
      case "rate-limited":
        toast.error(t("builder.errors.rateLimited"));
        return;
      case "plugin-full":
        // Refused before the model (free), or stopped before a file that would not fit (paid if anything had arrived).
        window.dispatchEvent(new Event(CREDITS_RELOAD_EVENT));
        toast.error(t("builder.errors.pluginFull"), { description: t("builder.errors.pluginFullText", { size: PLUGIN_SIZE }) });
        return;
      case "declined":
        // Not an error: the answer stays in the chat, above what it can build.
        setNotice(failure.message);
        return;
      case "failed":
        // A failed turn may have been refunded, or saved by a server the stream lost: show what is now true.
        void queryClient.invalidateQueries({ queryKey: ["plugins", pluginId] });
        window.dispatchEvent(new Event(CREDITS_RELOAD_EVENT));
        // A long explanation (the offline generator says what it can do) is kept in the chat, not in a toast.
        if (failure.message && failure.message.length > LONG_ERROR_CHARS) {
          setNotice(failure.message);
          toast.error(t("errors.title"), { description: t("builder.errors.generateFailed") });
        } else {
          toast.error(t("errors.title"), { description: failure.message ?? t("builder.errors.generateFailed") });
        }
    }
  }

  function showSaved(done: DoneEvent) {
    if (done.version.incomplete && done.incompleteBecause?.code === "plugin_too_large") {
      // Stopped by us before a file that would have taken the plugin over its cap: paid, what fitted saved.
      toast.warning(t("builder.chat.pluginFullStopped"), {
        description: t("builder.chat.pluginFullStoppedText", { version: done.version.versionNumber, size: PLUGIN_SIZE }),
      });
    } else if (done.version.incomplete) {
      // The model broke off after files arrived: the turn is paid and what arrived was saved.
      toast.warning(t("builder.chat.incompleteSaved"), {
        description: t("builder.chat.incompleteSavedText", { version: done.version.versionNumber }),
      });
    } else {
      toast.success(t("builder.chat.generated"), {
        description: t("builder.chat.generatedText", { name: done.plugin.name, version: done.version.versionNumber }),
      });
    }
  }

  return { outOfCredits, setOutOfCredits, notice, clearNotice: () => setNotice(null), showFailure, showSaved };
}
