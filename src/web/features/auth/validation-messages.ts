import type { FieldError } from "react-hook-form";
import type { TFunction } from "i18next";
import { LIMITS } from "@shared/constants";

export type ValidatedField =
  | "fullName"
  | "email"
  | "currentPassword"
  | "newPassword"
  | "confirmPassword"
  | "totpCode"
  | "backupCode";

/**
 * The shared zod schemas carry English messages for the API; on screen we show a translated message
 * chosen by field and by the kind of problem (zod's issue code, which the resolver puts in `type`).
 */
export function validationMessage(
  t: TFunction,
  field: ValidatedField,
  error: FieldError | undefined,
): string | undefined {
  if (!error) return undefined;
  if (error.type === "too_big") return t("auth.validation.tooLong");
  switch (field) {
    case "fullName":
      return t("auth.validation.fullNameRequired");
    case "email":
      return t("auth.validation.emailInvalid");
    case "currentPassword":
      return t("auth.validation.passwordRequired");
    case "newPassword":
      return t("auth.validation.passwordMin", { min: LIMITS.passwordMinLength });
    case "confirmPassword":
      return t("auth.validation.passwordsDiffer");
    case "totpCode":
      return t("auth.validation.codeFormat");
    case "backupCode":
      return t("auth.validation.backupCodeRequired");
  }
}
