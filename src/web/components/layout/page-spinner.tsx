import { useTranslation } from "react-i18next";
import { Spinner } from "~/components/ui/spinner";

/** A centred loading indicator for a whole page or section. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[50vh] flex-1 items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-6 text-primary" />
      <span className="sr-only">{t("common.loading")}</span>
    </div>
  );
}
