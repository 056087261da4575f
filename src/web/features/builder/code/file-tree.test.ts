import { describe, expect, it } from "vitest";
import { buildFileTree, folderPaths } from "./file-tree";

describe("[BUILDER][FILE_TREE] buildFileTree", () => {
  it("puts numbered names in number order, as a person counts (an imported plugin's part-2 before part-10)", () => {
    const names = (paths: string[]) => buildFileTree(paths).map((node) => node.name);
    expect(names(["part-10.php", "part-2.php", "part-1.php", "Part-3.php", "part-100.php"])).toEqual([
      "part-1.php",
      "part-2.php",
      "Part-3.php",
      "part-10.php",
      "part-100.php",
    ]);
  });

  it("builds folders from slash-separated paths, folders first, then files, by name", () => {
    const tree = buildFileTree([
      "my-plugin/readme.txt",
      "my-plugin/includes/form.php",
      "my-plugin/my-plugin.php",
      "my-plugin/assets/css/style.css",
      "my-plugin/assets/app.js",
    ]);
    expect(tree).toEqual([
      {
        type: "folder",
        name: "my-plugin",
        path: "my-plugin",
        children: [
          {
            type: "folder",
            name: "assets",
            path: "my-plugin/assets",
            children: [
              {
                type: "folder",
                name: "css",
                path: "my-plugin/assets/css",
                children: [{ type: "file", name: "style.css", path: "my-plugin/assets/css/style.css" }],
              },
              { type: "file", name: "app.js", path: "my-plugin/assets/app.js" },
            ],
          },
          {
            type: "folder",
            name: "includes",
            path: "my-plugin/includes",
            children: [{ type: "file", name: "form.php", path: "my-plugin/includes/form.php" }],
          },
          { type: "file", name: "my-plugin.php", path: "my-plugin/my-plugin.php" },
          { type: "file", name: "readme.txt", path: "my-plugin/readme.txt" },
        ],
      },
    ]);
  });

  it("keeps top-level files at the root and ignores empty segments and duplicates", () => {
    expect(buildFileTree(["b.php", "a.php", "a.php", "/", ""])).toEqual([
      { type: "file", name: "a.php", path: "a.php" },
      { type: "file", name: "b.php", path: "b.php" },
    ]);
  });

  it("lists every folder path", () => {
    expect(folderPaths(buildFileTree(["p/a/x.php", "p/b/y.php", "z.php"]))).toEqual(["p", "p/a", "p/b"]);
  });
});
