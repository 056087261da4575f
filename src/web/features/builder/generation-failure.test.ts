import { describe, expect, it } from "vitest";
import { RATE_LIMIT_MESSAGE } from "@shared/schemas/generation";
import { ApiRequestError } from "~/lib/api";
import { classifyGenerationFailure } from "./generation-failure";

describe("[BUILDER][GENERATION_ERRORS] classifyGenerationFailure", () => {
  it("treats an aborted fetch as stopped", () => {
    expect(classifyGenerationFailure(new DOMException("stop", "AbortError"))).toEqual({ kind: "stopped" });
  });

  it("opens the credits dialog on 402 or on the spec's messages", () => {
    expect(classifyGenerationFailure(new ApiRequestError(402, "insufficient_credits", "x"))).toEqual({
      kind: "out-of-credits",
    });
    expect(classifyGenerationFailure(new Error("Payment required"))).toEqual({ kind: "out-of-credits" });
    expect(classifyGenerationFailure(new ApiRequestError(500, "e", "Insufficient credits"))).toEqual({
      kind: "out-of-credits",
    });
  });

  it("shows the rate-limit text on 429", () => {
    expect(classifyGenerationFailure(new ApiRequestError(429, "rate_limited", "slow down"))).toEqual({
      kind: "rate-limited",
      message: RATE_LIMIT_MESSAGE,
    });
  });

  it("keeps what the generator cannot build as its answer, not as an error", () => {
    const answer = "I can't build a quiz: none of the offline generator's everyday tasks, starter templates or building blocks does that.";
    expect(classifyGenerationFailure(new ApiRequestError(422, "cannot_build", answer))).toEqual({ kind: "declined", message: answer });
    expect(classifyGenerationFailure(new ApiRequestError(422, "no_changes", answer))).toEqual({ kind: "failed", message: answer });
  });

  it("says a plugin is full, refused before the model or stopped before a file that would not fit", () => {
    expect(classifyGenerationFailure(new ApiRequestError(413, "plugin_full", "This plugin is at its size limit"))).toEqual({ kind: "plugin-full" });
    expect(classifyGenerationFailure(new ApiRequestError(413, "plugin_too_large", "Plugin too large"))).toEqual({ kind: "plugin-full" });
    expect(classifyGenerationFailure(new ApiRequestError(413, "file_too_large", "File too large"))).toEqual({ kind: "failed", message: "File too large" });
  });

  it("passes other messages on, or none", () => {
    expect(classifyGenerationFailure(new ApiRequestError(502, "malformed_reply", "Bad reply"))).toEqual({
      kind: "failed",
      message: "Bad reply",
    });
    expect(classifyGenerationFailure("weird")).toEqual({ kind: "failed", message: null });
  });
});
