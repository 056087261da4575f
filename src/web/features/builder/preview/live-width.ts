// How wide the live WordPress preview is drawn (issue #34 item 11). The pane beside the chat is about
// 730 px, below WordPress's 782 px breakpoint, where its admin turns mobile and hides the plugin's menu:
// "desktop" gives the frame a desktop viewport and scales it down to the pane, "fit" is the pane's own
// width, "mobile" a phone's.

export type LiveWidth = "desktop" | "fit" | "mobile";

export const LIVE_WIDTHS: readonly LiveWidth[] = ["desktop", "fit", "mobile"];

/** The viewport WordPress gets in desktop mode: wider than its admin's 782 px and 960 px breakpoints. */
export const DESKTOP_WIDTH = 1280;
/** A phone's viewport. */
export const PHONE_WIDTH = 375;

export interface FrameBox {
  /** The iframe's CSS width and height, before scaling. */
  width: number;
  height: number;
  /** The factor it is drawn at (1: not scaled). */
  scale: number;
  /** Its distance from the pane's left edge: a phone-wide frame is centred. */
  left: number;
}

/** The frame's size and scale in a pane of `pane` CSS pixels; the scaled frame fills the pane's height. */
export function frameBox(mode: LiveWidth, pane: { width: number; height: number }): FrameBox {
  const width = Math.max(0, pane.width);
  const height = Math.max(0, pane.height);
  if (mode === "fit" || width === 0) return { width, height, scale: 1, left: 0 };
  const wanted = mode === "desktop" ? DESKTOP_WIDTH : PHONE_WIDTH;
  if (width >= wanted) return mode === "desktop" ? { width, height, scale: 1, left: 0 } : { width: wanted, height, scale: 1, left: (width - wanted) / 2 };
  const scale = width / wanted;
  return { width: wanted, height: height / scale, scale, left: 0 };
}

/** The mode remembered for this browser tab, or null. */
export function readLiveWidth(value: string | null): LiveWidth | null {
  return LIVE_WIDTHS.includes(value as LiveWidth) ? (value as LiveWidth) : null;
}
