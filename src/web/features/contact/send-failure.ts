import { errorMessage, hasErrorCode } from "~/lib/api";
import type { ContactCopy } from "./contact-copy";

/** How a failed send is shown: a refused message beside the form, anything else as a toast. */
export type SendFailure =
  | { show: "inline"; message: string }
  | { show: "toast"; title: string; description: string };

export function describeSendFailure(error: unknown, copy: ContactCopy["form"]): SendFailure {
  // A refused message: the server names what to change (the form's own checks catch most of it first).
  if (hasErrorCode(error, "invalid_input", "invalid_json", "invalid_content_type")) return { show: "inline", message: error.message };
  if (hasErrorCode(error, "rate_limited")) {
    return { show: "toast", title: copy.rateLimitedTitle, description: error.message };
  }
  // A network failure arrives as network_error with the translated "Could not reach the server" text.
  return { show: "toast", title: copy.failedTitle, description: errorMessage(error) };
}
