import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "~/components/form/text-field";

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, "label" | "type">;

/** The e-mail input of every auth form: same label, placeholder and autofill hint. */
export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("auth.fields.email")}
      type="email"
      autoComplete="email"
      placeholder={t("auth.placeholders.email")}
      {...props}
    />
  );
}
