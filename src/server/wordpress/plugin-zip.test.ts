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
  it("puts every file under one folder named after the slug and writes a readme.txt from the header", async () => {
    const { slug, zip } = await buildPluginZip(
      { "old-name/old-name.php": main, "old-name/assets/form.css": ".a{}", "old-name/includes/x.php": "<?php\n" },
      "fallback",
    );
    expect(slug).toBe("contact-pro");
    const tree = unzipText(zip);
    expect(Object.keys(tree).sort()).toEqual([
      "contact-pro/assets/form.css",
      "contact-pro/includes/x.php",
      "contact-pro/old-name.php",
      "contact-pro/readme.txt",
    ]);
    expect(parsePluginHeader(tree["contact-pro/old-name.php"]!)).toMatchObject({ name: "Contact Pro", version: "1.2.0" });
    expect(tree["contact-pro/readme.txt"]).toContain("=== Contact Pro ===");
    expect(tree["contact-pro/readme.txt"]).toContain("Stable tag: 1.2.0");
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
