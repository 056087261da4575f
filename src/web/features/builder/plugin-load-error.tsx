import { Link } from "react-router";
import { SearchXIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PATHS } from "@shared/routes";
import { Button } from "~/components/ui/button";
import { errorMessage, hasErrorCode } from "~/lib/api";

/** ?id= names a plugin that does not exist, is someone else's, or could not be loaded. */
export function PluginLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const notFound = hasErrorCode(error, "not_found");
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center" role="alert">
      <span className="grid size-14 place-items-center rounded-2xl bg-muted text-muted-foreground" aria-hidden>
        <SearchXIcon className="size-7" />
      </span>
      <div className="flex max-w-sm flex-col gap-1.5">
        <h2 className="text-lg font-semibold">
          {notFound ? t("builder.errors.notFound") : t("builder.errors.loadFailed")}
        </h2>
        <p className="text-sm text-muted-foreground">
          {notFound ? t("builder.errors.notFoundText") : errorMessage(error)}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        {notFound ? null : (
          <Button type="button" variant="outline" onClick={onRetry}>
            {t("common.tryAgain")}
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to={PATHS.dashboard}>{t("builder.errors.backToDashboard")}</Link>
        </Button>
        <Button asChild>
          <Link to={PATHS.builder}>{t("builder.errors.startNew")}</Link>
        </Button>
      </div>
    </div>
  );
}
