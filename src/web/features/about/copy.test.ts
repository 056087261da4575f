import { describe, expect, it } from "vitest";
import contactEn from "../contact/copy/contact.en.json";
import contactSv from "../contact/copy/contact.sv.json";
import { aboutCopy, howItWorksCopy } from "./copy";
import { COPY_VALUES } from "~/features/marketing/copy-values";

/** Every string in a copy tree, with its path. */
function strings(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/** The shape of a copy tree: keys and array lengths, not the words. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return typeof value;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);

describe("page copy of /about, /how-it-works and /contact", () => {
  const pages = {
    about: aboutCopy,
    "how-it-works": howItWorksCopy,
    contact: { en: contactEn, sv: contactSv },
  };

  it.each(Object.entries(pages))("%s: Swedish has the same keys and list lengths as English", (_page, copy) => {
    expect(shape(copy.sv)).toEqual(shape(copy.en));
  });

  it.each(Object.entries(pages))("%s: both languages use the same placeholders in each string", (_page, copy) => {
    const sv = new Map(strings(copy.sv));
    for (const [path, text] of strings(copy.en)) {
      expect(placeholders(sv.get(path) ?? "").sort(), path).toEqual(placeholders(text).sort());
    }
  });

  it.each([
    ["about", aboutCopy],
    ["how-it-works", howItWorksCopy],
  ] as const)("%s: every placeholder is a figure from the constants", (_page, copy) => {
    for (const [path, text] of [...strings(copy.en), ...strings(copy.sv)]) {
      for (const name of placeholders(text)) expect(Object.keys(COPY_VALUES).concat("number"), path).toContain(name);
    }
  });

  it("no figure is typed into the copy by hand", () => {
    for (const copy of [aboutCopy, howItWorksCopy]) {
      for (const [path, text] of [...strings(copy.en), ...strings(copy.sv)]) {
        expect(text, path).not.toMatch(/\b(10|24) (free )?(credits|krediter|hours|timmar)\b/);
      }
    }
  });
});
