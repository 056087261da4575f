import { BookOpenIcon } from "lucide-react";
import { PATHS } from "@shared/routes";
import { useMarketingCopy } from "~/features/marketing/copy-values";
import en from "~/features/marketing/copy/how-to-build.en.json";
import sv from "~/features/marketing/copy/how-to-build.sv.json";
import { LandingLayout } from "~/features/marketing/landing/landing-layout";
import { landingMeta } from "~/features/marketing/landing/landing-meta";
import { CompareCards } from "~/features/marketing/sections/compare-cards";
import { FaqSection } from "~/features/marketing/sections/faq-section";
import { FeatureGrid } from "~/features/marketing/sections/feature-grid";
import { StepList } from "~/features/marketing/sections/step-list";
import { definePageCopy } from "~/lib/page-copy";
import type { Route } from "./+types/how-to-build";

const copy = definePageCopy(en, sv);

export const meta: Route.MetaFunction = () => landingMeta(copy.en, PATHS.landingHowToBuild);

export default function HowToBuildLanding() {
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
