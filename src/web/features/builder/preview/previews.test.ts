import { describe, expect, it } from "vitest";
import { latestPreviews, previewsOf } from "./previews";

const none = { previewHtml: null, frontendPreviewHtml: null, backendPreviewHtml: null };

describe("[BUILDER][PREVIEW] previews", () => {
  it("reads both previews and treats a lone previewHtml as the admin one", () => {
    expect(previewsOf({ ...none, backendPreviewHtml: "<b>", frontendPreviewHtml: "<f>" })).toEqual({
      backend: "<b>",
      frontend: "<f>",
    });
    expect(previewsOf({ ...none, previewHtml: "<p>" })).toEqual({ backend: "<p>", frontend: null });
    expect(previewsOf(none)).toBeNull();
  });

  it("falls back to the newest version with a preview", () => {
    expect(
      latestPreviews(none, [none, { ...none, frontendPreviewHtml: "<new>" }, { ...none, previewHtml: "<old>" }]),
    ).toEqual({
      backend: null,
      frontend: "<new>",
    });
    expect(latestPreviews(none, [none])).toBeNull();
  });
});
