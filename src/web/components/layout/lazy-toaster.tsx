import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToToasts, toastsWanted } from "~/lib/toast";

const Toaster = lazy(() => import("~/components/ui/sonner").then((module) => ({ default: module.Toaster })));

/** The app's Toaster, mounted (and sonner downloaded) when the first toast is shown (~/lib/toast). */
export function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
