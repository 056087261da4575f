import { PATHS } from "@shared/routes";
import { PageTitle } from "~/components/layout/page-title";
import { BlogTeasers } from "~/features/blog/blog-teasers";
import { listPostSummaries } from "~/features/blog/posts.server";
import { fillCopy, useMarketingCopy } from "~/features/marketing/copy-values";
import { EditPluginPromo } from "~/features/marketing/edit-plugin-promo";
import { FinalCta } from "~/features/marketing/final-cta";
import { HomeHero } from "~/features/marketing/home-hero";
import { homeCopy } from "~/features/marketing/home-copy";
import { HowItWorksSteps } from "~/features/marketing/how-it-works-steps";
import { PublicPluginsGallery } from "~/features/marketing/public-plugins-gallery";
import { CompareCards } from "~/features/marketing/sections/compare-cards";
import { FaqSection } from "~/features/marketing/sections/faq-section";
import { FeatureGrid } from "~/features/marketing/sections/feature-grid";
import { softwareApplicationJsonLd } from "~/features/marketing/structured-data";
import { faqJsonLd, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

// Runs at build time: the three newest articles are prerendered into the home page.
export function loader() {
  return { posts: listPostSummaries().slice(0, 3) };
}

export const meta: Route.MetaFunction = () => {
  const { meta, faq } = fillCopy(homeCopy.en);
  return seoMeta({
    title: meta.title,
    description: meta.description,
    path: PATHS.home,
    keywords: meta.keywords,
    jsonLd: [faqJsonLd(faq.items), softwareApplicationJsonLd(meta.description)],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const copy = useMarketingCopy(homeCopy);
  return (
    <>
      <PageTitle title={copy.meta.title} />
      <HomeHero />
      <FeatureGrid copy={copy.featureCards} columns={4} />
      <EditPluginPromo />
      <HowItWorksSteps />
      <CompareCards copy={copy.whyChoose} />
      <FeatureGrid copy={copy.features} band plain />
      <PublicPluginsGallery />
      <BlogTeasers posts={loaderData.posts} />
      <FaqSection copy={copy.faq} id="faq" />
      <FinalCta />
    </>
  );
}
