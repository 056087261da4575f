import { describe, expect, it } from "vitest";
import { CREDITS, PLANS } from "@shared/constants";
import { COPY_VALUES, fillCopy } from "./copy-values";
import aiGeneratorEn from "./copy/ai-generator.en.json";
import aiGeneratorSv from "./copy/ai-generator.sv.json";
import finalCtaEn from "./copy/final-cta.en.json";
import finalCtaSv from "./copy/final-cta.sv.json";
import forAgenciesEn from "./copy/for-agencies.en.json";
import forAgenciesSv from "./copy/for-agencies.sv.json";
import homeEn from "./copy/home.en.json";
import homeSv from "./copy/home.sv.json";
import howToBuildEn from "./copy/how-to-build.en.json";
import howToBuildSv from "./copy/how-to-build.sv.json";
import noCodeEn from "./copy/no-code-builder.en.json";
import noCodeSv from "./copy/no-code-builder.sv.json";
import pricingEn from "./copy/pricing.en.json";
import pricingSv from "./copy/pricing.sv.json";
import { landingMeta } from "./landing/landing-meta";
import { SECTION_ICONS, iconFor } from "./sections/icons";
import { softwareApplicationJsonLd } from "./structured-data";

// The marketing copy files (design.md §1.4 and §1.6): English and Swedish complete and alike, every
// figure a {{placeholder}} filled from src/shared/constants.ts, every icon name known.

const PAGES: Record<string, { en: unknown; sv: unknown }> = {
  home: { en: homeEn, sv: homeSv },
  pricing: { en: pricingEn, sv: pricingSv },
  "final-cta": { en: finalCtaEn, sv: finalCtaSv },
  "no-code-builder": { en: noCodeEn, sv: noCodeSv },
  "ai-generator": { en: aiGeneratorEn, sv: aiGeneratorSv },
  "how-to-build": { en: howToBuildEn, sv: howToBuildSv },
  "for-agencies": { en: forAgenciesEn, sv: forAgenciesSv },
};

const LANDINGS = {
  "/wordpress-plugin-builder-no-code": noCodeEn,
  "/ai-wordpress-plugin-generator": aiGeneratorEn,
  "/how-to-build-wordpress-plugin": howToBuildEn,
  "/wordpress-plugin-builder-for-agencies": forAgenciesEn,
};

/** Every string in a copy tree with its path, e.g. ["faq.items.0.answer", "..."]. */
function strings(tree: unknown, path = ""): [string, string][] {
  if (typeof tree === "string") return [[path, tree]];
  if (Array.isArray(tree)) return tree.flatMap((item, index) => strings(item, `${path}.${index}`));
  if (tree !== null && typeof tree === "object") {
    return Object.entries(tree).flatMap(([key, value]) => strings(value, path ? `${path}.${key}` : key));
  }
  return [];
}

/** The shape of a copy tree: keys, array lengths and value types, without the text. */
function shape(tree: unknown): unknown {
  if (Array.isArray(tree)) return tree.map(shape);
  if (tree !== null && typeof tree === "object") {
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, shape(value)]));
  }
  return typeof tree;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!).sort();

// spec.md §1's claims are the only money figures copy may type; the product's own prices come from constants.
const ALLOWED_MONEY = ["$10-30", "$10–30", "$2,000-10,000", "$2 000–10 000", "$0-50", "$0–50"];

describe("fillCopy", () => {
  it("fills placeholders in nested objects and arrays and leaves other values alone", () => {
    const filled = fillCopy(
      { a: "{{x}} credits", b: ["{{ y }}", { c: "keep {{unknown}}" }], n: 3, flag: true },
      { x: 10, y: "$9.99" },
    );
    expect(filled).toEqual({ a: "10 credits", b: ["$9.99", { c: "keep {{unknown}}" }], n: 3, flag: true });
  });

  it("uses the figures in src/shared/constants.ts by default", () => {
    expect(fillCopy("{{signUpBonus}}/{{downloadCost}}/{{generationCost}}")).toBe(
      `${CREDITS.signUpBonus}/${CREDITS.downloadCost}/${CREDITS.generationCost}`,
    );
  });
});

describe.each(Object.entries(PAGES))("copy of %s", (_name, { en, sv }) => {
  it("has the same keys, list lengths and types in English and Swedish", () => {
    expect(shape(sv)).toEqual(shape(en));
  });

  it("uses the same placeholders in both languages, all of them known figures", () => {
    const swedish = new Map(strings(sv));
    for (const [path, text] of strings(en)) {
      expect({ path, vars: placeholders(swedish.get(path) ?? "") }).toEqual({ path, vars: placeholders(text) });
      for (const name of placeholders(text)) expect({ path, name, known: name in COPY_VALUES }).toEqual({ path, name, known: true });
    }
  });

  it("has no empty strings and nothing left unfilled", () => {
    for (const [path, text] of [...strings(fillCopy(en)), ...strings(fillCopy(sv))]) {
      expect({ path, empty: text.trim() === "" }).toEqual({ path, empty: false });
      expect({ path, unfilled: text.includes("{{") }).toEqual({ path, unfilled: false });
    }
  });

  it("types no credit amounts, prices or sizes (they are placeholders)", () => {
    for (const [path, text] of [...strings(en), ...strings(sv)]) {
      expect({ path, credits: /\d\s*(?:free |extra |gratis )?(?:credits?|krediter|kredit)\b/i.test(text) }).toEqual({
        path,
        credits: false,
      });
      expect({ path, size: /\d\s*MB\b/.test(text) }).toEqual({ path, size: false });
      const money = [...text.matchAll(/\$\s?\d[\d,.\s]*(?:[-–][\d,.\s]*\d)?/g)].map((m) => m[0].trim());
      for (const amount of money) expect({ path, amount, allowed: ALLOWED_MONEY.includes(amount) }).toEqual({ path, amount, allowed: true });
    }
  });

  it("names only icons that exist", () => {
    for (const [path, text] of strings(en)) {
      if (path.endsWith(".icon")) expect({ path, text, known: text in SECTION_ICONS }).toEqual({ path, text, known: true });
    }
  });
});

