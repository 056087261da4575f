// The landing page's body, an island of its route module (decision 0073); it renders with i18next.
import "~/lib/i18n";
import { BookOpenIcon } from "lucide-react";
import { useMarketingCopy } from "~/features/marketing/copy-values";
import en from "~/features/marketing/copy/how-to-build.en.json";
import sv from "~/features/marketing/copy/how-to-build.sv.json";
import { LandingLayout } from "~/features/marketing/landing/landing-layout";
import { CompareCards } from "~/features/marketing/sections/compare-cards";
import { FaqSection } from "~/features/marketing/sections/faq-section";
import { FeatureGrid } from "~/features/marketing/sections/feature-grid";
import { StepList } from "~/features/marketing/sections/step-list";
import { definePageCopy } from "~/lib/page-copy";

const copy = definePageCopy(en, sv);

export default function HowToBuildLandingBody() {
  const c = useMarketingCopy(copy);
  return (
    <LandingLayout copy={c} icon={BookOpenIcon}>
      <FeatureGrid copy={c.basics} />
      <StepList copy={c.withCode} band />
      <StepList copy={c.withAi} />
      <CompareCards copy={c.compare} band />
      <FaqSection copy={c.faq} />
    </LandingLayout>
  );
}
