import { useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { FingerprintIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PASSKEY_NAME_MAX_CHARS, passkeyNameSchema } from "@shared/schemas/passkeys";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { showAuthError } from "~/features/auth/show-auth-error";
import { browserSupportsPasskeys } from "~/features/auth/sign-in-providers-query";
import { authClient } from "~/lib/auth-client";
import { queryClient } from "~/lib/query-client";
import { toast } from "~/lib/toast";

const PASSKEYS_KEY = ["auth", "passkeys"] as const;

interface Passkey {
  id: string;
  name?: string | null;
  createdAt?: Date | string | null;
}

async function loadPasskeys(): Promise<Passkey[]> {
  const { data, error } = await authClient.passkey.listUserPasskeys();
  if (error) throw new Error(error.message ?? error.statusText);
  return [...(data as Passkey[])].sort((a, b) => new Date(b.createdAt ?? 0).getTime() - new Date(a.createdAt ?? 0).getTime());
}

/**
 * Settings → Passkeys (issue #18): add one under a name (the browser asks the device or password
 * manager to make it), see them, remove one. /auth signs in with any of them (better-auth's passkey
 * plugin; the relying party is SITE_URL's host).
 */
export function PasskeysCard() {
  const { t } = useTranslation();
  const passkeys = useQuery({ queryKey: PASSKEYS_KEY, queryFn: loadPasskeys });
  const supported = browserSupportsPasskeys();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.passkeys.title")}</CardTitle>
        <CardDescription>{t("settings.passkeys.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {supported ? <AddPasskeyForm /> : <p className="text-sm text-muted-foreground">{t("settings.passkeys.unsupported")}</p>}
        {passkeys.isPending ? (
          <Spinner />
        ) : passkeys.isError ? (
          <p className="text-sm text-destructive">{passkeys.error.message}</p>
        ) : passkeys.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("settings.passkeys.none")}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label={t("settings.passkeys.listLabel")}>
            {passkeys.data.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AddPasskeyForm() {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const add = useMutation({
    mutationFn: async (passkeyName: string) => {
      const result = await authClient.passkey.addPasskey({ name: passkeyName });
      if (result?.error) throw result.error;
      return passkeyName;
    },
    onSuccess: (added) => {
      setName("");
      toast.success(t("settings.passkeys.added", { name: added }));
      void queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
    },
    onError: (failure) => showAuthError(failure),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = passkeyNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(name.trim() ? t("settings.passkeys.nameTooLong", { max: PASSKEY_NAME_MAX_CHARS }) : t("settings.passkeys.nameRequired"));
      return;
    }
    setError(undefined);
    add.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
      <TextField
        className="flex-1"
        label={t("settings.passkeys.name")}
        placeholder={t("settings.passkeys.namePlaceholder")}
        value={name}
        maxLength={PASSKEY_NAME_MAX_CHARS}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <SubmitButton pending={add.isPending} className="sm:mt-[1.375rem]">
        <FingerprintIcon aria-hidden />
        {t("settings.passkeys.add")}
      </SubmitButton>
    </form>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const name = passkey.name || t("settings.passkeys.unnamed");
  const remove = useMutation({
    mutationFn: async () => {
      const { error } = await authClient.passkey.deletePasskey({ id: passkey.id });
      if (error) throw error;
    },
    onSuccess: () => {
      setConfirming(false);
      toast.success(t("settings.passkeys.removed", { name }));
      void queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
    },
    onError: (failure) => showAuthError(failure),
  });

  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="passkey-row">
      <div className="flex min-w-0 items-center gap-3">
        <FingerprintIcon className="size-4 text-muted-foreground" aria-hidden />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{name}</p>
          {passkey.createdAt ? (
            <p className="text-xs text-muted-foreground">
              {t("settings.passkeys.createdOn", {
                date: new Date(passkey.createdAt).toLocaleDateString(i18n.language, { year: "numeric", month: "short", day: "numeric" }),
              })}
            </p>
          ) : null}
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={t("settings.passkeys.removeLabel", { name })}>
        {t("settings.passkeys.remove")}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t("settings.passkeys.removeTitle", { name })}
        description={t("settings.passkeys.removeText")}
        cancelLabel={t("common.cancel")}
        confirmLabel={t("settings.passkeys.remove")}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
