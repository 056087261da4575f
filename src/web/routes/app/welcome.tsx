// The signed-in app's English strings, before this page renders (decision 0041).
import "~/lib/i18n-app";
import { useId, useState } from "react";
import { ArrowLeftIcon, ArrowRightIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageTitle } from "~/components/layout/page-title";
import { Button } from "~/components/ui/button";
import { useConfirmedNotice } from "~/features/account/use-confirmed-notice";
import { requireMe } from "~/features/auth/route-guards";
import { ChoosePath } from "~/features/onboarding/choose-path";
import { INTRO_SLIDES, ONBOARDING_STEPS } from "~/features/onboarding/intro-slides";
import { IntroSlideView } from "~/features/onboarding/intro-slide-view";
import { ProgressDots } from "~/features/onboarding/progress-dots";

export async function clientLoader() {
  await requireMe();
  return null;
}

export default function Welcome() {
  const { t } = useTranslation();
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const slide = INTRO_SLIDES[index];
  const last = ONBOARDING_STEPS - 1;
  useConfirmedNotice();

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col">
      <PageTitle title={t("onboarding.metaTitle")} />
      <h1 className="sr-only">{t("onboarding.metaTitle")}</h1>
      <section
        aria-labelledby={titleId}
        aria-roledescription="slide"
        className="flex min-h-[26rem] flex-1 flex-col justify-center rounded-2xl border bg-card/80 p-6 shadow-lg shadow-indigo-950/5 backdrop-blur sm:p-10"
      >
        <div key={index} className="animate-slide-down">
          {slide ? <IntroSlideView slide={slide} titleId={titleId} /> : <ChoosePath titleId={titleId} />}
        </div>
      </section>

      <nav aria-label={t("onboarding.metaTitle")} className="mt-6 flex items-center justify-between gap-3">
        <Button variant="ghost" onClick={() => setIndex((i) => Math.max(0, i - 1))} disabled={index === 0}>
          <ArrowLeftIcon aria-hidden />
          {t("onboarding.previous")}
        </Button>
        <div className="flex flex-col items-center gap-2">
          <ProgressDots total={ONBOARDING_STEPS} current={index} onSelect={setIndex} />
          <p className="text-xs font-medium text-muted-foreground tabular-nums" aria-live="polite">
            {t("onboarding.counter", { current: index + 1, total: ONBOARDING_STEPS })}
          </p>
        </div>
        <Button
          onClick={() => setIndex((i) => Math.min(last, i + 1))}
          disabled={index === last}
          className={index === last ? "invisible" : undefined}
        >
          {t("onboarding.next")}
          <ArrowRightIcon aria-hidden />
        </Button>
      </nav>
      {index < last ? (
        <div className="mt-4 text-center">
          <Button variant="link" size="sm" className="text-muted-foreground" onClick={() => setIndex(last)}>
            {t("onboarding.skip")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
