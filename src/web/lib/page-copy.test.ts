import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fill } from "./page-copy";

// Every page copy file (src/web/**/copy/{page}.en.json) has a complete Swedish twin: the same keys,
// the same list lengths, the same {{placeholders}}, no empty strings (design.md §1.6).

function copyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return copyFiles(full);
    return full.includes(`${path.sep}copy${path.sep}`) && entry.name.endsWith(".en.json") ? [full] : [];
  });
}

function strings(value: unknown, at = ""): Array<[string, string]> {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${at}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  }
  return [[at, `<${typeof value}>`]];
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const files = copyFiles(path.resolve("src/web"));
const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as unknown;

describe("page copy", () => {
  it("exists (the blog's at least)", () => {
    expect(files.some((file) => file.endsWith(path.join("blog", "copy", "blog.en.json")))).toBe(true);
  });

  describe.each(files.map((file) => [path.relative(process.cwd(), file), file]))("%s", (_name, file) => {
    const english = strings(read(file));
    const swedish = new Map(strings(read(file.replace(/\.en\.json$/, ".sv.json"))));

    it("has a Swedish twin with the same keys and the same placeholders", () => {
      expect([...swedish.keys()].sort()).toEqual(english.map(([key]) => key).sort());
      for (const [key, text] of english) {
        expect({ key, vars: placeholders(swedish.get(key) ?? "") }).toEqual({ key, vars: placeholders(text) });
      }
    });

    it("has no empty strings", () => {
      for (const [key, text] of [...english, ...swedish]) expect({ key, empty: text.trim() === "" }).toEqual({ key, empty: false });
    });
  });
});

describe("fill", () => {
  it("fills known placeholders and leaves unknown ones visible", () => {
    expect(fill("{{credits}} credits for {{ price }}, {{other}}", { credits: 50, price: "$9.99" })).toBe(
      "50 credits for $9.99, {{other}}",
    );
  });
});
