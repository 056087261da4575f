import { describe, expect, it } from "vitest";
import { filenameFromDisposition } from "./download-plugin";

describe("filenameFromDisposition", () => {
  it("reads a quoted filename", () => {
    expect(filenameFromDisposition('attachment; filename="my-plugin.zip"', "x.zip")).toBe("my-plugin.zip");
  });
  it("prefers filename* and decodes it", () => {
    expect(
      filenameFromDisposition("attachment; filename=\"a.zip\"; filename*=UTF-8''k%C3%B6p-plugin.zip", "x.zip"),
    ).toBe("köp-plugin.zip");
  });
  it("falls back without a header", () => {
    expect(filenameFromDisposition(null, "plugin.zip")).toBe("plugin.zip");
  });
});
