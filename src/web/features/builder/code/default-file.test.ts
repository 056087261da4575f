import { describe, expect, it } from "vitest";
import { defaultFile } from "./default-file";

describe("[BUILDER][CODE] defaultFile", () => {
  it("picks the main plugin file", () => {
    expect(
      defaultFile({
        "p/includes/a.php": "<?php // Plugin Name: not main, deeper",
        "p/readme.txt": "x",
        "p/p.php": "<?php\n/**\n * Plugin Name: Contact\n */",
        "p/z.php": "<?php",
      }),
    ).toBe("p/p.php");
  });

  it("falls back to the shallowest PHP file, then to the first path", () => {
    expect(defaultFile({ "p/b/x.php": "", "p/a.php": "", "a.css": "" })).toBe("p/a.php");
    expect(defaultFile({ "b.css": "", "a.js": "" })).toBe("a.js");
    expect(defaultFile({})).toBeNull();
  });
});
