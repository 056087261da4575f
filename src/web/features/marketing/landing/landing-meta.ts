import type { MetaDescriptor } from "react-router";
import { PATHS } from "@shared/routes";
import { breadcrumbJsonLd, faqJsonLd, seoMeta } from "~/lib/seo";
import { fillCopy } from "../copy-fill";
import type { LandingCopy } from "./landing-copy";

/** Search and sharing tags for a landing page, from its English copy (what the prerendered HTML carries). */
export function landingMeta(englishCopy: LandingCopy, path: string, homeName = "Home"): MetaDescriptor[] {
  const copy = fillCopy(englishCopy);
  const jsonLd: object[] = [
    breadcrumbJsonLd([
      { name: homeName, path: PATHS.home },
      { name: copy.meta.title, path },
    ]),
  ];
  if (copy.faq) jsonLd.push(faqJsonLd(copy.faq.items));
  return seoMeta({
    title: copy.meta.title,
    description: copy.meta.description,
    path,
    keywords: copy.meta.keywords,
    jsonLd,
  });
}
