import { Link } from "react-router";
import { ArrowLeftIcon, HomeIcon, SearchXIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageTitle } from "~/components/layout/page-title";
import { Button } from "~/components/ui/button";
import { PATHS } from "@shared/routes";

/** The not-found page (spec.md §2): also shown by routes whose parameter names nothing, e.g. an unknown article. */
export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <section className="container-page flex flex-1 flex-col items-center justify-center gap-6 py-24 text-center">
      <PageTitle title={t("notFound.title")} />
      <span className="grid size-16 place-items-center rounded-2xl bg-accent text-accent-foreground">
        <SearchXIcon className="size-8" aria-hidden />
      </span>
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">404</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("notFound.title")}</h1>
      <p className="max-w-md text-muted-foreground">{t("notFound.text")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={PATHS.home}>
            <HomeIcon aria-hidden />
            {t("notFound.home")}
          </Link>
        </Button>
        <Button variant="outline" onClick={() => window.history.back()}>
          <ArrowLeftIcon aria-hidden />
          {t("notFound.back")}
        </Button>
      </div>
    </section>
  );
}
