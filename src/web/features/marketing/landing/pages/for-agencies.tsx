// The landing page's body, an island of its route module (decision 0073); it renders with i18next.
import "~/lib/i18n";
import { BriefcaseBusinessIcon } from "lucide-react";
import { useMarketingCopy } from "~/features/marketing/copy-values";
import en from "~/features/marketing/copy/for-agencies.en.json";
import sv from "~/features/marketing/copy/for-agencies.sv.json";
import { LandingLayout } from "~/features/marketing/landing/landing-layout";
import { CompareCards } from "~/features/marketing/sections/compare-cards";
import { FaqSection } from "~/features/marketing/sections/faq-section";
import { FeatureGrid } from "~/features/marketing/sections/feature-grid";
import { StepList } from "~/features/marketing/sections/step-list";
import { definePageCopy } from "~/lib/page-copy";

const copy = definePageCopy(en, sv);

export default function ForAgenciesLandingBody() {
  const c = useMarketingCopy(copy);
  return (
    <LandingLayout copy={c} icon={BriefcaseBusinessIcon}>
      <FeatureGrid copy={c.benefits} columns={2} />
      <StepList copy={c.workflow} band />
      <CompareCards copy={c.compare} />
      <FaqSection copy={c.faq} band />
    </LandingLayout>
  );
}
