import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, faqJsonLd, seoMeta } from "./seo";

const find = (tags: ReturnType<typeof seoMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("seoMeta", () => {
  const tags = seoMeta({ title: "Pricing", description: "Plans and credits.", path: "/pricing", keywords: ["a", "b"] });

  it("makes the canonical and sharing URLs absolute at the site's origin", () => {
    expect(find(tags, "rel", "canonical")?.href).toBe("http://localhost:3000/pricing");
    expect(find(tags, "property", "og:url")?.content).toBe("http://localhost:3000/pricing");
    expect(find(tags, "property", "og:image")?.content).toBe("http://localhost:3000/social/plugsmith.jpg");
    expect(find(tags, "property", "og:title")?.content).toBe("Pricing · Plugsmith");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "keywords")?.content).toBe("a, b");
  });

  it("describes every page as a WebPage, and an article only by the types it passes", () => {
    const jsonLd = (t: ReturnType<typeof seoMeta>) =>
      t.filter((tag) => "script:ld+json" in tag).map((tag) => (tag as { "script:ld+json": { "@type": string } })["script:ld+json"]["@type"]);
    expect(jsonLd(tags)).toEqual(["WebPage"]);
    const article = seoMeta({ title: "T", description: "D", path: "/blog/x", type: "article", jsonLd: [{ "@type": "BlogPosting" }] });
    expect(jsonLd(article)).toEqual(["BlogPosting"]);
  });
});

describe("structured data", () => {
  it("writes FAQPage questions and answers", () => {
    expect(faqJsonLd([{ question: "Q?", answer: "A." }])).toMatchObject({
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
  });

  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    expect(breadcrumbJsonLd([{ name: "Home", path: "/" }, { name: "Blog", path: "/blog" }])).toMatchObject({
      itemListElement: [
        { position: 1, name: "Home", item: "http://localhost:3000/" },
        { position: 2, name: "Blog", item: "http://localhost:3000/blog" },
      ],
    });
  });
});
