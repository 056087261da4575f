import { useId, useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { CheckIcon, CopyIcon, KeyRoundIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { z } from "zod";
import { API_TOKENS } from "@shared/constants";
import { type ApiToken, apiTokenListSchema, createApiTokenSchema, createdApiTokenSchema } from "@shared/schemas/api-tokens";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { api, errorMessage } from "~/lib/api";
import { useCopyToClipboard } from "~/lib/clipboard";
import { queryClient } from "~/lib/query-client";

const TOKENS_KEY = ["api-tokens"] as const;

/**
 * Settings → API tokens (issue #18): make a personal token for scripts (shown once, to copy), see each
 * one's prefix, expiry and last use, and revoke it. The README shows a curl example.
 */
export function ApiTokensCard() {
  const { t } = useTranslation();
  const tokens = useQuery({ queryKey: TOKENS_KEY, queryFn: ({ signal }) => api("/api/tokens", { schema: apiTokenListSchema, signal }) });
  const [created, setCreated] = useState<string | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.tokens.title")}</CardTitle>
        <CardDescription>{t("settings.tokens.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {created ? <NewTokenNotice token={created} onDone={() => setCreated(null)} /> : <CreateTokenForm onCreated={setCreated} />}
        {tokens.isPending ? (
          <Spinner />
        ) : tokens.isError ? (
          <p className="text-sm text-destructive">{errorMessage(tokens.error)}</p>
        ) : tokens.data.tokens.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("settings.tokens.none")}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label={t("settings.tokens.listLabel")}>
            {tokens.data.tokens.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: string) => void }) {
  const { t } = useTranslation();
  const daysId = useId();
  const [name, setName] = useState("");
  const [days, setDays] = useState<number>(API_TOKENS.dayChoices[1]);
  const [error, setError] = useState<string>();
  const create = useMutation({
    mutationFn: (input: z.infer<typeof createApiTokenSchema>) => api("/api/tokens", { method: "POST", body: input, schema: createdApiTokenSchema }),
    onSuccess: (answer) => {
      setName("");
      onCreated(answer.token);
      void queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    },
    onError: (failure) => setError(errorMessage(failure)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createApiTokenSchema.safeParse({ name, expiresInDays: days });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    create.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
      <TextField
        className="flex-1"
        label={t("settings.tokens.name")}
        placeholder={t("settings.tokens.namePlaceholder")}
        value={name}
        maxLength={API_TOKENS.nameMaxChars}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor={daysId}>{t("settings.tokens.expires")}</Label>
        <select
          id={daysId}
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
          className="h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {API_TOKENS.dayChoices.map((choice) => (
            <option key={choice} value={choice}>
              {t("settings.tokens.days", { count: choice })}
            </option>
          ))}
        </select>
      </div>
      <SubmitButton pending={create.isPending} className="sm:mt-[1.375rem]">
        <KeyRoundIcon aria-hidden />
        {t("settings.tokens.create")}
      </SubmitButton>
    </form>
  );
}

/** The new token, once: the server keeps only its hash. */
function NewTokenNotice({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const clipboard = useCopyToClipboard();
  async function copy() {
    if (await clipboard.copy(token)) toast.success(t("settings.tokens.copied"));
    else toast.error(t("errors.title"), { description: t("settings.tokens.copyFailed") });
  }
  return (
    <div role="status" className="flex flex-col gap-3 rounded-md border border-success/50 bg-success/5 p-4">
      <p className="text-sm font-medium">{t("settings.tokens.createdTitle")}</p>
      <p className="text-sm text-muted-foreground">{t("settings.tokens.createdText")}</p>
      <code data-testid="new-api-token" className="rounded bg-muted px-2 py-1.5 font-mono text-xs break-all select-all">
        {token}
      </code>
      <div className="flex gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          {clipboard.copied ? <CheckIcon className="text-success" aria-hidden /> : <CopyIcon aria-hidden />}
          {t("common.copy")}
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          {t("common.done")}
        </Button>
      </div>
    </div>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { year: "numeric", month: "short", day: "numeric" });
  const expired = new Date(token.expiresAt).getTime() <= Date.now();
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation({
    mutationFn: () => api(`/api/tokens/${encodeURIComponent(token.id)}`, { method: "DELETE", schema: z.unknown() }),
    onSuccess: () => {
      setConfirming(false);
      toast.success(t("settings.tokens.revoked", { name: token.name }));
      void queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    },
    onError: (failure) => toast.error(t("errors.title"), { description: errorMessage(failure) }),
  });

  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="api-token-row">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{token.name}</p>
        <p className="text-xs text-muted-foreground">
          <code className="font-mono">{token.prefix}…</code> · {t("settings.tokens.createdOn", { date: date(token.createdAt) })} ·{" "}
          {expired ? (
            <span className="text-destructive">{t("settings.tokens.expired")}</span>
          ) : (
            t("settings.tokens.expiresOn", { date: date(token.expiresAt) })
          )}{" "}
          · {token.lastUsedAt ? t("settings.tokens.lastUsed", { date: date(token.lastUsedAt) }) : t("settings.tokens.neverUsed")}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={t("settings.tokens.revokeLabel", { name: token.name })}>
        {t("settings.tokens.revoke")}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t("settings.tokens.revokeTitle", { name: token.name })}
        description={t("settings.tokens.revokeText")}
        cancelLabel={t("common.cancel")}
        confirmLabel={t("settings.tokens.revoke")}
        destructive
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate()}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
