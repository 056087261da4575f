import { DownloadIcon, MessageSquareTextIcon, MonitorPlayIcon, type LucideIcon } from "lucide-react";
import { useMarketingCopy } from "./copy-values";
import { homeCopy } from "./home-copy";

const ICONS: readonly LucideIcon[] = [MessageSquareTextIcon, MonitorPlayIcon, DownloadIcon];

export function HowItWorksSteps() {
  const { steps } = useMarketingCopy(homeCopy);
  return (
    <section aria-labelledby="how-it-works-title" className="border-y bg-card py-16 sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-primary">{steps.eyebrow}</p>
          <h2 id="how-it-works-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {steps.title}
          </h2>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.items.map((step, index) => {
            const Icon = ICONS[index] ?? MessageSquareTextIcon;
            return (
              <li key={step.title} className="relative flex flex-col gap-3 rounded-xl border bg-background p-6">
                <div className="flex items-center justify-between">
                  <span className="grid size-11 place-items-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                    {`${steps.stepLabel} ${index + 1}`}
                  </span>
                </div>
                <h3 className="text-lg font-semibold">{step.title}</h3>
                <p className="text-sm text-muted-foreground">{step.text}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
