import { describe, expect, it } from "vitest";
import { blockingFirst } from "./check-findings";
import type { CheckFinding } from "./schemas/plugins";

const finding = (rule: string, severity: CheckFinding["severity"], file: string): CheckFinding => ({ rule, severity, file, line: 1, message: rule });

describe("[CHECKS] findings in reading order", () => {
  it("puts unmet requirements, then errors, then warnings first, each group in its own order", () => {
    const findings = [
      finding("wp.abspath-guard", "warning", "a.php"),
      finding("wp.nonce", "error", "b.php"),
      finding("wp.escape-output", "warning", "b.php"),
      finding("wp.requires-php", "error", "main.php"),
      finding("dangerous-function", "error", "a.php"),
    ];
    expect(blockingFirst(findings).map((f) => `${f.rule} ${f.file}`)).toEqual([
      "wp.requires-php main.php",
      "wp.nonce b.php",
      "dangerous-function a.php",
      "wp.abspath-guard a.php",
      "wp.escape-output b.php",
    ]);
  });
});
