import { describe, expect, it } from "vitest";
import { LIMITS } from "@shared/constants";
import { checkZipFile, UPLOAD_MAX_MB } from "./check-zip-file";

describe("[EDITOR][UPLOAD] checkZipFile", () => {
  it("accepts a .zip up to the limit, whatever the case of its extension", () => {
    expect(checkZipFile({ name: "my-plugin.zip", size: 1 })).toBeNull();
    expect(checkZipFile({ name: "My-Plugin.ZIP", size: LIMITS.uploadMaxBytes })).toBeNull();
  });

  it("refuses a file over the limit as too large", () => {
    expect(checkZipFile({ name: "big.zip", size: LIMITS.uploadMaxBytes + 1 })).toBe("too-large");
  });

  it("refuses anything not named .zip", () => {
    for (const name of ["plugin.php", "plugin.zip.txt", "plugin", "zip", "plugin.tar.gz"]) {
      expect({ name, problem: checkZipFile({ name, size: 10 }) }).toEqual({ name, problem: "invalid-type" });
    }
  });

  it("names the limit in megabytes as the spec does (10 MB)", () => {
    expect(UPLOAD_MAX_MB).toBe(10);
  });
});
