import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ArrowRightIcon, RotateCcwIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { TIMINGS } from "@shared/constants";
import { pluginEditorPath } from "@shared/routes";
import type { ImportResult } from "@shared/schemas/plugin-import";
import { Button } from "~/components/ui/button";
import { pluginQueryOptions } from "~/features/builder/queries/plugin-query";
import { pluginListQueryKey } from "~/features/plugins/plugins-query";
import { errorMessage } from "~/lib/api";
import { queryClient } from "~/lib/query-client";
import { checkZipFile, UPLOAD_MAX_MB } from "./check-zip-file";
import { DropZone, type DropZoneError } from "./drop-zone";
import { ImportSummaryCard } from "./import-summary-card";
import { UploadProgress } from "./upload-progress";
import { importedState } from "./imported-state";
import { uploadPluginZip } from "./upload-plugin-zip";


type UploadStep =
  | { step: "choose" }
  | { step: "sending"; fileName: string; fraction: number; checking: boolean }
  | { step: "done"; result: ImportResult };

/**
 * The plugin upload component (spec.md §2, §4 Upload flow, §5): a ZIP is checked here (size, name), sent
 * with real progress, unpacked and checked by the server, summarised, and handed on to the editor after
 * the spec's 500 ms, unless the summary warns of risky code: then the person reads it and goes on.
 */
export function PluginUpload() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<UploadStep>({ step: "choose" });
  // Why the last file was refused: shown in the drop zone until another file is chosen.
  const [refused, setRefused] = useState<DropZoneError | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const result = state.step === "done" ? state.result : null;
  const waitForReader = result !== null && result.findings.length > 0;

  function startEditing(imported: ImportResult) {
    toast.success(t("editor.upload.ready"), { description: t("editor.upload.readyText", { name: imported.plugin.name }) });
    void navigate(pluginEditorPath(imported.plugin.id), { state: importedState(imported) });
  }

  // Upload flow (spec.md §4): handed on after 500 ms.
  useEffect(() => {
    if (!result || waitForReader) return;
    const timer = window.setTimeout(() => startEditing(result), TIMINGS.uploadHandOffMs);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per result
  }, [result, waitForReader]);

  async function upload(file: File) {
    setRefused(null);
    const problem = checkZipFile(file);
    if (problem === "too-large") {
      setRefused({ title: t("editor.upload.tooLarge"), text: t("editor.upload.tooLargeText", { mb: UPLOAD_MAX_MB }) });
      return;
    }
    if (problem === "invalid-type") {
      setRefused({ title: t("editor.upload.invalidType"), text: t("editor.upload.invalidTypeText") });
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setState({ step: "sending", fileName: file.name, fraction: 0, checking: false });
    try {
      const imported = await uploadPluginZip(file, {
        signal: current.signal,
        onProgress: (fraction) =>
          setState((s) => (s.step === "sending" ? { ...s, fraction, checking: fraction >= 1 } : s)),
      });
      // The answer holds no file contents: the editor's own query fetches them, started here during the hand-off.
      void queryClient.prefetchQuery(pluginQueryOptions(imported.plugin.id));
      void queryClient.invalidateQueries({ queryKey: pluginListQueryKey, exact: true });
      setState({ step: "done", result: imported });
    } catch (error) {
      setState({ step: "choose" });
      if (error instanceof DOMException && error.name === "AbortError") {
        toast(t("editor.upload.cancelled"));
        return;
      }
      // The server's own words: which header is missing, that nothing usable was inside, …
      setRefused({ title: t("editor.upload.failed"), text: errorMessage(error) });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }

  if (state.step === "sending") {
    return (
      <UploadProgress
        fileName={state.fileName}
        fraction={state.fraction}
        checking={state.checking}
        onCancel={() => controller.current?.abort()}
      />
    );
  }

  if (state.step === "done") {
    return (
      <ImportSummaryCard
        result={state.result}
        actions={
          <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
            <Button type="button" variant="ghost" onClick={() => setState({ step: "choose" })}>
              <RotateCcwIcon aria-hidden />
              {t("editor.summary.another")}
            </Button>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              {waitForReader ? null : (
                <p className="text-center text-xs text-muted-foreground" aria-live="polite">
                  {t("editor.summary.opening")}
                </p>
              )}
              <Button type="button" onClick={() => startEditing(state.result)}>
                {t("editor.summary.start")}
                <ArrowRightIcon aria-hidden />
              </Button>
            </div>
          </div>
        }
      />
    );
  }

  return <DropZone onFile={(file) => void upload(file)} error={refused} />;
}
