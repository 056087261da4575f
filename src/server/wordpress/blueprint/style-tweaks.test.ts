import { describe, expect, it } from "vitest";
import { appendMarkedElements } from "../../modules/generation/prompt/build-messages";
import { detectBlocks } from "./detect-blocks";
import { generateBlueprint } from "./generate-blueprint";
import { isSafeDeclaration, isSafeSelector, readTweakRules, writeTweakSection } from "./tweak-css";
import { parseMarkedElements, parseTweakRequest, readIntents } from "./tweak-request";

const own = (name: string) => name.startsWith("ps-shop-");

describe("[BLUEPRINT][TWEAK_REQUEST] reading a style request", () => {
  it.each([
    ["Make this button larger", [{ kind: "size", step: 1, fontOnly: false }]],
    ["make it much bigger", [{ kind: "size", step: 2, fontOnly: false }]],
    ["bigger text", [{ kind: "size", step: 1, fontOnly: true }]],
    ["smaller", [{ kind: "size", step: -1, fontOnly: false }]],
    ["wider", [{ kind: "width", step: 1 }]],
    ["narrower", [{ kind: "width", step: -1 }]],
    ["make it bold", [{ kind: "weight", bold: true }]],
    ["rounded corners", [{ kind: "radius", step: 1 }]],
    ["round corners", [{ kind: "radius", step: 1 }]],
    ["square corners", [{ kind: "radius", step: -99 }]],
    ["more padding", [{ kind: "padding", step: 1 }]],
    ["less padding", [{ kind: "padding", step: -1 }]],
    ["uppercase", [{ kind: "case", uppercase: true }]],
    ["centered", [{ kind: "align", value: "center" }]],
    ["align it to the left", [{ kind: "align", value: "left" }]],
    ["right-aligned", [{ kind: "align", value: "right" }]],
    ["hide it", [{ kind: "visibility", visible: false }]],
    ["show it again", [{ kind: "visibility", visible: true }]],
    ["make it green", [{ kind: "colour", hex: "#00a32a", name: "green", role: "auto" }]],
    ["red background", [{ kind: "colour", hex: "#d63638", name: "red", role: "background" }]],
    ["blue text", [{ kind: "colour", hex: "#2271b1", name: "blue", role: "text" }]],
    ["text in #ABCDEF", [{ kind: "colour", hex: "#abcdef", name: "#abcdef", role: "text" }]],
    ["#f00 background", [{ kind: "colour", hex: "#ff0000", name: "#ff0000", role: "background" }]],
    ["dark blue", [{ kind: "colour", hex: "#1d2b4f", name: "dark blue", role: "auto" }]],
    ["a red border", [{ kind: "colour", hex: "#d63638", name: "red", role: "border" }]],
    // Swedish
    ["större", [{ kind: "size", step: 1, fontOnly: false }]],
    ["mindre", [{ kind: "size", step: -1, fontOnly: false }]],
    ["fetare", [{ kind: "weight", bold: true }]],
    ["rundade hörn", [{ kind: "radius", step: 1 }]],
    ["grön", [{ kind: "colour", hex: "#00a32a", name: "green", role: "auto" }]],
    ["röd bakgrund", [{ kind: "colour", hex: "#d63638", name: "red", role: "background" }]],
    ["blå text", [{ kind: "colour", hex: "#2271b1", name: "blue", role: "text" }]],
    ["svart", [{ kind: "colour", hex: "#000000", name: "black", role: "auto" }]],
    ["vit textfärg", [{ kind: "colour", hex: "#ffffff", name: "white", role: "text" }]],
    ["dölj den", [{ kind: "visibility", visible: false }]],
    ["centrera", [{ kind: "align", value: "center" }]],
    ["mer luft", [{ kind: "padding", step: 1 }]],
    ["stora bokstäver", [{ kind: "case", uppercase: true }]],
  ])("%s", (clause, intents) => {
    expect(readIntents(clause)).toEqual(intents);
  });

  it.each(["#12345g", "#1234", "#abcd", "#12", "&#123;", "color #ggg", "rgb(1,2,3)", "url(javascript:alert(1))", "hsl(0 100% 50%)"])(
    "takes no colour from %s",
    (clause) => {
      expect(readIntents(clause).filter((intent) => intent.kind === "colour")).toEqual([]);
    },
  );

  it("splits clauses, finds the parts they name, and leaves block requests to the block detector", () => {
    const request = parseTweakRequest("Make the button green and the title bigger. Add a settings page", (clause) => detectBlocks(clause).length > 0)!;
    expect(request.clauses.map((clause) => clause.parts)).toEqual([["button"], ["title"]]);
    expect(request.rest).toBe("Add a settings page");
    expect(parseTweakRequest("add a hidden field", () => false)).toBeNull();
    expect(parseTweakRequest("add a settings page for site colours", () => true)).toBeNull();
    expect(parseTweakRequest("a plugin that shows testimonials", () => true)).toBeNull();
    expect(parseTweakRequest("Add a contact form with e-mail notifications", () => true)).toBeNull();
  });

  it("reads back the marked elements appendMarkedElements lists, whatever their text", () => {
    const message = appendMarkedElements("Make this button larger", [
      { tag: "BUTTON", text: 'Send, selector `x` "now"', selector: "#wrap > form.f:nth-of-type(1) > button.b:nth-of-type(1)", id: "", classes: ["b", "c"] },
      { tag: "input", text: "", selector: "#email", id: "email" },
    ]);
    expect(parseMarkedElements(message)).toEqual([
      { tag: "button", text: 'Send, selector `x` "now"', selector: "#wrap > form.f:nth-of-type(1) > button.b:nth-of-type(1)", id: "", classes: ["b", "c"] },
      { tag: "input", text: "", selector: "#email", id: "email", classes: [] },
    ]);
    expect(parseMarkedElements("Make it larger")).toEqual([]);
  });
});

