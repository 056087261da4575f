import { useMemo } from "react";
import { fillCopy } from "./copy-fill";
import { usePageCopy, type PageCopy } from "~/lib/page-copy";

export { COPY_VALUES, fillCopy, type CopyValueName } from "./copy-fill";

/** The page's copy in the visitor's language, with every figure filled in. */
export function useMarketingCopy<T>(copy: PageCopy<T>): T {
  const raw = usePageCopy(copy);
  return useMemo(() => fillCopy(raw), [raw]);
}
