import { useCallback, useState } from "react";
import type { PreviewSource } from "./preview-source-switch";

const STORAGE_KEY = "plugsmith.preview-source";

function storedSource(): PreviewSource {
  if (typeof window === "undefined") return "live";
  try {
    return window.localStorage.getItem(STORAGE_KEY) === "mock" ? "mock" : "live";
  } catch {
    return "live"; // storage refused (private mode, a sandbox): the default
  }
}

/**
 * Which preview the Preview tab shows: the plugin running in a real WordPress unless the person chose the
 * mock (remembered in this browser), and the mock when the server has no live previews (it said so with
 * 503 preview_unavailable: WP_RUNTIME=off or no preview port). See docs/decisions/0036.
 */
export function usePreviewSource() {
  const [choice, setChoice] = useState<PreviewSource>(storedSource);
  const [liveOff, setLiveOff] = useState(false);

  const setPreviewSource = useCallback((source: PreviewSource) => {
    setChoice(source);
    try {
      window.localStorage.setItem(STORAGE_KEY, source);
    } catch {
      // Not remembered; the choice still holds on this page.
    }
  }, []);
  const markLiveOff = useCallback(() => setLiveOff(true), []);

  return {
    previewSource: liveOff ? ("mock" as const) : choice,
    setPreviewSource,
    liveAvailable: !liveOff,
    markLiveOff,
  };
}
