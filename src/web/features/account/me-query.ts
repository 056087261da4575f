import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Me } from "@shared/schemas/account";
import { api, checkedShape, hasErrorCode, isRecord } from "~/lib/api";
import { queryClient } from "~/lib/query-client";

export const meQueryKey = ["me"] as const;

/**
 * better-auth's answer: `null` (status 200) when there is no session, else `{ user: { id }, ... }`.
 * Checked by hand: every page's header asks, and public pages must not download zod (decision 0041).
 */
export const sessionShape = checkedShape((value: unknown): value is { user: { id: string } } | null =>
  value === null || (isRecord(value) && isRecord(value.user) && typeof value.user.id === "string"),
);

/**
 * The signed-in account, or null when nobody is signed in. The session is checked first so that
 * visitors don't cause a 401 (and a console error) on every page; the account's zod schema is loaded
 * only for someone who is signed in.
 */
export async function fetchMe(): Promise<Me | null> {
  const session = await api("/api/auth/get-session", { schema: sessionShape });
  if (!session) return null;
  const { meSchema } = await import("@shared/schemas/account");
  try {
    return await api("/api/me", { schema: meSchema });
  } catch (error) {
    if (hasErrorCode(error, "unauthorized")) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({ queryKey: meQueryKey, queryFn: fetchMe });

export function useMe() {
  return useQuery(meQueryOptions);
}

/** For clientLoaders: the cached account when fresh, else a new request. */
export function loadMe(): Promise<Me | null> {
  return queryClient.fetchQuery(meQueryOptions);
}

/** Reloads the account from the server (after sign-in, for example). */
export function reloadMe(): Promise<Me | null> {
  return queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
}

/** Forget everything cached for the previous session. */
export function resetSessionCache(): void {
  queryClient.removeQueries();
  queryClient.setQueryData(meQueryKey, null);
}
