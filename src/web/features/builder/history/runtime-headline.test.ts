import { describe, expect, it } from "vitest";
import type { CheckFinding } from "@shared/schemas/plugins";
import enApp from "../../../locales/en.app.json";
import { RUNTIME_HEADLINES, runtimeOutcome } from "./runtime-headline";

// The report's line about the run in WordPress (issue #32): it says what happened, never "activated, its
// pages opened" for a plugin that was not activated.

const finding = (rule: string, severity: CheckFinding["severity"] = "error"): CheckFinding => ({ rule, severity, file: "a.php", line: 1, message: "…" });

describe("[BUILDER][CHECKS] the WordPress run's headline", () => {
  it("says a requirement stopped it, which one, before anything else", () => {
    expect(runtimeOutcome([finding("wp.requires-wordpress"), finding("wp.escape-output", "warning")], true)).toBe("requires-wordpress");
    expect(runtimeOutcome([finding("wp.requires-php")], true)).toBe("requires-php");
    expect(runtimeOutcome([finding("wp.requires-php"), finding("wp.requires-wordpress")], true)).toBe("requires-both");
  });

  it("says when it was not activated, not parsed, stopped or timed out", () => {
    expect(runtimeOutcome([finding("wp.activation")], true)).toBe("not-activated");
    expect(runtimeOutcome([finding("php.lint")], true)).toBe("not-parsed");
    // The report keeps a parse error once, under the static check's rule.
    expect(runtimeOutcome([finding("php-syntax"), finding("wp.nonce", "warning")], true)).toBe("not-parsed");
    expect(runtimeOutcome([finding("wp.runtime-fatal")], true)).toBe("stopped");
    expect(runtimeOutcome([finding("wp.timeout")], true)).toBe("timed-out");
  });

  it("says every step ran only when nothing stopped it, whatever the warnings", () => {
    expect(runtimeOutcome([], false)).toBe("completed");
    expect(runtimeOutcome([finding("wp.runtime-warning"), finding("wp.runtime-deprecated", "warning"), finding("wp.escape-output", "warning")], true)).toBe("completed");
    // Active with output on activation: activated, and its pages were opened.
    expect(runtimeOutcome([finding("wp.activation-output")], true)).toBe("completed");
    // A static syntax error the runtime's lint did not share: the run went on, and says its own findings.
    expect(runtimeOutcome([finding("php-syntax"), finding("wp.runtime-warning")], true)).toBe("completed");
  });

  it("has an English line for every outcome, and only the completed one says activated and opened", () => {
    const checks: Record<string, unknown> = enApp.builder.checks;
    for (const [outcome, key] of Object.entries(RUNTIME_HEADLINES)) {
      const text = checks[key.replace("builder.checks.", "")];
      expect(typeof text, key).toBe("string");
      expect(/activated, its pages opened/.test(String(text)), outcome).toBe(outcome === "completed");
    }
    expect(checks.runtimeRequiresWordpress).toBe("Not activated in WordPress {{wordpress}}: the plugin requires a newer WordPress, so nothing was run.");
  });
});
