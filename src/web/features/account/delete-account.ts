import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import type { DeleteAccountInput } from "@shared/schemas/account";
import { api } from "~/lib/api";

const deletedSchema = z.object({ ok: z.literal(true) });

/**
 * DELETE /api/me with the password (and the authenticator code when two-factor sign-in is on):
 * removes the account and everything it owns, and ends every session.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => api("/api/me", { method: "DELETE", body: input, schema: deletedSchema }),
  });
}
