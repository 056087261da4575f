import { describe, expect, it } from "vitest";
import { parsePluginHeader, readFileHeader } from "./plugin-header";
import { versionCompare } from "./plugin-requirements";
import { bumpVersion, highestVersion, setFileHeader, withFileHeader, withPluginVersion } from "./plugin-version";

describe("[WORDPRESS][VERSION] bumpVersion", () => {
  it.each([
    ["1.0.0", "1.0.1"],
    ["1.0.9", "1.0.10"],
    ["2.1", "2.2"],
    ["3", "4"],
    ["1.0-rc1", "1.0-rc2"],
    ["1.2.3-beta", "1.2.4-beta"],
    ["2024.05", "2024.06"],
    ["1.0.999", "1.0.1000"],
    ["trunk", "trunk.1"],
    ["", "1.0.0"],
  ])("%s → %s, which version_compare puts higher", (before, after) => {
    expect(bumpVersion(before)).toBe(after);
    if (before) expect(versionCompare(after, before)).toBe(1);
  });

  it("picks the highest as version_compare does, not as strings sort", () => {
    expect(highestVersion(["1.0.9", "1.0.10", "1.0.2"])).toBe("1.0.10");
    expect(highestVersion(["1.0", "1.0-rc1"])).toBe("1.0");
    expect(highestVersion([])).toBeNull();
  });
});

const imported = [
  "<?php\r\n",
  "/**\r\n",
  " * Plugin Name:       Contact Form\r\n",
  " * Description:       Forms. Version: not this one\r\n",
  " * Version:           1.0.1   \r\n",
  " * Author:            Nora\r\n",
  " */\r\n",
  "\r\n",
  "define( 'CF_VERSION', '1.0.1' ); // Version: 1.0.1 stays\r\n",
].join("");

describe("[WORDPRESS][VERSION] header lines", () => {
  it("rewrites only the value of the line WordPress reads: alignment, trailing spaces, CRLF and the code stay byte for byte", () => {
    const next = setFileHeader(imported, "Version", "2.0.0")!;
    expect(next).toBe(imported.replace("Version:           1.0.1   \r\n", "Version:           2.0.0   \r\n"));
    expect(readFileHeader(next, "Version")?.value).toBe("2.0.0");
    const renamed = setFileHeader(next, "Plugin Name", "Nora Contact Form")!;
    expect(parsePluginHeader(renamed)).toMatchObject({ name: "Nora Contact Form", version: "2.0.0", author: "Nora" });
    expect(renamed.length - imported.length).toBe("Nora ".length);
  });

  it("keeps what WordPress drops after a value, and cannot be made to close the comment", () => {
    const oneLine = "<?php /* Plugin Name: Tiny */ ?>\n<?php echo 1;\n";
    expect(setFileHeader(oneLine, "Plugin Name", "Bigger")).toBe("<?php /* Plugin Name: Bigger */ ?>\n<?php echo 1;\n");
    const hostile = setFileHeader(imported, "Plugin Name", "Evil */ echo 1; ?> \n * Author: x")!;
    expect(parsePluginHeader(hostile)).toMatchObject({ name: "Evil * / echo 1; ? > * Author: x", author: "Nora" });
    expect(setFileHeader("<?php\n// no header\n", "Version", "1.0.1")).toBeNull();
  });

  it("adds a missing Version line after Plugin Name, in its decoration, or as a line comment after a one-line header", () => {
    const bare = "<?php\n/*\n\tPlugin Name: Bare\n\tAuthor: Me\n*/\n";
    const added = withFileHeader(bare, "Version", "1.0.1");
    expect(added).toBe("<?php\n/*\n\tPlugin Name: Bare\n\tVersion: 1.0.1\n\tAuthor: Me\n*/\n");
    expect(parsePluginHeader(added)?.version).toBe("1.0.1");
    const oneLine = withFileHeader("<?php /* Plugin Name: Tiny */\necho 1;\n", "Version", "1.0.1");
    expect(oneLine).toBe("<?php /* Plugin Name: Tiny */\n// Version: 1.0.1\necho 1;\n");
    expect(readFileHeader(oneLine, "Version")?.value).toBe("1.0.1");
  });

  it("sets the main file's Version and the readme's Stable tag beside it; a Stable tag of trunk stays", () => {
    const readme = "=== Contact Form ===\r\nStable tag: 1.0.1\r\nLicense: GPLv2\r\n\r\n== Changelog ==\r\n= 1.0.1 =\r\n";
    const files = { "cf/cf.php": imported, "cf/README.TXT": readme, "cf/js/app.js": "x" };
    const next = withPluginVersion(files, "cf/cf.php", "1.0.2");
    expect(readFileHeader(next["cf/cf.php"]!, "Version")?.value).toBe("1.0.2");
    expect(next["cf/README.TXT"]).toBe(readme.replace("Stable tag: 1.0.1", "Stable tag: 1.0.2"));
    expect(next["cf/js/app.js"]).toBe("x");
    const trunk = { ...files, "cf/README.TXT": "=== CF ===\nStable tag: trunk\n" };
    expect(withPluginVersion(trunk, "cf/cf.php", "1.0.2")["cf/README.TXT"]).toBe("=== CF ===\nStable tag: trunk\n");
    expect(withPluginVersion(files, "cf/cf.php", "1.0.1")["cf/cf.php"]).toBe(imported);
  });
});
