// The home page's body (spec.md §2 Home), loaded as an island of routes/marketing/home.tsx (decision 0073):
// English visitors keep its prerendered HTML until they use the prompt box or reach the gallery.
import "~/lib/i18n";
import { QueryClientProvider } from "@tanstack/react-query";
import { PageTitle } from "~/components/layout/page-title";
import { BlogTeasers } from "~/features/blog/blog-teasers";
import type { BlogPostSummary } from "@shared/content/blog-post";
import { useMarketingCopy } from "~/features/marketing/copy-values";
import { EditPluginPromo } from "~/features/marketing/edit-plugin-promo";
import { FinalCta } from "~/features/marketing/final-cta";
import { HomeHero } from "~/features/marketing/home-hero";
import { homeCopy } from "~/features/marketing/home-copy";
import { HowItWorksSteps } from "~/features/marketing/how-it-works-steps";
import { PublicPluginsGallery } from "~/features/marketing/public-plugins-gallery";
import { CompareCards } from "~/features/marketing/sections/compare-cards";
import { FaqSection } from "~/features/marketing/sections/faq-section";
import { FeatureGrid } from "~/features/marketing/sections/feature-grid";
import { queryClient } from "~/lib/query-client";

export default function HomePage({ posts }: { posts: BlogPostSummary[] }) {
  const copy = useMarketingCopy(homeCopy);
  return (
    <QueryClientProvider client={queryClient}>
      <PageTitle title={copy.meta.title} />
      <HomeHero />
      <FeatureGrid copy={copy.featureCards} columns={4} />
      <EditPluginPromo />
      <HowItWorksSteps />
      <CompareCards copy={copy.whyChoose} />
      <FeatureGrid copy={copy.features} band plain />
      {/* routes/marketing/home.tsx loads this component when the gallery's place comes near the screen. */}
      <div data-home-gallery="">
        <PublicPluginsGallery />
      </div>
      <BlogTeasers posts={posts} />
      <FaqSection copy={copy.faq} id="faq" />
      <FinalCta />
    </QueryClientProvider>
  );
}
