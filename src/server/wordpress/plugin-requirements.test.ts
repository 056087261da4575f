import { describe, expect, it } from "vitest";
import { readFileHeader } from "./plugin-header";
import { isPhpVersionCompatible, isWordPressVersionCompatible, meetsRequirements, readPluginRequirements, unmetRequirementMessage, unmetRequirements, versionCompare } from "./plugin-requirements";

const main = (lines: string[]) => `<?php\n/**\n${lines.map((line) => ` * ${line}`).join("\n")}\n */\n`;

describe("[WORDPRESS][REQUIREMENTS] version_compare as PHP answers it", () => {
  // Each answer is PHP 8.3's own version_compare() (run in php-wasm when this table was written).
  const PHP_ANSWERS: Array<[string, string, number]> = [
    ["6.5.5", "7.0", -1],
    ["6.5.5", "6.5", 1],
    ["6.5", "6.5.0", -1],
    ["7.0", "7.0", 0],
    ["7.1.4", "7.0", 1],
    ["1.0rc1", "1.0", -1],
    ["1.0", "1.0-dev", 1],
    ["1.0-dev", "1.0alpha", -1],
    ["1.0a", "1.0b", -1],
    ["1.0b1", "1.0RC1", -1],
    ["1.0pl1", "1.0", 1],
    ["8.3.19", "8.3", 1],
    ["8.3", "8.3.0", -1],
    ["10", "9", 1],
    ["1.10", "1.9", 1],
    ["7.0-RC1", "7.0", -1],
    ["1.0.0-beta2", "1.0.0-beta10", -1],
    ["1_0", "1.0", 0],
    ["1.0+1", "1.0.1", 0],
    ["1.a", "1.", -1],
    ["x.", "x", -1],
    ["8.3.19", "9.0", -1],
  ];
  it.each(PHP_ANSWERS)("version_compare(%s, %s) is %i", (a, b, answer) => {
    expect(versionCompare(a, b)).toBe(answer);
    // PHP's answer is not symmetric when a version ends in an empty part ("1."): the others are checked both ways.
    if (!a.endsWith(".") && !b.endsWith(".")) expect(versionCompare(b, a)).toBe(-answer || 0);
  });

  it("compares empty versions as PHP does", () => {
    expect(versionCompare("", "")).toBe(0);
    expect(versionCompare("1", "")).toBe(1);
    expect(versionCompare("", "1")).toBe(-1);
  });
});

describe("[WORDPRESS][REQUIREMENTS] WordPress's is_wp_version_compatible and is_php_version_compatible", () => {
  it("takes WordPress's version without its suffix and a required x.y.0 as x.y", () => {
    expect(isWordPressVersionCompatible("7.0", "6.5.5")).toBe(false);
    expect(isWordPressVersionCompatible("6.5", "6.5.5")).toBe(true);
    expect(isWordPressVersionCompatible("6.5.5", "6.5.5")).toBe(true);
    expect(isWordPressVersionCompatible("6.8", "6.8")).toBe(true);
    // "6.8.0" would be newer than "6.8" for version_compare; WordPress trims it first.
    expect(isWordPressVersionCompatible("6.8.0", "6.8")).toBe(true);
    expect(isWordPressVersionCompatible(" 6.8.0 ", "6.8")).toBe(true);
    // A release candidate counts as its release.
    expect(isWordPressVersionCompatible("7.0", "7.0-RC1")).toBe(true);
    expect(isWordPressVersionCompatible("9.0", "7.1.4")).toBe(false);
  });

  it("takes PHP's version as it is: 8.3.0 is required to be past 8.3", () => {
    expect(isPhpVersionCompatible("7.4", "8.3.19")).toBe(true);
    expect(isPhpVersionCompatible("8.3", "8.3.19")).toBe(true);
    expect(isPhpVersionCompatible("8.4", "8.3.19")).toBe(false);
    expect(isPhpVersionCompatible("9.0", "8.3.19")).toBe(false);
    expect(isPhpVersionCompatible("8.3.0", "8.3")).toBe(false);
  });

  it("treats no requirement, an empty one and '0' (PHP's empty()) as none", () => {
    for (const required of [null, undefined, "", "0"]) {
      expect(isWordPressVersionCompatible(required, "6.5.5")).toBe(true);
      expect(isPhpVersionCompatible(required, "8.3.19")).toBe(true);
    }
  });
});

