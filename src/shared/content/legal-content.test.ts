import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LEGAL_PAGES } from "../routes";
import { parseLegalPage } from "./legal-page";
import { fillPlaceholders } from "./placeholders";

const read = (page: string, language: string) =>
  readFileSync(path.resolve("content/legal", `${page}.${language}.md`), "utf8");

// Figures of spec.md §9 that each text must state (as placeholders, filled from constants.ts).
const REQUIRED: Record<string, string[]> = {
  terms: ["minimumAge", "supportEmail"],
  privacy: ["gdprResponseDays", "minimumAge", "supportEmail"],
  "purchase-terms": [
    "refundDays",
    "withdrawalDays",
    "priceChangeNoticeDays",
    "purchaseInquiryBusinessDays",
    "downloadCost",
    "generationCost",
    "supportEmail",
  ],
};

describe.each(LEGAL_PAGES)("legal text %s", (page) => {
  it.each(["en", "sv"])("parses in %s with every placeholder known", (language) => {
    const text = parseLegalPage(page, fillPlaceholders(read(page, language)));
    expect(text.body.length).toBeGreaterThan(3000);
    expect(text.body).not.toMatch(/^# /m);
  });

  it.each(["en", "sv"])("states the figures of the terms in %s", (language) => {
    const source = read(page, language);
    for (const name of REQUIRED[page]!) expect(source, name).toContain(`{{${name}}}`);
  });

  it("has the same numbered sections in English and Swedish", () => {
    const numbers = (source: string) => [...source.matchAll(/^## (\d+)\./gm)].map((m) => m[1]);
    const en = numbers(read(page, "en"));
    expect(en.length).toBeGreaterThanOrEqual(8);
    expect(numbers(read(page, "sv"))).toEqual(en);
  });
});