describe("page copy facts", () => {
  it("home has an FAQ of exactly 10 questions", () => {
    expect(homeEn.faq.items).toHaveLength(10);
  });

  // spec.md (marketing figures): AI-builder maintenance $0-50 per year, beside the other cost figures.
  it("home's cost comparison gives the AI builder's maintenance as $0-50 per year, in both languages", () => {
    const ours = (copy: typeof homeEn) => copy.whyChoose.columns.find((column) => "highlight" in column && column.highlight)!.items;
    expect(ours(homeEn)).toContain("Maintenance with an AI builder: about $0-50 per year");
    expect(ours(homeSv)).toContain("Underhåll med en AI-byggare: ungefär $0–50 per år");
  });

  it("pricing has 6-8 questions", () => {
    expect(pricingEn.faq.items.length).toBeGreaterThanOrEqual(6);
    expect(pricingEn.faq.items.length).toBeLessThanOrEqual(8);
  });

  // The two pricing answers that quote figures, as a visitor reads them (filled), held to what the
  // product charges: the plan catalogue and the costs the server takes.
  const answer = (copy: typeof pricingEn, placeholder: string) => {
    const index = pricingEn.faq.items.findIndex((item) => item.answer.includes(`{{${placeholder}}}`));
    return fillCopy(copy.faq.items[index]!.answer);
  };

  it("the pricing FAQ's price per credit buys every plan's credits at that plan's price", () => {
    const quoted = /same per credit \(\$(\d+\.\d{2})\)/.exec(answer(pricingEn, "pricePerCredit"));
    expect(quoted).not.toBeNull();
    const centsPerCredit = Math.round(Number(quoted![1]) * 100);
    for (const plan of PLANS) {
      expect({ plan: plan.id, cents: centsPerCredit * plan.monthlyCredits }).toEqual({ plan: plan.id, cents: Math.round(plan.priceUsd * 100) });
    }
    expect(answer(pricingSv, "pricePerCredit")).toContain(`($${quoted![1]})`);
  });

  it("the pricing FAQ's free credits pay for exactly the turns it names plus one download", () => {
    const quoted = /You get (\d+) credits .* covers (\d+) chat turns plus one ZIP download/.exec(answer(pricingEn, "freeTurnsWithDownload"));
    expect(quoted).not.toBeNull();
    const [credits, turns] = [Number(quoted![1]), Number(quoted![2])];
    expect(credits).toBe(CREDITS.signUpBonus);
    expect(turns).toBeGreaterThanOrEqual(1);
    // Spend as the server charges: the named turns and the download fit; one more turn would not.
    const afterTurns = credits - turns * CREDITS.generationCost;
    expect(afterTurns - CREDITS.downloadCost).toBeGreaterThanOrEqual(0);
    expect(afterTurns - CREDITS.generationCost - CREDITS.downloadCost).toBeLessThan(0);
    const swedish = answer(pricingSv, "freeTurnsWithDownload");
    expect(swedish).toMatch(new RegExp(`Du får ${credits} krediter .* räcker till ${turns} chattrundor`));
  });

  it("unknown icon names fall back instead of breaking the page", () => {
    expect(iconFor("no-such-icon")).toBeTruthy();
  });
});

describe("landingMeta", () => {
  it.each(Object.entries(LANDINGS))("%s: canonical, filled description, breadcrumb and FAQ data", (path, copy) => {
    const tags = landingMeta(copy, path);
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `http://localhost:3000${path}` });
    const description = tags.find((tag) => "name" in tag && tag.name === "description") as { content: string };
    expect(description.content).not.toContain("{{");
    expect(description.content.length).toBeLessThanOrEqual(200);
    const jsonLd = tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as { "@type": string }] : []));
    expect(jsonLd.map((data) => data["@type"])).toEqual(expect.arrayContaining(["BreadcrumbList", "FAQPage"]));
    const faq = jsonLd.find((data) => data["@type"] === "FAQPage") as unknown as { mainEntity: { name: string }[] };
    expect(faq.mainEntity).toHaveLength(copy.faq.items.length);
    expect(JSON.stringify(faq)).not.toContain("{{");
  });
});

describe("softwareApplicationJsonLd", () => {
  it("is free to start, and its price range holds every plan and names the dearest", () => {
    const data = softwareApplicationJsonLd("x") as { offers: { lowPrice: number; highPrice: number } };
    expect(data.offers.lowPrice).toBe(0);
    for (const plan of PLANS) expect(plan.priceUsd).toBeLessThanOrEqual(data.offers.highPrice);
    expect(PLANS.map((plan) => plan.priceUsd)).toContain(data.offers.highPrice);
  });
});
