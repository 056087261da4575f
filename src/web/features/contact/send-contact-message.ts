import { useMutation } from "@tanstack/react-query";
import { contactResponseSchema, type ContactMessage } from "@shared/schemas/contact";
import { api } from "~/lib/api";

export function sendContactMessage(message: ContactMessage) {
  return api("/api/contact", { method: "POST", body: message, schema: contactResponseSchema });
}

/** POST /api/contact. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
