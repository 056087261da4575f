import { useTranslation } from "react-i18next";
import { PageTitle } from "~/components/layout/page-title";
import { FinalCta } from "~/features/marketing/final-cta";
import { HomeHero } from "~/features/marketing/home-hero";
import { HowItWorksSteps } from "~/features/marketing/how-it-works-steps";
import { PublicPluginsGallery } from "~/features/marketing/public-plugins-gallery";
import { i18n } from "~/lib/i18n";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { name: "description", content: i18n.t("home.metaDescription") },
];

export default function Home() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t("home.metaTitle")} />
      <HomeHero />
      <HowItWorksSteps />
      <PublicPluginsGallery />
      <FinalCta />
    </>
  );
}
