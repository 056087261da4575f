// The public pages' header, as an island (decision 0073): loaded when the visitor uses it, is signed in, or
// reads another language. It brings i18next and the app's query client with it.
import "~/lib/i18n";
import { QueryClientProvider } from "@tanstack/react-query";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { queryClient } from "~/lib/query-client";

export default function SiteTop() {
  return (
    <QueryClientProvider client={queryClient}>
      <SkipLink />
      {/* Prerendered without a session: the visitor's actions are there, hidden until the shell has asked. */}
      <SiteHeader sessionUnknown={typeof document === "undefined"} />
    </QueryClientProvider>
  );
}
