import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The README's layout drawing (issue #36 item 4) names real folders and files: a move that leaves it behind fails here.
const root = path.resolve(import.meta.dirname, "../..");

/** The drawing's tree under src/: each entry's path, from its indentation (two spaces a level). */
function drawnPaths(readme: string): string[] {
  const block = /## Layout\n\n```\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error("README.md has no layout drawing under '## Layout'");
  const paths: string[] = [];
  const stack: string[] = [];
  for (const line of block.split("\n")) {
    const indent = line.length - line.trimStart().length;
    // "modules/<feature>/" stands for the folder modules/ (its children are drawn below it).
    const name = (line.trim().split(/\s+/)[0] ?? "").replace(/\/<\w+>\/$/, "/");
    // Continuation lines (deeply indented prose) are not entries.
    if (indent > 8 || indent % 2 !== 0 || !/^[\w.-]+(\/|\.ts)$/.test(name)) continue;
    const level = indent / 2;
    stack.length = level;
    stack.push(name.replace(/\/$/, ""));
    if (stack[0] === "src") paths.push(stack.join("/"));
  }
  return paths;
}

describe("README layout", () => {
  it("draws folders and files that exist under src/", () => {
    const paths = drawnPaths(readFileSync(path.join(root, "README.md"), "utf8"));
    expect(paths).toContain("src/server/modules/plugins/import");
    expect(paths.length).toBeGreaterThan(15);
    expect(paths.filter((p) => !existsSync(path.join(root, p)))).toEqual([]);
  });
});
