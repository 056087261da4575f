import { useCallback, useEffect, useState } from "react";
import { TIMINGS } from "@shared/constants";

/** Writes text to the clipboard; resolves false when the browser refuses. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A copy button's state: `copy` writes the text and answers whether the browser took it; `copied` is
 * true for TIMINGS.copyResetMs afterwards, for a check mark in place of the copy icon.
 */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), TIMINGS.copyResetMs);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = useCallback(async (text: string) => {
    const ok = await copyToClipboard(text);
    if (ok) setCopied(true);
    return ok;
  }, []);

  return { copied, copy };
}
