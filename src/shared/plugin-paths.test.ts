import { describe, expect, it } from "vitest";
import { LIMITS } from "./constants";
import { checkPluginPath, safePluginPath } from "./plugin-paths";

describe("[PATHS] the one plugin path rule", () => {
  it.each([
    ["my-plugin/my-plugin.php", "my-plugin/my-plugin.php"],
    ["./my-plugin/./includes/a.php", "my-plugin/includes/a.php"],
    ["my-plugin/.htaccess", "my-plugin/.htaccess"],
    ["my-plugin/console.php", "my-plugin/console.php"],
    ["my-plugin/com10.php", "my-plugin/com10.php"],
    ["my-plugin/aux-tools/x.php", "my-plugin/aux-tools/x.php"],
    ["mitt-tillägg/färg.css", "mitt-tillägg/färg.css"],
  ])("keeps %j as %j", (raw, expected) => {
    expect(checkPluginPath(raw)).toEqual({ ok: true, path: expected });
  });

  it.each([
    ["p/trailing-space.php ", "ending in a space or a dot"],
    ["p/folder /x.php", "ending in a space or a dot"],
    ["p/trailing-dot.", "ending in a space or a dot"],
    ["p/folder./x.php", "ending in a space or a dot"],
    ["p/...", "ending in a space or a dot"],
    ["p/a:b.php", '":"'],
    ["p/x.php:stream", '":"'],
    ["p/\u202egnp.php", "bidirectional"],
    ["p/a\u202ab.php", "bidirectional"],
    ["p/a\u2066b.php", "bidirectional"],
    ["p/a\u2069b.php", "bidirectional"],
    ["p/a\u200eb.php", "bidirectional"],
    ["p/a\u200fb.php", "bidirectional"],
    ["p/CON", "Windows reserves"],
    ["p/con.php", "Windows reserves"],
    ["p/Nul.txt", "Windows reserves"],
    ["p/prn", "Windows reserves"],
    ["p/aux.tar.gz", "Windows reserves"],
    ["p/com1.php", "Windows reserves"],
    ["p/COM9", "Windows reserves"],
    ["p/lpt1.js", "Windows reserves"],
    ["p/LPT9.css", "Windows reserves"],
    ["con/x.php", "Windows reserves"],
    ["../evil.php", '".."'],
    ["p/../../evil.php", '".."'],
    ["/etc/passwd", "absolute"],
    ["~/x.php", "absolute"],
    ["C:/x.php", "drive letter"],
    ["p\\x.php", "backslash"],
    ["p/x\0.php", "NUL"],
    ["p/x\n.php", "control character"],
    ["p//x.php", "empty folder or file name"],
    ["p/", "empty folder or file name"],
    ["", "empty"],
    ["./", "empty"],
    [`p/${"a".repeat(LIMITS.pathChars)}.php`, `longer than ${LIMITS.pathChars}`],
  ])("refuses %j (%s)", (raw, reason) => {
    const checked = checkPluginPath(raw);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? "" : checked.reason).toContain(reason);
    expect(safePluginPath(raw)).toBeNull();
  });

  it("allows a path of exactly the limit", () => {
    const path = `p/${"a".repeat(LIMITS.pathChars - 6)}.php`;
    expect(path).toHaveLength(LIMITS.pathChars);
    expect(safePluginPath(path)).toBe(path);
  });
});
