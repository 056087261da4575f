import { Link } from "react-router";
import { ArrowRightIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CREDITS } from "@shared/constants";
import { Button } from "~/components/ui/button";

export function FinalCta() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="final-cta-title" className="container-page py-16 sm:py-24">
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-700 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <h2 id="final-cta-title" className="text-3xl font-bold tracking-tight text-balance">
          {t("home.ctaTitle")}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-indigo-100">
          {t("home.ctaText", { credits: CREDITS.signUpBonus })}
        </p>
        <Button asChild size="lg" variant="secondary" className="mt-8 bg-white text-indigo-700 hover:bg-indigo-50">
          <Link to="/auth">
            {t("home.ctaButton")}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
