import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "~/lib/api";

const deletedSchema = z.object({ ok: z.literal(true) });

/** DELETE /api/me: removes the account and everything it owns, and ends the session. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => api("/api/me", { method: "DELETE", schema: deletedSchema }),
  });
}
