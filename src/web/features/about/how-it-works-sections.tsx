import { Link } from "react-router";
import {
  ArrowRightIcon,
  CircleCheckIcon,
  CodeIcon,
  CoinsIcon,
  DownloadIcon,
  GlobeIcon,
  InfoIcon,
  MessageSquareTextIcon,
  QuoteIcon,
  SparklesIcon,
  type LucideIcon,
} from "lucide-react";
import { fill, usePageCopy } from "~/lib/page-copy";
import { type HowItWorksCopy, howItWorksCopy } from "./copy";
import { COPY_VALUES } from "~/features/marketing/copy-values";
import { PATHS } from "@shared/routes";

type StepKey = keyof HowItWorksCopy["steps"];
const STEPS: ReadonlyArray<{ key: StepKey; icon: LucideIcon }> = [
  { key: "describe", icon: MessageSquareTextIcon },
  { key: "generate", icon: SparklesIcon },
  { key: "install", icon: DownloadIcon },
];

/** What the step adds beside its details: an example prompt, a note, or the WordPress menu path. */
function StepAside({ stepKey }: { stepKey: StepKey }) {
  const { steps } = usePageCopy(howItWorksCopy);
  if (stepKey === "describe") {
    return (
      <figure className="rounded-xl border bg-background p-5">
        <figcaption className="flex items-center gap-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          <QuoteIcon className="size-3.5" aria-hidden />
          {steps.describe.exampleLabel}
        </figcaption>
        <blockquote className="mt-3 text-sm leading-relaxed text-foreground">{steps.describe.example}</blockquote>
      </figure>
    );
  }
  if (stepKey === "generate") {
    return (
      <p className="flex gap-3 rounded-xl border border-primary/20 bg-accent p-5 text-sm text-accent-foreground">
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        {steps.generate.note}
      </p>
    );
  }
  return (
    <div className="rounded-xl border bg-background p-5">
      <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">{steps.install.pathLabel}</p>
      <ol className="mt-3 flex flex-col gap-2 text-sm font-medium">
        {steps.install.path.map((item, index) => (
          <li key={item} className="flex items-center gap-3">
            <span className="grid size-6 shrink-0 place-items-center rounded-full bg-primary/10 text-xs font-semibold text-primary">
              {index + 1}
            </span>
            <span className="rounded-md border bg-card px-2.5 py-1">{item}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The three steps, each with what happens, what to know and an example. */
export function HowItWorksDetailedSteps() {
  const copy = usePageCopy(howItWorksCopy);
  return (
    <ol className="flex flex-col gap-8" aria-label={copy.hero.eyebrow}>
      {STEPS.map(({ key, icon: Icon }, index) => {
        const step = copy.steps[key];
        const titleId = `step-${key}-title`;
        return (
          <li key={key}>
            <article
              aria-labelledby={titleId}
              className="grid gap-8 rounded-2xl border bg-card p-6 shadow-sm sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:gap-12"
            >
              <div className="flex flex-col gap-4">
                <div className="flex items-center gap-3">
                  <span className="grid size-12 place-items-center rounded-xl bg-primary text-primary-foreground shadow-sm">
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <span className="text-sm font-semibold tracking-wider text-primary uppercase">
                    {fill(copy.stepLabel, { number: index + 1 })}
                  </span>
                </div>
                <h2 id={titleId} className="text-2xl font-bold tracking-tight sm:text-3xl">
                  {step.title}
                </h2>
                <p className="text-lg text-pretty text-muted-foreground">{fill(step.lead, COPY_VALUES)}</p>
                <ul className="mt-2 flex flex-col gap-3">
                  {step.details.map((detail) => (
                    <li key={detail} className="flex gap-3 text-sm">
                      <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                      <span>{fill(detail, COPY_VALUES)}</span>
                    </li>
                  ))}
                </ul>
              </div>
              <div className="flex flex-col justify-center">
                <StepAside stepKey={key} />
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}

const FACT_ICONS: Record<keyof HowItWorksCopy["facts"]["items"], LucideIcon> = {
  needs: GlobeIcon,
  cost: CoinsIcon,
  code: CodeIcon,
};

/** Three short facts: what you need, what it costs, and that no code is required. */
export function HowItWorksFacts() {
  const { facts } = usePageCopy(howItWorksCopy);
  const keys = Object.keys(FACT_ICONS) as Array<keyof typeof FACT_ICONS>;
  return (
    <section aria-labelledby="facts-title" className="border-y bg-card py-16">
      <div className="container-page">
        <h2 id="facts-title" className="text-center text-2xl font-bold tracking-tight">
          {facts.title}
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {keys.map((key) => {
            const Icon = FACT_ICONS[key];
            const fact = facts.items[key];
            return (
              <li key={key} className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold">{fact.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{fill(fact.text, COPY_VALUES)}</p>
                  {key === "cost" ? (
                    <Link
                      to={PATHS.pricing}
                      className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {facts.pricingLink}
                      <ArrowRightIcon className="size-4" aria-hidden />
                    </Link>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
