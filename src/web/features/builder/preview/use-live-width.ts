import { useCallback, useEffect, useState } from "react";
import { frameBox, readLiveWidth, type FrameBox, type LiveWidth } from "./live-width";

const STORAGE_KEY = "plugsmith.live-preview-width";

function stored(): LiveWidth | null {
  if (typeof window === "undefined") return null;
  try {
    return readLiveWidth(window.sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return null; // storage refused: the default
  }
}

/**
 * The live preview's width mode, remembered for this browser tab (desktop width by default; the pane's
 * own width on a narrow screen, where a desktop page scaled to a phone is too small to read).
 */
export function useLiveWidth(narrow: boolean) {
  const [choice, setChoice] = useState<LiveWidth | null>(stored);
  const setLiveWidth = useCallback((mode: LiveWidth) => {
    setChoice(mode);
    try {
      window.sessionStorage.setItem(STORAGE_KEY, mode);
    } catch {
      // Not remembered; the choice still holds on this page.
    }
  }, []);
  return { liveWidth: choice ?? (narrow ? "fit" : "desktop"), setLiveWidth };
}

/**
 * The frame's box in the element `pane` is given to (a callback ref: the pane appears only once WordPress
 * has started), measured again whenever that element is resized.
 */
export function useFrameBox(mode: LiveWidth) {
  const [element, pane] = useState<HTMLDivElement | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const box: FrameBox = frameBox(mode, size);
  return { pane, box };
}
