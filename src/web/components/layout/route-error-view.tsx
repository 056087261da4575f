import { AlertTriangleIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PATHS } from "@shared/routes";
import { Button } from "~/components/ui/button";
import { PageTitle } from "./page-title";

/** Shown when a page fails to load or render. Uses plain links: the router may be what failed. */
export function RouteErrorView({ status }: { status?: number }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <PageTitle title={t("errors.pageTitle")} />
      <span className="grid size-14 place-items-center rounded-full bg-destructive/10 text-destructive">
        <AlertTriangleIcon className="size-7" aria-hidden />
      </span>
      <div className="flex max-w-md flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t("errors.pageTitle")}</h1>
        <p className="text-muted-foreground">
          {t("errors.pageText")}
          {status ? ` (${status})` : null}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t("errors.reload")}</Button>
        <Button asChild variant="outline">
          <a href={PATHS.home}>{t("common.backHome")}</a>
        </Button>
      </div>
    </main>
  );
}
