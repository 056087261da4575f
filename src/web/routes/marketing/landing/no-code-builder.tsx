import { BlocksIcon } from "lucide-react";
import { PATHS } from "@shared/routes";
import { useMarketingCopy } from "~/features/marketing/copy-values";
import en from "~/features/marketing/copy/no-code-builder.en.json";
import sv from "~/features/marketing/copy/no-code-builder.sv.json";
import { LandingLayout } from "~/features/marketing/landing/landing-layout";
import { landingMeta } from "~/features/marketing/landing/landing-meta";
import { CompareCards } from "~/features/marketing/sections/compare-cards";
import { FaqSection } from "~/features/marketing/sections/faq-section";
import { FeatureGrid } from "~/features/marketing/sections/feature-grid";
import { StepList } from "~/features/marketing/sections/step-list";
import { definePageCopy } from "~/lib/page-copy";
import type { Route } from "./+types/no-code-builder";

const copy = definePageCopy(en, sv);

export const meta: Route.MetaFunction = () => landingMeta(copy.en, PATHS.landingNoCodeBuilder);

export default function NoCodeBuilderLanding() {
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
