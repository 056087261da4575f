import { type Ref, useId } from "react";
import { Link } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { PATHS } from "@shared/routes";
import { Checkbox } from "~/components/ui/checkbox";
import { cn } from "~/lib/utils";

/**
 * The buyer's request for immediate delivery of the credits and acknowledgement that the right of
 * withdrawal ends once they are used (purchase terms §6); every purchase sends it.
 */
export function PurchaseConsent({
  checked,
  invalid,
  onChange,
  ref,
}: {
  checked: boolean;
  invalid: boolean;
  onChange: (checked: boolean) => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div
      className={cn(
        "flex items-start gap-3 rounded-lg border bg-card p-4 text-sm shadow-xs",
        invalid && "border-destructive ring-2 ring-destructive/30",
      )}
    >
      <Checkbox
        ref={ref}
        id={id}
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className="mt-0.5"
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="cursor-pointer leading-relaxed">
          <Trans
            i18nKey="pricing.consent.label"
            t={t}
            components={{
              terms: (
                <Link
                  to={PATHS.purchaseTerms}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                />
              ),
            }}
          />
        </label>
        {invalid ? (
          <p id={`${id}-error`} className="text-destructive">
            {t("pricing.consent.missing")}
          </p>
        ) : null}
      </div>
    </div>
  );
}
