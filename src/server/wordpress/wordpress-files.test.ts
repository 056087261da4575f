import { describe, expect, it } from "vitest";
import { wordpressFile } from "./wordpress-files";

describe("[WORDPRESS_FILES] the product's PHP, JS and CSS files", () => {
  it("reads a file of the tree as written", () => {
    expect(wordpressFile("catalogue/disable-xmlrpc/disable-xmlrpc.php")).toMatch(/^<\?php\n/);
  });

  it("refuses a path that leaves the tree or names anything but a .php, .js or .css file", () => {
    for (const path of ["../../../package.json", "catalogue/../wordpress-files.ts", "/etc/passwd", "catalogue/disable-xmlrpc/manifest.ts", "x.php", "catalogue/./x.php"]) {
      expect(() => wordpressFile(path), path).toThrow(/Not a WordPress file of the product/);
    }
  });
});
