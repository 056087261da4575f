import { Link } from "react-router";
import { FilePenLineIcon, PlusIcon } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import type { Me } from "@shared/schemas/account";
import { EmailAddress } from "~/components/email-address";
import { Button } from "~/components/ui/button";
import { SignOutButton } from "~/features/auth/sign-out-button";
import { CreditBalanceBadge } from "~/features/credits/credit-balance-badge";
import { PATHS } from "@shared/routes";

export function DashboardHeader({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          {/* The address on its own line when the words before it leave no room, smaller on a phone, and
              wrapped at its '@' or dots, never mid-word (issue #34 item 11). */}
          <h1 className="text-2xl font-bold tracking-tight" data-testid="dashboard-greeting">
            <Trans
              i18nKey="dashboard.greeting"
              t={t}
              values={{ email: me.email }}
              components={{ email: <EmailAddress className="text-lg sm:text-2xl" /> }}
            />
          </h1>
          <p className="mt-1 text-muted-foreground">{t("dashboard.subtitle")}</p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <CreditBalanceBadge balance={me.credits.balance} />
          <SignOutButton />
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={PATHS.builder}>
            <PlusIcon aria-hidden />
            {t("dashboard.newPlugin")}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={PATHS.pluginEditor}>
            <FilePenLineIcon aria-hidden />
            {t("dashboard.editExisting")}
          </Link>
        </Button>
      </div>
    </div>
  );
}
