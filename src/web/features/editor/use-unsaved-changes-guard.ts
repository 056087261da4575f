import { useBlocker, type Blocker } from "react-router";
import { useLeaveWarning } from "~/features/builder/use-leave-warning";

/**
 * While hand edits are unsaved: the browser asks before the tab is closed or reloaded (useLeaveWarning),
 * and a move inside the app (a link, Back, another plugin's address) waits for the person's answer.
 */
export function useUnsavedChangesGuard(dirty: boolean): Blocker {
  useLeaveWarning(dirty);
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
}
