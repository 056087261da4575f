import { describe, expect, it } from "vitest";
import { parsePluginHeader } from "./plugin-header";

describe("[WORDPRESS][PLUGIN_HEADER]", () => {
  it("reads every field of a standard doc-comment header", () => {
    const header = parsePluginHeader(`<?php
/**
 * Plugin Name:       Hello Box
 * Description:       Shows a box.
 * Version:           2.4.1
 * Requires at least: 6.0
 * Requires PHP:      7.4
 * Author:            Jane Doe
 * Author URI:        https://example.com/jane
 * License:           GPL-2.0-or-later
 * Text Domain:       hello-box
 */
`);
    expect(header).toEqual({
      name: "Hello Box",
      description: "Shows a box.",
      version: "2.4.1",
      author: "Jane Doe",
      authorUri: "https://example.com/jane",
      requiresAtLeast: "6.0",
      requiresPhp: "7.4",
      license: "GPL-2.0-or-later",
      textDomain: "hello-box",
    });
  });

  it("accepts the classic /* */ style without decoration, and keys in any case", () => {
    const header = parsePluginHeader("<?php\n/*\nplugin name: Old Style\nVERSION: 0.9\n*/\n");
    expect(header).toMatchObject({ name: "Old Style", version: "0.9" });
  });

  it("defaults the version to 1.0.0, the author to Unknown and the description to empty (spec.md §5)", () => {
    expect(parsePluginHeader("<?php\n/* Plugin Name: Bare */")).toEqual({
      name: "Bare",
      description: "",
      version: "1.0.0",
      author: "Unknown",
    });
  });

  it("trims the closing */ on the same line and the comment decoration", () => {
    expect(parsePluginHeader("<?php /** Plugin Name: One Liner */")?.name).toBe("One Liner");
    expect(parsePluginHeader("<?php\n/**\n *   Plugin Name:   Spaced Out   \n */")?.name).toBe("Spaced Out");
  });

  it("takes the first occurrence of a key", () => {
    expect(parsePluginHeader("<?php\n/*\nPlugin Name: First\nPlugin Name: Second\n*/")?.name).toBe("First");
  });

  it("does not mistake a longer key (Author URI) for Author", () => {
    const header = parsePluginHeader("<?php\n/*\nPlugin Name: X\nAuthor URI: https://a.example\n*/");
    expect(header?.author).toBe("Unknown");
    expect(header?.authorUri).toBe("https://a.example");
  });

  it("handles Windows line endings", () => {
    expect(parsePluginHeader("<?php\r\n/**\r\n * Plugin Name: Crlf\r\n * Version: 3.0\r\n */\r\n")).toMatchObject({ name: "Crlf", version: "3.0" });
  });

  it("finds the header after line comments and a declare()", () => {
    const php = "<?php\n// Copyright someone\ndeclare(strict_types=1);\n/**\n * Plugin Name: Later\n */\n";
    expect(parsePluginHeader(php)?.name).toBe("Later");
  });

  it("returns null without a Plugin Name, with an empty one, or outside PHP", () => {
    expect(parsePluginHeader("<?php\n/**\n * Description: no name\n */")).toBeNull();
    expect(parsePluginHeader("<?php\n/**\n * Plugin Name:\n */")).toBeNull();
    expect(parsePluginHeader("/*\nPlugin Name: Not PHP\n*/")).toBeNull();
    expect(parsePluginHeader("")).toBeNull();
  });

  it("ignores a Plugin Name in a line comment or in a string", () => {
    expect(parsePluginHeader("<?php\n// Plugin Name: Line comment\n")).toBeNull();
    expect(parsePluginHeader("<?php\n$x = '/* Plugin Name: In a string */';\n")).toBeNull();
  });

  it("reads only the first 8 KB, as WordPress does", () => {
    const padding = `<?php\n${"// padding line\n".repeat(600)}`;
    expect(padding.length).toBeGreaterThan(8192);
    expect(parsePluginHeader(`${padding}/**\n * Plugin Name: Too Late\n */`)).toBeNull();
  });
});
