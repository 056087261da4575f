import type { MetaDescriptor } from "react-router";
import { PRODUCT_NAME } from "@shared/constants";
import { PATHS } from "@shared/routes";
import { SITE_URL } from "./site-url";

// Search-engine and sharing tags for public pages (design.md §1.5). They are written into each page's
// prerendered HTML, so crawlers and link previews see them without running JavaScript.

export { SITE_URL, SITE_URL_META } from "./site-url";

/** The default social card (1200x630), used by pages without their own image. */
export const DEFAULT_SOCIAL_IMAGE = "/social/plugsmith.jpg";

export interface SeoInput {
  /** The page's own title, without the product name. */
  title: string;
  description: string;
  /** Path of the page, e.g. "/pricing". */
  path: string;
  keywords?: readonly string[];
  /** Path or absolute URL of a 1200x630 image. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  /** JSON-LD objects, each written as its own script tag. */
  jsonLd?: readonly object[];
  /** Extra tags such as article:published_time. */
  extra?: readonly MetaDescriptor[];
}

export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, SITE_URL).toString();
}

export function fullTitle(title: string): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(input.path);
  const image = absoluteUrl(input.image ?? DEFAULT_SOCIAL_IMAGE);
  const title = fullTitle(input.title);
  // The <title> itself comes from <PageTitle>, which follows the visitor's language.
  const tags: MetaDescriptor[] = [
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: PRODUCT_NAME },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: input.imageAlt ?? title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.keywords?.length) tags.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.extra) tags.push(...input.extra);
  // Every page describes itself as a WebPage of the site; pages add their own types (FAQPage, BlogPosting…).
  const jsonLd = input.type === "article" ? (input.jsonLd ?? []) : [webPageJsonLd(input, url), ...(input.jsonLd ?? [])];
  for (const data of jsonLd) tags.push({ "script:ld+json": data as never });
  return tags;
}

function webPageJsonLd(input: SeoInput, url: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: input.title,
    description: input.description,
    url,
    inLanguage: "en",
    isPartOf: { "@type": "WebSite", name: PRODUCT_NAME, url: absoluteUrl(PATHS.home) },
  };
}

/** FAQPage structured data for a list of questions. */
export function faqJsonLd(items: readonly { question: string; answer: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** BreadcrumbList structured data; each crumb's path is made absolute. */
export function breadcrumbJsonLd(crumbs: readonly { name: string; path: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
