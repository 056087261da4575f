import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIMITS } from "../../shared/constants";
import { applyReply, fileLanguage, findMainPluginFile, normalisePath, pluginSlug, UnsafePathError } from "./plugin-files";
import { PluginLimitError } from "./plugin-limits";

const header = (name: string) => `<?php\n/**\n * Plugin Name: ${name}\n */\n`;

describe("[WORDPRESS][MAIN_FILE]", () => {
  it("prefers <folder>/<folder>.php inside a single top-level folder", () => {
    const files = {
      "shop/a-helper.php": header("Helper"),
      "shop/shop.php": header("Shop"),
      "shop/readme.txt": "",
    };
    expect(findMainPluginFile(files)).toBe("shop/shop.php");
  });

  it("takes another top-level file with a header when the folder-named one has none", () => {
    const files = { "shop/shop.php": "<?php // no header", "shop/main.php": header("Shop"), "shop/z.php": header("Z") };
    expect(findMainPluginFile(files)).toBe("shop/main.php");
  });

  it("finds a file at the root when there is no single shared folder", () => {
    expect(findMainPluginFile({ "hello.php": header("Hello"), "includes/x.php": "<?php" })).toBe("hello.php");
  });

  it("ignores deeper files and files without a header", () => {
    expect(findMainPluginFile({ "p/includes/main.php": header("Deep"), "p/readme.txt": "" })).toBeNull();
    expect(findMainPluginFile({ "p/p.php": "<?php echo 1;" })).toBeNull();
    expect(findMainPluginFile({})).toBeNull();
  });

  it("does not look inside a folder when files also sit at the root", () => {
    expect(findMainPluginFile({ "readme.txt": "", "p/p.php": header("P") })).toBeNull();
  });

  it("accepts a .PHP extension in capitals", () => {
    expect(findMainPluginFile({ "Old.PHP": header("Old") })).toBe("Old.PHP");
  });
});

describe("[WORDPRESS][SLUG]", () => {
  it("lowercases, folds accents and joins words with hyphens", () => {
    expect(pluginSlug("Contact Form")).toBe("contact-form");
    expect(pluginSlug("Färgväljare för Webbplatsen")).toBe("fargvaljare-for-webbplatsen");
    expect(pluginSlug("  Straße & Øl -- Æble!! ")).toBe("strasse-ol-aeble");
  });

  it("falls back to 'plugin' when nothing is left", () => {
    expect(pluginSlug("")).toBe("plugin");
    expect(pluginSlug("!!!")).toBe("plugin");
    expect(pluginSlug("日本語")).toBe("plugin");
  });

  it("cuts long names at a word boundary, at most 60 characters", () => {
    const slug = pluginSlug("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(/^word(-word)*$/);
  });

  it("always yields a valid slug (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const slug = pluginSlug(name);
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(slug.length).toBeLessThanOrEqual(60);
      }),
    );
  });
});

describe("[WORDPRESS][PATHS]", () => {
  it("normalises harmless variations", () => {
    expect(normalisePath("a/b.php")).toBe("a/b.php");
    expect(normalisePath("./a/b/./c.php")).toBe("a/b/c.php");
  });

  it.each([
    ["../evil.php", '".."'],
    ["a/../../evil.php", '".."'],
    ["/etc/passwd", "absolute"],
    ["C:/x.php", "drive letter"],
    ["a\\b.php", "backslash"],
    ["a\0b.php", "NUL"],
    ["a\nb.php", "control character"],
    ["", "empty"],
    ["./", "empty"],
    ["a//b.php", "empty folder or file name"],
    ["a/b/", "empty folder or file name"],
    ["p/name.php ", "ending in a space or a dot"],
    ["p/folder./x.php", "ending in a space or a dot"],
    ["p/a:b.php", '":"'],
    ["p/\u202egnp.php", "bidirectional"],
    ["p/a\u2067b.php", "bidirectional"],
    ["p/a\u200fb.php", "bidirectional"],
    ["p/con.php", "Windows reserves"],
    ["p/NUL", "Windows reserves"],
    ["p/com3.js", "Windows reserves"],
    ["lpt1/x.php", "Windows reserves"],
  ])("refuses %j (%s)", (path, reason) => {
    expect(() => normalisePath(path)).toThrow(UnsafePathError);
    expect(() => normalisePath(path)).toThrow(reason);
  });

  it("refuses very long paths as a 422 rule break", () => {
    expect(() => normalisePath(`${"a/".repeat(200)}x.php`)).toThrow(UnsafePathError);
    const tooLong = `p/${"a".repeat(LIMITS.pathChars)}.php`;
    const error = (() => {
      try {
        normalisePath(tooLong);
      } catch (err) {
        return err;
      }
    })();
    expect(error).toBeInstanceOf(PluginLimitError);
    expect(error).toMatchObject({ code: "invalid_path" });
    expect((error as Error).message).toContain(`longer than ${LIMITS.pathChars} characters`);
  });

  it("never returns a path that climbs out or is absolute (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "b", "..", ".", "", "c.php", "\\", "/"), { maxLength: 8 }), (parts) => {
        let result: string;
        try {
          result = normalisePath(parts.join("/"));
        } catch (error) {
          expect(error).toBeInstanceOf(UnsafePathError);
          return;
        }
        expect(result.split("/")).not.toContain("..");
        expect(result.startsWith("/")).toBe(false);
        expect(result).not.toContain("\\");
      }),
    );
  });
});

