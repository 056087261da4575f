import { ApiRequestError, errorMessage } from "~/lib/api";
import type { ContactCopy } from "./contact-copy";

/** How a failed send is shown: a refused message beside the form, anything else as a toast. */
export type SendFailure =
  | { show: "inline"; message: string }
  | { show: "toast"; title: string; description: string };

export function describeSendFailure(error: unknown, copy: ContactCopy["form"]): SendFailure {
  if (error instanceof ApiRequestError && error.status === 400) return { show: "inline", message: error.message };
  if (error instanceof ApiRequestError && error.status === 429) {
    return { show: "toast", title: copy.rateLimitedTitle, description: error.message };
  }
  // A network failure arrives as status 0 with the translated "Could not reach the server" text.
  return { show: "toast", title: copy.failedTitle, description: errorMessage(error) };
}
