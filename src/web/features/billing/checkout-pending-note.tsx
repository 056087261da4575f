import { InfoIcon } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Tells signed-in users why the pay buttons are disabled. */
export function CheckoutPendingNote() {
  const { t } = useTranslation();
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-lg border border-primary/20 bg-accent px-4 py-3 text-sm text-accent-foreground"
    >
      <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      {t("pricing.checkoutPending")}
    </p>
  );
}
