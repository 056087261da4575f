import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { Skeleton } from "~/components/ui/skeleton";
import { groupSecret, totpSecret } from "./totp-secret";
import { useQrCode } from "./use-qr-code";

/** Shows the QR code and key for the authenticator app, then checks the first code it produces. */
export function TotpVerifyForm({ totpURI, onVerify }: { totpURI: string; onVerify: (code: string) => Promise<void> }) {
  const { t } = useTranslation();
  const secretId = useId();
  const qr = useQrCode(totpURI);
  const secret = totpSecret(totpURI);
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const valid = /^\d{6}$/.test(code);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    setPending(true);
    try {
      await onVerify(code);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        {qr ? (
          <img src={qr} alt={t("settings.twoFactor.qrAlt")} width={176} height={176} className="rounded-lg border bg-white p-2" />
        ) : (
          <Skeleton className="size-44 shrink-0" />
        )}
        {secret ? (
          <div className="flex min-w-0 flex-col gap-2 text-sm">
            <p id={secretId} className="text-muted-foreground">
              {t("settings.twoFactor.manualEntry")}
            </p>
            <code
              aria-labelledby={secretId}
              className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-all select-all"
            >
              {groupSecret(secret)}
            </code>
          </div>
        ) : null}
      </div>
      <TextField
        label={t("settings.twoFactor.code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
        className="[&_input]:font-mono [&_input]:tracking-[0.3em] sm:max-w-56"
      />
      <SubmitButton pending={pending} disabled={!valid} className="self-end">
        {t("settings.twoFactor.verify")}
      </SubmitButton>
    </form>
  );
}
