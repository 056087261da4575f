// This page renders with i18next (the root does not load it, decision 0073).
import "~/lib/i18n";
import { PATHS } from "@shared/routes";
import { PageTitle } from "~/components/layout/page-title";
import { howItWorksCopy } from "~/features/about/copy";
import { COPY_VALUES, fillCopy } from "~/features/marketing/copy-values";
import { HowItWorksDetailedSteps, HowItWorksFacts } from "~/features/about/how-it-works-sections";
import { FinalCta } from "~/features/marketing/final-cta";
import { fill, usePageCopy } from "~/lib/page-copy";
import { absoluteUrl, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/how-it-works";

const PATH = PATHS.howItWorks;

export const meta: Route.MetaFunction = () => {
  const copy = howItWorksCopy.en;
  return seoMeta({
    title: copy.meta.title,
    description: copy.meta.description,
    path: PATH,
    keywords: copy.meta.keywords,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "HowTo",
        name: copy.hero.title,
        description: copy.meta.description,
        url: absoluteUrl(PATH),
        step: Object.values(copy.steps).map((step, index) => ({
          "@type": "HowToStep",
          position: index + 1,
          name: step.title,
          text: fill(step.lead, COPY_VALUES),
        })),
      },
    ],
  });
};

export default function HowItWorks() {
  const copy = usePageCopy(howItWorksCopy);
  return (
    <>
      <PageTitle title={copy.meta.title} />
      <div className="relative isolate">
        <div
          aria-hidden
          className="absolute inset-x-0 top-0 -z-10 h-96 bg-[radial-gradient(55%_60%_at_50%_0%,oklch(0.9_0.07_277/0.6),transparent)]"
        />
        <div className="container-page py-16 sm:py-20">
          <header className="mx-auto max-w-3xl text-center">
            <p className="text-sm font-semibold text-primary">{copy.hero.eyebrow}</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{copy.hero.title}</h1>
            <p className="mt-5 text-lg text-pretty text-muted-foreground">{copy.hero.intro}</p>
          </header>
          <div className="mx-auto mt-12 max-w-5xl sm:mt-16">
            <HowItWorksDetailedSteps />
          </div>
        </div>
      </div>
      <HowItWorksFacts />
      <FinalCta copy={fillCopy(copy.cta)} />
    </>
  );
}
