import { Link } from "react-router";
import { ArrowLeftIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PATHS } from "@shared/routes";
import { PageTitle } from "~/components/layout/page-title";
import { Button } from "~/components/ui/button";
import { PluginUpload } from "./plugin-upload";
import { QuickStartGuide } from "./quick-start-guide";

/** /plugin-editor without an id: upload a plugin ZIP (spec.md §2 Plugin editor, upload state). */
export function UploadView() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <PageTitle title={t("editor.upload.title")} />
      <header className="flex h-14 shrink-0 items-center gap-2 border-b bg-card px-2 sm:px-4">
        <Button asChild variant="ghost" size="sm">
          <Link to={PATHS.dashboard}>
            <ArrowLeftIcon aria-hidden />
            {t("editor.header.dashboard")}
          </Link>
        </Button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
          <div className="flex flex-col gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{t("editor.upload.title")}</h1>
            <p className="max-w-2xl text-muted-foreground">{t("editor.upload.subtitle")}</p>
          </div>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
            <PluginUpload />
            <QuickStartGuide />
          </div>
        </div>
      </div>
    </div>
  );
}
