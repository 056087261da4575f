import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { KeyRoundIcon, LinkIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Me } from "@shared/schemas/account";
import { PATHS } from "@shared/routes";
import type { SignInProvider } from "@shared/schemas/sign-in-options";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { showAuthError } from "~/features/auth/show-auth-error";
import { useSignInProviders } from "~/features/auth/sign-in-providers-query";
import { authClient } from "~/lib/auth-client";
import { queryClient } from "~/lib/query-client";
import { toast } from "~/lib/toast";
import { CONNECTED_PARAM, useProviderReturn } from "./use-provider-return";

const ACCOUNTS_KEY = ["auth", "accounts"] as const;
/** better-auth's provider id of the password. */
const PASSWORD = "credential";

interface LinkedAccount {
  id: string;
  providerId: string;
  createdAt: Date | string;
}

async function loadAccounts(): Promise<LinkedAccount[]> {
  const { data, error } = await authClient.listAccounts();
  if (error) throw new Error(error.message ?? error.statusText);
  // The password first, then providers in the order they were connected.
  return [...(data as LinkedAccount[])].sort(
    (a, b) => Number(b.providerId === PASSWORD) - Number(a.providerId === PASSWORD) || new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime(),
  );
}

/**
 * Settings → Connected identities (issue #18): the password and each provider that signs this account in;
 * connect another configured provider (better-auth link-social, same e-mail address, verified by the
 * provider) or remove one. The last way in cannot go, nor the password (the server refuses both too).
 */
export function ConnectedIdentitiesCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const providers = useSignInProviders();
  const accounts = useQuery({ queryKey: ACCOUNTS_KEY, queryFn: loadAccounts });
  const [connecting, setConnecting] = useState<string | null>(null);
  useProviderReturn(me, providers);

  const nameOf = (providerId: string) =>
    providerId === PASSWORD ? t("settings.identities.password") : (providers.find((p) => p.id === providerId)?.name ?? providerId);
  const linked = new Set(accounts.data?.map((a) => a.providerId));
  const connectable = providers.filter((p) => !linked.has(p.id));

  async function connect(provider: SignInProvider) {
    setConnecting(provider.id);
    try {
      const { error } = await authClient.linkSocial({
        provider: provider.id,
        callbackURL: `${PATHS.settings}?${CONNECTED_PARAM}=${encodeURIComponent(provider.id)}`,
        errorCallbackURL: PATHS.settings,
      });
      // On success the browser is already on its way to the provider.
      if (error) {
        showAuthError(error);
        setConnecting(null);
      }
    } catch (error) {
      showAuthError(error);
      setConnecting(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.identities.title")}</CardTitle>
        <CardDescription>{t("settings.identities.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {accounts.isPending ? (
          <Spinner />
        ) : accounts.isError ? (
          <p className="text-sm text-destructive">{accounts.error.message}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label={t("settings.identities.listLabel")}>
            {accounts.data.map((account) => (
              <IdentityRow key={account.id} account={account} name={nameOf(account.providerId)} only={accounts.data.length === 1} />
            ))}
          </ul>
        )}
        {connectable.length > 0 ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {connectable.map((provider) => (
              <Button key={provider.id} variant="outline" disabled={connecting !== null} onClick={() => void connect(provider)}>
                {connecting === provider.id ? <Spinner /> : <LinkIcon aria-hidden />}
                {t("settings.identities.connect", { name: provider.name })}
              </Button>
            ))}
          </div>
        ) : providers.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("settings.identities.none")}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function IdentityRow({ account, name, only }: { account: LinkedAccount; name: string; only: boolean }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const isPassword = account.providerId === PASSWORD;
  const date = new Date(account.createdAt).toLocaleDateString(i18n.language, { year: "numeric", month: "short", day: "numeric" });
  const remove = useMutation({
    mutationFn: async () => {
      const { error } = await authClient.unlinkAccount({ accountId: account.id });
      if (error) throw error;
    },
    onSuccess: () => {
      setConfirming(false);
      toast.success(t("settings.identities.removed", { name }));
      void queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    },
    onError: (failure) => showAuthError(failure),
  });

  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="identity-row">
      <div className="flex min-w-0 items-center gap-3">
        {isPassword ? <KeyRoundIcon className="size-4 text-muted-foreground" aria-hidden /> : <LinkIcon className="size-4 text-muted-foreground" aria-hidden />}
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            {name}
            {only ? <Badge variant="outline">{t("settings.identities.lastOne")}</Badge> : null}
          </p>
          <p className="text-xs text-muted-foreground">
            {isPassword ? `${t("settings.identities.passwordNote")} · ` : ""}
            {t("settings.identities.connectedOn", { date })}
          </p>
        </div>
      </div>
      {isPassword || only ? null : (
        <>
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={t("settings.identities.removeLabel", { name })}>
            {t("settings.identities.remove")}
          </Button>
          <ConfirmDialog
            open={confirming}
            title={t("settings.identities.removeTitle", { name })}
            description={t("settings.identities.removeText", { name })}
            cancelLabel={t("common.cancel")}
            confirmLabel={t("settings.identities.remove")}
            destructive
            pending={remove.isPending}
            onConfirm={() => remove.mutate()}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </li>
  );
}