describe("[BLUEPRINT][TWEAK_CSS] the managed section", () => {
  it("accepts only the plugin's own selectors and whitelisted declarations", () => {
    expect(isSafeSelector(".ps-shop-box .ps-shop-box__title", own)).toBe(true);
    expect(isSafeSelector(".ps-shop-box button, .ps-shop-box #ps_shop_email", own)).toBe(true);
    expect(isSafeSelector(".ps-shop-box .ps-shop-b:hover, .ps-shop-box .ps-shop-b:focus", own)).toBe(true);
    for (const selector of ["body", ".other .ps-shop-box", ".ps-shop-box > p", ".ps-shop-box}body{", "* ", ".ps-shop-box [href]", ".ps-shop-box a::before", ""]) {
      expect(isSafeSelector(selector, own), selector).toBe(false);
    }
    expect(isSafeDeclaration("font-size", "1.25em")).toBe(true);
    expect(isSafeDeclaration("color", "#00a32a")).toBe(true);
    for (const [property, value] of [
      ["color", "red"],
      ["color", "#fff"],
      ["background", "url(x)"],
      ["background-color", "#00a32a;}"],
      ["display", "none !important"],
      ["behavior", "url(x.htc)"],
      ["font-size", "expression(alert(1))"],
      ["constructor", "x"],
    ]) {
      expect(isSafeDeclaration(property!, value!), `${property}: ${value}`).toBe(false);
    }
  });

  it("appends, replaces and removes its section, keeping everything around it", () => {
    const rules = [{ selector: ".ps-shop-box", declarations: [["font-size", "1.25em"]] as Array<[string, string]> }];
    const once = writeTweakSection(".a {\n\tcolor: red;\n}\n", rules);
    expect(once).toBe(
      ".a {\n\tcolor: red;\n}\n\n/* Plugsmith tweaks: start. Plugsmith rewrites this section when you ask for a style change; put your own CSS outside it. */\n.ps-shop-box {\n\tfont-size: 1.25em;\n}\n/* Plugsmith tweaks: end */\n",
    );
    const mine = `${once}.mine { color: blue; }\n`;
    const twice = writeTweakSection(mine, [{ selector: ".ps-shop-box", declarations: [["font-size", "1.5em"]] }]);
    expect(twice.match(/Plugsmith tweaks: start/g)).toHaveLength(1);
    expect(twice).toContain("font-size: 1.5em;");
    expect(twice).toContain(".mine { color: blue; }");
    expect(readTweakRules(twice, own)).toEqual([{ selector: ".ps-shop-box", declarations: [["font-size", "1.5em"]] }]);
    expect(writeTweakSection(twice, [])).toBe(".a {\n\tcolor: red;\n}\n.mine { color: blue; }\n");
  });
});

describe("[BLUEPRINT][TWEAK_LINKS] a text colour reaches the links inside the element", () => {
  const reply = (message: string, files: Record<string, string> = {}) =>
    generateBlueprint({ pluginName: "New WordPress Plugin", files, history: [], message, images: [], viewMode: "backend", author: "Tester" });

  it("'Make the title green' on a list whose titles are links colours the links too, as one change", () => {
    const first = reply("A custom post type for books");
    const next = reply("Make the title green and bold", first.files);
    const css = next.files["books/assets/book.css"]!;
    expect(css).toContain(".ps-books-book-list .ps-books-book__title {\n\tcolor: #00a32a;\n\tfont-weight: 700;\n}");
    expect(css).toContain(".ps-books-book-list .ps-books-book__title a {\n\tcolor: #00a32a;\n}");
    expect(next.explanation.match(/now sets/g)).toHaveLength(1);
    expect(next.features.filter((feature) => feature.startsWith("Style tweak"))).toEqual(["Style tweak on .ps-books-book-list .ps-books-book__title: color #00a32a, font-weight 700"]);
    // A second colour moves both; the rules stay on the whitelist when read back.
    const again = reply("Make the title red", { ...first.files, ...next.files });
    const rules = readTweakRules(again.files["books/assets/book.css"]!, (name) => name.startsWith("ps-books-"));
    expect(rules.map((rule) => [rule.selector, rule.declarations])).toEqual([
      [".ps-books-book-list .ps-books-book__title", [["color", "#d63638"], ["font-weight", "700"]]],
      [".ps-books-book-list .ps-books-book__title a", [["color", "#d63638"]]],
    ]);
  });

  it("a link itself is coloured once, with no rule for links inside it", () => {
    const first = reply("A custom post type for books");
    const css = reply("Make the links green", first.files).files["books/assets/book.css"]!;
    expect(css).toContain(".ps-books-book-list .ps-books-book__title a {\n\tcolor: #00a32a;\n}");
    expect(css).not.toContain("a a");
  });
});
