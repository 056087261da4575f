import { useTranslation } from "react-i18next";
import { PageTitle } from "~/components/layout/page-title";
import { useCurrentUser } from "~/features/account/use-current-user";
import { requireOnboardedMe } from "~/features/auth/route-guards";
import { CreditHistoryCard } from "~/features/credits/credit-history-card";
import { useCreditsReload } from "~/features/credits/use-credits-reload";
import { CreditBalanceCard } from "~/features/dashboard/credit-balance-card";
import { DashboardHeader } from "~/features/dashboard/dashboard-header";
import { PossibilitiesCard } from "~/features/dashboard/possibilities-card";
import { ReferralCard } from "~/features/referrals/referral-card";
import type { Route } from "./+types/dashboard";

export async function clientLoader() {
  return { me: await requireOnboardedMe() };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useCurrentUser(loaderData.me);
  useCreditsReload();

  return (
    <div className="container-page flex flex-col gap-8 py-10 sm:py-12">
      <PageTitle title={t("dashboard.metaTitle")} />
      <DashboardHeader me={me} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <CreditBalanceCard credits={me.credits} />
        <ReferralCard me={me} />
        <PossibilitiesCard />
      </div>
      <CreditHistoryCard />
    </div>
  );
}
