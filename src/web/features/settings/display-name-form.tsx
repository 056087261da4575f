import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { ACCOUNTS } from "@shared/constants";
import { displayNameSchema, type Me } from "@shared/schemas/account";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { useUpdateMe } from "~/features/account/update-me";
import { errorMessage } from "~/lib/api";

/** The public author name of the person's shared plugins (PATCH /api/me displayName). */
export function DisplayNameForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(me.displayName);
  const [error, setError] = useState<string>();
  const update = useUpdateMe();
  const changed = value.trim() !== me.displayName;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = displayNameSchema.safeParse(value);
    if (!parsed.success) {
      setError(t("settings.profile.displayNameInvalid", { max: ACCOUNTS.displayNameMaxChars }));
      return;
    }
    setError(undefined);
    update.mutate(
      { displayName: parsed.data },
      {
        onSuccess: (saved) => {
          setValue(saved.displayName);
          toast.success(t("settings.profile.displayNameSaved"));
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:col-span-2" noValidate>
      <TextField
        label={t("settings.profile.displayName")}
        hint={t("settings.profile.displayNameHint")}
        value={value}
        maxLength={ACCOUNTS.displayNameMaxChars}
        autoComplete="nickname"
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="flex justify-end">
        <SubmitButton pending={update.isPending} disabled={!changed}>
          {t("settings.profile.displayNameSave")}
        </SubmitButton>
      </div>
    </form>
  );
}
