import { describe, expect, it } from "vitest";
import enApp from "./en.app.json";
import en from "./en.json";
import sv from "./sv.json";

// English and Swedish must be complete (design.md §1.6): the same keys, the same {{placeholders}}.
// English is two files (the public pages' strings and the signed-in app's, decision 0041); Swedish is one.

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe("locales", () => {
  const english = flatten({ ...(en as Tree), ...(enApp as Tree) });
  const swedish = flatten(sv as Tree);

  it("have the same keys", () => {
    expect([...swedish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("keep each English section in one of the two files", () => {
    expect(Object.keys(en).filter((section) => section in enApp)).toEqual([]);
  });

  it("use the same placeholders in every string", () => {
    for (const [key, text] of english) {
      expect({ key, vars: placeholders(swedish.get(key) ?? "") }).toEqual({ key, vars: placeholders(text) });
    }
  });

  it("have no empty strings", () => {
    for (const [key, text] of [...english, ...swedish]) expect({ key, empty: text.trim() === "" }).toEqual({ key, empty: false });
  });

  it("translate the not-found title as the spec says", () => {
    expect(english.get("notFound.title")).toBe("Page not found");
    expect(swedish.get("notFound.title")).toBe("Sidan hittades inte");
  });
});
