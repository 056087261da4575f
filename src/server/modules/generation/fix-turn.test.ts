import { describe, expect, it } from "vitest";
import type { CheckFinding } from "../../../shared/schemas/plugins";
import { scopeFor } from "./fix-turn";

// 'Fix with AI' asks the model to change code: a finding that says the plugin needs a newer WordPress or
// PHP (issue #32) is never part of that request, since no change to the code meets it.

const finding = (rule: string, file: string): CheckFinding => ({ rule, severity: "error", file, line: null, message: `${rule} in ${file}` });
const files = { "tidy.php": "<?php\n/**\n * Plugin Name: Tidy\n */\n", "inc/helper.php": "<?php\n" };

describe("[GENERATION][FIX] the fix's scope", () => {
  it("has nothing to fix when the only errors are unmet requirements", () => {
    expect(scopeFor([finding("wp.requires-wordpress", "tidy.php"), finding("wp.requires-php", "tidy.php")], files, 3)).toBeNull();
  });

  it("fixes the other errors and leaves the requirement out of the request and the allowed files", () => {
    const scope = scopeFor([finding("wp.requires-php", "tidy.php"), finding("php-syntax", "inc/helper.php")], files, 3);
    expect(scope).not.toBeNull();
    expect([...scope!.files]).toEqual(["inc/helper.php"]);
    expect(scope!.errorCount).toBe(1);
    expect(scope!.message).not.toContain("wp.requires-php");
    expect(scope!.message).toContain("[php-syntax]");
  });
});
