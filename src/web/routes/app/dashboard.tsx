// The signed-in app's English strings, before this page renders (decision 0041).
import "~/lib/i18n-app";
import { useTranslation } from "react-i18next";
import { PageTitle } from "~/components/layout/page-title";
import { useConfirmedNotice } from "~/features/account/use-confirmed-notice";
import { useCurrentUser } from "~/features/account/use-current-user";
import { VerifyEmailBanner } from "~/features/account/verify-email-banner";
import { requireOnboardedMe } from "~/features/auth/route-guards";
import { ProMemberBanner } from "~/features/billing/pro-member-banner";
import { CreditHistoryCard } from "~/features/credits/credit-history-card";
import { useCreditsReload } from "~/features/credits/use-credits-reload";
import { CreditBalanceCard } from "~/features/dashboard/credit-balance-card";
import { DashboardHeader } from "~/features/dashboard/dashboard-header";
import { PluginOverview } from "~/features/dashboard/plugin-overview";
import { PossibilitiesCard } from "~/features/dashboard/possibilities-card";
import { useReturnNotices } from "~/features/dashboard/use-return-notices";
import { ReferralCard } from "~/features/referrals/referral-card";
import type { Route } from "./+types/dashboard";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { me: await requireOnboardedMe(request) };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useCurrentUser(loaderData.me);
  useCreditsReload();
  useReturnNotices();
  useConfirmedNotice();

  return (
    <div className="container-page flex flex-col gap-8 py-10 sm:py-12">
      <PageTitle title={t("dashboard.metaTitle")} />
      <VerifyEmailBanner me={me} />
      <DashboardHeader me={me} />
      <ProMemberBanner />
      <PluginOverview
        extraCards={
          <>
            <PossibilitiesCard />
            <CreditBalanceCard credits={me.credits} />
            <ReferralCard me={me} />
          </>
        }
      />
      <CreditHistoryCard />
    </div>
  );
}
