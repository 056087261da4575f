import { useCallback, type MouseEvent } from "react";
import { useStartBuilding } from "~/features/marketing/use-start-building";

/**
 * "Build this plugin" buttons inside an article's HTML carry their prompt in data-prompt; a click
 * starts the builder with it, like the home page's prompt box (signed out: sign in first).
 */
export function usePromptLinks() {
  const startBuilding = useStartBuilding();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[data-prompt]");
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      void startBuilding(link.dataset.prompt ?? "");
    },
    [startBuilding],
  );
}