describe("[WORDPRESS][APPLY_REPLY]", () => {
  const current = { "p/p.php": "main", "p/a.css": "a", "p/old.js": "old" };

  it("replaces changed files, adds new ones, removes deleted ones and keeps the rest", () => {
    const next = applyReply(current, { files: { "p/p.php": "main 2", "p/new.php": "new" }, deleted: ["p/old.js"] });
    expect(next).toEqual({ "p/p.php": "main 2", "p/a.css": "a", "p/new.php": "new" });
  });

  it("does not change its input", () => {
    applyReply(current, { files: { "p/p.php": "x" }, deleted: ["p/a.css"] });
    expect(current).toEqual({ "p/p.php": "main", "p/a.css": "a", "p/old.js": "old" });
  });

  it("normalises paths and refuses unsafe ones", () => {
    expect(applyReply({}, { files: { "./p/./x.php": "x" }, deleted: [] })).toEqual({ "p/x.php": "x" });
    expect(() => applyReply({}, { files: { "p/con.php": "x" }, deleted: [] })).toThrow(UnsafePathError);
    expect(() => applyReply({}, { files: { "p/x.php.": "x" }, deleted: [] })).toThrow(UnsafePathError);
    expect(() => applyReply({}, { files: { "../x.php": "x" }, deleted: [] })).toThrow(UnsafePathError);
    expect(() => applyReply(current, { files: {}, deleted: ["/etc/passwd"] })).toThrow(UnsafePathError);
  });

  const refusal = (files: Record<string, string>, base: Record<string, string> = {}) => {
    try {
      applyReply(base, { files, deleted: [] });
    } catch (err) {
      return err;
    }
    return null;
  };

  it("refuses a file over the per-file cap with 413", () => {
    const big = "x".repeat(LIMITS.fileBytes + 1);
    expect(refusal({ "p/big.txt": big })).toMatchObject({ code: "file_too_large" });
    // Bytes, not characters: 2-byte letters reach the cap at half the length.
    expect(refusal({ "p/å.txt": "å".repeat(LIMITS.fileBytes / 2 + 1) })).toMatchObject({ code: "file_too_large" });
    expect(applyReply({}, { files: { "p/ok.txt": "x".repeat(LIMITS.fileBytes) }, deleted: [] })["p/ok.txt"]).toHaveLength(LIMITS.fileBytes);
  });

  it("refuses a plugin over the total cap with 413 and over the file count with 422", () => {
    const chunk = "x".repeat(LIMITS.fileBytes);
    const count = Math.floor(LIMITS.pluginBytes / LIMITS.fileBytes);
    const full = Object.fromEntries(Array.from({ length: count }, (_, i) => [`p/f${i}.txt`, chunk]));
    expect(refusal({}, full)).toBeNull();
    expect(refusal({ "p/one-more.txt": "x" }, full)).toMatchObject({
      code: "plugin_too_large",
      message: `Plugin too large: its files together are over ${LIMITS.pluginBytes / (1024 * 1024)} MB, the limit for one plugin`,
    });
    const many = Object.fromEntries(Array.from({ length: LIMITS.filesPerPlugin }, (_, i) => [`p/f${i}.txt`, ""]));
    expect(refusal({}, many)).toBeNull();
    expect(refusal({ "p/extra.txt": "" }, many)).toMatchObject({
      code: "too_many_files",
      message: `Too many files: a plugin can have at most ${LIMITS.filesPerPlugin} files`,
    });
  });

  it("checks the per-file cap only for the files a reply writes: an untouched bigger file stays (decision 0026)", () => {
    const imported = { "p/p.php": "main", "p/vendor/bundle.js": "v".repeat(LIMITS.importedFileBytes) };
    const next = applyReply(imported, { files: { "p/p.php": "main 2" }, deleted: [] });
    expect(next["p/vendor/bundle.js"]).toHaveLength(LIMITS.importedFileBytes);
    expect(next["p/p.php"]).toBe("main 2");
    // Rewriting that file is held to the cap like any file a reply writes.
    expect(refusal({ "p/vendor/bundle.js": "w".repeat(LIMITS.fileBytes + 1) }, imported)).toMatchObject({
      code: "file_too_large",
      message: `File too large: p/vendor/bundle.js is over ${LIMITS.fileBytes / 1024} KB, the limit for one file`,
    });
  });

  it("refuses text written to an image path with 422, whatever the case of its extension; deleting an image is fine", () => {
    const png = "data:image/png;base64,iVBORw0KGgo=";
    const withImage = { "p/p.php": "main", "p/icon.png": png };
    for (const path of ["p/icon.png", "p/new.JPG", "p/a.jpeg", "p/b.webp"]) {
      expect(refusal({ [path]: "text" }, withImage)).toMatchObject({ code: "image_not_text", message: `Images can't be edited as text: ${path}` });
    }
    expect(applyReply(withImage, { files: { "p/icon.svg": "<svg/>" }, deleted: ["p/icon.png"] })).toEqual({ "p/p.php": "main", "p/icon.svg": "<svg/>" });
  });

  it("ignores a deleted path that does not exist, and lets a rewritten file win over its deletion", () => {
    expect(applyReply(current, { files: { "p/a.css": "b" }, deleted: ["p/a.css", "p/missing.txt"] })["p/a.css"]).toBe("b");
  });
});

describe("[WORDPRESS][FILE_LANGUAGE]", () => {
  it.each([
    ["p/p.php", "php"],
    ["p/T.PHP", "php"],
    ["p/assets/a.js", "javascript"],
    ["p/assets/a.css", "css"],
    ["p/view.html", "html"],
    ["p/block.json", "json"],
    ["p/README.md", "markdown"],
    ["p/readme.txt", "text"],
    ["p/.htaccess", "text"],
    ["p/LICENSE", "text"],
  ])("%s is %s", (path, language) => {
    expect(fileLanguage(path)).toBe(language);
  });
});
