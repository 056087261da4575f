import { describe, expect, it } from "vitest";
import { DESKTOP_WIDTH, frameBox, readLiveWidth } from "./live-width";

// The live preview at a desktop width in a narrower pane (issue #34 item 11): WordPress gets a viewport
// past its mobile breakpoint, drawn scaled down, and the scaled frame fills the pane's height.

describe("[PREVIEW][WIDTH] the live preview's frame", () => {
  it("gets a desktop viewport in a 730 px pane, scaled to fit it, as tall as the pane once scaled", () => {
    const box = frameBox("desktop", { width: 730, height: 600 });
    expect(box.width).toBe(DESKTOP_WIDTH);
    expect(box.scale).toBeCloseTo(730 / 1280);
    expect(box.width * box.scale).toBeCloseTo(730);
    expect(box.height * box.scale).toBeCloseTo(600);
  });

  it("is not scaled up in a pane wider than the desktop width", () => {
    expect(frameBox("desktop", { width: 1500, height: 700 })).toEqual({ width: 1500, height: 700, scale: 1, left: 0 });
  });

  it("is the pane's own size in fit mode, a phone's width in mobile mode", () => {
    expect(frameBox("fit", { width: 730, height: 600 })).toEqual({ width: 730, height: 600, scale: 1, left: 0 });
    expect(frameBox("mobile", { width: 730, height: 600 })).toEqual({ width: 375, height: 600, scale: 1, left: 177.5 });
    const phone = frameBox("mobile", { width: 300, height: 600 });
    expect(phone.width).toBe(375);
    expect(phone.width * phone.scale).toBeCloseTo(300);
  });

  it("is unscaled before the pane is measured", () => {
    expect(frameBox("desktop", { width: 0, height: 0 })).toEqual({ width: 0, height: 0, scale: 1, left: 0 });
  });

  it("reads back only a known mode", () => {
    expect(readLiveWidth("mobile")).toBe("mobile");
    expect(readLiveWidth("huge")).toBeNull();
    expect(readLiveWidth(null)).toBeNull();
  });
});
