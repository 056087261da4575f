import { useTranslation } from "react-i18next";
import { PRODUCT_NAME } from "@shared/constants";
import type { IntroSlide } from "./intro-slides";

export function IntroSlideView({ slide, titleId }: { slide: IntroSlide; titleId: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-6 text-center">
      <span className="grid size-20 place-items-center rounded-2xl bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-lg shadow-indigo-500/25">
        <slide.icon className="size-9" aria-hidden />
      </span>
      <h2 id={titleId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {t(`onboarding.slides.${slide.id}.title`, { name: PRODUCT_NAME })}
      </h2>
      <p className="max-w-md text-base text-pretty text-muted-foreground sm:text-lg">
        {t(`onboarding.slides.${slide.id}.text`, { name: PRODUCT_NAME })}
      </p>
    </div>
  );
}
