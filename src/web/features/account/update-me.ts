import { useMutation } from "@tanstack/react-query";
import { meSchema, type UpdateMeInput } from "@shared/schemas/account";
import { api } from "~/lib/api";
import { queryClient } from "~/lib/query-client";
import { meQueryKey } from "./me-query";

export function updateMe(input: UpdateMeInput) {
  return api("/api/me", { method: "PATCH", body: input, schema: meSchema });
}

/** PATCH /api/me; the answer replaces the cached account. */
export function useUpdateMe() {
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
