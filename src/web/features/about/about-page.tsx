// The about page's body, an island of routes/marketing/about.tsx (decision 0073): English visitors keep its
// prerendered HTML; it renders with i18next for another language.
import "~/lib/i18n";
import { Link } from "react-router";
import { ArrowRightIcon, InfoIcon } from "lucide-react";
import { PATHS } from "@shared/routes";
import { PageTitle } from "~/components/layout/page-title";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { AboutSteps, AudiencesSection, BenefitsSection, MissionSection } from "~/features/about/about-sections";
import { AiActNotice } from "~/features/about/ai-act-notice";
import { aboutCopy } from "~/features/about/copy";
import { COPY_VALUES, fillCopy } from "~/features/marketing/copy-values";
import { FinalCta } from "~/features/marketing/final-cta";
import { fill, usePageCopy } from "~/lib/page-copy";

export default function AboutPage() {
  const copy = usePageCopy(aboutCopy);
  return (
    <>
      <PageTitle title={copy.meta.title} />
      <section aria-labelledby="about-title" className="relative isolate overflow-hidden">
        <div
          aria-hidden
          className="absolute inset-x-0 -top-40 -z-10 h-[32rem] bg-[radial-gradient(60%_60%_at_50%_0%,oklch(0.9_0.07_277/0.7),transparent)]"
        />
        <div className="container-page flex flex-col items-center pt-16 pb-8 text-center sm:pt-24 sm:pb-10">
          <Badge variant="accent" className="gap-1.5 px-3 py-1 text-sm">
            <InfoIcon aria-hidden />
            {fill(copy.hero.eyebrow, COPY_VALUES)}
          </Badge>
          <h1 id="about-title" className="mt-6 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {copy.hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{fill(copy.hero.intro, COPY_VALUES)}</p>
          <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to={PATHS.howItWorks}>
                {copy.steps.link}
                <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#ai-transparency">{copy.hero.aiActLink}</a>
            </Button>
          </div>
        </div>
      </section>
      <MissionSection />
      <AboutSteps />
      <AudiencesSection />
      <BenefitsSection />
      <AiActNotice />
      <FinalCta copy={fillCopy(copy.cta)} />
    </>
  );
}
