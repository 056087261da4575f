import { describe, expect, it } from "vitest";
import {
  checkNewPath,
  dropBuffer,
  folderOf,
  modifiedPaths,
  moveBuffer,
  pruneBuffers,
  writeChanges,
} from "./file-edits";

const files = {
  "p/p.php": "<?php // main",
  "p/style.css": "a{}",
  "p/logo.png": "data:image/png;base64,AAAA",
};

describe("[EDITOR][CODE] unsaved buffers", () => {
  it("counts a buffer as modified only while it differs from an existing file", () => {
    const buffers = { "p/p.php": "<?php // changed", "p/style.css": "a{}", "p/gone.js": "x" };
    expect(modifiedPaths(files, buffers)).toEqual(["p/p.php"]);
    expect(modifiedPaths(files, {})).toEqual([]);
  });

  it("saves one write per modified file", () => {
    expect(writeChanges(files, { "p/style.css": "b{}", "p/p.php": "<?php" })).toEqual([
      { op: "write", path: "p/p.php", content: "<?php" },
      { op: "write", path: "p/style.css", content: "b{}" },
    ]);
  });

  it("forgets buffers that a save made equal to the files, and keeps the others", () => {
    const buffers = { "p/p.php": "<?php // changed", "p/style.css": "b{}" };
    const saved = { ...files, "p/style.css": "b{}" };
    expect(pruneBuffers(saved, buffers)).toEqual({ "p/p.php": "<?php // changed" });
    const unchanged = { "p/p.php": "<?php // changed" };
    expect(pruneBuffers(files, unchanged)).toBe(unchanged);
  });

  it("moves a buffer with a rename and drops it with a delete", () => {
    expect(moveBuffer({ "a.php": "x", "b.php": "y" }, "a.php", "c.php")).toEqual({ "b.php": "y", "c.php": "x" });
    const buffers = { "b.php": "y" };
    expect(moveBuffer(buffers, "a.php", "c.php")).toBe(buffers);
    expect(dropBuffer({ "a.php": "x", "b.php": "y" }, "a.php")).toEqual({ "b.php": "y" });
  });
});

describe("[EDITOR][CODE] checkNewPath", () => {
  it("accepts a new text file and returns its canonical path", () => {
    expect(checkNewPath("  ./p/includes/helpers.php ", files)).toEqual({ ok: true, path: "p/includes/helpers.php" });
  });

  it("refuses what the path rule refuses, with its reason", () => {
    for (const raw of ["", "/etc/passwd", "p/../x.php", "p\\x.php", "p/con.php", "p/dir/", "C:x.php"]) {
      const check = checkNewPath(raw, files);
      expect({ raw, problem: check.ok ? null : check.problem }).toEqual({ raw, problem: "invalid" });
      expect(check.ok ? "" : check.reason).not.toBe("");
    }
  });

  it("refuses a path that is taken, or the same path for a rename", () => {
    expect(checkNewPath("p/style.css", files)).toEqual({ ok: false, problem: "exists" });
    expect(checkNewPath("p/style.css", files, "p/p.php")).toEqual({ ok: false, problem: "exists" });
    expect(checkNewPath("p/p.php", files, "p/p.php")).toEqual({ ok: false, problem: "unchanged" });
  });

  it("keeps images images: no new image as text, images renamed only to image paths", () => {
    expect(checkNewPath("p/new.png", files)).toEqual({ ok: false, problem: "image-as-text" });
    expect(checkNewPath("p/logo.txt", files, "p/logo.png")).toEqual({ ok: false, problem: "image-rename" });
    expect(checkNewPath("p/main.jpg", files, "p/p.php")).toEqual({ ok: false, problem: "text-to-image" });
    expect(checkNewPath("p/img/logo.webp", files, "p/logo.png")).toEqual({ ok: true, path: "p/img/logo.webp" });
    expect(checkNewPath("p/main2.php", files, "p/p.php")).toEqual({ ok: true, path: "p/main2.php" });
  });
});

describe("[EDITOR][CODE] folderOf", () => {
  it("is the selected file's folder with a trailing slash", () => {
    expect(folderOf("p/includes/a.php")).toBe("p/includes/");
    expect(folderOf("a.php")).toBe("");
    expect(folderOf(null)).toBe("");
  });
});
