import { describe, expect, it } from "vitest";
import { sortedFindings, summaryFileNames } from "./import-summary";

describe("[EDITOR][UPLOAD] summaryFileNames", () => {
  const files = (count: number) => Array.from({ length: count }, (_, i) => `p/file-${String(i).padStart(2, "0")}.php`);

  it("lists every file of a small plugin, by path", () => {
    expect(summaryFileNames(["p/b.php", "p/a.php"])).toEqual({ names: ["p/a.php", "p/b.php"], more: 0 });
  });

  it("lists the first 20 and counts the rest", () => {
    const summary = summaryFileNames(files(23));
    expect(summary.names).toHaveLength(20);
    expect(summary.names[0]).toBe("p/file-00.php");
    expect(summary.names[19]).toBe("p/file-19.php");
    expect(summary.more).toBe(3);
    expect(summaryFileNames(files(20)).more).toBe(0);
  });
});

describe("[EDITOR][UPLOAD] sortedFindings", () => {
  it("orders by file, then line", () => {
    expect(
      sortedFindings([
        { path: "b.php", line: 1, pattern: "eval" },
        { path: "a.php", line: 9, pattern: "exec" },
        { path: "a.php", line: 2, pattern: "system" },
      ]).map((f) => `${f.path}:${f.line}`),
    ).toEqual(["a.php:2", "a.php:9", "b.php:1"]);
  });
});
