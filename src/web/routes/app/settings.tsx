// The signed-in app's English strings, before this page renders (decision 0041).
import "~/lib/i18n-app";
import { useTranslation } from "react-i18next";
import { PageTitle } from "~/components/layout/page-title";
import { useCurrentUser } from "~/features/account/use-current-user";
import { requireMe } from "~/features/auth/route-guards";
import { SubscriptionCard } from "~/features/billing/subscription-card";
import { ApiTokensCard } from "~/features/settings/api-tokens-card";
import { ConnectedIdentitiesCard } from "~/features/settings/connected-identities-card";
import { DeleteAccountCard } from "~/features/settings/delete-account-card";
import { EmailPreferencesCard } from "~/features/settings/email-preferences-card";
import { PasskeysCard } from "~/features/settings/passkeys-card";
import { ProfileCard } from "~/features/settings/profile-card";
import { SessionsCard } from "~/features/settings/sessions-card";
import { TwoFactorCard } from "~/features/settings/two-factor-card";
import { SitesCard } from "~/features/sites/sites-card";
import type { Route } from "./+types/settings";

export async function clientLoader() {
  return { me: await requireMe() };
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useCurrentUser(loaderData.me);

  return (
    <div className="container-page py-10 sm:py-12">
      <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <PageTitle title={t("settings.metaTitle")} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("settings.title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("settings.subtitle")}</p>
      </div>
      <ProfileCard me={me} />
      <SubscriptionCard />
      <EmailPreferencesCard me={me} />
      <TwoFactorCard me={me} />
      <ConnectedIdentitiesCard me={me} />
      <PasskeysCard />
      <SessionsCard />
      <SitesCard />
      <ApiTokensCard />
      <DeleteAccountCard me={me} />
      </div>
    </div>
  );
}
