// The signed-in app's English strings, before this page renders (decision 0041).
import "~/lib/i18n-app";
import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { SkipLink } from "~/components/layout/skip-link";
import { queryClient } from "~/lib/query-client";

/** Full-height tools (the builder): no site header or footer; the page fills the window. */
export default function WorkspaceLayout() {
  // The app's queries: the root has no query client, so public pages do not download it (decision 0073).
  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex h-dvh flex-col overflow-hidden">
        <SkipLink />
        <main id="main" tabIndex={-1} className="flex min-h-0 flex-1 flex-col outline-none">
          <Outlet />
        </main>
      </div>
    </QueryClientProvider>
  );
}
