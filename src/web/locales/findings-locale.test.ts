import { describe, expect, it } from "vitest";
import { FINDING_TEXTS, PHASE_TEXTS } from "@shared/finding-texts";
import swedish from "./sv.findings.json";

// The security review's findings in Swedish (issue #34 item 13): a wording for every key the server gives a
// finding, with exactly the values that key is worded with.

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe("[LOCALES] the findings' Swedish", () => {
  it("has a Swedish wording for every key, with exactly the key's values as placeholders", () => {
    const texts = { ...FINDING_TEXTS, ...PHASE_TEXTS };
    expect(Object.keys(swedish).sort()).toEqual(Object.keys(texts).sort());
    for (const [key, names] of Object.entries(texts)) {
      const text = (swedish as Record<string, string>)[key]!;
      expect({ key, vars: placeholders(text) }).toEqual({ key, vars: [...names].sort() });
      expect({ key, empty: text.trim() === "" }).toEqual({ key, empty: false });
    }
  });
});
