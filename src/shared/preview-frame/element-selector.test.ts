import { describe, expect, it } from "vitest";
import { buildSelector, type SelectorElement } from "./element-selector";

// A tiny DOM: enough of Element for the selector (tag, id, classes, parent, previous sibling).
interface FakeElement extends SelectorElement {
  children: FakeElement[];
  parentElement: FakeElement | null;
  previousElementSibling: FakeElement | null;
}

function el(tag: string, attrs: { id?: string; classes?: string[] } = {}, children: FakeElement[] = []): FakeElement {
  const node: FakeElement = {
    tagName: tag.toUpperCase(),
    id: attrs.id ?? "",
    classList: attrs.classes ?? [],
    parentElement: null,
    previousElementSibling: null,
    children,
  };
  children.forEach((child, index) => {
    child.parentElement = node;
    child.previousElementSibling = index > 0 ? children[index - 1]! : null;
  });
  return node;
}

describe("[BUILDER][SELECTOR] buildSelector", () => {
  const button = el("button", { classes: ["button", "button-primary"] });
  const label = el("label");
  const input = el("input", { classes: ["regular-text"] });
  const form = el("form", { classes: ["cf-form"] }, [
    el("p"),
    el("p", {}, [label, input]),
    el("div"),
    el("p", {}, [button]),
  ]);
  const wrap = el("div", { id: "cf-wrap" }, [el("h1"), form]);
  const body = el("body", {}, [el("header"), el("div", { classes: ["site"] }, [wrap])]);
  el("html", {}, [el("head"), body]);

  it("walks up to the nearest id and stops there", () => {
    expect(buildSelector(button)).toBe(
      "#cf-wrap > form.cf-form:nth-of-type(1) > p:nth-of-type(3) > button.button:nth-of-type(1)",
    );
    expect(buildSelector(wrap)).toBe("#cf-wrap");
  });

  it("counts nth-of-type among siblings with the same tag only and uses the first class", () => {
    expect(buildSelector(input)).toBe(
      "#cf-wrap > form.cf-form:nth-of-type(1) > p:nth-of-type(2) > input.regular-text:nth-of-type(1)",
    );
    expect(buildSelector(label)).toBe(
      "#cf-wrap > form.cf-form:nth-of-type(1) > p:nth-of-type(2) > label:nth-of-type(1)",
    );
  });

  it("stops below <body> when no ancestor has an id", () => {
    const span = el("span");
    const section = el("section", {}, [el("span"), span]);
    el("body", {}, [el("section"), section]);
    expect(buildSelector(span)).toBe("section:nth-of-type(2) > span:nth-of-type(2)");
  });

  it("names <body> itself by its tag", () => {
    expect(buildSelector(body)).toBe("body");
  });

  it("escapes ids and classes that are not plain identifiers", () => {
    const odd = el("i", { classes: ["w-1/2"] });
    el("div", { id: "a.b" }, [odd]);
    expect(buildSelector(odd)).toBe("#a\\.b > i.w-1\\/2:nth-of-type(1)");
  });
});
