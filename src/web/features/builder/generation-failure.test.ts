import { describe, expect, it } from "vitest";
import { RATE_LIMIT_MESSAGE } from "@shared/schemas/generation";
import { ApiRequestError } from "~/lib/api";
import { classifyGenerationFailure } from "./generation-failure";

describe("[BUILDER][GENERATION_ERRORS] classifyGenerationFailure", () => {
  it("treats an aborted fetch as stopped", () => {
    expect(classifyGenerationFailure(new DOMException("stop", "AbortError"))).toEqual({ kind: "stopped" });
  });

  it("opens the credits dialog on insufficient_credits, whatever its message says", () => {
    expect(classifyGenerationFailure(new ApiRequestError(402, "insufficient_credits", "x"))).toEqual({ kind: "out-of-credits" });
    expect(classifyGenerationFailure(new ApiRequestError(402, "insufficient_credits", "Du har inte tillräckligt med krediter"))).toEqual({
      kind: "out-of-credits",
    });
  });

  it("reads no message: the old texts without the code are ordinary failures", () => {
    expect(classifyGenerationFailure(new Error("Payment required"))).toEqual({ kind: "failed", message: "Payment required" });
    expect(classifyGenerationFailure(new ApiRequestError(500, "internal_error", "Insufficient credits"))).toEqual({
      kind: "failed",
      message: "Insufficient credits",
    });
    expect(classifyGenerationFailure(new ApiRequestError(502, "provider_error", "The AI provider hit a rate limit"))).toEqual({
      kind: "failed",
      message: "The AI provider hit a rate limit",
    });
  });

  it("goes by the code, not the status", () => {
    expect(classifyGenerationFailure(new ApiRequestError(0, "insufficient_credits", "x"))).toEqual({ kind: "out-of-credits" });
    expect(classifyGenerationFailure(new ApiRequestError(402, "http_error", "Payment required"))).toEqual({ kind: "failed", message: "Payment required" });
    expect(classifyGenerationFailure(new ApiRequestError(429, "too_many_attempts", "Wait"))).toEqual({ kind: "failed", message: "Wait" });
  });

  it("shows the spec's rate-limit text on rate_limited, whatever the message", () => {
    for (const message of ["slow down", "Too many fixes in the last hour", ""]) {
      expect(classifyGenerationFailure(new ApiRequestError(429, "rate_limited", message))).toEqual({
        kind: "rate-limited",
        message: RATE_LIMIT_MESSAGE,
      });
    }
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
