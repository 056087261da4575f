import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { parsePluginHeader } from "./plugin-header";
import { EmptyPluginError, buildPluginZip } from "./plugin-zip";

const main = `<?php
/**
 * Plugin Name: Contact Pro
 * Description: A contact form.
 * Version: 1.2.0
 * Author: Ann Lee
 */
defined('ABSPATH') || exit;
`;

const unzipText = (zip: Uint8Array) =>
  Object.fromEntries(Object.entries(unzipSync(zip)).map(([p, bytes]) => [p, new TextDecoder().decode(bytes)]));

describe("[DOWNLOAD][ZIP]", () => {
  it("keeps the stored folder as the install folder, whatever the plugin is called now, and writes a readme.txt from the header", async () => {
    // WordPress knows an installed plugin by its folder: a renamed plugin must still update the one installed.
    const { slug, zip } = await buildPluginZip(
      { "old-name/old-name.php": main, "old-name/assets/form.css": ".a{}", "old-name/includes/x.php": "<?php\n" },
      "fallback",
    );
    expect(slug).toBe("old-name");
    const tree = unzipText(zip);
    expect(Object.keys(tree).sort()).toEqual([
      "old-name/assets/form.css",
      "old-name/includes/x.php",
      "old-name/old-name.php",
      "old-name/readme.txt",
    ]);
    expect(parsePluginHeader(tree["old-name/old-name.php"]!)).toMatchObject({ name: "Contact Pro", version: "1.2.0" });
    expect(tree["old-name/readme.txt"]).toContain("=== Contact Pro ===");
    expect(tree["old-name/readme.txt"]).toContain("Stable tag: 1.2.0");
  });

  it("names the folder after the plugin when the stored one is not a folder name WordPress would keep", async () => {
    const { slug } = await buildPluginZip({ "Old Name!/old-name.php": main }, "fallback");
    expect(slug).toBe("contact-pro");
  });

  it("keeps a readme.txt the plugin has, and wraps files that sit at the root", async () => {
    const { zip } = await buildPluginZip({ "contact.php": main, "readme.txt": "mine" }, "x");
    expect(unzipText(zip)).toEqual({ "contact-pro/contact.php": main, "contact-pro/readme.txt": "mine" });
  });

  it("gives the same bytes for the same files", async () => {
    const files = { "a/a.php": main, "a/b.css": "x" };
    expect((await buildPluginZip(files, "a")).zip).toEqual((await buildPluginZip(files, "a")).zip);
  });

  it("refuses a plugin without files", async () => {
    await expect(buildPluginZip({}, "x")).rejects.toThrow(EmptyPluginError);
  });
});

describe("[DOWNLOAD][ZIP_WRITER]", () => {
  it("writes archives another implementation reads back byte for byte, including empty and incompressible files", async () => {
    const { writeZip } = await import("./zip-writer");
    const { randomBytes } = await import("node:crypto");
    const entries = [
      { path: "p/empty.txt", data: new Uint8Array() },
      { path: "p/random.bin", data: new Uint8Array(randomBytes(5000)) },
      { path: "p/åäö/ünïcode.php", data: new TextEncoder().encode("<?php echo 'hej';\n".repeat(500)) },
    ];
    const tree = unzipSync(await writeZip(entries));
    expect(Object.keys(tree)).toEqual(entries.map((e) => e.path));
    for (const e of entries) expect(tree[e.path]).toEqual(e.data);
  });
});