describe("[WORDPRESS][REQUIREMENTS] reading them from the plugin", () => {
  it("reads get_file_data's way: any case, any decoration, first line wins, a trailing */ cut off, the line number kept", () => {
    expect(readFileHeader(main(["Plugin Name: A", "Requires at least: 7.0", "Requires at least: 5.0"]), "Requires at least")).toEqual({ value: "7.0", line: 4 });
    expect(readFileHeader("<?php\n// requires php:   8.1 */\n", "Requires PHP")).toEqual({ value: "8.1", line: 2 });
    expect(readFileHeader("<?php /* Requires PHP: 8.2 */", "Requires PHP")).toEqual({ value: "8.2", line: 1 });
    expect(readFileHeader("=== A ===\r\nRequires at least: 6.8\r\n", "Requires at least")).toEqual({ value: "6.8", line: 2 });
    // Not at a line's start (past its decoration): not a header.
    expect(readFileHeader("<?php\n$x = 'Requires PHP: 9.0';\n", "Requires PHP")).toBeNull();
    expect(readFileHeader("<?php\n/* Requires PHP: */\n", "Requires PHP")).toBeNull();
    expect(readFileHeader("<?php\n/* Requires PHP: 0 */\n", "Requires PHP")).toBeNull();
  });

  it("reads only the first 8 KB, as WordPress does", () => {
    const padded = `<?php\n/* Plugin Name: Late */\n${"// padding\n".repeat(800)}/* Requires at least: 9.0 */\n`;
    expect(padded.indexOf("Requires at least")).toBeGreaterThan(8192);
    expect(readFileHeader(padded, "Requires at least")).toBeNull();
    expect(readFileHeader(new TextEncoder().encode(main(["Requires at least: 9.0"])), "Requires at least")?.value).toBe("9.0");
  });

  it("takes the main file's header first and the readme.txt beside it for what the header does not say", () => {
    const files = {
      "late.php": main(["Plugin Name: Late", "Requires at least: 7.0"]),
      "readme.txt": "=== Late ===\nRequires at least: 5.0\nTested up to: 7.1\nRequires PHP: 9.0\n",
    };
    expect(readPluginRequirements(files, "late.php")).toEqual({
      wordpress: { version: "7.0", file: "late.php", line: 4 },
      php: { version: "9.0", file: "readme.txt", line: 4 },
    });
    expect(readPluginRequirements({ "late.php": main(["Plugin Name: Late"]) }, "late.php")).toEqual({ wordpress: null, php: null });
    // Only the readme.txt at the plugin's top, where WordPress looks.
    expect(readPluginRequirements({ "late.php": main(["Plugin Name: Late"]), "docs/readme.txt": "Requires PHP: 9.0" }, "late.php").php).toBeNull();
  });

  it("names what a runtime does not meet, WordPress first, in plain words", () => {
    const requirements = readPluginRequirements({ "late.php": main(["Plugin Name: Late", "Requires at least: 9.0", "Requires PHP: 9.0"]) }, "late.php");
    const unmet = unmetRequirements(requirements, { wordpress: "6.5.5", php: "8.3.19" });
    expect(unmet).toEqual([
      { what: "wordpress", required: "9.0", actual: "6.5.5", file: "late.php", line: 4 },
      { what: "php", required: "9.0", actual: "8.3.19", file: "late.php", line: 5 },
    ]);
    expect(unmetRequirementMessage(unmet[0]!, "the check")).toBe("This plugin requires WordPress 9.0 or later; the check ran WordPress 6.5.5, so it could not be activated.");
    expect(unmetRequirementMessage(unmet[1]!, "the preview")).toBe("This plugin requires PHP 9.0 or later; the preview runs PHP 8.3.19, so it could not be activated.");
    expect(meetsRequirements(requirements, { wordpress: "6.5.5", php: "8.3.19" })).toBe(false);
    expect(meetsRequirements(requirements, { wordpress: "9.0.1", php: "9.0.0" })).toBe(true);
    const modest = readPluginRequirements({ "ok.php": main(["Plugin Name: Ok", "Requires at least: 6.0", "Requires PHP: 7.4"]) }, "ok.php");
    expect(unmetRequirements(modest, { wordpress: "6.5.5", php: "8.3.19" })).toEqual([]);
  });
});
