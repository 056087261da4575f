import type { FieldError } from "react-hook-form";
import { CONTACT } from "@shared/constants";
import type { ContactField } from "@shared/schemas/contact";
import { fill } from "~/lib/page-copy";
import type { ContactCopy } from "./contact-copy";

/**
 * The shared schema's messages are English, for the API; on screen each field says what is wrong in the
 * visitor's language, chosen by the kind of problem (zod's issue code, which the resolver puts in `type`).
 */
export function fieldErrorMessage(
  errors: ContactCopy["form"]["errors"],
  field: ContactField,
  error: Pick<FieldError, "type"> | undefined,
): string | undefined {
  if (!error) return undefined;
  const tooLong = error.type === "too_big";
  switch (field) {
    case "name":
      return tooLong ? fill(errors.nameTooLong, { max: CONTACT.nameMaxChars }) : errors.nameRequired;
    case "email":
      if (error.type === "invalid_format" || tooLong) return errors.emailInvalid;
      return errors.emailRequired;
    case "message":
      return tooLong ? fill(errors.messageTooLong, { max: CONTACT.messageMaxChars }) : errors.messageRequired;
  }
}
