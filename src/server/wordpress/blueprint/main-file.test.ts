import { describe, expect, it } from "vitest";
import { checkPhpFile } from "../static-check/php-file-check";
import { parsePluginHeader } from "../plugin-header";
import { codePrefix, makeContext, shortcodeTag } from "./blueprint-context";
import { bumpPatch, hasLoader, loaderPrefix, renderMainFile, setHeaderField, updateMainFile } from "./main-file";
import { planBlocks } from "./plan-blocks";
import { readChangelog, updateForeignReadme } from "./readme-txt";

const ctx = makeContext({ name: "Shop Tools" });
const plan = { version: "1.2.4", requires: ["includes/settings.php"], install: ["ps_shop_tools_cron_install"], deactivate: ["ps_shop_tools_cron_deactivate"] };

describe("[BLUEPRINT][MAIN_FILE]", () => {
  it("bumps the patch version", () => {
    expect(bumpPatch("1.0.0")).toBe("1.0.1");
    expect(bumpPatch("1.0.9")).toBe("1.0.10");
    expect(bumpPatch("2.1")).toBe("2.1.1");
    expect(bumpPatch("3")).toBe("3.0.1");
    expect(bumpPatch("1.2.3-beta")).toBe("1.2.4");
    expect(bumpPatch("latest")).toBe("1.0.1");
  });

  it("renders a main file that parses, with its loader", () => {
    const main = renderMainFile(ctx, { name: "Shop Tools", description: "Tools.", version: "1.0.0", author: "Jane" }, plan);
    expect(checkPhpFile(main).syntax).toEqual({ ok: true });
    expect(parsePluginHeader(main)).toMatchObject({ name: "Shop Tools", version: "1.0.0", author: "Jane", textDomain: "shop-tools" });
    expect(hasLoader(main)).toBe(true);
    expect(loaderPrefix(main)).toBe("ps_shop_tools_");
    expect(main).toContain("register_activation_hook( __FILE__, $ps_shop_tools_install );");
  });

  it("replaces its own loader on a later turn and keeps code outside it", () => {
    const main = `${renderMainFile(ctx, { name: "Shop Tools", description: "Tools.", version: "1.0.0", author: "Jane" }, { ...plan, requires: [] })}\n// my own code\nadd_filter( 'x', '__return_true' );\n`;
    const next = updateMainFile(main, ctx, plan, { description: "More tools." });
    expect(checkPhpFile(next).syntax).toEqual({ ok: true });
    expect(parsePluginHeader(next)).toMatchObject({ version: "1.2.4", description: "More tools." });
    expect(next).toContain("require_once __DIR__ . '/includes/settings.php';");
    expect(next).toContain("// my own code");
    expect(next.match(/Plugsmith blocks: start/g)).toHaveLength(1);
  });

  it.each([
    ["a closing tag", "<?php\n/*\nPlugin Name: A\nVersion: 1.0\n*/\nfunction a() {}\n?>\n"],
    ["HTML after the closing tag", "<?php\n/*\nPlugin Name: A\nVersion: 1.0\n*/\n?>\n<p>hello</p>\n"],
    ["a namespace", "<?php\n/*\nPlugin Name: A\nVersion: 1.0\n*/\nnamespace Acme\\A;\nfunction a() {}\n"],
    ["a braced namespace", "<?php\n/*\nPlugin Name: A\nVersion: 1.0\n*/\nnamespace Acme\\A {\n\tfunction a() {}\n}\n"],
  ])("adds its loader to an uploaded main file with %s", (_label, source) => {
    const once = updateMainFile(source, ctx, plan);
    expect(checkPhpFile(once).syntax).toEqual({ ok: true });
    expect(parsePluginHeader(once)?.version).toBe("1.2.4");
    const twice = updateMainFile(once, ctx, { ...plan, version: "1.2.5", requires: [...plan.requires, "includes/widget.php"] });
    expect(checkPhpFile(twice).syntax).toEqual({ ok: true });
    expect(twice.match(/Plugsmith blocks: start/g)).toHaveLength(1);
    expect(twice).toContain("includes/widget.php");
  });

  it("sets a header field and keeps a trailing */ on the same line", () => {
    expect(setHeaderField("<?php /* Plugin Name: X Version: 1 */", "Plugin Name", "Y")).toBe("<?php /* Plugin Name: Y */");
    expect(setHeaderField("<?php\n/**\n * Version:   1.0\n */", "Version", "1.0.1")).toBe("<?php\n/**\n * Version:   1.0.1\n */");
    expect(setHeaderField("<?php\n/**\n * Plugin Name: X\n */", "Version", "2")).toBe("<?php\n/**\n * Plugin Name: X\n */");
  });
});

describe("[BLUEPRINT][NAMES]", () => {
  it("spells short prefixes out and shortens long ones without losing uniqueness", () => {
    expect(codePrefix("testimonials")).toBe("ps_testimonials_");
    expect(codePrefix("social-sharing-buttons")).toBe("ps_social_sharing_buttons_");
    const long = codePrefix("a-very-long-plugin-name-for-the-shop");
    expect(long).toMatch(/^ps_avlpnfts_[0-9a-f]{4}_$/);
    expect(long).not.toBe(codePrefix("a-very-long-plugin-name-for-the-shopx"));
  });

  it("starts block and REST namespaces with a letter", () => {
    expect(makeContext({ name: "404 Monitor" }).namespace).toBe("ps-404-monitor");
    expect(makeContext({ name: "Shop" }).namespace).toBe("shop");
  });

  it("does not repeat the plugin's name in a shortcode tag", () => {
    expect(shortcodeTag(makeContext({ name: "Contact Form" }), "contact_form")).toBe("ps_contact_form");
    expect(shortcodeTag(makeContext({ name: "Shop" }), "contact_form")).toBe("ps_shop_contact_form");
  });

  it("gives every shortcode of a plugin its own tag", () => {
    const testimonials = makeContext({ name: "Testimonials" });
    const first = planBlocks(testimonials, [], [{ id: "shortcode", params: {} }]);
    expect(first.added.map((block) => block.params.tag)).toEqual(["ps_testimonials"]);
    const second = planBlocks(testimonials, first.added, [{ id: "post-type", params: { type: "testimonial" } }]);
    expect(second.added.map((block) => block.params.tag)).toEqual(["ps_testimonials_testimonial_list"]);
    // A shortcode is not added when the plugin already has one.
    expect(planBlocks(testimonials, second.added, [{ id: "shortcode", params: {} }]).added).toEqual([]);
  });
});

describe("[BLUEPRINT][README]", () => {
  it("reads a changelog and adds to a readme it did not write", () => {
    const readme = "=== X ===\nStable tag: 1.0\n\n== Changelog ==\n\n= 1.0 =\n* One.\n\n== Upgrade Notice ==\n\nNone.\n";
    expect(readChangelog(readme)).toBe("= 1.0 =\n* One.");
    const next = updateForeignReadme(readme, "1.0.1", ["Added a widget."]);
    expect(next).toContain("Stable tag: 1.0.1");
    expect(next).toContain("== Changelog ==\n\n= 1.0.1 =\n* Added a widget.\n\n= 1.0 =\n* One.");
    expect(next).toContain("== Upgrade Notice ==");
    expect(updateForeignReadme("=== X ===\n", "2.0.1", ["Added."])).toContain("== Changelog ==\n\n= 2.0.1 =\n* Added.\n");
  });
});
