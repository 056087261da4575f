import { describe, expect, it } from "vitest";
import { SWEDISH_REDIRECTS, isKnownPath } from "./routes";

describe("[SHELL][ROUTES]", () => {
  it("knows the app paths, with or without a trailing slash", () => {
    expect(isKnownPath("/")).toBe(true);
    expect(isKnownPath("/auth")).toBe(true);
    expect(isKnownPath("/dashboard/")).toBe(true);
    expect(isKnownPath("/no-such-page")).toBe(false);
    expect(isKnownPath("/dashboard/extra")).toBe(false);
  });

  it("sends the four Swedish paths to their English pages", () => {
    expect(SWEDISH_REDIRECTS).toEqual({
      "/om-oss": "/about",
      "/priser": "/pricing",
      "/hur-det-fungerar": "/how-it-works",
      "/kontakt": "/contact",
    });
  });
});
