// The how-it-works page's body, an island of routes/marketing/how-it-works.tsx (decision 0073): English
// visitors keep its prerendered HTML; it renders with i18next for another language.
import "~/lib/i18n";
import { PageTitle } from "~/components/layout/page-title";
import { howItWorksCopy } from "~/features/about/copy";
import { HowItWorksDetailedSteps, HowItWorksFacts } from "~/features/about/how-it-works-sections";
import { fillCopy } from "~/features/marketing/copy-values";
import { FinalCta } from "~/features/marketing/final-cta";
import { usePageCopy } from "~/lib/page-copy";

export default function HowItWorksPage() {
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
