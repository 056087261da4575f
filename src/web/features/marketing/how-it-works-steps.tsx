import { DownloadIcon, MessageSquareTextIcon, MonitorPlayIcon, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";

const STEPS: { icon: LucideIcon; titleKey: "home.step1Title" | "home.step2Title" | "home.step3Title"; textKey: "home.step1Text" | "home.step2Text" | "home.step3Text" }[] = [
  { icon: MessageSquareTextIcon, titleKey: "home.step1Title", textKey: "home.step1Text" },
  { icon: MonitorPlayIcon, titleKey: "home.step2Title", textKey: "home.step2Text" },
  { icon: DownloadIcon, titleKey: "home.step3Title", textKey: "home.step3Text" },
];

export function HowItWorksSteps() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-it-works-title" className="border-y bg-card py-16 sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-primary">{t("home.stepsEyebrow")}</p>
          <h2 id="how-it-works-title" className="mt-2 text-3xl font-bold tracking-tight text-balance">
            {t("home.stepsTitle")}
          </h2>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.titleKey} className="relative flex flex-col gap-3 rounded-xl border bg-background p-6">
              <div className="flex items-center justify-between">
                <span className="grid size-11 place-items-center rounded-lg bg-primary/10 text-primary">
                  <step.icon className="size-5" aria-hidden />
                </span>
                <span className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                  {t("home.stepLabel", { number: index + 1 })}
                </span>
              </div>
              <h3 className="text-lg font-semibold">{t(step.titleKey)}</h3>
              <p className="text-sm text-muted-foreground">{t(step.textKey)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
