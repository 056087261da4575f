import { describe, expect, it } from "vitest";
import { MAX_IMAGE_DATA_URL_CHARS } from "@shared/schemas/generation";
import { checkImages, MAX_IMAGE_BYTES } from "./check-images";

const file = (type: string, size = 1000) => ({ type, size });

describe("[BUILDER][ATTACHMENTS] checkImages", () => {
  it("accepts PNG, JPEG, GIF and WebP and refuses what is not an image", () => {
    const result = checkImages([file("image/png"), file("application/pdf"), file("image/webp"), file("text/plain")], 0);
    expect(result.accepted.map((f) => f.type)).toEqual(["image/png", "image/webp"]);
    expect(result.notImage).toBe(2);
  });

  it("refuses image types the server does not take and files over the size limit", () => {
    const result = checkImages(
      [file("image/svg+xml"), file("image/jpeg", MAX_IMAGE_BYTES + 1), file("image/gif", MAX_IMAGE_BYTES)],
      0,
    );
    expect(result).toMatchObject({ unsupported: 1, tooLarge: 1 });
    expect(result.accepted).toHaveLength(1);
  });

  it("keeps a message at four images", () => {
    const result = checkImages([file("image/png"), file("image/png"), file("image/png")], 2);
    expect(result.accepted).toHaveLength(2);
    expect(result.overLimit).toBe(1);
  });

  it("keeps the largest accepted image's data URL under the server's limit", () => {
    const base64Chars = Math.ceil(MAX_IMAGE_BYTES / 3) * 4;
    expect("data:image/jpeg;base64,".length + base64Chars).toBeLessThanOrEqual(MAX_IMAGE_DATA_URL_CHARS);
  });
});
