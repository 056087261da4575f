import { describe, expect, it } from "vitest";
import { diffVersions } from "./version-diff";

describe("[BUILDER][DIFF] diffVersions", () => {
  const before = {
    "p/p.php": "<?php\n// Plugin Name: P\nfunction a() {}\n",
    "p/old.css": ".a { color: red; }\n",
    "p/same.js": "console.log(1);\n",
  };
  const after = {
    "p/p.php": "<?php\n// Plugin Name: P\nfunction a() {}\nfunction b() {}\n",
    "p/new.js": "let x = 1;\nlet y = 2;\n",
    "p/same.js": "console.log(1);\n",
  };

  it("summarises added, removed and changed files and counts lines; unchanged files are left out", () => {
    const diff = diffVersions(before, after);
    expect(diff.files.map((f) => [f.path, f.status, f.additions, f.deletions])).toEqual([
      ["p/new.js", "added", 2, 0],
      ["p/old.css", "removed", 0, 1],
      ["p/p.php", "changed", 1, 0],
    ]);
    expect({ added: diff.added, removed: diff.removed, changed: diff.changed }).toEqual({
      added: 1,
      removed: 1,
      changed: 1,
    });
    expect({ additions: diff.additions, deletions: diff.deletions }).toEqual({ additions: 3, deletions: 1 });
  });

  it("gives unified lines with hunk headers and context", () => {
    const changed = diffVersions(before, after).files.find((f) => f.path === "p/p.php")!;
    expect(changed.lines).toEqual([
      { kind: "hunk", text: "@@ -1,3 +1,4 @@" },
      { kind: "context", text: "<?php" },
      { kind: "context", text: "// Plugin Name: P" },
      { kind: "context", text: "function a() {}" },
      { kind: "add", text: "function b() {}" },
    ]);
  });

  it("finds nothing between equal file sets", () => {
    expect(diffVersions(after, { ...after })).toEqual({
      files: [],
      added: 0,
      removed: 0,
      changed: 0,
      additions: 0,
      deletions: 0,
    });
  });
});
