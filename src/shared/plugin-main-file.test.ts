import { describe, expect, it } from "vitest";
import { findMainPluginFile, hasPluginNameLine, sharedTopFolder } from "./plugin-main-file";

const header = (name: string) => `<?php\n/**\n * Plugin Name: ${name}\n */\n`;

describe("[SHARED][MAIN_FILE] findMainPluginFile", () => {
  it("prefers <folder>/<folder>.php inside a single top-level folder", () => {
    const files = { "shop/a-helper.php": header("Helper"), "shop/shop.php": header("Shop"), "shop/readme.txt": "" };
    expect(findMainPluginFile(files)).toBe("shop/shop.php");
  });

  it("takes the first other top-level file with a header when the folder-named one has none", () => {
    const files = { "shop/shop.php": "<?php // no header", "shop/z.php": header("Z"), "shop/main.php": header("Shop") };
    expect(findMainPluginFile(files)).toBe("shop/main.php");
  });

  it("looks at the root when there is no single shared folder, and never deeper", () => {
    expect(findMainPluginFile({ "hello.php": header("Hello"), "includes/x.php": header("X") })).toBe("hello.php");
    expect(findMainPluginFile({ "readme.txt": "", "p/p.php": header("P") })).toBeNull();
    expect(findMainPluginFile({ "p/includes/main.php": header("Deep"), "p/readme.txt": "" })).toBeNull();
  });

  it("answers null without a header or without files, and accepts .PHP in capitals", () => {
    expect(findMainPluginFile({ "p/p.php": "<?php echo 1;" })).toBeNull();
    expect(findMainPluginFile({})).toBeNull();
    expect(findMainPluginFile({ "Old.PHP": header("Old") })).toBe("Old.PHP");
  });

  it("asks the given header reader, not its own, when one is passed", () => {
    const files = { "p/p.php": header("P"), "p/q.php": "MAIN" };
    expect(findMainPluginFile(files, (content) => content === "MAIN")).toBe("p/q.php");
  });
});

describe("[SHARED][MAIN_FILE] hasPluginNameLine", () => {
  it("sees a Plugin Name line behind comment decoration, not an empty name", () => {
    expect(hasPluginNameLine(header("Shop"))).toBe(true);
    expect(hasPluginNameLine("<?php\n// Plugin Name: Shop")).toBe(true);
    expect(hasPluginNameLine("<?php\n/*\n * Plugin Name:\n */")).toBe(false);
    expect(hasPluginNameLine("<?php echo 'x Plugin Name: y';")).toBe(false);
  });
});

describe("[SHARED][MAIN_FILE] sharedTopFolder", () => {
  it("is the one folder every path starts with, else null", () => {
    expect(sharedTopFolder(["a/x.php", "a/b/y.php"])).toBe("a");
    expect(sharedTopFolder(["a/x.php", "b/y.php"])).toBeNull();
    expect(sharedTopFolder(["x.php", "a/y.php"])).toBeNull();
    expect(sharedTopFolder([])).toBeNull();
  });
});
