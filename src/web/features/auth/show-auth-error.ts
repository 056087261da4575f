import { toast } from "~/lib/toast";
import { i18n } from "~/lib/i18n";

interface AuthError {
  message?: string | undefined;
  statusText?: string | undefined;
}

/** Any failure from the auth server: a destructive toast titled 'Error' with the server's message. */
export function showAuthError(error: AuthError | unknown): void {
  const message =
    error && typeof error === "object" && "message" in error && typeof error.message === "string" && error.message
      ? error.message
      : i18n.t("errors.unexpected");
  toast.error(i18n.t("errors.title"), { description: message });
}
