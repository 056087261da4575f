// The landing page's body, an island of its route module (decision 0073); it renders with i18next.
import "~/lib/i18n";
import { BlocksIcon } from "lucide-react";
import { useMarketingCopy } from "~/features/marketing/copy-values";
import en from "~/features/marketing/copy/no-code-builder.en.json";
import sv from "~/features/marketing/copy/no-code-builder.sv.json";
import { LandingLayout } from "~/features/marketing/landing/landing-layout";
import { CompareCards } from "~/features/marketing/sections/compare-cards";
import { FaqSection } from "~/features/marketing/sections/faq-section";
import { FeatureGrid } from "~/features/marketing/sections/feature-grid";
import { StepList } from "~/features/marketing/sections/step-list";
import { definePageCopy } from "~/lib/page-copy";

const copy = definePageCopy(en, sv);

export default function NoCodeBuilderLandingBody() {
  const c = useMarketingCopy(copy);
  return (
    <LandingLayout copy={c} icon={BlocksIcon}>
      <FeatureGrid copy={c.benefits} columns={2} />
      <FeatureGrid copy={c.useCases} band />
      <StepList copy={c.steps} />
      <CompareCards copy={c.compare} band />
      <FaqSection copy={c.faq} />
    </LandingLayout>
  );
}
