// The signed-in app's English strings, before this page renders (decision 0041).
import "~/lib/i18n-app";
import { Outlet } from "react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { queryClient } from "~/lib/query-client";

/** The app's pages in the site's frame (dashboard, settings, admin, unsubscribe): full header and footer. */
export default function AppSiteLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </QueryClientProvider>
  );
}
