import type { Me } from "@shared/schemas/account";
import { useMe } from "./me-query";

/** On guarded pages: the live account, falling back to what the route's clientLoader loaded. */
export function useCurrentUser(loaded: Me): Me {
  const { data } = useMe();
  return data ?? loaded;
}
